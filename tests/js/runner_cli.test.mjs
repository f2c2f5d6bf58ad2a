// The Node mlirc-runner (wasm/runner.mjs, as shipped in dist/) run as a child
// process gives the same bytes (stdout, stderr, exit status) as the native
// mlirc-runner, memory addresses masked (they differ between the builds).
// Each program's stdout is what mlir-runner 22 prints for it after
// upstream's lowering to LLVM (addresses masked too).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = process.env.MLIRC_RUNFILES || fileURLToPath(new URL('../..', import.meta.url));
const NODE_RUNNER = ['node', path.join(ROOT, 'wasm/dist/runner.mjs')];
const NATIVE = [path.join(ROOT, 'core/mlirc-runner')];

function run(command, args) {
  const [exe, ...pre] = command;
  const r = spawnSync(exe, [...pre, ...args], { encoding: 'utf8', timeout: 60000 });
  if (r.error) throw r.error;
  const mask = (s) => s.replace(/0x[0-9a-f]+/g, '0xADDR');
  return { stdout: mask(r.stdout), stderr: mask(r.stderr), exitCode: r.status };
}

const PRINTING = `func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() -> i32 {
  %m = memref.alloc() : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c3f = arith.constant 3.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.subi %ii, %jj : i32
      %f = arith.sitofp %p : i32 to f32
      %g = arith.divf %f, %c3f : f32
      memref.store %g, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  %big = arith.constant -9223372036854775808 : i64
  call @printI64(%big) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = arith.constant 7 : i32
  return %r : i32
}
`;

const UNINIT = `func.func @main() -> f32 {
  %m = memref.alloca() : memref<4xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<4xf32>
  return %v : f32
}
`;

test('Node and native mlirc-runner print the same, as mlir-runner does', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlirc-runner-'));
  const file = path.join(dir, 'printing.mlir');
  fs.writeFileSync(file, PRINTING);
  const args = ['-e', 'main', '--entry-point-result=i32', file];
  const native = run(NATIVE, args);
  assert.deepEqual(run(NODE_RUNNER, args), native);
  // In a pipe, mlir-runner's result line lands between what its runtime
  // flushes at once (printMemref*) and what C stdio buffers (printI64).
  assert.deepEqual(native, {
    stdout:
      'Unranked Memref base@ = 0xADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n' +
      '[[0,   -0.333333,   -0.666667], \n [0.333333,   0,   -0.333333]]\n7\n-9223372036854775808\n',
    stderr: '',
    exitCode: 0,
  });
});

test('undefined behaviour and flag errors are the same on Node', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlirc-runner-'));
  const file = path.join(dir, 'uninit.mlir');
  fs.writeFileSync(file, UNINIT);
  for (const args of [
    ['-e', 'main', '--entry-point-result=f32', file],
    ['-e', 'main', '--entry-point-result=i32', file],
    ['-e', 'nope', '--entry-point-result=f32', file],
  ]) {
    const native = run(NATIVE, args);
    assert.equal(native.exitCode, 1, args.join(' '));
    assert.deepEqual(run(NODE_RUNNER, args), native, args.join(' '));
  }
  assert.equal(
    run(NATIVE, ['-e', 'main', '--entry-point-result=f32', file]).stderr,
    `${file}:4:8: error: undefined behaviour: read of uninitialized memory (4 bytes at byte offset 4)\n` +
      '  %v = memref.load %m[%c1] : memref<4xf32>\n       ^\n' +
      `${file}:2:8: note: allocated here\n  %m = memref.alloca() : memref<4xf32>\n       ^\n`,
  );
});
