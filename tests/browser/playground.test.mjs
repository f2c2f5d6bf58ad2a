// The playground (//web:site) end to end, part 1: served as scripts/serve.sh
// serves it, loaded in headless Chromium, driven through its UI like a user,
// with the real wasm module running in the page's Web Worker. This file: the
// files and their MIME types, the first load (and how long it takes), the
// editor (highlighting, line numbers, editing), custom and generic output
// with or without locations, diagnostics at their line and column, and bad
// input. pipeline, graph, gallery, large-input and offline tests are beside it.
//
// Expected outputs are upstream mlir-opt 22's for the same input and flags
// (the first test re-checks them when /usr/lib/llvm-22/bin/mlir-opt exists).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  andWaitForRun,
  diagnosticsShown,
  editorText,
  loadPlayground,
  openSite,
  renderedText,
  setEditorText,
  siteFolder,
  typeInput,
} from './harness.mjs';
import { WELCOME } from '../../web/src/gallery.js';

const UPSTREAM = '/usr/lib/llvm-22/bin/mlir-opt';

// mlir-opt --pass-pipeline='builtin.module(canonicalize,cse)' input.mlir, for WELCOME.text
const WELCOME_OUTPUT = `module {
  func.func @sum_of_squares(%arg0: index) -> i32 {
    %c2_i32 = arith.constant 2 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %2 = arith.index_cast %arg1 : index to i32
      %3 = arith.muli %2, %2 : i32
      %4 = arith.addi %arg2, %3 : i32
      scf.yield %4 : i32
    }
    %1 = arith.addi %0, %c2_i32 : i32
    return %1 : i32
  }
}

`;

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

// A verifier error (not a syntax error): func.return does not match the function.
const UNVERIFIED = `func.func @f(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return
}
`;
// mlir-opt input.mlir, the diagnostic's first line (then a note with the op)
const UNVERIFIED_ERROR = "input.mlir:3:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1";

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
});

after(() => h?.close());

function upstream(text, flags) {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'upstream-'));
  fs.writeFileSync(path.join(dir, 'input.mlir'), text);
  try {
    return { stdout: execFileSync(UPSTREAM, [...flags, 'input.mlir'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' }), stderr: '' };
  } catch (err) {
    return { stdout: err.stdout, stderr: err.stderr };
  }
}

test("the expected outputs are upstream mlir-opt 22's", { skip: !fs.existsSync(UPSTREAM) && 'no upstream mlir-opt' }, () => {
  assert.equal(upstream(WELCOME.text, [`--pass-pipeline=${WELCOME.pipeline}`]).stdout, WELCOME_OUTPUT);
  assert.equal(upstream(INPUT, ['--allow-unregistered-dialect']).stdout, EXPECTED_CUSTOM);
  assert.equal(upstream(INPUT, ['--allow-unregistered-dialect', '--mlir-print-op-generic']).stdout, EXPECTED_GENERIC);
  assert.equal(upstream(INVALID, ['--allow-unregistered-dialect']).stderr.split('\n')[0], INVALID_ERROR);
  assert.equal(upstream(UNVERIFIED, []).stderr.split('\n')[0], UNVERIFIED_ERROR);
});

test('the site is served with the right MIME types', async () => {
  const folder = siteFolder();
  const files = fs.readdirSync(folder, { recursive: true }).filter((f) => fs.statSync(path.join(folder, f)).isFile());
  const sizes = files.map((f) => `${f} ${(fs.statSync(path.join(folder, f)).size / 1024).toFixed(0)} KB`);
  console.log(`site files: ${sizes.join(', ')}`);
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.wasm': 'application/wasm',
    '.json': 'application/json; charset=utf-8',
    '.zip': 'application/zip',
    '.whl': 'application/zip',
  };
  for (const name of ['index.html', 'notebook.html', 'app.js', 'worker.js', 'notebook.js', 'notebook-worker.js', 'sw.js', 'style.css', 'mlirc_core.wasm']) {
    assert.ok(files.includes(name), `${name} in ${files}`);
  }
  assert.equal(files.filter((f) => f.endsWith('.whl')).length, 1, `one wheel in the site: ${files}`);
  for (const f of files) {
    const res = await fetch(`${h.base}/${f}`, { method: 'HEAD' });
    assert.equal(res.status, 200, f);
    assert.equal(res.headers.get('content-type'), types[path.extname(f)], f);
  }
  const index = await fetch(`${h.base}/`);
  assert.equal(index.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.match(await index.text(), /<script type="module" src="app\.js"><\/script>/);
  // compileStreaming insists on application/wasm and checks the module.
  const module = await WebAssembly.compileStreaming(fetch(`${h.base}/mlirc_core.wasm`));
  assert.ok(WebAssembly.Module.exports(module).length > 0);
});

test('a first visit: the welcome example, its pipeline and its output; load times', () =>
  h.run(async () => {
    const start = Date.now();
    await loadPlayground(page, h.base);
    const wall = Date.now() - start;
    const marks = await page.evaluate(() => {
      const at = (name) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? -1);
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
        editor: at('mlirc-editor-ready'),
        wasm: at('mlirc-ready'),
        output: at('mlirc-first-output'),
      };
    });
    console.log(
      `load time (ms after navigation start): DOMContentLoaded ${marks.domContentLoaded}, editors interactive ${marks.editor}, ` +
        `wasm ready ${marks.wasm}, first output shown ${marks.output}; ${wall} ms wall clock from goto to the first output`,
    );

    assert.equal(await editorText(page, 'input'), WELCOME.text);
    assert.equal(await editorText(page, 'pipeline'), WELCOME.pipeline);
    assert.equal(await editorText(page, 'output'), WELCOME_OUTPUT);
    assert.equal(await renderedText(page), WELCOME_OUTPUT);
    assert.equal(await page.textContent('#command'), "mlir-opt --pass-pipeline='builtin.module(canonicalize,cse)' input.mlir");
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.equal(await page.textContent('#diag-count'), '0');
    assert.equal(await page.isEnabled('#run'), true);
    assert.match(await page.textContent('.status'), /Ready · wasm loaded in \d+ ms · \d+ passes, \d+ dialects/);
    // The top bar shows its whole tagline (it is cut with an ellipsis only on narrower windows).
    assert.equal(await page.$eval('.tagline', (e) => e.scrollWidth <= e.clientWidth), true, 'the tagline fits');
    await h.screenshot('playground.png');
  }));

test('the editor: MLIR highlighting, line numbers, folding', () =>
  h.run(async () => {
    // Each token class gets its color from the theme's variables.
    const colors = await page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      const probe = document.createElement('span');
      document.body.append(probe);
      const resolve = (v) => {
        probe.style.color = css.getPropertyValue(v).trim();
        return getComputedStyle(probe).color;
      };
      const tokenColor = (text) => {
        const span = [...document.querySelectorAll('#input .cm-line span')].find((s) => s.textContent === text);
        return span ? getComputedStyle(span).color : null;
      };
      const out = {
        op: [tokenColor('arith.constant'), resolve('--tok-op')],
        value: [tokenColor('%c0'), resolve('--tok-value')],
        type: [tokenColor('index'), resolve('--tok-type')],
        comment: [tokenColor("// Welcome to the mlirc playground: MLIR's core in C, running as"), resolve('--tok-comment')],
        symbol: [tokenColor('@sum_of_squares'), resolve('--tok-symbol')],
      };
      probe.remove();
      return out;
    });
    for (const [kind, [got, want]] of Object.entries(colors)) assert.equal(got, want, `${kind} tokens are colored`);
    // (The first gutter element is CodeMirror's invisible width spacer.)
    const numbers = await page.$$eval('#input .cm-lineNumbers .cm-gutterElement', (els) =>
      els.filter((e) => getComputedStyle(e).visibility !== 'hidden').map((e) => e.textContent),
    );
    assert.equal(numbers[0], '1');
    assert.equal(numbers.length, WELCOME.text.split('\n').length);
    // func.func and scf.for can be folded.
    const foldable = await page.$$eval('#input .cm-foldGutter .cm-gutterElement span', (els) => els.length);
    assert.ok(foldable >= 2, `fold markers: ${foldable}`);
  }));

test('custom and generic form, with and without locations', () =>
  h.run(async () => {
    await setEditorText(page, 'pipeline', '');
    await typeInput(page, INPUT);
    // Unregistered ops need the toggle.
    await andWaitForRun(page, () => page.click('label:has(#opt-unregistered)'));
    assert.equal(await page.isChecked('#opt-unregistered'), true);
    assert.equal(await editorText(page, 'output'), EXPECTED_CUSTOM);
    assert.equal(await renderedText(page), EXPECTED_CUSTOM);
    assert.equal(await page.textContent('#command'), 'mlir-opt --allow-unregistered-dialect input.mlir');

    await andWaitForRun(page, () => page.click('label:has(#opt-generic)'));
    assert.equal(await page.textContent('#command'), 'mlir-opt --allow-unregistered-dialect --mlir-print-op-generic input.mlir');
    assert.equal(await editorText(page, 'output'), EXPECTED_GENERIC);
    assert.equal(await renderedText(page), EXPECTED_GENERIC);

    await andWaitForRun(page, () => page.click('label:has(#opt-debuginfo)'));
    assert.match(await editorText(page, 'output'), /loc\("input\.mlir":1:1\)/);
    await andWaitForRun(page, () => page.click('label:has(#opt-debuginfo)'));
    await andWaitForRun(page, () => page.click('label:has(#opt-generic)'));
    assert.equal(await editorText(page, 'output'), EXPECTED_CUSTOM);
    assert.equal(await page.textContent('#diag-count'), '0');
  }));

test('a syntax error: underlined at its column and listed; clicking it moves the cursor', () =>
  h.run(async () => {
    await typeInput(page, INVALID);
    await andWaitForRun(page, () => page.keyboard.press('Control+Enter'));
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    assert.equal(await editorText(page, 'output'), '');

    assert.deepEqual(await diagnosticsShown(page), [{ severity: 'error', loc: '3:16', message: 'use of undeclared SSA value name' }]);
    assert.equal(await page.textContent('#diag-count'), '1');
    const squiggles = page.locator('#input .cm-lintRange-error');
    assert.equal(await squiggles.count(), 1);
    assert.equal(await squiggles.first().textContent(), '%missing');

    // Move the cursor away, then click the diagnostic.
    await page.click('#input .cm-line >> nth=0');
    await page.waitForFunction(() => document.getElementById('cursor').textContent.startsWith('Ln 1,'));
    await page.locator('#diagnostics li.diag').first().click();
    assert.equal(await page.textContent('#cursor'), 'Ln 3, Col 16');
    const head = await page.evaluate(() => window.mlircPlayground.input.state.selection.main.head);
    assert.equal(head, INVALID.indexOf('%missing'));
    await h.screenshot('playground-error.png');
  }));

test('a verification error points back into the input, with its note', () =>
  h.run(async () => {
    await andWaitForRun(page, () => page.click('label:has(#opt-unregistered)')); // off again
    await typeInput(page, UNVERIFIED);
    await andWaitForRun(page, () => page.click('#run'));
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    const [d] = await diagnosticsShown(page);
    assert.deepEqual(d, { severity: 'error', loc: '3:3', message: UNVERIFIED_ERROR.replace(/^input\.mlir:3:3: error: /, '') });
    assert.match(await page.textContent('#diagnostics .notes'), /see current operation: "func\.return"\(\) : \(\) -> \(\)/);
    assert.equal(await page.locator('#input .cm-lintRange-error').first().textContent(), 'return');
    // Hovering the squiggle shows the message.
    await page.locator('#input .cm-lintRange-error').first().hover();
    await page.waitForSelector('.cm-tooltip-lint');
    assert.match(await page.textContent('.cm-tooltip-lint'), /'func\.return' op has 0 operands/);
  }));

test('bad input never breaks the page: each failure is a diagnostic', () =>
  h.run(async () => {
    const cases = [
      '"unterminated',
      'func.func @f( {',
      '\u0000\u0001\u0002 garbage \uFFFF',
      `${'"a.b"() ({\n'.repeat(2000)}`,
      '%x = arith.constant 1 : i32 loc(',
      'func.func @f() {\n  %0 = arith.constant 1 : i32\n  %1 = arith.addi %0, %0 : i64\n  return\n}',
    ];
    for (const text of cases) {
      await setEditorText(page, 'input', text);
      await andWaitForRun(page, () => page.click('#run'));
      assert.match(await page.textContent('#exit'), /^exit 1 · /, JSON.stringify(text.slice(0, 40)));
      const shown = await diagnosticsShown(page);
      assert.ok(shown.length >= 1, `a diagnostic for ${JSON.stringify(text.slice(0, 40))}`);
      assert.equal(shown[0].severity, 'error');
      assert.match(shown[0].loc, /^\d+:\d+$/, 'at a line and column');
      assert.equal(await page.evaluate(() => document.body.dataset.state), 'ready');
    }
    // And a good input still runs.
    await setEditorText(page, 'input', 'func.func @ok() {\n  return\n}\n');
    await andWaitForRun(page, () => page.click('#run'));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
  }));

test('editing: Enter indents, brackets close, line comments, undo and redo, Reset', () =>
  h.run(async () => {
    await typeInput(page, '');
    await page.keyboard.type('module {');
    await page.keyboard.press('Enter');
    // `(` and `"` insert their closing pair; typing the closer steps over it.
    await page.keyboard.type('"foo.a"() : () -> ()');
    const typed = 'module {\n  "foo.a"() : () -> ()\n}';
    assert.equal(await editorText(page, 'input'), typed);

    await page.keyboard.press('Control+/');
    assert.equal(await editorText(page, 'input'), 'module {\n  // "foo.a"() : () -> ()\n}');
    await page.keyboard.press('Control+/');
    assert.equal(await editorText(page, 'input'), typed);

    // Undo steps back to the empty editor, redo forward to the typed text.
    const texts = [await editorText(page, 'input')];
    for (let i = 0; i < 20 && texts[texts.length - 1] !== ''; i++) {
      await page.keyboard.press('Control+Z');
      texts.push(await editorText(page, 'input'));
    }
    assert.equal(texts[texts.length - 1], '', `undo reaches the empty editor: ${JSON.stringify(texts)}`);
    for (let i = 0; i < 20 && (await editorText(page, 'input')) !== typed; i++) await page.keyboard.press('Control+Shift+Z');
    assert.equal(await editorText(page, 'input'), typed);

    // Ctrl-F opens the search panel.
    await page.keyboard.press('Control+F');
    await page.waitForSelector('#input .cm-search');
    await page.keyboard.press('Escape');

    await andWaitForRun(page, () => page.click('#reset'));
    assert.equal(await editorText(page, 'input'), WELCOME.text);
    assert.equal(await editorText(page, 'pipeline'), WELCOME.pipeline);
    assert.equal(await editorText(page, 'output'), WELCOME_OUTPUT);
    assert.equal(await page.textContent('#cursor'), 'Ln 1, Col 1');
  }));

test('the editor completes op names from the registered operations', () =>
  h.run(async () => {
    const ops = await page.evaluate(() => [...window.mlircPlayground.operations]);
    assert.ok(ops.length > 500, `${ops.length} operations`);
    for (const op of ['arith.addi', 'scf.for', 'func.func', 'linalg.matmul', 'builtin.module']) assert.ok(ops.includes(op), op);
    assert.ok(!ops.some((o) => o.startsWith('mlirc.')), 'only registered operations');
    await typeInput(page, 'func.func @f(%a: i32) -> i32 {\n  %s = arith.ad');
    await page.keyboard.press('Control+Space');
    await page.waitForSelector('#input .cm-tooltip-autocomplete li');
    const labels = await page.$$eval('#input .cm-tooltip-autocomplete li .cm-completionLabel', (els) => els.map((e) => e.textContent));
    assert.ok(labels.includes('arith.addi') && labels.includes('arith.addf'), `offered: ${labels}`);
    assert.deepEqual(labels.slice(0, 3), ['arith.addf', 'arith.addi', 'arith.addui_extended'], 'the ops that start so come first');
    await page.keyboard.type('di');
    await page.waitForFunction(() => document.querySelector('#input .cm-tooltip-autocomplete li[aria-selected] .cm-completionLabel')?.textContent === 'arith.addi');
    await page.keyboard.press('Enter');
    assert.equal(await editorText(page, 'input'), 'func.func @f(%a: i32) -> i32 {\n  %s = arith.addi');
    await h.screenshot('completion-ops.png');
  }));

test('at 800x600 the diagnostics are above the fold and both pages stay in the navigation', () =>
  h.run(async () => {
    const context = await h.newContext({ viewport: { width: 800, height: 600 } });
    const small = await h.newPage(context, '800x600');
    await loadPlayground(small, h.base);
    const shown = await small.evaluate(() => {
      const box = (sel) => {
        const r = document.querySelector(sel).getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
      };
      return {
        links: [...document.querySelectorAll('.site-nav a')].map((a) => [a.textContent, getComputedStyle(a).display !== 'none', box('.site-nav').right <= innerWidth]),
        diagnostics: box('.diag-pane'),
        input: box('.input-pane'),
        output: box('.output-pane'),
        scrolls: document.documentElement.scrollHeight > innerHeight,
      };
    });
    assert.deepEqual(shown.links, [['Playground', true, true], ['Python notebook', true, true]]);
    assert.ok(shown.diagnostics.bottom <= 600 && shown.diagnostics.bottom - shown.diagnostics.top >= 100, `diagnostics: ${JSON.stringify(shown.diagnostics)}`);
    assert.ok(shown.input.bottom <= 600 && shown.output.right <= 800, JSON.stringify(shown));
    assert.equal(shown.scrolls, false, 'nothing below the fold');
    await h.screenshot('playground-800x600.png', small);
    await context.close();
  }));
