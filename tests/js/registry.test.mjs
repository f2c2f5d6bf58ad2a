// The JS API's view of the registries and value names (additions for tools
// such as the playground): mlir.passes() (mlirExtPassRegistryWriteJSON),
// Context.numRegisteredDialects / isRegisteredDialect / isRegisteredOperation,
// Value.getName(), Value.location.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mlirc } from './helpers.mjs';

const mlir = await mlirc();

test('passes(): every registered pass with its name, description and options', () => {
  const passes = mlir.passes();
  assert.ok(Array.isArray(passes) && passes.length >= 7);
  // The same frozen array every time.
  assert.equal(mlir.passes(), passes);
  assert.ok(Object.isFrozen(passes) && Object.isFrozen(passes[0]) && Object.isFrozen(passes[0].options));
  for (const p of passes) {
    assert.match(p.argument, /^[a-z][\w-]*$/, JSON.stringify(p));
    assert.equal(typeof p.name, 'string');
    assert.ok(p.description.length > 0, p.argument);
    for (const o of p.options) {
      assert.ok(['bool', 'int', 'string', 'enum', 'list'].includes(o.type), `${p.argument}.${o.name}: ${o.type}`);
      assert.equal(typeof o.default, 'string');
      if (o.type === 'enum') assert.ok(o.values.length > 0);
    }
  }
  const byArg = Object.fromEntries(passes.map((p) => [p.argument, p]));
  // Upstream's names (mlir-opt --help and the IR dump banners).
  assert.equal(byArg.canonicalize.name, 'Canonicalizer');
  assert.equal(byArg.canonicalize.description, 'Canonicalize operations');
  assert.equal(byArg.cse.name, 'CSE');
  const maxIterations = byArg.canonicalize.options.find((o) => o.name === 'max-iterations');
  assert.equal(maxIterations.type, 'int');
  assert.equal(maxIterations.default, '10');
  const regionSimplify = byArg.canonicalize.options.find((o) => o.name === 'region-simplify');
  assert.deepEqual([...regionSimplify.values].sort(), ['aggressive', 'disabled', 'normal']);
  assert.equal(byArg.canonicalize.anchor, null);
  assert.equal(byArg['promote-buffers-to-stack'].anchor, 'func.func');
  // Every pass the registry names runs in a pipeline, inside its anchor's
  // group when it has one.
  for (const p of passes) {
    const element = p.anchor ? `${p.anchor}(${p.argument})` : p.argument;
    const r = mlir.optMain([`--pass-pipeline=builtin.module(${element})`], 'module {}');
    assert.equal(r.exitCode, 0, `${p.argument}: ${r.stderr}`);
  }
});

test('isRegisteredDialect and numRegisteredDialects', () => {
  const ctx = new mlir.Context();
  try {
    for (const d of ['builtin', 'func', 'arith', 'scf', 'cf', 'memref', 'tensor']) assert.equal(ctx.isRegisteredDialect(d), true, d);
    assert.equal(ctx.isRegisteredDialect('no_such_dialect'), false);
    assert.equal(ctx.isRegisteredDialect(''), false);
    assert.ok(ctx.numRegisteredDialects >= 7);
  } finally {
    ctx.dispose();
  }
  assert.throws(() => ctx.isRegisteredDialect('func'), /Context is disposed/);
});

test('isRegisteredOperation: registered ops only, by their full name', () => {
  const ctx = new mlir.Context();
  try {
    for (const op of ['arith.addi', 'func.func', 'scf.for', 'builtin.module', 'tensor.extract']) assert.equal(ctx.isRegisteredOperation(op), true, op);
    for (const op of ['arith.nope', 'addi', 'no_such.op', '']) assert.equal(ctx.isRegisteredOperation(op), false, op);
  } finally {
    ctx.dispose();
  }
  assert.throws(() => ctx.isRegisteredOperation('arith.addi'), /Context is disposed/);
});

test('registeredOperations: every registered op once, sorted, with its ODS summary', () => {
  const ctx = new mlir.Context();
  try {
    const ops = ctx.registeredOperations();
    const names = ops.map((o) => o.name);
    assert.deepEqual(names, [...new Set(names)].sort());
    for (const n of names) assert.equal(ctx.isRegisteredOperation(n), true, n);
    for (const n of ['arith.addi', 'func.func', 'scf.for', 'builtin.module', 'llvm.getelementptr']) assert.ok(names.includes(n), n);
    assert.equal(ops.find((o) => o.name === 'arith.addi').summary, 'integer addition operation');
    assert.equal(ops.find((o) => o.name === 'func.return').summary, 'Function return operation');
  } finally {
    ctx.dispose();
  }
  assert.throws(() => ctx.registeredOperations(), /Context is disposed/);
});

test('Value.location: an argument\'s own location, a result\'s op location (as mlir-opt 22 prints them)', () => {
  const ctx = new mlir.Context();
  try {
    const m = ctx.parse('func.func @f(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}\n', { fileName: 'v.mlir' });
    const entry = m.body.operations[0].regions[0].blocks[0];
    assert.equal(entry.arguments[0].location.toString(), 'loc("v.mlir":1:14)');
    assert.equal(entry.operations[0].results[0].location.toString(), 'loc("v.mlir":2:8)');
  } finally {
    ctx.dispose();
  }
});

test('Value.getName(): names as the enclosing function prints them', () => {
  const ctx = new mlir.Context();
  try {
    const m = ctx.parse(`func.func @f(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %y = arith.addi %acc, %acc : i32
    scf.yield %y : i32
  }
  %z = arith.muli %r, %r : i32
  return %z : i32
}`);
    const [f] = m.body.operations;
    const entry = f.regions[0].blocks[0];
    assert.deepEqual(entry.arguments.map((a) => a.getName()), ['%arg0', '%arg1']);
    const [c0, c1, loop, mul] = entry.operations;
    assert.equal(c0.result.getName(), '%c0');
    assert.equal(c1.result.getName(), '%c1');
    assert.equal(loop.result.getName(), '%0');
    assert.equal(mul.result.getName(), '%1');
    const body = loop.regions[0].blocks[0];
    assert.deepEqual(body.arguments.map((a) => a.getName()), ['%arg2', '%arg3']);
    // The loop body is numbered after the function's own body, as upstream prints it.
    assert.equal(body.operations[0].result.getName(), '%2');
    m.dispose();
    assert.throws(() => c0.result, /Operation is disposed/);
  } finally {
    ctx.dispose();
  }
});
