// Running IR in the playground: the Execute tab runs a function with the
// interpreter (on the pipeline's output or the input) and shows what it
// printed and returned; its diagnostics (undefined behaviour, the step
// budget) are located in the Diagnostics pane; a long run is stopped as a
// pipeline run is; "Run each stage" marks the first stage whose result
// differs from the input's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { andWaitForRun, diagnosticsShown, loadPlayground, openSite, setEditorText } from './harness.mjs';
import { EXAMPLES } from '../../web/src/gallery.js';

const LLVM = '/usr/lib/llvm-22';

let h, page;

before(async () => {
  h = await openSite();
  page = h.page;
  await loadPlayground(page, h.base);
});

after(() => h?.close());

const execs = () => page.evaluate(() => Number(document.body.dataset.execs ?? '0'));

/** Does `action` and waits until the Execute tab (or the stage list) shows one more result. */
async function andWaitForExec(action, timeout = 60000) {
  const before = await execs();
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.execs ?? '0') > n, before, { timeout });
}

const status = () => page.textContent('#exec-status');
const values = () =>
  page.$$eval('#exec-values li.exec-value', (items) => items.map((li) => `${li.querySelector('.exec-type').textContent} ${li.querySelector('.exec-text').textContent}`));

/** Loads a gallery example as its card in the dialog does. */
async function loadExample(id) {
  await page.click('#open-gallery');
  await andWaitForRun(page, () => page.click(`#gallery .card[data-example="${id}"]`));
}

async function setArgs(text) {
  await page.fill('#exec-args', text);
}

test('a first visit can run the welcome example: Ctrl+Shift+Enter runs it on the pipeline output', () =>
  h.run(async () => {
    assert.equal(await page.inputValue('#exec-args'), '10');
    await andWaitForExec(() => page.keyboard.press('Control+Shift+Enter'));
    assert.equal(await page.getAttribute('#tab-exec', 'aria-selected'), 'true');
    // sum of i*i for i < 10, plus 2 (the example's `%twice`)
    assert.match(await status(), /^@sum_of_squares returned in \d+(\.\d)? ms · \d+ steps · on the output of the pipeline$/);
    assert.deepEqual(await values(), ['i32 287']);
    assert.equal(await page.isVisible('#exec-stdout'), false);
    assert.match(await page.textContent('#exit'), /^ran in \d+(\.\d)? ms$/);
    assert.equal(await page.textContent('#diag-count'), '0');
    // The entry list holds the module's functions with their signatures.
    assert.deepEqual(await page.$$eval('#exec-entry option', (o) => o.map((x) => x.textContent)), ['default (main, or the first without arguments)', '@sum_of_squares(index) -> i32']);
  }));

test('the runnable example prints what mlir-runner 22 prints (addresses masked) and returns its sum', () =>
  h.run(async () => {
    await loadExample('run-memref');
    assert.equal(await page.inputValue('#exec-entry'), 'main');
    await andWaitForExec(() => page.click('#exec-run'));
    assert.deepEqual(await values(), ['f32 27.5']);
    const printed = await page.textContent('#exec-stdout');
    const mask = (s) => s.replace(/base@ = 0x[0-9a-f]+/g, 'base@ = 0x?');
    assert.equal(mask(printed), 'Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [6] strides = [1] data = \n[0,  0.5,  2,  4.5,  8,  12.5]\n');
    if (fs.existsSync(`${LLVM}/bin/mlir-runner`)) {
      // Upstream's lowering to LLVM and its JIT: the same printing.
      const dir = fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? os.tmpdir(), 'run-'));
      fs.writeFileSync(path.join(dir, 'input.mlir'), EXAMPLES.find((e) => e.id === 'run-memref').text);
      const lower = ['--convert-scf-to-cf', '--expand-strided-metadata', '--finalize-memref-to-llvm', '--convert-func-to-llvm', '--convert-arith-to-llvm', '--convert-cf-to-llvm', '--reconcile-unrealized-casts'];
      const llvm = spawnSync(`${LLVM}/bin/mlir-opt`, [path.join(dir, 'input.mlir'), ...lower], { encoding: 'utf8' });
      assert.equal(llvm.status, 0, llvm.stderr);
      const libs = ['libmlir_runner_utils.so', 'libmlir_c_runner_utils.so'].map((l) => `${LLVM}/lib/${l}`).join(',');
      const up = spawnSync(`${LLVM}/bin/mlir-runner`, ['-e', 'main', '--entry-point-result=f32', `--shared-libs=${libs}`], { input: llvm.stdout, encoding: 'utf8' });
      assert.equal(up.status, 0, up.stderr);
      assert.equal(mask(up.stdout), `${mask(printed)}2.750000e+01\n`);
    }
    // On the input, before the pipeline: the same result.
    await page.check('input[name="exec-source"][value="input"]', { force: true });
    await andWaitForExec(() => page.click('#exec-run'));
    assert.match(await status(), /· on the input$/);
    assert.deepEqual(await values(), ['f32 27.5']);
    await page.check('input[name="exec-source"][value="output"]', { force: true });
  }));

const UB = `func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @spin() {
  cf.br ^loop
^loop:
  cf.br ^loop
}
`;

/** Selects the Execute tab and waits until its function list holds `name`. */
async function chooseEntry(name) {
  if ((await page.getAttribute('#tab-exec', 'aria-selected')) !== 'true') await page.click('#tab-exec');
  await page.waitForSelector(`#exec-entry option[value="${name}"]`, { state: 'attached', timeout: 30000 });
  await page.selectOption('#exec-entry', name);
}

test('undefined behaviour and the step budget are located diagnostics; arguments are checked', () =>
  h.run(async () => {
    await andWaitForRun(page, () => setEditorText(page, 'input', UB).then(() => page.evaluate(() => window.mlircPlayground.run())));
    await page.click('#tab-output');
    await page.evaluate(() => window.mlircPlayground.exec.setRun({ entry: '', args: '' }));
    await chooseEntry('div');
    assert.deepEqual(await page.$$eval('#exec-entry option', (o) => o.map((x) => x.value)), ['', 'div', 'spin']);
    await setArgs('7, 2');
    await andWaitForExec(() => page.press('#exec-args', 'Enter'));
    assert.deepEqual(await values(), ['i32 3']);
    await setArgs('7, 0');
    await andWaitForExec(() => page.click('#exec-run'));
    assert.match(await status(), /^@div failed after \d+(\.\d)? ms \(on the output of the pipeline\): undefined behaviour: division by zero$/);
    assert.deepEqual(await diagnosticsShown(page), [{ severity: 'error', loc: '2:8', message: 'undefined behaviour: division by zero' }]);
    assert.equal(await page.getAttribute('#exit', 'class'), 'badge fail');
    assert.match(await page.textContent('#exit'), /^failed after \d+(\.\d)? ms$/);
    // The squiggle under the op in the input.
    await page.waitForSelector('#input .cm-lintRange-error');
    assert.equal(await page.textContent('#input .cm-lintRange-error'), 'arith.divsi');
    await setArgs('7');
    await andWaitForExec(() => page.click('#exec-run'));
    assert.equal(await status(), '@div takes 2 arguments (i32, i32), got 1');
    await setArgs('7, x');
    await andWaitForExec(() => page.click('#exec-run'));
    assert.equal(await status(), "argument 2 (i32): 'x' is not an integer");
    // The step budget.
    await chooseEntry('spin');
    await setArgs('');
    await page.fill('#exec-steps', '1000');
    await andWaitForExec(() => page.click('#exec-run'));
    assert.deepEqual(await diagnosticsShown(page), [{ severity: 'error', loc: '8:3', message: 'step budget of 1000 exceeded' }]);
    assert.match(await status(), /^@spin failed after .*: step budget of 1000 exceeded$/);
  }));

test('a long run is stopped with Esc and with the Stop button; the next run works', () =>
  h.run(async () => {
    await chooseEntry('spin');
    await page.fill('#exec-steps', '100000000000');
    for (const stop of [() => page.keyboard.press('Escape'), () => page.click('#exec-run')]) {
      await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });
      await page.click('#exec-run');
      await page.waitForFunction(() => document.querySelector('#exec-run').classList.contains('stop'), null, { timeout: 30000 });
      await andWaitForExec(stop);
      assert.match(await status(), /^The run was stopped after \d+(\.\d)? s, before it finished\. The WebAssembly worker is restarting\.$/);
      assert.match(await page.textContent('#exit'), /^stopped after \d+(\.\d)? s$/);
      assert.equal(await page.textContent('#exec-run .label'), 'Run');
    }
    await page.waitForFunction(() => document.body.dataset.state === 'ready', null, { timeout: 60000 });
    await chooseEntry('div');
    await setArgs('-9, 2');
    await andWaitForExec(() => page.click('#exec-run'));
    assert.deepEqual(await values(), ['i32 -4']);
  }));

// The division's result is unused: cse erases it, and with it the undefined behaviour.
const DEAD_UB = `func.func @main() -> i32 {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %dead = arith.divsi %c7, %c0 : i32
  %r = arith.addi %c7, %c7 : i32
  return %r : i32
}
`;

async function stageResults() {
  return page.$$eval('#stage-list li.stage', (items) =>
    items.map((li) => `${li.querySelector('.stage-name').textContent}: ${li.querySelector('.stage-result')?.textContent ?? ''}${li.classList.contains('result-changed') ? ' (changed)' : ''}`),
  );
}

test('"Run each stage" shows each stage\'s result and marks the first that differs from the input\'s', () =>
  h.run(async () => {
    await setEditorText(page, 'input', DEAD_UB);
    await setEditorText(page, 'pipeline', 'builtin.module(convert-scf-to-cf,cse)');
    await andWaitForRun(page, () => page.evaluate(() => window.mlircPlayground.run()));
    await page.evaluate(() => window.mlircPlayground.exec.setRun({ entry: '', args: '' }));
    await page.click('#tab-stages');
    await andWaitForExec(() => page.click('#stage-run'));
    assert.deepEqual(await stageResults(), [
      'input: undefined behaviour: division by zero',
      'convert-scf-to-cf: undefined behaviour: division by zero',
      'cse: → 14 (changed)',
    ]);
    assert.equal(await page.textContent('#stage-run-summary'), '@main: the result changes after cse.');
    assert.equal(await page.getAttribute('#stage-list li.stage.result-changed', 'aria-selected'), 'true');

    await loadExample('run-memref');
    await page.click('#tab-stages');
    await andWaitForExec(() => page.click('#stage-run'));
    assert.deepEqual(await stageResults(), [
      'input: → 27.5 · 2 lines printed',
      'convert-scf-to-cf: → 27.5 · 2 lines printed',
      'canonicalize: → 27.5 · 2 lines printed',
    ]);
    assert.equal(await page.textContent('#stage-run-summary'), "@main gives the input's result at every stage.");
    // A new pipeline run clears them.
    await andWaitForRun(page, () => page.evaluate(() => window.mlircPlayground.run()));
    assert.equal(await page.locator('#stage-list .stage-result').count(), 0);
    assert.equal(await page.isVisible('#stage-run-summary'), false);
  }));
