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
    assert.match(await page.textContent('#diagnostics'), /the run was stopped/);
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    // The worker is started again (the wasm reloads).
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });

    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'running');
    await andWaitForRun(page, () => page.keyboard.press('Escape'));
    assert.match(await page.textContent('#diagnostics'), /the run was stopped/);
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });

    await andWaitForRun(page, () => page.click('#reset'));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.match(await editorText(page, 'output'), /^module \{\n {2}func\.func @sum_of_squares/);
  }));
