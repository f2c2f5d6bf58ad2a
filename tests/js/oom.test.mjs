// Out of memory: the ES module build has a maximum memory (2 GB, see
// wasm/BUILD.bazel) and malloc returns NULL when it is reached. Running out
// must surface as an Error with a message, and the same instance (and the
// same context) must then work as before. Each test first fills the wasm
// heap up to the maximum from JS, leaving a chosen headroom, then frees it.
// Expected outputs of the successful runs are upstream mlir-opt 22's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MlirError } from '../../wasm/js/mlirc.mjs';
import { CASES, EXPECTED, contextFor, expectedModuleText, inputOf, mlirc } from './helpers.mjs';

const mlir = await mlirc();
const rt = mlir._runtime;

// 100,000 unregistered ops: about 4 MB of text, and several times that as IR.
const OPS = 100000;
const BIG = Array.from({ length: OPS }, (_, i) => `"test.op"() {a${i} = ${i} : i64} : () -> ()`).join('\n');
const BIG_BYTES = new TextEncoder().encode(BIG).length;
const MB = 1 << 20;

/**
 * Runs fn() with the heap full but for `headroom` bytes: memory grows to its
 * maximum while JS mallocs ever smaller blocks until even 16 bytes fail.
 */
function withMemoryFull(headroom, fn) {
  const reserve = rt.C.malloc(headroom);
  assert.ok(reserve, 'cannot reserve the headroom');
  const blocks = [];
  for (let size = 64 * MB; size >= 16; ) {
    const p = rt.C.malloc(size);
    if (p) blocks.push(p);
    else size >>= 1;
  }
  assert.equal(rt.M.HEAPU8.length, 2 ** 31, 'memory did not grow to its maximum');
  rt.C.free(reserve);
  try {
    return fn();
  } finally {
    for (const p of blocks) rt.C.free(p);
  }
}

function assertUsable(ctx) {
  assert.equal(rt.fatal, null);
  const m = ctx.parse(inputOf('generic_module'));
  assert.equal(m.toString(), expectedModuleText('generic_module'));
  m.dispose();
  const big = ctx.parse(BIG);
  assert.equal(big.body.operations.length, OPS);
  big.dispose();
}

test('an input that does not fit in memory throws an Error and the instance stays usable', () => {
  const ctx = contextFor(mlir, 'generic_module');
  // Room for the call's bookkeeping (a diagnostic handler), not for the input.
  withMemoryFull(MB, () => {
    assert.throws(() => ctx.parse(BIG), (e) => e.constructor === Error && e.message === 'mlirc: out of memory');
  });
  assertUsable(ctx);
  ctx.dispose();
});

test('running out of memory while parsing throws MlirError "out of memory" and the context stays usable', () => {
  const ctx = contextFor(mlir, 'generic_module');
  // The input's copy fits; the IR it describes does not.
  withMemoryFull(BIG_BYTES + MB, () => {
    assert.throws(
      () => ctx.parse(BIG),
      (e) =>
        e instanceof MlirError &&
        e.message === '<unknown>:0: error: out of memory' &&
        e.diagnostics.length === 1 &&
        e.diagnostics[0].severity === 'error' &&
        e.diagnostics[0].message === 'out of memory',
    );
  });
  assertUsable(ctx);
  ctx.dispose();
});

test('running out of memory while printing or verifying throws MlirError "out of memory", never a truncated text', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = ctx.parse(BIG);
  const text = m.toString();
  const oom = (e) =>
    e instanceof MlirError &&
    e.message === '<unknown>:0: error: out of memory' &&
    e.diagnostics.length === 1 &&
    e.diagnostics[0].message === 'out of memory';
  // Room for the call's bookkeeping, not for the printed text (4 MB).
  withMemoryFull(64 * 1024, () => {
    assert.throws(() => m.toString(), oom);
    assert.throws(() => m.operation.toString({ generic: true }), oom);
    const pieces = [];
    assert.throws(() => m.operation.print((t) => pieces.push(t)), oom);
    assert.deepEqual(pieces, []);
    assert.throws(() => m.operation.verify(), oom);
  });
  assert.equal(m.toString(), text);
  m.operation.verify();
  m.dispose();
  assertUsable(ctx);
  ctx.dispose();
});

test('running out of memory in optMain fails the run with an error and the next run succeeds', () => {
  const r = withMemoryFull(BIG_BYTES + MB, () =>
    mlir.optMain(['--allow-unregistered-dialect', '--mlir-print-op-generic', '--cse'], BIG),
  );
  assert.equal(r.exitCode, 1);
  assert.equal(r.stderr, '<unknown>:0: error: out of memory\n');
  assert.equal(r.stdout, '');
  const c = CASES.generic_module;
  assert.deepEqual(mlir.optMain([...c.args, c.file], inputOf('generic_module')), EXPECTED.generic_module);
  const again = mlir.optMain(['--allow-unregistered-dialect', '--mlir-print-op-generic', '--cse'], BIG);
  assert.equal(again.exitCode, 0);
  assert.equal(again.stderr, '');
  assert.equal(again.stdout.split('"test.op"').length - 1, OPS);
  assert.equal(rt.fatal, null);
});
