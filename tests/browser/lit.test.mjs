// The playground, part 6: test files as they are. A pasted file with RUN
// lines turns on lit mode: its RUN line's flags and pipeline are applied,
// the `// -----` chunks run separately, the expected-* comments are checked
// and marked met or not at their lines, the FileCheck pane lists the RUN
// line's checks. Outside lit mode the split and verify switches, and flags
// copied from a RUN line in the pipeline field. Every command line the page
// prints is run with upstream mlir-opt 22 (and FileCheck) here.
//
// Expected outputs and diagnostics are upstream mlir-opt 22's, computed by
// running it on the same file with the same flags.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { andWaitForRun, diagnosticsShown, editorText, loadPlayground, openSite, setEditorText } from './harness.mjs';
import { WELCOME } from '../../web/src/gallery.js';

const TOOLS = '/usr/lib/llvm-22/bin';

// A test file as upstream keeps them: four chunks, one expectation met,
// one with the wrong message (so the error is unexpected), one never produced.
const TEST_FILE = `// RUN: mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func @ok
// CHECK-NEXT: return
func.func @ok(%x: i32) -> i32 {
  return %x : i32
}

// -----

func.func @bad(%x: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@bad) returns 1}}
  return
}

// -----

func.func @wrong(%x: i32) -> i32 {
  // expected-error@+1 {{this message is not the one}}
  return
}

// -----

func.func @missing(%x: i32) -> i32 {
  // expected-warning {{never produced}}
  return %x : i32
}
`;

// Two RUN lines; the second pipes mlir-opt into mlir-opt, the third cannot
// run here. The cursor's chunk is what "IR after each pass" shows.
const PIPELINE_FILE = `// RUN: mlir-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: mlir-opt %s -split-input-file -canonicalize="max-iterations=1" | mlir-opt -cse | FileCheck %s --check-prefix=CSE
// RUN: mlir-translate %s --mlir-to-llvmir

// CHECK-LABEL: func @fold
// CSE: arith.constant 5
func.func @fold() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// -----

// CHECK-LABEL: func @dead
func.func @dead(%x: i32) -> i32 {
  %unused = arith.muli %x, %x : i32
  %y = arith.addi %x, %x : i32
  return %y : i32
}
`;

let h;
let page;
let dir;

before(async () => {
  h = await openSite();
  page = h.page;
  dir = fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? '/tmp', 'lit-'));
  await loadPlayground(page, h.base);
});

after(() => h?.close());

/** Runs a command line the page printed (`mlir-opt ... | FileCheck ...`) with upstream's tools, with pipefail as lit. */
function runPrinted(command, text) {
  fs.writeFileSync(path.join(dir, 'input.mlir'), text);
  const script = `set -o pipefail; ${command.replace(/\b(mlir-opt|FileCheck)\b/g, `${TOOLS}/$1`)}`;
  return spawnSync('/bin/bash', ['-c', script], { cwd: dir, encoding: 'utf8' });
}

/** Pastes `text` into the input as the clipboard would (a real paste event). */
async function paste(text) {
  await page.click('#input .cm-content');
  await page.keyboard.press('Control+A');
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.querySelector('#input .cm-content').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a pasted test file turns lit mode on; its RUN line runs as lit runs it, expectations marked at their lines', () =>
  h.run(async () => {
    await andWaitForRun(page, () => paste(TEST_FILE));
    assert.equal(await editorText(page, 'input'), TEST_FILE);
    assert.equal(await page.isChecked('#opt-lit'), true);
    assert.match(await page.textContent('#toast'), /The input has RUN lines: lit mode is on/);
    assert.equal(await page.isVisible('#lit-field'), true);
    assert.equal(await page.isVisible('#pipeline-field'), false);
    assert.equal(await page.textContent('#lit-command'), 'mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s');
    // The toggles give way to the RUN line.
    assert.equal(await page.isDisabled('#opt-split'), true);
    assert.equal(await page.isVisible('label:has(#opt-split)'), false, 'its chip makes room for the RUN line');

    const command = await page.textContent('#command');
    assert.equal(command, 'mlir-opt input.mlir -split-input-file -verify-diagnostics | FileCheck input.mlir');
    fs.writeFileSync(path.join(dir, 'input.mlir'), TEST_FILE);
    const up = spawnSync(`${TOOLS}/mlir-opt`, ['input.mlir', '-split-input-file', '-verify-diagnostics'], { cwd: dir, encoding: 'utf8' });
    assert.equal(up.status, 1);
    assert.equal(await editorText(page, 'output'), up.stdout);
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    // lit's verdict: mlir-opt fails, so the RUN line fails (pipefail), as the printed command does.
    assert.equal(await page.getAttribute('#lit-verdicts .verdict', 'class'), 'verdict fail selected');
    assert.equal(runPrinted(command, TEST_FILE).status, 1);

    // The driver's mismatches, as upstream words and places them.
    const expected = up.stderr.split('\n').filter((l) => /^input\.mlir:\d+:\d+: error: /.test(l)).map((l) => {
      const [, line, column, message] = /^input\.mlir:(\d+):(\d+): error: (.*)$/.exec(l);
      return { severity: 'error', loc: `${line}:${column}`, message };
    });
    assert.equal(expected.length, 3);
    assert.deepEqual(await diagnosticsShown(page), expected);
    // Each expected-* comment met or not, marked in its own gutter.
    assert.deepEqual(await page.evaluate(() => window.mlircPlayground.expectations.map((e) => [e.line, e.severity, e.met])), [
      [12, 'error', true],
      [19, 'error', false],
      [26, 'warning', false],
    ]);
    assert.equal(await page.locator('#input .cm-expect-gutter .cm-expect-met').count(), 1);
    assert.equal(await page.locator('#input .cm-expect-gutter .cm-expect-unmet').count(), 2);
    assert.equal(await page.getAttribute('#input .cm-expect-met', 'title'), `expected error "'func.return' op has 0 operands, but enclosing function (@bad) returns 1": produced`);
    assert.equal(await page.textContent('#expect-summary'), 'expected 1/3');
    await h.screenshot('lit-mode.png');

    // Fix the wrong message: the expectation is met, mlir-opt passes, and
    // so do the file's checks (FileCheck of the npm package, in the page).
    const fixed = TEST_FILE.replace('this message is not the one', "'func.return' op has 0 operands, but enclosing function (@wrong) returns 1").replace('  // expected-warning {{never produced}}\n', '');
    await setEditorText(page, 'input', fixed);
    await andWaitForRun(page, () => page.click('#run'));
    assert.deepEqual(await diagnosticsShown(page), []);
    assert.equal(await page.textContent('#expect-summary'), 'expected 2/2');
    assert.equal(await page.getAttribute('#lit-verdicts .verdict', 'class'), 'verdict pass selected');
    assert.match(await page.getAttribute('#lit-verdicts .verdict', 'title'), /mlir-opt and FileCheck as expected/);
    const printed = runPrinted(await page.textContent('#command'), fixed);
    assert.equal(printed.status, 0, printed.stderr);
  }));

test('the FileCheck pane lists the checks of the RUN line\'s prefixes, runs them, and says what failed as FileCheck 22 does', () =>
  h.run(async () => {
    assert.equal(await page.isVisible('#tab-filecheck'), true);
    await page.click('#tab-filecheck');
    assert.equal(await page.textContent('#filecheck .filecheck-head .command'), 'FileCheck input.mlir');
    const rows = await page.$$eval('#filecheck .filecheck-directives li', (lis) => lis.map((li) => li.textContent));
    assert.deepEqual(rows, ['3CHECK-LABEL:func @ok', '4CHECK-NEXT:return']);
    assert.equal(await page.textContent('#filecheck .filecheck-verdict .badge'), 'checks pass');
    await page.click('#filecheck .filecheck-directives li >> nth=1');
    assert.equal(await page.textContent('#cursor'), 'Ln 4, Col 1');
    await h.screenshot('lit-filecheck.png');

    // A check that does not hold: the verdict, the pane and upstream's
    // FileCheck agree on the failure and its first line.
    const broken = (await editorText(page, 'input')).replace('// CHECK-NEXT: return', '// CHECK-NEXT: return %nothing');
    await setEditorText(page, 'input', broken);
    await andWaitForRun(page, () => page.click('#run'));
    assert.equal(await page.getAttribute('#lit-verdicts .verdict', 'class'), 'verdict fail selected');
    assert.match(await page.getAttribute('#lit-verdicts .verdict', 'title'), /FileCheck exited with 1/);
    assert.equal(await page.textContent('#filecheck .filecheck-verdict .badge'), 'FileCheck exit 1');
    const shown = await page.textContent('#filecheck .filecheck-output');
    const upstream = runPrinted(await page.textContent('#command'), broken);
    assert.equal(upstream.status, 1);
    assert.equal(shown.split('\n')[0], upstream.stderr.split('\n')[0]);
    assert.equal(shown.split('\n')[0], 'input.mlir:4:16: error: CHECK-NEXT: expected string not found in input');
    await page.click('#tab-output');
  }));

test('several RUN lines: each gets a verdict, one is shown; piped mlir-opt steps; the stages of the chunk at the cursor', () =>
  h.run(async () => {
    await setEditorText(page, 'input', PIPELINE_FILE);
    await andWaitForRun(page, () => page.click('#run'));
    const verdicts = await page.$$eval('#lit-verdicts .verdict', (els) => els.map((e) => [e.textContent, e.className, e.title]));
    assert.deepEqual(verdicts.map((v) => v.slice(0, 2)), [
      ['1 ✓', 'verdict pass selected'],
      ['2 ✓', 'verdict pass'],
      ['3 –', 'verdict skipped'],
    ]);
    assert.equal(verdicts[2][2], "RUN line 3 (line 3): the playground runs mlir-opt and FileCheck, not 'mlir-translate'");
    fs.writeFileSync(path.join(dir, 'input.mlir'), PIPELINE_FILE);
    const first = spawnSync(`${TOOLS}/mlir-opt`, ['input.mlir', '-split-input-file', '-canonicalize'], { cwd: dir, encoding: 'utf8' });
    assert.equal(await editorText(page, 'output'), first.stdout);
    assert.equal(runPrinted(await page.textContent('#command'), PIPELINE_FILE).status, 0);

    // The second RUN line: two mlir-opt steps, the output is the last one's.
    await andWaitForRun(page, () => page.selectOption('#lit-run', '2'));
    const command = await page.textContent('#command');
    assert.equal(command, "mlir-opt input.mlir -split-input-file -canonicalize=max-iterations=1 | mlir-opt -cse | FileCheck input.mlir --check-prefix=CSE");
    const piped = spawnSync('/bin/bash', ['-c', `${TOOLS}/mlir-opt input.mlir -split-input-file -canonicalize=max-iterations=1 | ${TOOLS}/mlir-opt -cse`], { cwd: dir, encoding: 'utf8' });
    assert.equal(await editorText(page, 'output'), piped.stdout);
    assert.equal(runPrinted(command, PIPELINE_FILE).status, 0);
    assert.equal(await page.getAttribute('#lit-verdicts .verdict >> nth=1', 'class'), 'verdict pass selected');

    // IR after each pass: the chunk holding the cursor (the second), as a
    // file of its own would give it.
    await page.evaluate(() => {
      const v = window.mlircPlayground.input;
      v.dispatch({ selection: { anchor: v.state.doc.line(18).from } });
    });
    await andWaitForRun(page, () => page.click('#run'));
    await page.click('#tab-stages');
    assert.equal(await page.textContent('#stage-list .stage-caption'), 'Chunk 2 of 2 (lines 15–22), the one with the cursor');
    assert.deepEqual(await page.$$eval('#stage-list li.stage .stage-name', (els) => els.map((e) => e.textContent)), ['input', 'canonicalize']);
    await page.click('label:has(input[name="stage-mode"][value="ir"])');
    const chunk = `// CHECK-LABEL: func @dead\nfunc.func @dead(%x: i32) -> i32 {\n  %unused = arith.muli %x, %x : i32\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}\n`;
    fs.writeFileSync(path.join(dir, 'chunk.mlir'), chunk);
    const alone = spawnSync(`${TOOLS}/mlir-opt`, ['chunk.mlir', '-canonicalize=max-iterations=1'], { cwd: dir, encoding: 'utf8' });
    assert.equal(`${await page.evaluate(() => window.mlircPlayground.stages.editor.state.doc.toString())}\n`, alone.stdout);
    await page.click('label:has(input[name="stage-mode"][value="diff"])');
    await h.screenshot('lit-stages.png');
    await page.click('#tab-output');
  }));

test('outside lit mode: the split and verify switches, and flags copied from a RUN line in the pipeline field', () =>
  h.run(async () => {
    await andWaitForRun(page, () => page.click('label:has(#opt-lit)'));
    assert.equal(await page.isVisible('#pipeline-field'), true);
    assert.equal(await page.isVisible('#lit-field'), false);
    await setEditorText(page, 'input', TEST_FILE);
    await setEditorText(page, 'pipeline', '');
    await andWaitForRun(page, () => page.click('label:has(#opt-split)'));
    await andWaitForRun(page, () => page.click('label:has(#opt-verify)'));
    const command = await page.textContent('#command');
    assert.equal(command, 'mlir-opt --split-input-file --verify-diagnostics input.mlir');
    const up = runPrinted(command, TEST_FILE);
    assert.equal(up.status, 1);
    assert.equal(await editorText(page, 'output'), up.stdout);
    assert.equal(await page.textContent('#expect-summary'), 'expected 1/3');
    assert.deepEqual((await diagnosticsShown(page)).map((d) => d.loc), ['20:3', '19:6', '26:6']);

    // Flags as a RUN line has them, in the pipeline field: mlir-opt takes them as they are.
    await setEditorText(page, 'pipeline', '-canonicalize -cse');
    await andWaitForRun(page, () => page.click('label:has(#opt-verify)')); // verify off
    const flags = await page.textContent('#command');
    assert.equal(flags, 'mlir-opt -canonicalize -cse --split-input-file input.mlir');
    const withFlags = runPrinted(flags, TEST_FILE);
    assert.equal(withFlags.status, 1, 'the expected-error chunks fail without verification');
    assert.equal(await editorText(page, 'output'), withFlags.stdout);

    // An unanchored pipeline: the command line anchors it, as mlir-opt 22 needs.
    await andWaitForRun(page, () => page.click('label:has(#opt-split)')); // split off
    await setEditorText(page, 'input', WELCOME.text);
    await setEditorText(page, 'pipeline', 'convert-scf-to-cf,canonicalize');
    await andWaitForRun(page, () => page.click('#run'));
    const anchored = await page.textContent('#command');
    assert.equal(anchored, "mlir-opt --pass-pipeline='builtin.module(convert-scf-to-cf,canonicalize)' input.mlir");
    const lowered = runPrinted(anchored, WELCOME.text);
    assert.equal(lowered.status, 0, lowered.stderr);
    assert.equal(await editorText(page, 'output'), lowered.stdout);

    // A flag mlir-opt does not know is underlined in the field.
    await setEditorText(page, 'pipeline', '-canonicalize -no-such-flag');
    await andWaitForRun(page, () => page.click('#run'));
    assert.match(await page.textContent('#exit'), /^exit 1 · /);
    assert.equal(await page.locator('#pipeline .cm-lintRange-error').first().textContent(), '-no-such-flag');
    assert.match(await page.textContent('#diagnostics'), /Unknown command line argument '-no-such-flag'/);
    await setEditorText(page, 'pipeline', WELCOME.pipeline);
    await andWaitForRun(page, () => page.click('#run'));
    assert.match(await page.textContent('#exit'), /^exit 0 · /);
  }));
