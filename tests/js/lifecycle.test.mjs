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

/**
 * Calls every getter and method of `obj`'s class (the Object.prototype ones
 * aside) except `allowed`, with `args[name]` or no arguments; returns
 * {name: message} of what each threw, or 'returned' when it did not throw.
 */
function useEveryMember(obj, allowed, args = {}) {
  const outcomes = {};
  const proto = Object.getPrototypeOf(obj);
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (name === 'constructor' || name.startsWith('_') || allowed.includes(name)) continue;
    const d = Object.getOwnPropertyDescriptor(proto, name);
    try {
      if (d.get) void obj[name];
      else obj[name](...(Object.hasOwn(args, name) ? args[name] : []));
      outcomes[name] = 'returned';
    } catch (e) {
      outcomes[name] = e.message;
    }
  }
  return outcomes;
}

function allThrow(names, message) {
  return Object.fromEntries(names.map((n) => [n, message]));
}

test('every member of a handle whose module was disposed throws, equals included', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = ctx.parse(inputOf('generic_module'));
  const live = ctx.parse(inputOf('generic_module'));
  const func = m.body.operations[0];
  const handles = {
    Operation: func,
    Region: func.regions[0],
    Block: func.regions[0].blocks[0],
    Value: func.regions[0].blocks[0].arguments[0],
  };
  const attrs = func.attributes;
  m.dispose();
  const liveFunc = live.body.operations[0];
  const liveOf = {
    Operation: liveFunc,
    Region: liveFunc.regions[0],
    Block: liveFunc.regions[0].blocks[0],
    Value: liveFunc.regions[0].blocks[0].arguments[0],
  };
  for (const [kind, h] of Object.entries(handles)) {
    const names = Object.getOwnPropertyNames(Object.getPrototypeOf(h)).filter(
      (n) => n !== 'constructor' && !n.startsWith('_') && n !== 'context',
    );
    assert.deepEqual(
      useEveryMember(h, ['context'], { equals: [liveOf[kind]], print: [() => {}] }),
      allThrow(names, `${kind} is disposed`),
      kind,
    );
    // A live handle compared with a disposed one throws too.
    assert.throws(() => liveOf[kind].equals(h), { message: `${kind} is disposed` });
  }
  assert.deepEqual(
    useEveryMember(attrs, [], { at: [0], get: ['sym_name'], has: ['sym_name'] }),
    allThrow(['length', 'at', 'get', 'has', 'keys'], 'Operation is disposed'),
  );
  assert.throws(() => [...attrs], { message: 'Operation is disposed' });
  assert.equal(live.toString(), ctx.parse(inputOf('generic_module')).toString());
  ctx.dispose();
  assert.equal(mlir._runtime.fatal, null);
});

test('every member of a context-owned handle throws once its context is disposed', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = ctx.parse(inputOf('generic_module'));
  const other = contextFor(mlir, 'generic_module');
  const handles = {
    Type: ctx.parseType('i32'),
    Attribute: ctx.parseAttribute('1 : i32'),
    Location: m.operation.location,
  };
  const liveOf = {
    Type: other.parseType('i32'),
    Attribute: other.parseAttribute('1 : i32'),
    Location: other.parse(inputOf('generic_module')).operation.location,
  };
  ctx.dispose();
  for (const [kind, h] of Object.entries(handles)) {
    const names = Object.getOwnPropertyNames(Object.getPrototypeOf(h)).filter(
      (n) => n !== 'constructor' && !n.startsWith('_') && n !== 'context',
    );
    assert.deepEqual(useEveryMember(h, ['context'], { equals: [liveOf[kind]] }), allThrow(names, `${kind} is disposed`), kind);
    assert.throws(() => liveOf[kind].equals(h), { message: `${kind} is disposed` });
  }
  assert.deepEqual(
    useEveryMember(m, ['disposed', 'dispose', 'context']),
    allThrow(['operation', 'body', 'toString', 'writeBytecode'], 'Module is disposed'),
  );
  assert.deepEqual(
    useEveryMember(ctx, ['disposed', 'dispose']),
    allThrow(
      ['allowUnregisteredDialects', 'numRegisteredDialects', 'isRegisteredDialect', 'isRegisteredOperation', 'registeredOperations', 'parse', 'createModule', 'parseType', 'parseAttribute', 'parseAsmState'],
      'Context is disposed',
    ),
  );
  other.dispose();
  assert.equal(mlir._runtime.fatal, null);
});
