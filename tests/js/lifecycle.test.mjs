// Ownership: dispose() is idempotent, a disposed object (or anything it
// owned) throws, a context disposes its modules, and the FinalizationRegistry
// frees what was never disposed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { contextFor, inputOf, mlirc } from './helpers.mjs';

const mlir = await mlirc();

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');

test('dispose twice is safe', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = ctx.parse(inputOf('generic_module'));
  m.dispose();
  m.dispose();
  assert.equal(m.disposed, true);
  ctx.dispose();
  ctx.dispose();
  assert.equal(ctx.disposed, true);
});

test('a disposed module and everything it owned throw', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = ctx.parse(inputOf('generic_module'));
  const op = m.body.operations[0];
  const region = op.regions[0];
  const block = region.blocks[0];
  const arg = block.arguments[0];
  const attrs = op.attributes;
  m.dispose();
  assert.throws(() => m.operation, { message: 'Module is disposed' });
  assert.throws(() => m.toString(), { message: 'Module is disposed' });
  assert.throws(() => op.name, { message: 'Operation is disposed' });
  assert.throws(() => op.toString(), { message: 'Operation is disposed' });
  assert.throws(() => region.blocks, { message: 'Region is disposed' });
  assert.throws(() => block.operations, { message: 'Block is disposed' });
  assert.throws(() => arg.type, { message: 'Value is disposed' });
  assert.throws(() => attrs.get('sym_name'), { message: 'Operation is disposed' });
  // The context is still usable.
  assert.equal(ctx.parse(inputOf('generic_module')).operation.name, 'builtin.module');
  ctx.dispose();
});

test('disposing a context disposes its modules and context-owned objects', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m1 = ctx.parse(inputOf('generic_module'));
  const m2 = ctx.parse(inputOf('implicit_module'));
  const type = ctx.parseType('i32');
  const attr = ctx.parseAttribute('1 : i32');
  const loc = m1.operation.location;
  ctx.dispose();
  assert.equal(m1.disposed, true);
  assert.equal(m2.disposed, true);
  assert.throws(() => m1.operation, { message: 'Module is disposed' });
  assert.throws(() => type.toString(), { message: 'Type is disposed' });
  assert.throws(() => attr.toString(), { message: 'Attribute is disposed' });
  assert.throws(() => loc.toString(), { message: 'Location is disposed' });
  assert.throws(() => ctx.parse(''), { message: 'Context is disposed' });
  assert.throws(() => ctx.allowUnregisteredDialects, { message: 'Context is disposed' });
  m1.dispose(); // no-op after the context freed it
});

test('a module disposed before its context is not freed twice', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = ctx.parse(inputOf('generic_module'));
  m.dispose();
  ctx.dispose();
  assert.equal(mlir._runtime.fatal, null);
});

async function collectUntil(done) {
  for (let i = 0; i < 100 && !done(); i++) {
    gc();
    await new Promise((r) => setTimeout(r, 10));
  }
  return done();
}

test('the FinalizationRegistry frees contexts and modules that were not disposed', async () => {
  const states = [];
  (() => {
    for (let i = 0; i < 20; i++) {
      const ctx = contextFor(mlir, 'generic_module');
      const m = ctx.parse(inputOf('generic_module'));
      m.operation.regions[0].blocks[0].operations.forEach((o) => o.name);
      states.push(ctx._s, m._s);
    }
  })();
  assert.ok(await collectUntil(() => states.every((s) => s.disposed)), 'all freed');
  assert.equal(mlir._runtime.fatal, null);
});

test('a module kept alive keeps its context alive', async () => {
  let m = (() => contextFor(mlir, 'generic_module').parse(inputOf('generic_module')))();
  const ctxState = m.context._s;
  await collectUntil(() => false);
  assert.equal(ctxState.disposed, false);
  assert.equal(m.operation.name, 'builtin.module');
  m = null;
  assert.ok(await collectUntil(() => ctxState.disposed));
});

test('memory does not grow when parsing and disposing repeatedly', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const text = inputOf('generic_module').repeat(1).replace('"builtin.module"() ({', '"builtin.module"() ({' + '\n  "t.pad"() : () -> ()'.repeat(2000));
  const warm = () => {
    for (let i = 0; i < 20; i++) ctx.parse(text).dispose();
  };
  warm();
  const before = mlir._runtime.M.HEAPU8.length;
  for (let i = 0; i < 10; i++) warm();
  assert.equal(mlir._runtime.M.HEAPU8.length, before);
  ctx.dispose();
});
