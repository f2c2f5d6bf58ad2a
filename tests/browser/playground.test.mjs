// The playground (//web:site) end to end: served as scripts/serve.sh serves
// it (tools/serve.mjs over the one folder holding the site's files), loaded
// in headless Chromium, driven through its UI like a user, with the real
// wasm module running in the page's Web Worker.
//
// Expected outputs are upstream mlir-opt 22's for the same input and flags
// (the first test re-checks them when /usr/lib/llvm-22/bin/mlir-opt exists).
// On failure a test prints the page's and the worker's console and what the
// page showed for the last run (exit status, diagnostics).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../tools/serve.mjs';

const RUNFILES = process.env.MLIRC_RUNFILES ?? process.cwd();
const UPSTREAM = '/usr/lib/llvm-22/bin/mlir-opt';
const SCREENSHOT_DIRS = [process.env.TEST_UNDECLARED_OUTPUTS_DIR, '/tmp'].filter(Boolean);

const INPUT = `module {
  "test.graph"() ({
  ^entry(%a: i64, %b: f16):
    %t = "test.tuple"(%a, %b) {names = ["a", "b"], flag} : (i64, f16) -> tuple<i64, f16>
    "test.loop"(%t) ({
    ^body(%i: index):
      "test.yield"(%i) : (index) -> ()
    }) {bounds = array<i32: 0, 8>, step = 2 : index} : (tuple<i64, f16>) -> ()
    "test.br"()[^exit] : () -> ()
  ^exit:
    "test.done"() {msg = "ok", ratio = 0.25 : f64} : () -> ()
  }) : () -> ()
}
`;

const BODY = `  "test.graph"() ({
  ^bb0(%arg0: i64, %arg1: f16):
    %0 = "test.tuple"(%arg0, %arg1) {flag, names = ["a", "b"]} : (i64, f16) -> tuple<i64, f16>
    "test.loop"(%0) ({
    ^bb0(%arg2: index):
      "test.yield"(%arg2) : (index) -> ()
    }) {bounds = array<i32: 0, 8>, step = 2 : index} : (tuple<i64, f16>) -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "test.done"() {msg = "ok", ratio = 2.500000e-01 : f64} : () -> ()
  }) : () -> ()
`;

// mlir-opt --allow-unregistered-dialect input.mlir (mlir-opt ends with an empty line)
const EXPECTED_CUSTOM = `module {\n${BODY}}\n\n`;
// mlir-opt --allow-unregistered-dialect --mlir-print-op-generic input.mlir
const EXPECTED_GENERIC = `"builtin.module"() ({\n${BODY}}) : () -> ()\n\n`;

const INVALID = `module {
  %0 = "test.a"() : () -> i32
  "test.b"(%0, %missing) : (i32, i32) -> ()
}
`;
// mlir-opt --allow-unregistered-dialect input.mlir, first line of stderr
const INVALID_ERROR = 'input.mlir:3:16: error: use of undeclared SSA value name';

let server;
let base;
let browser;
let page;
const consoleLines = [];

/** The folder scripts/serve.sh serves: the deepest one holding every output of //web:site. */
function siteFolder() {
  const outputs = (process.env.SITE_OUTPUTS ?? '').split(' ').filter(Boolean);
  assert.ok(outputs.length > 0, 'SITE_OUTPUTS (the files of //web:site) is empty');
  let site = path.dirname(outputs[0]);
  for (const f of outputs) {
    while (f !== site && !f.startsWith(`${site}/`)) site = path.dirname(site);
  }
  return path.join(RUNFILES, site);
}

async function printConsole() {
  console.log(`--- browser console (${consoleLines.length} lines) ---`);
  for (const line of consoleLines) console.log(line);
  console.log('--- end of browser console ---');
  // What the page showed last: the exit badge and the diagnostics list.
  const shown = await page
    ?.evaluate(() => ({
      exit: document.getElementById('exit')?.textContent,
      diagnostics: document.getElementById('diagnostics')?.innerText,
    }))
    .catch((err) => ({ error: err.message }));
  if (shown) console.log(`--- last run: ${shown.exit ?? shown.error} ---\n${shown.diagnostics ?? ''}\n--- end of last run ---`);
}

/** Runs `body`; on failure prints the browser's console first. */
async function withConsole(body) {
  try {
    await body();
  } catch (err) {
    await printConsole();
    throw err;
  }
}

async function screenshot(name) {
  for (const dir of SCREENSHOT_DIRS) {
    await page.screenshot({ path: path.join(dir, name) });
  }
}

/** The output pane's text as rendered (one DOM line per text line; not the placeholder). */
async function renderedOutput() {
  return page.evaluate(() =>
    [...document.querySelectorAll('#output .cm-line')]
      .map((line) =>
        [...line.childNodes]
          .filter((node) => !node.classList?.contains('cm-placeholder'))
          .map((node) => node.textContent)
          .join(''),
      )
      .join('\n'),
  );
}

async function editorText(which) {
  return page.evaluate((w) => window.mlircPlayground[w].state.doc.toString(), which);
}

async function runs() {
  return Number(await page.evaluate(() => document.body.dataset.runs ?? '0'));
}

/** Does `action` and waits until the page has shown the result of one more run. */
async function andWaitForRun(action) {
  const before = await runs();
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.runs ?? '0') > n, before, { timeout: 20000 });
}

/** Replaces the input editor's text from the keyboard: select all, delete, insert. */
async function replaceInput(text) {
  await page.click('#input .cm-content');
  // The editor applies the DOM selection of a click or a focus change
  // asynchronously, so a late one can collapse the Ctrl-A selection before
  // Delete: repeat until the editor is empty.
  for (let i = 0; i < 10 && (await editorText('input')) !== ''; i++) {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
  }
  assert.equal(await editorText('input'), '', 'Ctrl-A, Delete empties the input editor');
  await page.keyboard.insertText(text);
  assert.equal(await editorText('input'), text, 'the input editor holds what was typed');
}

before(async () => {
  server = await startServer(siteFolder(), 0);
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => consoleLines.push(`[page ${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`[page error] ${e.stack ?? e.message}`));
  page.on('requestfailed', (r) => consoleLines.push(`[request failed] ${r.url()} ${r.failure()?.errorText}`));
  page.on('worker', (w) => {
    consoleLines.push(`[worker started] ${w.url()}`);
    w.on?.('console', (m) => consoleLines.push(`[worker ${m.type()}] ${m.text()}`));
  });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

test('the expected outputs are upstream mlir-opt 22\'s', { skip: !fs.existsSync(UPSTREAM) && 'no upstream mlir-opt' }, () => {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'upstream-'));
  const upstream = (text, flags) => {
    fs.writeFileSync(path.join(dir, 'input.mlir'), text);
    try {
      return { stdout: execFileSync(UPSTREAM, [...flags, 'input.mlir'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' }), stderr: '' };
    } catch (err) {
      return { stdout: err.stdout, stderr: err.stderr };
    }
  };
  assert.equal(upstream(INPUT, ['--allow-unregistered-dialect']).stdout, EXPECTED_CUSTOM);
  assert.equal(upstream(INPUT, ['--allow-unregistered-dialect', '--mlir-print-op-generic']).stdout, EXPECTED_GENERIC);
  assert.equal(upstream(INVALID, ['--allow-unregistered-dialect']).stderr.split('\n')[0], INVALID_ERROR);
});

test('the site is served with the right MIME types', async () => {
  const folder = siteFolder();
  const files = fs.readdirSync(folder);
  for (const name of ['index.html', 'app.js', 'worker.js', 'style.css']) assert.ok(files.includes(name), `${name} in ${files}`);
  const wasm = files.filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `one .wasm in the site: ${files}`);

  const index = await fetch(`${base}/`);
  assert.equal(index.status, 200);
  assert.equal(index.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.match(await index.text(), /<script type="module" src="app\.js"><\/script>/);
  for (const js of ['app.js', 'worker.js']) {
    const res = await fetch(`${base}/${js}`);
    assert.equal(res.status, 200, js);
    assert.equal(res.headers.get('content-type'), 'text/javascript; charset=utf-8', js);
  }
  assert.equal((await fetch(`${base}/style.css`)).headers.get('content-type'), 'text/css; charset=utf-8');

  const res = await fetch(`${base}/${wasm[0]}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/wasm');
  // compileStreaming insists on application/wasm and checks the module.
  const module = await WebAssembly.compileStreaming(fetch(`${base}/${wasm[0]}`));
  assert.ok(WebAssembly.Module.exports(module).length > 0);
});

test('the page loads with the example and its output', () =>
  withConsole(async () => {
    const start = Date.now();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => performance.getEntriesByName('mlirc-ready').length > 0, null, { timeout: 30000 });
    const wall = Date.now() - start;
    const mark = await page.evaluate(() => performance.getEntriesByName('mlirc-ready')[0].startTime);
    const status = await page.textContent('.status');
    console.log(`load time: worker ready ${Math.round(mark)} ms after navigation start (${wall} ms wall clock from goto); status "${status.trim()}"`);

    // The first run (of the example) happens by itself once the worker is ready.
    await page.waitForFunction(() => Number(document.body.dataset.runs ?? '0') >= 1, null, { timeout: 20000 });
    const example = await editorText('input');
    assert.match(example, /^\/\/ Welcome to the mlirc playground/);
    assert.match(example, /"foo\.func"\(\) \(\{/);
    const output = await renderedOutput();
    assert.match(output, /^module \{\n {2}"foo\.func"\(\) \(\{\n {2}\^bb0\(%arg0: i32, %arg1: tensor<4xf32>\):/);
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.equal(await page.textContent('#diag-count'), '0');
    assert.equal(await page.isEnabled('#run'), true);
    await screenshot('playground.png');
  }));

test('Run prints the exact output, in custom and in generic form', () =>
  withConsole(async () => {
    await replaceInput(INPUT);
    await andWaitForRun(() => page.click('#run'));
    assert.equal(await editorText('output'), EXPECTED_CUSTOM);
    assert.equal(await renderedOutput(), EXPECTED_CUSTOM);
    assert.equal(await page.textContent('#command'), 'mlir-opt --allow-unregistered-dialect input.mlir');

    // Toggling an option runs again with the new flags.
    await andWaitForRun(() => page.click('label:has(#opt-generic)'));
    assert.equal(await page.isChecked('#opt-generic'), true);
    assert.equal(await page.textContent('#command'), 'mlir-opt --allow-unregistered-dialect --mlir-print-op-generic input.mlir');
    assert.equal(await editorText('output'), EXPECTED_GENERIC);
    assert.equal(await renderedOutput(), EXPECTED_GENERIC);

    await andWaitForRun(() => page.click('label:has(#opt-debuginfo)'));
    assert.match(await editorText('output'), /loc\("input\.mlir":1:1\)/);
    await andWaitForRun(() => page.click('label:has(#opt-debuginfo)'));
    await andWaitForRun(() => page.click('label:has(#opt-generic)'));
    assert.equal(await editorText('output'), EXPECTED_CUSTOM);
    assert.equal(await page.textContent('#diag-count'), '0');
  }));

test('an invalid input shows its diagnostic, underlined and listed; clicking it moves the cursor', () =>
  withConsole(async () => {
    await replaceInput(INVALID);
    await andWaitForRun(() => page.keyboard.press('Control+Enter'));
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    assert.equal(await editorText('output'), '');

    const items = page.locator('#diagnostics li.diag');
    assert.equal(await items.count(), 1);
    const item = items.first();
    assert.equal(await item.locator('.sev').textContent(), 'error');
    assert.equal(await item.locator('.loc').textContent(), '3:16');
    assert.equal(await item.locator('.msg').textContent(), 'use of undeclared SSA value name');
    assert.equal(await page.textContent('#diag-count'), '1');

    // The squiggle covers `%missing` on line 3.
    const squiggles = page.locator('#input .cm-lintRange-error');
    assert.equal(await squiggles.count(), 1);
    assert.equal(await squiggles.first().textContent(), '%missing');

    // Move the cursor away, then click the diagnostic.
    await page.click('#input .cm-line >> nth=0');
    await page.waitForFunction(() => document.getElementById('cursor').textContent.startsWith('Ln 1,'));
    await item.click();
    assert.equal(await page.textContent('#cursor'), 'Ln 3, Col 16');
    const head = await page.evaluate(() => window.mlircPlayground.input.state.selection.main.head);
    assert.equal(head, INVALID.indexOf('%missing'));
    await screenshot('playground-error.png');
  }));

test('editing: Enter indents, brackets close, line comments, undo and redo, Load example', () =>
  withConsole(async () => {
    await replaceInput('');
    await page.keyboard.type('module {');
    await page.keyboard.press('Enter');
    // `(` and `"` insert their closing pair; typing the closer steps over it.
    await page.keyboard.type('"foo.a"() : () -> ()');
    const typed = 'module {\n  "foo.a"() : () -> ()\n}';
    assert.equal(await editorText('input'), typed);

    await page.keyboard.press('Control+/');
    assert.equal(await editorText('input'), 'module {\n  // "foo.a"() : () -> ()\n}');
    await page.keyboard.press('Control+/');
    assert.equal(await editorText('input'), typed);

    // Undo steps back to the empty editor, redo forward to the typed text.
    const texts = [await editorText('input')];
    for (let i = 0; i < 20 && texts[texts.length - 1] !== ''; i++) {
      await page.keyboard.press('Control+Z');
      texts.push(await editorText('input'));
    }
    assert.equal(texts[texts.length - 1], '', `undo reaches the empty editor: ${JSON.stringify(texts)}`);
    for (let i = 0; i < 20 && (await editorText('input')) !== typed; i++) await page.keyboard.press('Control+Shift+Z');
    assert.equal(await editorText('input'), typed);

    await andWaitForRun(() => page.click('#reset'));
    assert.match(await editorText('input'), /^\/\/ Welcome to the mlirc playground/);
    assert.match(await editorText('output'), /^module \{\n {2}"foo\.func"\(\) \(\{/);
    assert.equal(await page.textContent('#cursor'), 'Ln 1, Col 1');
  }));
