// The LLVM IR tab: the gallery's walk from scf and memref down to the llvm
// dialect shows each pass as a stage, and the tab shows the output translated
// to LLVM IR exactly as upstream mlir-translate 22 prints it for mlir-opt 22's
// output (both run here), and Execute prints what mlir-runner 22 does; output
// not all in the llvm dialect gets the translator's diagnostics (upstream's)
// under a message that says to lower it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { andWaitForRun, editorText, loadPlayground, openSite, setEditorText } from './harness.mjs';
import { EXAMPLES } from '../../web/src/gallery.js';
import { DEFAULT_OPTIONS, argsFor } from '../../web/src/options.js';

const TOOLS = '/usr/lib/llvm-22/bin';
const EXAMPLE = EXAMPLES.find((e) => e.id === 'to-llvm-ir');

let h, page, dir;

before(async () => {
  h = await openSite();
  page = h.page;
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? os.tmpdir(), 'llvm-ir-'));
  await loadPlayground(page, h.base);
});

after(() => h?.close());

/** Runs an upstream tool in the scratch folder; returns {status, stdout, stderr}. */
function upstream(tool, args, input) {
  return spawnSync(`${TOOLS}/${tool}`, args, { cwd: dir, encoding: 'utf8', input });
}

const llvmShown = () => page.evaluate(() => Number(document.body.dataset.llvm ?? '0'));

/** Does `action` and waits until the LLVM IR tab shows one more result. */
async function andWaitForLLVM(action) {
  const before = await llvmShown();
  await action();
  await page.waitForFunction((n) => Number(document.body.dataset.llvm ?? '0') > n, before, { timeout: 60000 });
}

const status = () => page.textContent('#panel-llvm .llvm-status');
const shownText = () => page.textContent('#panel-llvm .llvm-text');

test('the walk down to LLVM IR: each pass a stage, the LLVM IR tab as mlir-translate 22 prints it', () =>
  h.run(async () => {
    await page.click('#open-gallery');
    await andWaitForRun(page, () => page.click('#gallery .card[data-example="to-llvm-ir"]'));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.deepEqual(await page.$$eval('#stage-list li.stage .stage-name', (els) => els.map((e) => e.textContent)), [
      'input',
      'convert-scf-to-cf',
      'finalize-memref-to-llvm',
      'convert-to-llvm',
      'reconcile-unrealized-casts',
    ]);

    // The pipeline's output is upstream's ...
    fs.writeFileSync(path.join(dir, 'input.mlir'), EXAMPLE.text);
    const lowered = upstream('mlir-opt', argsFor({ ...DEFAULT_OPTIONS, ...EXAMPLE.options }, EXAMPLE.pipeline));
    assert.equal(lowered.status, 0, lowered.stderr);
    const output = await editorText(page, 'output');
    assert.equal(output, lowered.stdout);
    // ... and so is its LLVM IR.
    const translated = upstream('mlir-translate', ['--mlir-to-llvmir'], output);
    assert.equal(translated.status, 0, translated.stderr);
    await andWaitForLLVM(() => page.click('#tab-llvm'));
    assert.equal(await page.getAttribute('#tab-llvm', 'aria-selected'), 'true');
    assert.equal(await status(), 'The output as mlir-translate --mlir-to-llvmir prints it.');
    assert.equal(await shownText(), translated.stdout);
    // Highlighted: keywords, types, globals, values, block labels, comments.
    const spans = await page.$$eval('#panel-llvm .llvm-text span', (els) => els.map((e) => `${e.className} ${e.textContent}`));
    for (const s of ['ll-keyword define', 'll-type float', 'll-symbol @malloc', 'll-value %8', 'll-block 7:', 'll-comment ; preds = %10, %0', 'll-keyword phi']) {
      assert.ok(spans.includes(s), `no span "${s}"`);
    }
    await h.screenshot('llvm-ir.png');

    // The lowered program runs: Execute prints what mlir-runner 22 prints for upstream's lowering.
    const execs = () => page.evaluate(() => Number(document.body.dataset.execs ?? '0'));
    const before = await execs();
    await page.click('#tab-exec');
    await page.click('#exec-run');
    await page.waitForFunction((n) => Number(document.body.dataset.execs ?? '0') > n, before, { timeout: 60000 });
    const printed = await page.textContent('#exec-stdout');
    assert.equal(printed, '14\n');
    const lib = '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so';
    if (fs.existsSync(`${TOOLS}/mlir-runner`) && fs.existsSync(lib)) {
      const ran = upstream('mlir-runner', ['-e', 'main', '--entry-point-result=void', `--shared-libs=${lib}`], lowered.stdout);
      assert.equal(ran.status, 0, ran.stderr);
      assert.equal(printed, ran.stdout);
    }
  }));

test('output not all in the llvm dialect: the message says to lower it, with the translator diagnostics upstream gives', () =>
  h.run(async () => {
    await page.click('#tab-llvm');
    await setEditorText(page, 'input', 'func.func @f() {\n  return\n}\n');
    await andWaitForLLVM(() => andWaitForRun(page, () => setEditorText(page, 'pipeline', 'builtin.module(canonicalize)').then(() => page.evaluate(() => window.mlircPlayground.run()))));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
    assert.match(await status(), /^Lower to the llvm dialect first: /);
    assert.equal(await page.$eval('#panel-llvm .llvm-status', (e) => e.classList.contains('error')), true);
    // The diagnostics are upstream's, exactly (the output named as the tab names it).
    const output = await editorText(page, 'output');
    fs.writeFileSync(path.join(dir, 'output.mlir'), output);
    const up = upstream('mlir-translate', ['--mlir-to-llvmir', 'output.mlir']);
    assert.equal(up.status, 1);
    const shown = await shownText();
    assert.equal(shown, up.stderr);
    const headers = (text) => text.split('\n').filter((l) => /^output\.mlir:\d+:\d+: /.test(l));
    assert.deepEqual(headers(shown), [
      'output.mlir:2:3: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func',
      'output.mlir:2:3: note: see current operation: ',
    ]);
    await h.screenshot('llvm-ir-not-lowered.png');

    // Split input: each chunk's output translated on its own, as mlir-translate --split-input-file does.
    await setEditorText(page, 'input', 'llvm.func @a()\n// -----\nllvm.func @b() -> i32 {\n  %0 = llvm.mlir.constant(7 : i32) : i32\n  llvm.return %0 : i32\n}\n');
    await andWaitForLLVM(() => andWaitForRun(page, () => page.click('label:has(#opt-split)')));
    const chunks = await editorText(page, 'output');
    assert.match(chunks, /^\/\/ -----$/m);
    const upSplit = upstream('mlir-translate', ['--mlir-to-llvmir', '--split-input-file'], chunks);
    assert.equal(upSplit.status, 0, upSplit.stderr);
    assert.equal(await shownText(), upSplit.stdout);
    await andWaitForLLVM(() => andWaitForRun(page, () => page.click('label:has(#opt-split)')));

    // A run that fails has no output to translate.
    await andWaitForLLVM(() => andWaitForRun(page, () => setEditorText(page, 'pipeline', 'builtin.module(no-such-pass)').then(() => page.evaluate(() => window.mlircPlayground.run()))));
    assert.equal(await status(), 'The run failed, so there is no output to translate: see Diagnostics.');
    assert.equal(await page.isVisible('#panel-llvm .llvm-text'), false);
  }));
