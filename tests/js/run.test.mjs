// mlir.run and mlir.runnerMain (wasm/js/run.mjs): the interpreter from JS.
// The programs' printed output and values are what mlir-runner 22 prints
// for the same functions lowered to LLVM (mlir-opt --convert-linalg-to-loops
// --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm
// --convert-to-llvm --reconcile-unrealized-casts, then mlir-runner -e main
// with the runner-utils libraries), memory addresses left out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mlirc } from './helpers.mjs';

const mlir = await mlirc();

const FUNCTIONS = `func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf32>
    %yi = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  %u = memref.cast %y : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @wrap(%a: i8, %b: i64, %n: index) -> (i8, i64, memref<?xi32>) {
  %c0i = arith.constant 0 : i32
  %c = arith.muli %a, %a : i8
  %d = arith.shli %b, %b : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %neg = arith.subi %c0i, %sq : i32
    memref.store %neg, %m[%i] : memref<?xi32>
  }
  return %c, %d, %m : i8, i64, memref<?xi32>
}
func.func @half(%x: f16, %t: tensor<2x2xf64>) -> (f16, tensor<2x2xf64>) {
  %y = arith.addf %x, %x : f16
  %u = arith.addf %t, %t : tensor<2x2xf64>
  return %y, %u : f16, tensor<2x2xf64>
}
func.func @div(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
`;

function parse(ctx, text = FUNCTIONS) {
  return ctx.parse(text, { fileName: 'fns.mlir' });
}

test('memref arguments are written back; the program prints as mlir-runner', () => {
  const ctx = new mlir.Context();
  const m = parse(ctx);
  const x = new Float32Array([0.1, 1e20, -3.5]);
  const y = new Float32Array([-3.5, 0.1, 1e20]);
  const r = mlir.run(m, 'saxpy', [3, x, y]);
  assert.deepEqual(r.results, []);
  const f = Math.fround;
  assert.deepEqual(Array.from(y), [f(f(3 * x[0]) + f(-3.5)), f(f(3 * x[1]) + f(0.1)), f(f(3 * x[2]) + f(1e20))]);
  assert.deepEqual(Array.from(x), [f(0.1), f(1e20), -3.5]);
  assert.match(r.stdout, /^Unranked Memref base@ = 0x[0-9a-f]+ rank = 1 offset = 0 sizes = \[3\] strides = \[1\] data = \n/);
  assert.equal(r.stdout.slice(r.stdout.indexOf(' rank')), ' rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[-3.2,  3e+20,  1e+20]\n');
  assert.equal(r.stderr, '');
  assert.ok(r.steps > 0);
  ctx.dispose();
});

test('integers wrap at their width; i64 and index are BigInt; memref results are copied out', () => {
  const ctx = new mlir.Context();
  const m = parse(ctx);
  const r = mlir.run(m, 'wrap', [100, 3n, 3], { leakCheck: true });
  assert.equal(r.results.length, 3);
  assert.equal(r.results[0], 16); // 100 * 100 mod 2^8
  assert.equal(r.results[1], 24n);
  assert.deepEqual(r.results[2].shape, [3]);
  assert.ok(r.results[2].data instanceof Int32Array);
  assert.deepEqual(Array.from(r.results[2].data), [0, -1, -4]);
  // The returned buffer is never freed by the program.
  assert.equal(r.leaks, 1);
  assert.deepEqual(
    r.warnings.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`),
    ['fns.mlir:25:8: memory allocated here is never freed (12 bytes)'],
  );
  const big = mlir.run(m, 'wrap', [-1, 1n << 62n, 0]);
  assert.equal(big.results[0], 1);
  assert.equal(big.results[1], 0n); // shift amount 2^62 >= 64: poison reaches the host as zero bits
  assert.deepEqual(big.results[2].shape, [0]);
  ctx.dispose();
});

test('f16 rounds to the nearest half; tensors go in and out as {data, shape}', () => {
  const ctx = new mlir.Context();
  const m = parse(ctx);
  const t = { data: new Float64Array([1, 2.5, -0.25, 1e300]), shape: [2, 2] };
  const r = mlir.run(m, 'half', [0.1, t]);
  assert.equal(r.results[0], 0.199951171875); // 0.1 -> 0x2E66, doubled exactly
  assert.deepEqual(r.results[1].shape, [2, 2]);
  assert.deepEqual(Array.from(r.results[1].data), [2, 5, -0.5, 2e300]);
  assert.deepEqual(Array.from(t.data), [1, 2.5, -0.25, 1e300]); // tensors are values: not written back
  ctx.dispose();
});

test('undefined behaviour, limits and bad arguments throw with located diagnostics', () => {
  const ctx = new mlir.Context();
  const m = parse(ctx);
  assert.deepEqual(mlir.run(m, 'div', [-7, 2]).results, [-3]);
  assert.throws(() => mlir.run(m, 'div', [7, 0]), (e) => {
    assert.equal(e.name, 'MlirError');
    assert.equal(e.message, 'fns.mlir:40:8: error: undefined behaviour: division by zero');
    return true;
  });
  assert.throws(() => mlir.run(m, 'saxpy', [1, new Float32Array(2000), new Float32Array(2000)], { maxSteps: 1000 }), {
    message: 'fns.mlir:9:11: error: step budget of 1000 exceeded',
  });
  assert.throws(() => mlir.run(m, 'saxpy', [1, new Float32Array(3), new Float32Array(2)]), {
    // The buffer came from the host: no allocation note.
    message: 'fns.mlir:10:11: error: undefined behaviour: index 2 is out of bounds for dimension 0 of size 2',
  });
  assert.throws(() => mlir.run(m, 'nope', []), { name: 'MlirError', message: "mlirc: no function named 'nope' to run" });
  assert.throws(() => mlir.run(m, 'div', [1]), { name: 'TypeError', message: "mlir.run: 'div' takes 2 arguments, got 1" });
  assert.throws(() => mlir.run(m, 'saxpy', [1, new Float64Array(1), new Float32Array(1)]), {
    name: 'TypeError',
    message: 'mlir.run: argument 1 (memref<?xf32>): a Float64Array cannot hold the elements of memref<?xf32>',
  });
  // The context is still usable after failures.
  assert.deepEqual(mlir.run(m, 'div', [9, -3]).results, [-3]);
  ctx.dispose();
});

test('runnerMain is mlir-runner: result line and printing', () => {
  const text = `func.func private @printF64(f64)
func.func private @printNewline()
func.func @main() -> i32 {
  %a = arith.constant 1.0e8 : f32
  %b = arith.constant 1.0 : f32
  %s = arith.addf %a, %b : f32
  %d = arith.extf %s : f32 to f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  %r = arith.constant 7 : i32
  return %r : i32
}
`;
  const r = mlir.runnerMain(['-e', 'main', '--entry-point-result=i32'], text);
  // In a pipe, upstream's result line lands before the program's output.
  assert.deepEqual(r, { stdout: '7\n1e+08\n', stderr: '', exitCode: 0 });
  const bad = mlir.runnerMain(['-e', 'main', '--entry-point-result=i64'], text);
  assert.deepEqual(bad, { stdout: '', stderr: 'Error: only single i64 function result supported\n', exitCode: 1 });
});
