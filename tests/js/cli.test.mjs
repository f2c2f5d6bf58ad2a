// The Node CLI (wasm/cli.mjs, as shipped in dist/) run as a child process gives the same bytes
// (stdout, stderr, exit status) as the native mlirc-opt, and mlir-opt's
// output on the cases (expected.json).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CASES, EXPECTED, inputOf } from './cases.mjs';
import { runOracle } from './oracle.mjs';

// Runfiles root under Bazel (the cwd); else two levels up from this file.
const ROOT = process.env.MLIRC_RUNFILES || fileURLToPath(new URL('../..', import.meta.url));
const CLI = ['node', path.join(ROOT, 'wasm/dist/cli.mjs')];
const NATIVE = path.join(ROOT, 'core/mlirc-opt');

function run(command, args, { cwd, input } = {}) {
  const [exe, ...pre] = command;
  const r = spawnSync(exe, [...pre, ...args], {
    cwd,
    input: input === undefined ? undefined : Buffer.from(input),
    encoding: 'buffer',
    timeout: 60000,
  });
  if (r.error) throw r.error;
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status };
}

function sameBytes(a, b, what) {
  assert.equal(a.exitCode, b.exitCode, `${what}: exit status`);
  assert.equal(a.stdout.toString('latin1'), b.stdout.toString('latin1'), `${what}: stdout`);
  assert.equal(a.stderr.toString('latin1'), b.stderr.toString('latin1'), `${what}: stderr`);
}

function tmpdir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mlirc-cli-'));
}

test('every case: the same bytes as the native mlirc-opt, and mlir-opt output', () => {
  for (const name of Object.keys(CASES)) {
    const wasm = runOracle(CLI, name, { raw: true });
    sameBytes(wasm, runOracle(NATIVE, name, { raw: true }), name);
    assert.deepEqual(
      { stdout: wasm.stdout.toString(), stderr: wasm.stderr.toString(), exitCode: wasm.exitCode },
      EXPECTED[name],
      name,
    );
  }
});

test('input from stdin', () => {
  for (const name of ['generic_module', 'undeclared_value']) {
    const wasm = runOracle(CLI, name, { raw: true, stdin: true });
    sameBytes(wasm, runOracle(NATIVE, name, { raw: true, stdin: true }), name);
    assert.match(name === 'undeclared_value' ? wasm.stderr.toString() : '<stdin>', /<stdin>/);
  }
  const explicit = run(CLI, ['--allow-unregistered-dialect', '-'], { input: inputOf('generic_module') });
  assert.equal(explicit.stdout.toString(), EXPECTED.generic_module.stdout);
});

test('-o FILE writes the output there', () => {
  const dir = tmpdir();
  try {
    fs.writeFileSync(path.join(dir, 'in.mlir'), inputOf('generic_module'));
    const args = ['--allow-unregistered-dialect', 'in.mlir', '-o', 'out_wasm.mlir'];
    const wasm = run(CLI, args, { cwd: dir });
    const native = run([NATIVE], [...args.slice(0, -1), 'out_native.mlir'], { cwd: dir });
    sameBytes(wasm, native, '-o');
    assert.equal(wasm.stdout.length, 0);
    const out = fs.readFileSync(path.join(dir, 'out_wasm.mlir'));
    assert.equal(out.toString(), EXPECTED.generic_module.stdout);
    assert.ok(out.equals(fs.readFileSync(path.join(dir, 'out_native.mlir'))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('command-line errors: the same messages and status as the native tool', () => {
  const dir = tmpdir();
  try {
    fs.writeFileSync(path.join(dir, 'in.mlir'), inputOf('implicit_module'));
    for (const args of [
      ['missing.mlir'],
      ['--no-such-flag', 'in.mlir'],
      ['in.mlir', '-o', path.join(dir, 'no/such/dir/out.mlir')],
      ['--allow-unregistered-dialect', '--mlir-print-op-generic', 'in.mlir'],
    ]) {
      sameBytes(run(CLI, args, { cwd: dir }), run([NATIVE], args, { cwd: dir }), args.join(' '));
    }
    assert.equal(run(CLI, ['missing.mlir'], { cwd: dir }).stderr.toString(), "mlirc-opt: could not open input file 'missing.mlir'\n");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// --mlir-check-results-each (an mlirc flag): the interpreter reruns @main after
// each pass; math-uplift-to-fma's single rounding changes the result for the
// arguments seed 1 gives, and the first pass that changed it is named.
test('--mlir-check-results-each names the first pass that changed the result', () => {
  const dir = tmpdir();
  fs.writeFileSync(path.join(dir, 'in.mlir'), [
    'func.func @main(%a: f32, %b: f32, %c: f32) -> f32 {',
    '  %third = arith.constant 0.333333343 : f32',
    '  %x = arith.mulf %a, %third fastmath<contract> : f32',
    '  %m = arith.mulf %x, %b fastmath<contract> : f32',
    '  %r = arith.addf %m, %c fastmath<contract> : f32',
    '  return %r : f32',
    '}',
    '',
  ].join('\n'));
  const args = ['in.mlir', '--mlir-check-results-each=main', '--mlir-check-results-seed=1', '--canonicalize',
    '--math-uplift-to-fma'];
  const node = run(CLI, args, { cwd: dir });
  sameBytes(node, run([NATIVE], args, { cwd: dir }), 'result checking');
  assert.equal(node.exitCode, 1);
  assert.equal(node.stdout.toString(), '');
  assert.equal(node.stderr.toString(), [
    "in.mlir:1:1: error: the result of '@main' changed after pass 'math-uplift-to-fma'",
    'func.func @main(%a: f32, %b: f32, %c: f32) -> f32 {',
    '^',
    'in.mlir:1:1: note: before the pipeline: result 0: -0.19250011444091797',
    "in.mlir:1:1: note: after 'math-uplift-to-fma': result 0: -0.192500039935112",
    '',
  ].join('\n'));
  const kept = run(CLI, ['in.mlir', '--mlir-check-results-each=main', '--canonicalize', '--cse'], { cwd: dir });
  assert.equal(kept.exitCode, 0);
  assert.equal(kept.stderr.toString(), '');
});

// Checked down to the llvm dialect: every stage of upstream's lowering path,
// partial conversions included (unrealized casts between memrefs and their
// descriptors), gives @main's result.
test('--mlir-check-results-each follows a program down to the llvm dialect', () => {
  const dir = tmpdir();
  fs.writeFileSync(path.join(dir, 'in.mlir'), [
    'func.func private @printF32(f32)',
    'func.func @main(%n: index, %x: f32) -> f32 {',
    '  %c0 = arith.constant 0 : index',
    '  %c1 = arith.constant 1 : index',
    '  %m = memref.alloc(%n) : memref<?xf32>',
    '  scf.for %i = %c0 to %n step %c1 {',
    '    %ii = arith.index_cast %i : index to i32',
    '    %f = arith.sitofp %ii : i32 to f32',
    '    %v = arith.mulf %f, %x : f32',
    '    memref.store %v, %m[%i] : memref<?xf32>',
    '  }',
    '  %z = arith.constant 0.0 : f32',
    '  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {',
    '    %v = memref.load %m[%i] : memref<?xf32>',
    '    %e = math.exp %v : f32',
    '    %a2 = arith.addf %a, %e : f32',
    '    scf.yield %a2 : f32',
    '  }',
    '  call @printF32(%s) : (f32) -> ()',
    '  memref.dealloc %m : memref<?xf32>',
    '  return %s : f32',
    '}',
    '',
  ].join('\n'));
  const args = ['in.mlir', '--mlir-check-results-each=main', '--mlir-check-results-seed=4', '--convert-scf-to-cf',
    '--finalize-memref-to-llvm', '--convert-math-to-llvm', '--convert-arith-to-llvm', '--convert-func-to-llvm',
    '--convert-cf-to-llvm', '--reconcile-unrealized-casts'];
  const node = run(CLI, args, { cwd: dir });
  sameBytes(node, run([NATIVE], args, { cwd: dir }), 'checked lowering');
  assert.equal(node.stderr.toString(), '');
  assert.equal(node.exitCode, 0);
  assert.match(node.stdout.toString(), /llvm\.func @main\(%arg0: i64, %arg1: f32\) -> f32/);
});
