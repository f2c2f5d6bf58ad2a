// A 10 MB input: the wasm runs in the worker, so the page keeps handling
// input while it runs; a long run can be stopped (the Stop button, or Esc),
// after which the playground works again. Durations are printed, not
// asserted (the suite runs on shared machines).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { andWaitForRun, editorText, loadPlayground, openSite, setEditorText } from './harness.mjs';

const TEN_MB = 10 * 1024 * 1024;

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
  await loadPlayground(page, h.base);
});

after(() => h?.close());

/** Puts a generated module of at least `size` characters into the input; returns its length and function count. */
async function loadLargeInput(size) {
  return page.evaluate((n) => {
    const parts = [];
    let length = 0;
    for (let i = 0; length < n; i++) {
      const f = `func.func @f${i}(%a: i32, %b: i32) -> i32 {\n  %c1 = arith.constant 1 : i32\n  %s = arith.addi %a, %b : i32\n  %t = arith.muli %s, %c1 : i32\n  %u = arith.addi %t, %s : i32\n  return %u : i32\n}\n`;
      parts.push(f);
      length += f.length;
    }
    const text = parts.join('');
    const start = performance.now();
    const view = window.mlircPlayground.input;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    return { length: text.length, functions: parts.length, ms: Math.round(performance.now() - start) };
  }, size);
}

/** Starts recording the longest gap between 20 ms timer ticks on the page's main thread. */
async function startHeartbeat() {
  await page.evaluate(() => {
    window.__beat = { last: performance.now(), max: 0, ticks: 0 };
    window.__beatTimer = setInterval(() => {
      const now = performance.now();
      window.__beat.max = Math.max(window.__beat.max, now - window.__beat.last);
      window.__beat.last = now;
      window.__beat.ticks++;
    }, 20);
  });
}

async function stopHeartbeat() {
  return page.evaluate(() => {
    clearInterval(window.__beatTimer);
    return { maxGapMs: Math.round(window.__beat.max), ticks: window.__beat.ticks };
  });
}

test('a 10 MB input runs in the worker while the page keeps responding', () =>
  h.run(async () => {
    const input = await loadLargeInput(TEN_MB);
    assert.ok(input.length >= TEN_MB);
    console.log(`10 MB input: ${input.functions} functions, ${input.length} characters, put into the editor in ${input.ms} ms`);
    assert.match(await page.textContent('#input-size'), /^10\.0 MB$/);
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize,cse)');

    await startHeartbeat();
    const started = Date.now();
    const before = Number(await page.evaluate(() => document.body.dataset.runs));
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'running');
    // While the worker runs: open the pass list and filter it, type in the
    // editor; each shows at once.
    await page.click('#toggle-passes');
    await page.fill('#pass-filter', 'cse');
    const filtered = await page.$$eval('#pass-list li.pass', (els) => els.filter((li) => !li.hidden).map((li) => li.dataset.pass));
    assert.ok(filtered.includes('cse'));
    await page.keyboard.press('Escape');
    await page.click('#input .cm-content');
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('// typed during the run\n');
    assert.equal(await page.evaluate(() => window.mlircPlayground.input.state.doc.line(1).text), '// typed during the run');
    const stillRunning = await page.evaluate(() => document.body.dataset.state === 'running');
    console.log(`interactions during the run happened while it was ${stillRunning ? 'still running' : 'already finished'}`);
    await page.waitForFunction((n) => Number(document.body.dataset.runs) > n, before, { timeout: 240000 });
    const beat = await stopHeartbeat();
    const exit = await page.textContent('#exit');
    assert.match(exit, /^exit 0 · /);
    const out = await page.evaluate(() => window.mlircPlayground.output.state.doc.length);
    assert.ok(out > 5 * 1024 * 1024, `output: ${out} characters`);
    assert.equal(await page.evaluate(() => window.mlircPlayground.output.state.doc.line(1).text), 'module {');
    console.log(
      `10 MB run (canonicalize,cse): ${exit}; ${Date.now() - started} ms from the click to the output shown; ` +
        `${out} characters of output; longest main-thread gap ${beat.maxGapMs} ms over ${beat.ticks} ticks of 20 ms`,
    );
    await h.screenshot('large-input.png');
  }));

test('a long run can be stopped with the Stop button, and with Esc; the playground works after', () =>
  h.run(async () => {
    // Heavier: several passes over the 10 MB module.
    await setEditorText(page, 'pipeline', 'builtin.module(canonicalize,cse,canonicalize,cse,symbol-dce)');
    await page.click('#run');
    await page.waitForSelector('#run.stop', { timeout: 20000 });
    assert.equal(await page.textContent('#run .label'), 'Stop');
    await h.screenshot('stop-button.png');
    await andWaitForRun(page, () => page.click('#run'));
    // The badge and the count say the run was stopped, and after how long.
    assert.match(await page.textContent('#exit'), /^stopped after \d+(\.\d)? s$/);
    assert.equal(await page.getAttribute('#exit', 'class'), 'badge stopped');
    assert.equal(await page.textContent('#diag-count'), 'stopped');
    assert.match(await page.textContent('#diagnostics'), /^The run was stopped after \d+(\.\d)? s, before it finished: there is no output and no diagnostic\. The WebAssembly worker is restarting\.$/);
    assert.equal(await editorText(page, 'output'), '');
    // The worker is started again (the wasm reloads).
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });

    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'running');
    await andWaitForRun(page, () => page.keyboard.press('Escape'));
    assert.match(await page.textContent('#exit'), /^stopped after /);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });

    await andWaitForRun(page, () => page.click('#reset'));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.match(await editorText(page, 'output'), /^module \{\n {2}func\.func @sum_of_squares/);
  }));

test('a 10 MB input is kept across a reload (in IndexedDB)', () =>
  h.run(async () => {
    const input = await loadLargeInput(TEN_MB);
    await setEditorText(page, 'pipeline', '');
    // Saved 300 ms after the last edit; wait for the entry that says where
    // this text is (its size tells it from an earlier test's 10 MB input).
    await page.waitForFunction(
      (size) => {
        const entry = JSON.parse(localStorage.getItem('mlirc-playground:v2') ?? '{}');
        return entry.textIn === 'indexeddb' && entry.size === size;
      },
      input.length,
      { timeout: 30000 },
    );
    await page.reload();
    await page.waitForFunction(() => Number(document.body.dataset.runs ?? '0') >= 1, null, { timeout: 240000 });
    const kept = await page.evaluate(() => ({ length: window.mlircPlayground.input.state.doc.length, first: window.mlircPlayground.input.state.doc.line(1).text }));
    assert.deepEqual(kept, { length: input.length, first: 'func.func @f0(%a: i32, %b: i32) -> i32 {' });
    assert.match(await page.textContent('#input-size'), /^10\.0 MB$/);
    assert.equal(await page.getAttribute('#input-size', 'title'), "Kept across reloads in the browser's IndexedDB");
    await andWaitForRun(page, () => page.click('#reset'));
  }));

test('an input the browser will not store: the next visit says so instead of showing an older one', () =>
  h.run(async () => {
    const context = await h.newContext();
    // A browser whose IndexedDB refuses every write (full, or disabled by policy).
    await context.addInitScript(() => {
      IDBObjectStore.prototype.put = function put() {
        throw new DOMException('the quota is used up', 'QuotaExceededError');
      };
    });
    const p = await h.newPage(context, 'no-indexeddb');
    await loadPlayground(p, h.base);
    const text = `// ${'x'.repeat(600_000)}
func.func @big() {
  return
}
`;
    await p.evaluate((t) => {
      const v = window.mlircPlayground.input;
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: t } });
    }, text);
    await p.waitForFunction(() => JSON.parse(localStorage.getItem('mlirc-playground:v2') ?? '{}').dropped, null, { timeout: 30000 });
    await p.reload();
    await p.waitForFunction(() => Number(document.body.dataset.runs ?? '0') >= 1, null, { timeout: 60000 });
    await p.waitForSelector('#toast:not([hidden])');
    assert.equal(await p.textContent('#toast'), 'Your last input (586.0 KB) was not kept: the browser refused to store it (the quota is used up).');
    assert.match(await editorText(p, 'input'), /^\/\/ Welcome to the mlirc playground/);
    await context.close();
  }));
