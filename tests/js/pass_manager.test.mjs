// The PassManager of the JS API (wasm/js/pass_manager.mjs). Expected texts
// are upstream mlir-opt 22's for the same pipeline and flags (expected.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EXPECTED, expectedModuleText, inputOf, mlirc } from './helpers.mjs';

const mlir = await mlirc();
const PIPELINE = 'builtin.module(func.func(canonicalize,cse))';

function parsePipelineInput(ctx) {
  return ctx.parse(inputOf('pass_pipeline'), { fileName: 'input.mlir' });
}

test('parses a pipeline, prints it back and runs it as mlir-opt does', () => {
  const ctx = new mlir.Context();
  const m = parsePipelineInput(ctx);
  const pm = mlir.PassManager.parse(PIPELINE, ctx);
  // --dump-pass-pipeline prints the same text over several indented lines.
  const dumped = EXPECTED.pass_pipeline_dump.stderr.split('\n').slice(1).map((l) => l.trimStart()).join('');
  assert.equal(pm.toString(), dumped);
  assert.equal(pm.run(m), '');
  assert.equal(m.toString(), expectedModuleText('pass_pipeline'));
  assert.equal(pm.dispose(), '');
  ctx.dispose();
});

test('add() appends passes to an empty manager anchored on any op', () => {
  const ctx = new mlir.Context();
  const m = parsePipelineInput(ctx);
  const pm = new mlir.PassManager('builtin.module', ctx);
  pm.add('func.func(canonicalize)');
  pm.add('func.func(cse)');
  pm.run(m);
  assert.equal(m.toString(), expectedModuleText('pass_pipeline'));
  pm.dispose();
  ctx.dispose();
});

test('IR printing after each pass is returned by run(), as mlir-opt prints it', () => {
  const ctx = new mlir.Context();
  const pm = mlir.PassManager.parse(PIPELINE, ctx);
  pm.enableIRPrinting();
  assert.equal(pm.run(parsePipelineInput(ctx)), EXPECTED.pass_pipeline_ir_after_all.stderr);
  pm.dispose();
  ctx.dispose();
});

test('IR printing before each pass at module scope goes to the output callback', () => {
  const ctx = new mlir.Context();
  const pieces = [];
  const pm = mlir.PassManager.parse(PIPELINE, ctx, { output: (text) => pieces.push(text) });
  pm.enableIRPrinting({ beforeAll: true, afterAll: false, moduleScope: true });
  assert.equal(pm.run(parsePipelineInput(ctx)), '');
  assert.equal(pieces.join(''), EXPECTED.pass_pipeline_ir_before_all_module_scope.stderr);
  pm.dispose();
  ctx.dispose();
});

test('timing is reported when the manager is disposed', () => {
  const ctx = new mlir.Context();
  const pm = mlir.PassManager.parse(PIPELINE, ctx);
  pm.enableTiming();
  assert.equal(pm.run(parsePipelineInput(ctx)), '');
  const report = pm.dispose();
  assert.match(report, /^===-+===\n +\.\.\. Execution time report \.\.\.\n===-+===\n/);
  for (const row of ["'func.func' Pipeline", '  Canonicalizer', '  CSE', 'Total']) {
    assert.match(report, new RegExp(`%\\)  ${row}\\n`));
  }
  assert.equal(pm.dispose(), '');
  ctx.dispose();
});

test('an unknown pass is an MlirError with the pipeline parser message', () => {
  const ctx = new mlir.Context();
  const expected = EXPECTED.unknown_pass.stderr.replace(/^<unknown>:0: error: /, '').trimEnd();
  assert.throws(() => mlir.PassManager.parse('builtin.module(func.func(nosuchpass))', ctx), (e) => {
    assert.ok(e instanceof mlir.MlirError);
    assert.equal(e.message, expected);
    return true;
  });
  ctx.dispose();
});

test('a pass that fails throws MlirError; the module stays usable', () => {
  const ctx = new mlir.Context();
  const m = parsePipelineInput(ctx);
  assert.equal(EXPECTED.pass_failure_without_diagnostic.exitCode, 1);
  assert.equal(EXPECTED.pass_failure_without_diagnostic.stderr, '');
  const pm = mlir.PassManager.parse('builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))', ctx);
  assert.throws(() => pm.run(m), (e) => {
    assert.ok(e instanceof mlir.MlirError);
    assert.equal(e.message, 'Failure while executing pass pipeline');
    assert.deepEqual(e.diagnostics, []);
    return true;
  });
  pm.dispose();
  const cse = mlir.PassManager.parse('builtin.module(func.func(cse))', ctx);
  cse.run(m);
  assert.match(m.toString(), /^module \{\n  func\.func @f/);
  cse.dispose();
  ctx.dispose();
});

test('a disposed context disposes its pass managers; using them throws', () => {
  const ctx = new mlir.Context();
  const pm = mlir.PassManager.parse(PIPELINE, ctx);
  ctx.dispose();
  assert.equal(pm.disposed, true);
  assert.throws(() => pm.run(parsePipelineInput(new mlir.Context())), { message: 'PassManager is disposed' });
  assert.throws(() => new mlir.PassManager('any', ctx), { message: 'Context is disposed' });
  assert.throws(() => pm.run({}), { message: 'PassManager is disposed' });
});

test('run() checks its argument', () => {
  const ctx = new mlir.Context();
  const pm = mlir.PassManager.parse(PIPELINE, ctx);
  assert.throws(() => pm.run('module {}'), TypeError);
  pm.dispose();
  ctx.dispose();
});

// enableResultChecking (an mlirc addition): the interpreter reruns @main after
// every pass; math-uplift-to-fma's single rounding changes its result for the
// arguments seed 1 gives.
const CONTRACTABLE = `func.func @main(%a: f32, %b: f32, %c: f32) -> f32 {
  %third = arith.constant 0.333333343 : f32
  %x = arith.mulf %a, %third fastmath<contract> : f32
  %m = arith.mulf %x, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}
`;

test('result checking names the first pass that changed the result', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(CONTRACTABLE, { fileName: 'in.mlir' });
  const keep = mlir.PassManager.parse('builtin.module(canonicalize,cse)', ctx);
  keep.enableResultChecking('main', 1);
  keep.run(m);
  keep.dispose();
  const pm = mlir.PassManager.parse('builtin.module(canonicalize,func.func(math-uplift-to-fma),cse)', ctx);
  pm.enableResultChecking('main', 1);
  assert.throws(() => pm.run(m), (e) => {
    assert.ok(e instanceof mlir.MlirError);
    const d = e.diagnostics[0];
    assert.equal(d.message, "the result of '@main' changed after pass 'math-uplift-to-fma'");
    assert.deepEqual(d.notes.map((n) => n.message), [
      'before the pipeline: result 0: -0.19250011444091797',
      "after 'math-uplift-to-fma': result 0: -0.192500039935112",
    ]);
    assert.deepEqual([d.file, d.line, d.column], ['in.mlir', 1, 1]);
    return true;
  });
  pm.enableResultChecking(null);
  pm.run(m);
  pm.dispose();
  ctx.dispose();
});
