// The notebook page: Pyodide (from the site's copy of the npm package) in a
// Web Worker, the mlir wheel installed, code cells prefilled with examples
// of the Python API; each example runs and prints what upstream's API does.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openSite } from './harness.mjs';
import { CELLS } from '../../web/src/notebook/cells.js';

// What each example cell prints (the IR text is upstream mlir-opt 22's).
const EXPECTED = {
  'Parse and print a module': /^module \{\n {2}func\.func @mul_add\(%arg0: i32, %arg1: i32\) -> i32 \{\n {4}%c3_i32 = arith\.constant 3 : i32\n {4}%0 = arith\.muli %arg0, %arg1 : i32\n {4}%1 = arith\.addi %0, %c3_i32 : i32\n {4}return %1 : i32\n {2}\}\n\}\n/,
  'Walk the IR: operations, blocks, values': /^func\.func "mul_add"\narguments: \['i32', 'i32'\]\n {2}arith\.constant +\(\) -> \(i32\)\n {2}arith\.muli +\(%arg0, %arg1\) -> \(i32\)\n {2}arith\.addi +\(%0, %c3_i32\) -> \(i32\)\n {2}func\.return +\(%1\) -> \(\)\n$/,
  'Visit every operation': /^\['builtin\.module', 'func\.func', 'arith\.constant', 'arith\.muli', 'arith\.addi', 'func\.return'\]\n$/,
  'Print in generic form, with locations': /"func\.func"\(\) <\{function_type = \(i32, i32\) -> i32, sym_name = "mul_add"\}> \(\{\n[^]*"arith\.muli"\(%arg0, %arg1\)[^]*loc\(/,
  'Types and attributes': /^tensor<4x\?xf32> \| dense<\[1, 2, 3\]> : tensor<3xi32> \| tensor<3xi32>\n\{kind = "demo", n = 7 : i64\}\n$/,
  'Errors are diagnostics, with locations': /use of undeclared SSA value name/,
  'Build IR with Operation.create': /^module \{\n {2}%0 = "demo\.constant"\(\) \{value = 7 : i32\} : \(\) -> i32\n {2}"demo\.print"\(%0\) : \(i32\) -> \(\)\n\}\n/,
  'Build a function with the dialect wrappers': /func\.func @mul_add\(%arg0: i32, %arg1: i32\) -> i32 \{[^]*arith\.muli[^]*arith\.addi[^]*return/,
  'Run a pass pipeline': /^module \{\n {2}func\.func @mul_add\(%arg0: i32, %arg1: i32\) -> i32 \{\n {4}%c3_i32 = arith\.constant 3 : i32\n/,
};

let h;
let page;

before(async () => {
  h = await openSite();
  page = h.page;
});

after(() => h?.close());

async function cellOutputs() {
  return page.evaluate(() =>
    window.mlircNotebook.cells.map((c) => ({ title: c.title, status: c.root.dataset.status, output: c.output.textContent })),
  );
}

test('the notebook boots Pyodide, installs the wheel and shows the example cells', () =>
  h.run(async () => {
    const start = Date.now();
    await page.goto(`${h.base}/notebook.html`);
    await page.waitForFunction(() => document.body.dataset.state === 'ready' || document.body.dataset.state === 'failed', null, { timeout: 240000 });
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'ready', await page.textContent('.status'));
    const marks = await page.evaluate(() => ({
      editor: Math.round(performance.getEntriesByName('mlirc-editor-ready')[0].startTime),
      python: Math.round(performance.getEntriesByName('mlirc-python-ready')[0].startTime),
    }));
    console.log(`notebook: cells editable ${marks.editor} ms after navigation start, Python with mlir ready at ${marks.python} ms (${Date.now() - start} ms wall clock); ${await page.textContent('.status')}`);
    assert.match(await page.textContent('#nb-versions'), /^Python 3\.\d+\.\d+ · Pyodide 314\.0\.7$/);
    const titles = await page.$$eval('.cell .cell-title', (els) => els.map((e) => e.textContent));
    assert.deepEqual(titles, CELLS.map((c) => c.title));
    for (const c of CELLS) assert.ok(EXPECTED[c.title], `an expectation for the cell '${c.title}'`);
  }));

test('Run all runs every example; each prints what the API should', () =>
  h.run(async () => {
    await page.click('#run-all');
    await page.waitForFunction(() => window.mlircNotebook.cells.every((c) => c.root.dataset.runs), null, { timeout: 120000 });
    const outputs = await cellOutputs();
    for (const o of outputs) {
      assert.equal(o.status, 'ok', `${o.title}:\n${o.output}`);
      assert.match(o.output, EXPECTED[o.title], o.title);
    }
    assert.deepEqual(await page.$$eval('.cell .prompt', (els) => els.map((e) => e.textContent)), CELLS.map((_, i) => `[${i + 1}]`));
    await h.screenshot('notebook.png');
    await h.screenshot('notebook-full.png', page, { fullPage: true });
  }));

test('a new cell: Shift+Enter runs it; an exception shows its traceback', () =>
  h.run(async () => {
    await page.click('#add-cell');
    await page.keyboard.type('x = 2 ** 10\nprint("x is", x)\nx + 1');
    await page.keyboard.press('Shift+Enter');
    await page.waitForFunction(() => window.mlircNotebook.cells.at(-2)?.root.dataset.runs === '1');
    const cell = await page.evaluate(() => {
      const c = window.mlircNotebook.cells.at(-2);
      return { status: c.root.dataset.status, output: c.output.textContent };
    });
    assert.deepEqual(cell, { status: 'ok', output: 'x is 1024\n1025\n' });
    // Shift+Enter moved to a new cell below (focused): raise there.
    assert.equal(await page.evaluate(() => window.mlircNotebook.cells.at(-1).view.hasFocus), true);
    await page.keyboard.insertText('def f():\n    return 1 / 0\n\nf()');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => window.mlircNotebook.cells.at(-1)?.root.dataset.runs === '1');
    const failed = await page.evaluate(() => {
      const c = window.mlircNotebook.cells.at(-1);
      return { status: c.root.dataset.status, output: c.output.textContent };
    });
    assert.equal(failed.status, 'error');
    assert.match(failed.output, /^Traceback \(most recent call last\):\n {2}File "<cell>", line 4, in <module>\n[^]*ZeroDivisionError: division by zero\n$/);
  }));

test('Restart gives a fresh interpreter; the cells are kept across reloads', () =>
  h.run(async () => {
    await page.click('#restart');
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 240000 });
    await page.evaluate(() => window.mlircNotebook.cells.at(-1).view.dispatch({ changes: { from: 0, to: window.mlircNotebook.cells.at(-1).view.state.doc.length, insert: 'x' } }));
    await page.evaluate(() => window.mlircNotebook.cells.at(-1).run());
    const out = await page.evaluate(() => window.mlircNotebook.cells.at(-1).output.textContent);
    assert.match(out, /NameError: name 'x' is not defined/);

    await page.waitForTimeout(500); // cells are saved 300 ms after an edit
    await page.reload();
    await page.waitForSelector('.cell');
    const count = await page.$$eval('.cell', (els) => els.length);
    assert.equal(count, CELLS.length + 2);
    assert.equal(await page.evaluate(() => window.mlircNotebook.cells.at(-1).code), 'x');
    await page.click('#reset-notebook');
    assert.equal(await page.$$eval('.cell', (els) => els.length), CELLS.length);
  }));
