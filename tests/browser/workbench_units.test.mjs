// Unit tests of the playground's workbench modules (web/src), under Node:
// lit mode (RUN lines, their plans, expected diagnostics, chunks, FileCheck
// directives), what a run asks the worker for, the pipeline field as
// mlir-opt arguments and the command lines printed for it (each one run
// with upstream mlir-opt 22), the structural stage diff, the source's names
// in the graph (over the JS API), and notebooks as .ipynb (validated by
// nbformat where Debian's python3-nbformat is installed).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { Chunk } from '@codemirror/merge';
import { Text } from '@codemirror/state';
import { WELCOME } from '../../web/src/gallery.js';
import { buildGraph, listFunctions, resultNames, sourceNamer } from '../../web/src/graph.js';
import {
  checkDirectives,
  checkExpectations,
  chunkAt,
  chunks,
  expectations,
  fileCheckOptions,
  planRun,
  runLines,
  shellWords,
  withByteColumns,
} from '../../web/src/lit.js';
import { DEFAULT_OPTIONS, argsFor, commandLine, pipelineArgs } from '../../web/src/options.js';
import { anchoredPipeline, pipelineErrors } from '../../web/src/pipeline.js';
import { parseDiagnostics } from '../../web/src/diagnostics.js';
import { graphRequest, isPassFlag, litVerdict, planRuns } from '../../web/src/run-plan.js';
import { lineShape, structuralDiff, structuralDiffConfig } from '../../web/src/structural-diff.js';
import { fromNotebook, toNotebook } from '../../web/src/notebook/ipynb.js';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';

const UPSTREAM = '/usr/lib/llvm-22/bin/mlir-opt';
const FILECHECK = '/usr/lib/llvm-22/bin/FileCheck';
const tmp = () => fs.mkdtempSync(path.join(process.env.TEST_TMPDIR ?? os.tmpdir(), 'workbench-'));

// ---- the pipeline field and the command line -----------------------------------------

test('pipelineArgs: a textual pipeline anchored on builtin.module when it names no op; flags as the shell splits them', () => {
  assert.equal(anchoredPipeline('builtin.module(canonicalize,cse)'), 'builtin.module(canonicalize,cse)');
  assert.equal(anchoredPipeline('convert-scf-to-cf,canonicalize'), 'builtin.module(convert-scf-to-cf,canonicalize)');
  assert.equal(anchoredPipeline('func.func(cse),canonicalize'), 'builtin.module(func.func(cse),canonicalize)');
  assert.equal(anchoredPipeline('func.func(cse)'), 'func.func(cse)');
  assert.equal(anchoredPipeline('canonicalize{top-down=false}'), 'builtin.module(canonicalize{top-down=false})');
  assert.equal(anchoredPipeline('builtin.module(cse),canonicalize'), 'builtin.module(builtin.module(cse),canonicalize)');

  assert.deepEqual(pipelineArgs('  canonicalize,cse'), { args: ['--pass-pipeline=builtin.module(canonicalize,cse)'], offset: 13, error: null });
  assert.deepEqual(pipelineArgs('builtin.module(cse)'), { args: ['--pass-pipeline=builtin.module(cse)'], offset: 0, error: null });
  assert.deepEqual(pipelineArgs('-canonicalize -cse'), { args: ['-canonicalize', '-cse'], offset: 0, error: null });
  assert.deepEqual(pipelineArgs(`--pass-pipeline="builtin.module(func.func(cse))" --mlir-print-op-generic`).args, [
    '--pass-pipeline=builtin.module(func.func(cse))',
    '--mlir-print-op-generic',
  ]);
  assert.deepEqual(pipelineArgs('-cse | FileCheck'), { args: [], offset: 0, error: "'|' in the flags: give mlir-opt flags only" });
  assert.deepEqual(pipelineArgs("-cse 'x"), { args: [], offset: 0, error: 'unterminated quote in the RUN line' });
  assert.deepEqual(pipelineArgs('   '), { args: [], offset: 0, error: null });
  // The new switches, in their place among the flags.
  assert.deepEqual(argsFor({ ...DEFAULT_OPTIONS, splitInputFile: true, verifyDiagnostics: true, generic: true }, '-cse'), [
    '-cse',
    '--split-input-file',
    '--verify-diagnostics',
    '--mlir-print-op-generic',
    'input.mlir',
  ]);
});

test('a pipeline error is placed on the field even when the field was anchored for the driver', () => {
  const field = 'canonicalize,cse2';
  const { args, offset } = pipelineArgs(field);
  const effective = args[0].slice('--pass-pipeline='.length);
  const { diagnostics } = parseDiagnostics(
    "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:14: error: 'cse2' does not refer to a registered pass or pass pipeline\n",
  );
  const [e] = pipelineErrors(diagnostics, effective);
  assert.equal(field.slice(e.from - offset, e.to - offset), 'cse2');
});

// Each form the playground prints is one mlir-opt 22 accepts, and it prints
// what mlirc prints for the same arguments.
test('every command line the playground prints runs in upstream mlir-opt 22, with the same output', { skip: !fs.existsSync(UPSTREAM) && 'no upstream mlir-opt' }, async () => {
  const mlir = await loadMlirc();
  const dir = tmp();
  const split = `${WELCOME.text}\n// -----\n\nfunc.func @second(%x: i32) -> i32 {\n  return %x : i32\n}\n`;
  const forms = [
    ['builtin.module(canonicalize,cse)', {}, WELCOME.text],
    ['convert-scf-to-cf,canonicalize', {}, WELCOME.text],
    ['canonicalize', {}, WELCOME.text],
    ['canonicalize{max-iterations=2 top-down=false}', {}, WELCOME.text],
    ['func.func(cse),canonicalize', {}, WELCOME.text],
    ['-canonicalize -cse', {}, WELCOME.text],
    ['--canonicalize=max-iterations=3 --cse', {}, WELCOME.text],
    [`-pass-pipeline="builtin.module(func.func(cse))"`, {}, WELCOME.text],
    ['', { generic: true, debugInfo: true, allowUnregistered: true }, WELCOME.text],
    ['canonicalize', { splitInputFile: true, verifyDiagnostics: true }, split],
  ];
  const printed = [];
  for (const [pipeline, options, text] of forms) {
    const args = argsFor({ ...DEFAULT_OPTIONS, ...options }, pipeline);
    const command = commandLine(args);
    printed.push(command);
    assert.ok(command.startsWith('mlir-opt '), command);
    fs.writeFileSync(path.join(dir, 'input.mlir'), text);
    const up = spawnSync('/bin/sh', ['-c', `${UPSTREAM}${command.slice('mlir-opt'.length)}`], { cwd: dir, encoding: 'utf8' });
    assert.equal(up.status, 0, `mlir-opt 22 rejects \`${command}\`:\n${up.stderr}`);
    const ours = mlir.optMain(args, text);
    assert.equal(ours.exitCode, 0, `${command}: ${ours.stderr}`);
    assert.equal(ours.stdout, up.stdout, command);
  }
  assert.deepEqual(printed.slice(0, 8), [
    "mlir-opt --pass-pipeline='builtin.module(canonicalize,cse)' input.mlir",
    "mlir-opt --pass-pipeline='builtin.module(convert-scf-to-cf,canonicalize)' input.mlir",
    "mlir-opt --pass-pipeline='builtin.module(canonicalize)' input.mlir",
    "mlir-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=2 top-down=false})' input.mlir",
    "mlir-opt --pass-pipeline='builtin.module(func.func(cse),canonicalize)' input.mlir",
    'mlir-opt -canonicalize -cse input.mlir',
    'mlir-opt --canonicalize=max-iterations=3 --cse input.mlir',
    "mlir-opt -pass-pipeline='builtin.module(func.func(cse))' input.mlir",
  ]);
});

// ---- lit mode --------------------------------------------------------------------------

const TEST_FILE = `// RUN: mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlir-opt %s -split-input-file \\
// RUN:   -canonicalize="max-iterations=2" | mlir-opt -cse | FileCheck %s --check-prefixes=CHECK,OPT
// RUN: not mlir-opt < %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: split-file %s %t && mlir-opt %t/a.mlir

// CHECK-LABEL: func @ok
// OPT-NEXT: return
func.func @ok(%x: i32) -> i32 {
  return %x : i32
}

// -----

func.func @bad(%x: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands}}
  return
}
`;

test('runLines: RUN lines, continued with a backslash', () => {
  assert.deepEqual(runLines(TEST_FILE), [
    { line: 1, endLine: 1, command: 'mlir-opt %s -split-input-file -verify-diagnostics | FileCheck %s' },
    { line: 2, endLine: 3, command: 'mlir-opt %s -split-input-file -canonicalize="max-iterations=2" | mlir-opt -cse | FileCheck %s --check-prefixes=CHECK,OPT' },
    { line: 4, endLine: 4, command: 'not mlir-opt < %s 2>&1 | FileCheck %s --check-prefix=ERR' },
    { line: 5, endLine: 5, command: 'split-file %s %t && mlir-opt %t/a.mlir' },
  ]);
  assert.deepEqual(runLines('func.func @f() {\n  return\n}\n'), []);
});

test('shellWords: quotes, escapes and operators as the shell reads them', () => {
  assert.deepEqual(shellWords(`a 'b c' "d \\"e\\"" f\\ g|h 2>&1 && i<j`), [
    { word: 'a' },
    { word: 'b c' },
    { word: 'd "e"' },
    { word: 'f g' },
    { op: '|' },
    { word: 'h' },
    { op: '2>&1' },
    { op: '&&' },
    { word: 'i' },
    { op: '<' },
    { word: 'j' },
  ]);
  assert.throws(() => shellWords('"open'), /unterminated quote/);
});

test('planRun: mlir-opt steps, FileCheck, not, stdin and 2>&1; what it cannot run, and why', () => {
  const [a, b, c, d] = runLines(TEST_FILE).map((r) => planRun(r.command, 'input.mlir'));
  assert.deepEqual(a, {
    steps: [{ args: ['input.mlir', '-split-input-file', '-verify-diagnostics'], not: false }],
    fileCheck: { args: ['input.mlir'], not: false },
    mergeStderr: false,
    inputName: 'input.mlir',
    error: null,
  });
  assert.deepEqual(b.steps, [
    { args: ['input.mlir', '-split-input-file', '-canonicalize=max-iterations=2'], not: false },
    { args: ['-cse'], not: false },
  ]);
  assert.deepEqual(b.fileCheck, { args: ['input.mlir', '--check-prefixes=CHECK,OPT'], not: false });
  assert.deepEqual(c, { steps: [{ args: [], not: true }], fileCheck: { args: ['input.mlir', '--check-prefix=ERR'], not: false }, mergeStderr: true, inputName: '<stdin>', error: null });
  assert.equal(d.error, "the playground runs pipes of mlir-opt and FileCheck only (this RUN line uses '&&')");
  assert.deepEqual(d.steps, []);
  assert.equal(planRun('mlir-opt %t', 'input.mlir').error, "the playground has no files for '%t' (lit's temporary and directory substitutions)");
  assert.equal(planRun('mlir-translate %s', 'input.mlir').error, "the playground runs mlir-opt and FileCheck, not 'mlir-translate'");
  assert.equal(planRun('mlir-opt %s | FileCheck %s | mlir-opt', 'input.mlir').error, 'FileCheck must be the last command of a RUN line');
  assert.equal(planRun('mlir-opt %s 2>&1', 'input.mlir').error, "'2>&1' on the last command of a RUN line shows nothing");
});

test('expectations: the expected-* comments, where the driver reports them, and what they point at', () => {
  const text = [
    'func.func @f() {',
    '  // expected-error@+1 {{first}}',
    '  return // expected-warning {{same line}}',
    '  // expected-note@below {{next}}',
    '  // expected-remark-re@above {{re.*}}',
    '  "x.y"() : () -> () // expected-error@-3 2 {{twice}}',
    '}',
  ].join('\n');
  const list = expectations(text);
  assert.deepEqual(list.map((e) => [e.line, e.column, e.severity, e.regex, e.target, e.message]), [
    [2, 6, 'error', false, 3, 'first'],
    [3, 13, 'warning', false, 3, 'same line'],
    [4, 6, 'note', false, 6, 'next'],
    [5, 6, 'remark', true, 3, 're.*'],
    [6, 25, 'error', false, 3, 'twice'],
  ]);
  assert.equal(text.slice(list[0].from, list[0].to), 'expected-error@+1 {{first}}');
  // UTF-8 columns, as the driver counts them.
  const wide = withByteColumns(expectations('// é expected-error {{x}}'), '// é expected-error {{x}}');
  assert.equal(wide[0].column, 6);
  assert.equal(wide[0].byteColumn, 7);
});

test("checkExpectations: met unless the driver says it was not produced at its place", async () => {
  const mlir = await loadMlirc();
  const text = [
    'func.func @bad(%x: i32) -> i32 {',
    "  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@bad) returns 1}}",
    '  return',
    '}',
    '',
    '// -----',
    '',
    'func.func @wrong(%x: i32) -> i32 {',
    '  // expected-error@+1 {{not this one}}',
    '  return',
    '}',
    '',
  ].join('\n');
  const r = mlir.optMain(['input.mlir', '--split-input-file', '--verify-diagnostics'], text);
  assert.equal(r.exitCode, 1);
  const { diagnostics } = parseDiagnostics(r.stderr);
  const checked = checkExpectations(withByteColumns(expectations(text), text), diagnostics);
  assert.deepEqual(checked.expectations.map((e) => [e.line, e.met]), [[2, true], [9, false]]);
  assert.deepEqual(checked.unexpected.map((d) => [d.line, d.message]), [[10, "unexpected error: 'func.return' op has 0 operands, but enclosing function (@wrong) returns 1"]]);
  // Upstream reports the same mismatches at the same places.
  if (fs.existsSync(UPSTREAM)) {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'input.mlir'), text);
    const up = spawnSync(UPSTREAM, ['input.mlir', '--split-input-file', '--verify-diagnostics'], { cwd: dir, encoding: 'utf8' });
    assert.equal(up.status, 1);
    assert.deepEqual(parseDiagnostics(up.stderr).diagnostics.map((d) => [d.line, d.column, d.message]), diagnostics.map((d) => [d.line, d.column, d.message]));
  }
});

test('chunks: // ----- splits; a chunk keeps the file\'s line numbers', () => {
  const text = 'a\n// -----\nb\nc\n// -----\nd';
  assert.deepEqual(chunks(text), [
    { first: 1, last: 1 },
    { first: 3, last: 4 },
    { first: 6, last: 6 },
  ]);
  assert.deepEqual(chunkAt(text, 4), { first: 3, last: 4, index: 1, count: 3, text: '\n\nb\nc\n\n' });
  assert.equal(chunkAt(text, 2).index, 2, 'a separator line belongs to the chunk after it... or the last');
  assert.deepEqual(chunkAt('x\ny', 1), { first: 1, last: 2, index: 0, count: 1, text: 'x\ny' });
});

test('FileCheck: the prefixes a command selects and their directives', () => {
  assert.deepEqual(fileCheckOptions(['input.mlir']), { checkFile: 'input.mlir', prefixes: ['CHECK'] });
  assert.deepEqual(fileCheckOptions(['input.mlir', '--check-prefixes=A,B', '-check-prefix', 'C']), { checkFile: 'input.mlir', prefixes: ['A', 'B', 'C'] });
  assert.deepEqual(checkDirectives(TEST_FILE, ['CHECK', 'OPT']), [
    { line: 7, prefix: 'CHECK', kind: 'LABEL', pattern: 'func @ok' },
    { line: 8, prefix: 'OPT', kind: 'NEXT', pattern: 'return' },
  ]);
  assert.deepEqual(checkDirectives('// MYCHECK: no\n// CHECK-COUNT-2: x\n// CHECK-NOT: y', ['CHECK']), [
    { line: 2, prefix: 'CHECK', kind: 'COUNT-2', pattern: 'x' },
    { line: 3, prefix: 'CHECK', kind: 'NOT', pattern: 'y' },
  ]);
});

// ---- what a run asks for ------------------------------------------------------------------

const PASSES = new Set(['canonicalize', 'cse', 'symbol-dce']);

test('planRuns: the run shown, and the stages of the whole input or of the chunk at the cursor', () => {
  const plain = planRuns({ text: WELCOME.text, pipeline: 'canonicalize', options: DEFAULT_OPTIONS, passNames: PASSES });
  assert.deepEqual(plain.runs.map((r) => [r.args, r.text]), [
    [['--pass-pipeline=builtin.module(canonicalize)', '--mlir-print-ir-after-all', '--mlir-print-ir-module-scope', '--mlir-disable-threading', '--mlir-timing', 'input.mlir'], undefined],
    [['input.mlir'], undefined],
  ]);
  assert.deepEqual([plain.main, plain.stages.baseline, plain.stages.pipeline, plain.stages.chunk], [0, 1, 0, null]);

  const text = 'func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n';
  const split = planRuns({ text, pipeline: 'cse', options: { ...DEFAULT_OPTIONS, splitInputFile: true, verifyDiagnostics: true }, cursorLine: 6, passNames: PASSES });
  assert.deepEqual(split.runs.map((r) => r.args), [
    ['--pass-pipeline=builtin.module(cse)', '--split-input-file', '--verify-diagnostics', '--mlir-timing', 'input.mlir'],
    ['input.mlir'],
    ['--pass-pipeline=builtin.module(cse)', '--mlir-print-ir-after-all', '--mlir-print-ir-module-scope', '--mlir-disable-threading', 'input.mlir'],
  ]);
  assert.equal(split.runs[1].text, '\n\n\n\nfunc.func @b() {\n  return\n}\n');
  assert.deepEqual(split.stages.chunk, { index: 1, count: 2, first: 5, last: 8 });

  assert.match(planRuns({ text, pipeline: '', options: DEFAULT_OPTIONS }).stages.note, /The pipeline is empty/);
  assert.equal(planRuns({ text, pipeline: '-cse "x', options: DEFAULT_OPTIONS }).error, 'unterminated quote in the RUN line');
});

test('planRuns in lit mode: each RUN line as steps, the selected one timed and staged', () => {
  const plan = planRuns({ text: TEST_FILE, pipeline: 'ignored', options: { ...DEFAULT_OPTIONS, litMode: true }, cursorLine: 15, litLine: 2, passNames: PASSES });
  assert.deepEqual(plan.lit.lines.map((l) => [l.line, l.steps]), [[1, [0]], [2, [1, 2]], [4, [3]], [5, []]]);
  assert.equal(plan.lit.selected, 1);
  assert.deepEqual(plan.runs[1], { args: ['input.mlir', '-split-input-file', '-canonicalize=max-iterations=2', '--mlir-timing'] });
  assert.deepEqual(plan.runs[2], { args: ['-cse'], input: 1, mergeStderr: false });
  assert.deepEqual(plan.runs[3], { args: [] }); // `not mlir-opt < %s`: stdin, not timed (not the line shown)
  assert.equal(plan.main, 2);
  // Stages: the chunk at the cursor, the pass flag left out of the baseline.
  assert.deepEqual(plan.runs[plan.stages.baseline].args, ['input.mlir']);
  assert.deepEqual(plan.runs[plan.stages.pipeline].args, ['input.mlir', '-canonicalize=max-iterations=2', '--mlir-print-ir-after-all', '--mlir-print-ir-module-scope', '--mlir-disable-threading']);
  assert.equal(plan.stages.chunk.index, 1);
  assert.deepEqual(plan.args, ['input.mlir', '-split-input-file', '-canonicalize=max-iterations=2']);

  const none = planRuns({ text: 'func.func @f() {\n  return\n}\n', pipeline: '', options: { ...DEFAULT_OPTIONS, litMode: true } });
  assert.equal(none.error, 'lit mode: the input has no RUN line (// RUN: mlir-opt %s ...)');
  assert.deepEqual(none.runs, []);
  assert.ok(isPassFlag('--pass-pipeline=builtin.module(cse)', PASSES) && isPassFlag('-cse', PASSES) && !isPassFlag('-split-input-file', PASSES));
});

test('litVerdict: pipefail, not, and FileCheck when there is one', () => {
  const plan = planRuns({ text: TEST_FILE, pipeline: '', options: { ...DEFAULT_OPTIONS, litMode: true }, passNames: PASSES });
  const [a, b, c, d] = plan.lit.lines;
  const ok = { exitCode: 0 };
  const failed = { exitCode: 1 };
  assert.deepEqual(litVerdict(a, [failed]), { status: 'fail', reason: 'mlir-opt exited with 1' });
  assert.deepEqual(litVerdict(a, [ok]), { status: 'unchecked', reason: 'mlir-opt as expected; FileCheck not run' });
  assert.deepEqual(litVerdict(a, [ok], ok), { status: 'pass', reason: 'mlir-opt and FileCheck as expected' });
  assert.deepEqual(litVerdict(a, [ok], failed), { status: 'fail', reason: 'FileCheck exited with 1' });
  assert.deepEqual(litVerdict(b, [null, ok, failed]), { status: 'fail', reason: 'mlir-opt #2 exited with 1' });
  assert.deepEqual(litVerdict(c, [null, null, null, ok]), { status: 'fail', reason: "mlir-opt succeeded under 'not'" });
  assert.equal(litVerdict(c, [null, null, null, failed]).status, 'unchecked');
  assert.equal(litVerdict(d, []).status, 'skipped');
  assert.equal(litVerdict({ plan: planRun('mlir-opt %s', 'input.mlir'), steps: [0] }, [ok]).status, 'pass');
});

test('graphRequest: the chunk at the cursor, without the flags about the whole file', () => {
  const text = 'func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n';
  assert.deepEqual(graphRequest({ text, pipeline: 'cse', options: { ...DEFAULT_OPTIONS, splitInputFile: true, verifyDiagnostics: true }, cursorLine: 2 }), {
    text: 'func.func @a() {\n  return\n}\n\n\n\n\n',
    args: ['--pass-pipeline=builtin.module(cse)', 'input.mlir'],
  });
  const lit = graphRequest({ text: `// RUN: mlir-opt < %s -cse -split-input-file\n${text}`, pipeline: '', options: { ...DEFAULT_OPTIONS, litMode: true }, cursorLine: 7 });
  assert.deepEqual(lit.args, ['-cse', 'input.mlir']);
  assert.match(lit.text, /^\n{5}func\.func @b/); // line 6 of the file, as in the file
});

// ---- the structural diff -------------------------------------------------------------------

// Erasing the dead op at the top renumbers every value after it: a text diff
// sees every line change, the structural one the erased op only.
const BEFORE = `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.muli %arg0, %arg0 : i32
    %1 = arith.addi %arg0, %arg0 : i32
    %2 = arith.muli %1, %1 : i32
    %3 = arith.subi %2, %1 : i32
    %4 = arith.addi %3, %2 : i32
    %5 = arith.muli %4, %3 : i32
    return %5 : i32
  }
}
`;
const AFTER = `module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.muli %0, %0 : i32
    %2 = arith.subi %1, %0 : i32
    %3 = arith.addi %2, %1 : i32
    %4 = arith.muli %3, %2 : i32
    return %4 : i32
  }
}
`;

const changedText = (a, b, changes) => changes.map((c) => [a.slice(c.fromA, c.toA), b.slice(c.fromB, c.toB)]);
const chunkText = (a, b, config) => Chunk.build(Text.of(a.split('\n')), Text.of(b.split('\n')), config).map((c) => [a.slice(c.fromA, c.toA), b.slice(c.fromB, c.toB)]);

test('the structural diff: renumbered values are not changes; a changed operand is', () => {
  assert.deepEqual(lineShape('%3 = arith.addi %2, %1 : i32 // "%x"'), { key: '% = arith.addi %, % : i32 // "%x"', names: ['%3', '%2', '%1'] });
  assert.deepEqual(lineShape('^bb1(%0: i32):  // pred: ^bb0'), { key: '^(%: i32):  // pred: ^', names: ['^bb1', '%0', '^bb0'] });
  assert.deepEqual(changedText(BEFORE, AFTER, structuralDiff(BEFORE, AFTER)), [['    %0 = arith.muli %arg0, %arg0 : i32\n', '']]);
  // As the merge view shows it: one chunk, where the text diff has one spanning every line.
  assert.deepEqual(chunkText(BEFORE, AFTER, structuralDiffConfig()), [['    %0 = arith.muli %arg0, %arg0 : i32\n', '']]);
  const [plain] = chunkText(BEFORE, AFTER, {});
  assert.ok(plain[0].split('\n').length > 6, `the text diff: ${JSON.stringify(plain)}`);

  // One operand swapped as well: that op is changed too.
  const swapped = AFTER.replace('%3 = arith.addi %2, %1', '%3 = arith.addi %1, %2');
  assert.deepEqual(chunkText(BEFORE, swapped, structuralDiffConfig()), [
    ['    %0 = arith.muli %arg0, %arg0 : i32\n', ''],
    ['    %4 = arith.addi %3, %2 : i32\n', '    %3 = arith.addi %1, %2 : i32\n'],
  ]);
  assert.deepEqual(structuralDiff(BEFORE, BEFORE), []);
});

// ---- the source's names in the graph ------------------------------------------------------

test("the input graph names values as the source does, region by region", async () => {
  assert.deepEqual(resultNames('  %a, %b:2 = '), ['%a', '%b#0', '%b#1']);
  assert.equal(resultNames('  "x.y"('), null);
  const mlir = await loadMlirc();
  const ctx = new mlir.Context();
  try {
    const text = [
      'func.func @f(%n: index, %flag: i1) -> i32 {',
      '  %c0 = arith.constant 0 : index',
      '  %one = arith.constant 1 : index',
      '  %zero = arith.constant 0 : i32',
      '  %sum = scf.for %i = %c0 to %n step %one iter_args(%acc = %zero) -> (i32) {',
      '    %x = arith.index_cast %i : index to i32',
      '    %next = arith.addi %acc, %x : i32',
      '    scf.yield %next : i32',
      '  }',
      '  %r = scf.if %flag -> (i32) {',
      '    %y = arith.addi %sum, %sum : i32',
      '    scf.yield %y : i32',
      '  } else {',
      '    %z = arith.muli %sum, %sum : i32',
      '    scf.yield %z : i32',
      '  }',
      '  return %r : i32',
      '}',
    ].join('\n');
    const m = ctx.parse(text, { fileName: 'input.mlir' });
    const [fn] = listFunctions(m);
    const valueLocation = (v) => {
      const { C } = mlir._runtime;
      const loc = C.mlirValueGetLocation(v._ptr);
      return { toString: () => mlir._runtime.printString((cb, ud) => C.mlirLocationPrint(loc, cb, ud)) };
    };
    const g = buildGraph(fn.op, { sourceName: sourceNamer(text, 'input.mlir', valueLocation) });
    const shown = g.nodes.map((n) => (n.sub ? `${n.title} | ${n.sub}` : n.title));
    assert.deepEqual(shown, [
      '%n | index',
      '%flag | i1',
      '%c0 = arith.constant | 0 : index',
      '%one = arith.constant | 1 : index',
      '%zero = arith.constant | 0 : i32',
      '%sum = scf.for | %i = %c0 to %n step %one iter_args(%acc = %ze…',
      '%i | index',
      '%acc | i32',
      '%x = arith.index_cast | %i : index to i32',
      '%next = arith.addi | %acc, %x : i32',
      'scf.yield | %next : i32',
      '%r = scf.if | %flag -> (i32)',
      // The printer numbers both branches %N alike; each keeps its own name.
      '%y = arith.addi | %sum, %sum : i32',
      'scf.yield | %y : i32',
      '%z = arith.muli | %sum, %sum : i32',
      'scf.yield | %z : i32',
      'func.return | %r : i32',
    ]);
    assert.ok(g.renamed > 0);
    // Without source names: the printer's.
    assert.equal(buildGraph(fn.op).nodes[0].title, '%arg0');
  } finally {
    ctx.dispose();
  }
});

// ---- notebooks as .ipynb ---------------------------------------------------------------------

const CELLS = [
  { kind: 'code', id: 'parse', title: 'Parse', source: 'x = 1\nprint(x)\nx + 1', outputs: [{ kind: 'stdout', text: '1\n' }, { kind: 'result', text: '2\n' }], executionCount: 3 },
  { kind: 'markdown', id: 'note', title: '', source: '# A heading\nsome *text*', outputs: [], executionCount: null },
  {
    kind: 'code',
    id: 'boom',
    title: '',
    source: '1 / 0',
    outputs: [{ kind: 'exception', text: 'Traceback (most recent call last):\n  File "<cell>", line 1, in <module>\nZeroDivisionError: division by zero\n' }],
    executionCount: 4,
  },
  { kind: 'code', id: 'empty', title: '', source: '', outputs: [], executionCount: null },
];

test('.ipynb: the cells, their titles and outputs in nbformat 4.5, and back', () => {
  const nb = toNotebook(CELLS, { python: '3.14.2', pyodide: '314.0.7' });
  assert.equal(nb.nbformat, 4);
  assert.equal(nb.nbformat_minor, 5);
  assert.deepEqual(nb.metadata.language_info, { name: 'python', version: '3.14.2' });
  assert.deepEqual(nb.cells[0], {
    cell_type: 'code',
    id: 'parse',
    metadata: { mlirc: { title: 'Parse' } },
    source: ['x = 1\n', 'print(x)\n', 'x + 1'],
    execution_count: 3,
    outputs: [
      { output_type: 'stream', name: 'stdout', text: ['1\n'] },
      { output_type: 'execute_result', execution_count: 3, data: { 'text/plain': ['2'] }, metadata: {} },
    ],
  });
  assert.deepEqual(nb.cells[1], { cell_type: 'markdown', id: 'note', metadata: {}, source: ['# A heading\n', 'some *text*'] });
  assert.deepEqual(nb.cells[2].outputs, [
    {
      output_type: 'error',
      ename: 'ZeroDivisionError',
      evalue: 'division by zero',
      traceback: ['Traceback (most recent call last):', '  File "<cell>", line 1, in <module>', 'ZeroDivisionError: division by zero'],
    },
  ]);
  assert.deepEqual(nb.cells[3].source, []);
  let n = 0;
  assert.deepEqual(fromNotebook(JSON.parse(JSON.stringify(nb)), () => `new-${++n}`), CELLS);
  assert.equal(n, 0);
});

test('.ipynb: what is not a Python notebook is refused, saying why', () => {
  const ids = () => 'fresh';
  assert.throws(() => fromNotebook([], ids), /not a notebook/);
  assert.throws(() => fromNotebook({ nbformat: 3, cells: [] }, ids), /nbformat 3; this page reads nbformat 4/);
  assert.throws(() => fromNotebook({ nbformat: 4 }, ids), /no list of cells/);
  assert.throws(() => fromNotebook({ nbformat: 4, metadata: { kernelspec: { language: 'julia' } }, cells: [] }, ids), /language is julia/);
  assert.throws(() => fromNotebook({ nbformat: 4, cells: [{ cell_type: 'widget' }] }, ids), /cell 1 has an unknown type \(widget\)/);
  assert.throws(() => fromNotebook({ nbformat: 4, cells: [{ cell_type: 'code', source: 7 }] }, ids), /neither a string nor a list/);
  // Missing or repeated ids get new ones; display data is kept as text.
  const cells = fromNotebook(
    {
      nbformat: 4,
      nbformat_minor: 4,
      cells: [
        { cell_type: 'code', source: 'a', outputs: [{ output_type: 'display_data', data: { 'text/plain': 'shown', 'image/png': 'AAAA' } }] },
        { cell_type: 'code', id: 'x', source: 'b' },
        { cell_type: 'code', id: 'x', source: 'c' },
      ],
    },
    ids,
  );
  assert.deepEqual(cells.map((c) => [c.id, c.source, c.outputs]), [['fresh', 'a', [{ kind: 'result', text: 'shown\n' }]], ['x', 'b', []], ['fresh', 'c', []]]);
});

// Debian's python3-nbformat (scripts/setup.sh installs it) is Jupyter's own validator.
const SYSTEM_PYTHON = '/usr/bin/python3';
const hasNbformat = fs.existsSync(SYSTEM_PYTHON) && spawnSync(SYSTEM_PYTHON, ['-c', 'import nbformat']).status === 0;

test('.ipynb: a saved notebook passes nbformat\'s validation', { skip: !hasNbformat && 'python3-nbformat is not installed' }, () => {
  const file = path.join(tmp(), 'saved.ipynb');
  fs.writeFileSync(file, JSON.stringify(toNotebook(CELLS, { python: '3.14.2', pyodide: '314.0.7' })));
  const out = execFileSync(SYSTEM_PYTHON, ['-c', 'import nbformat, sys; nb = nbformat.read(sys.argv[1], as_version=4); nbformat.validate(nb); print(len(nb.cells), nb.nbformat, nb.nbformat_minor)', file], { encoding: 'utf8' });
  assert.equal(out, '4 4 5\n');
});
