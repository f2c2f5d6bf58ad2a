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
