// The notebook page: Pyodide (from the site's copy of the npm package) in a
// Web Worker, the mlir wheel installed, code cells prefilled with examples
// of the Python API; each example runs and prints what upstream's API does.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
  // The lowered program, as mlir-opt 22 prints it.
  'Write a conversion pattern in Python': /^module \{\n {2}func\.func @square_plus\(%arg0: i32, %arg1: i32\) -> i32 \{\n {4}%0 = arith\.muli %arg0, %arg0 : i32\n {4}%1 = arith\.addi %0, %arg1 : i32\n {4}return %1 : i32\n {2}\}\n\}\n/,
};

// Debian's python3-nbformat (scripts/setup.sh installs it) validates saved notebooks.
const SYSTEM_PYTHON = '/usr/bin/python3';
const hasNbformat = fs.existsSync(SYSTEM_PYTHON) && spawnSync(SYSTEM_PYTHON, ['-c', 'import nbformat']).status === 0;

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

test('a running cell shows in the header and can be interrupted; the interpreter keeps its variables', () =>
  h.run(async () => {
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 240000 });
    // The page is cross-origin isolated (tools/serve.mjs sends the headers), so Python is interrupted in place.
    assert.deepEqual(await page.evaluate(() => [self.crossOriginIsolated, window.mlircNotebook.isolated]), [true, true]);
    await page.click('#add-cell');
    await page.keyboard.insertText('n = 0\nwhile True:\n    n += 1');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction(() => document.body.dataset.state === 'running');
    const index = await page.evaluate(() => window.mlircNotebook.cells.length);
    assert.equal(await page.textContent('#status-text'), `Python is running cell ${index}…`);
    assert.equal(await page.isEnabled('#interrupt'), true);
    assert.equal(await page.isEnabled('#run-all'), true, 'cells can still be queued');
    // The header stays in view however far the cells scroll.
    assert.equal(await page.evaluate(() => document.querySelector('.topbar').getBoundingClientRect().top), 0);
    await h.screenshot('notebook-busy.png');
    await page.click('#interrupt');
    await page.waitForFunction((i) => window.mlircNotebook.cells[i - 1].root.dataset.runs === '1', index, { timeout: 30000 });
    const stopped = await page.evaluate((i) => ({ status: window.mlircNotebook.cells[i - 1].root.dataset.status, output: window.mlircNotebook.cells[i - 1].output.textContent }), index);
    assert.equal(stopped.status, 'error');
    assert.match(stopped.output, /^Traceback \(most recent call last\):\n {2}File "<cell>", line \d, in <module>\n(?:.*\n)*KeyboardInterrupt\n$/);
    assert.equal(await page.textContent('#status-text'), 'Python ready');
    assert.equal(await page.isEnabled('#interrupt'), false);
    // Same interpreter: `n` counted on and is still there.
    await page.click('#add-cell');
    await page.keyboard.insertText('n > 1000');
    await page.keyboard.press('Control+Enter');
    await page.waitForFunction((i) => window.mlircNotebook.cells[i].root.dataset.runs === '1', index);
    assert.equal(await page.evaluate((i) => window.mlircNotebook.cells[i].output.textContent, index), 'True\n');
  }));

test('the notebook saves as .ipynb (valid nbformat 4.5) and opens .ipynb files', () =>
  h.run(async () => {
    await page.click('#reset-notebook');
    await page.click('#run-all');
    await page.waitForFunction(() => window.mlircNotebook.cells.every((c) => c.root.dataset.runs), null, { timeout: 120000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-ipynb')]);
    assert.equal(download.suggestedFilename(), 'mlirc-notebook.ipynb');
    const file = await download.path();
    const nb = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.equal(nb.nbformat, 4);
    assert.deepEqual(nb.cells.map((c) => c.metadata.mlirc.title), CELLS.map((c) => c.title));
    assert.deepEqual(nb.cells.map((c) => c.source.join('')), CELLS.map((c) => c.code));
    const first = nb.cells[0];
    assert.equal(first.outputs[0].output_type, 'stream');
    assert.match(first.outputs[0].text.join(''), EXPECTED['Parse and print a module']);
    assert.equal(nb.cells[5].outputs[0].name, 'stdout');
    assert.deepEqual(nb.cells[2].outputs.map((o) => o.output_type), ['execute_result']);
    assert.deepEqual(nb.metadata.language_info.name, 'python');
    if (hasNbformat) {
      const checked = execFileSync(SYSTEM_PYTHON, ['-c', 'import nbformat, sys; nb = nbformat.read(sys.argv[1], as_version=4); nbformat.validate(nb); print(len(nb.cells))', file], { encoding: 'utf8' });
      assert.equal(checked, `${CELLS.length}\n`);
    }

    // Open a notebook written elsewhere: a markdown cell (kept as text), code with an old output.
    const written = {
      nbformat: 4,
      nbformat_minor: 5,
      metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' } },
      cells: [
        { cell_type: 'markdown', id: 'intro', metadata: {}, source: ['# Types\n', 'Parse one.'] },
        { cell_type: 'code', id: 'types', metadata: {}, execution_count: 7, source: ['from mlir.ir import Context, Type\n', 'with Context():\n', '    print(Type.parse("memref<2x?xf32>"))'], outputs: [{ output_type: 'stream', name: 'stdout', text: ['old\n'] }] },
      ],
    };
    const path = `${file}.opened.ipynb`;
    fs.writeFileSync(path, JSON.stringify(written));
    await page.setInputFiles('#ipynb-file', path);
    await page.waitForFunction(() => window.mlircNotebook.cells.length === 2);
    assert.match(await page.textContent('#nb-toast'), /^Opened .*\.opened\.ipynb: 2 cells$/);
    assert.equal(await page.textContent('.text-cell .cell-text'), '# Types\nParse one.');
    const code = await page.evaluate(() => ({ code: window.mlircNotebook.cells[1].code, output: window.mlircNotebook.cells[1].output.textContent, prompt: window.mlircNotebook.cells[1].prompt.textContent }));
    assert.deepEqual(code, { code: 'from mlir.ir import Context, Type\nwith Context():\n    print(Type.parse("memref<2x?xf32>"))', output: 'old\n', prompt: '[7]' });
    await page.click('#run-all');
    await page.waitForFunction(() => window.mlircNotebook.cells[1].root.dataset.runs === '1');
    assert.equal(await page.evaluate(() => window.mlircNotebook.cells[1].output.textContent), 'memref<2x?xf32>\n');
    await h.screenshot('notebook-opened.png');

    // A file that is not a notebook is refused with the reason; the cells stay.
    fs.writeFileSync(path, '{"nbformat": 3, "cells": []}');
    await page.setInputFiles('#ipynb-file', path);
    await page.waitForFunction(() => /nbformat 3/.test(document.getElementById('nb-toast').textContent));
    assert.match(await page.textContent('#nb-toast'), /^Could not open .*: the notebook has nbformat 3; this page reads nbformat 4$/);
    assert.equal(await page.evaluate(() => window.mlircNotebook.cells.length), 2);
    await page.click('#reset-notebook');
  }));
