// The object model and printing of the JS API (wasm/js/mlirc.mjs). Expected
// texts are upstream mlir-opt 22's (expected.json, kept current by oracle.test.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CASES, EXPECTED, contextFor, expectedModuleText, inputOf, mlirc } from './helpers.mjs';

const mlir = await mlirc();

function parseCase(name, ctx) {
  return ctx.parse(inputOf(name), { fileName: CASES[name].file });
}

test('parses a generic-form module of unregistered ops and prints the custom form', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  assert.equal(m.toString(), expectedModuleText('generic_module'));
  assert.equal(String(m), expectedModuleText('generic_module'));
  assert.equal(m.operation.toString(), expectedModuleText('generic_module'));
  ctx.dispose();
});

test('prints the generic form and the local scope form as mlir-opt does', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  assert.equal(m.toString({ generic: true }), expectedModuleText('generic_module_generic_form'));
  assert.equal(m.toString({ generic: true, debugInfo: false, localScope: false }), expectedModuleText('generic_module_generic_form'));
  assert.equal(m.toString({ localScope: true }), expectedModuleText('generic_module_local_scope'));
  ctx.dispose();
});

test('wraps top-level operations in an implicit module', () => {
  const ctx = contextFor(mlir, 'implicit_module');
  const m = parseCase('implicit_module', ctx);
  assert.equal(m.toString(), expectedModuleText('implicit_module'));
  assert.deepEqual(m.body.operations.map((o) => o.name), ['t.a', 't.b', 't.c']);
  ctx.dispose();
});

test('prints attributes and types as mlir-opt does', () => {
  for (const name of ['attributes', 'result_types']) {
    const ctx = contextFor(mlir, name);
    assert.equal(parseCase(name, ctx).toString(), expectedModuleText(name), name);
    ctx.dispose();
  }
});

test('the file name given to parse is the file of the locations', () => {
  // The same locations as mlir-opt prints for the case under --mlir-print-debuginfo
  // (#loc = loc("input.mlir":1:1), #loc1 = loc("input.mlir":2:3), ...).
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  const [func] = m.body.operations;
  assert.equal(m.operation.location.toString(), 'loc("input.mlir":1:1)');
  assert.equal(func.location.toString(), 'loc("input.mlir":2:3)');
  assert.equal(func.regions[0].blocks[0].operations[0].location.toString(), 'loc("input.mlir":4:10)');
  ctx.dispose();
});

test('the file name also applies to several top-level operations', () => {
  const ctx = contextFor(mlir, 'implicit_module');
  const m = parseCase('implicit_module', ctx);
  assert.equal(m.operation.location.toString(), 'loc("input.mlir":0:0)');
  assert.equal(m.body.operations[1].location.toString(), 'loc("input.mlir":2:6)');
  ctx.dispose();
});

test('parses without a file name and from UTF-8 bytes', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const text = inputOf('generic_module');
  assert.equal(ctx.parse(text).toString(), expectedModuleText('generic_module'));
  assert.equal(ctx.parse(new TextEncoder().encode(text)).toString(), expectedModuleText('generic_module'));
  ctx.dispose();
});

test('writes MLIR bytecode that parses back to the same module', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const bytes = parseCase('generic_module', ctx).writeBytecode();
  assert.ok(bytes instanceof Uint8Array);
  assert.deepEqual([...bytes.subarray(0, 4)], [0x4d, 0x4c, 0xef, 0x52]); // "ML\xefR"
  assert.equal(ctx.parse(bytes).toString(), expectedModuleText('generic_module'));
  assert.deepEqual(parseCase('generic_module', ctx).writeBytecode({ desiredVersion: 6 }), bytes);
  assert.throws(() => parseCase('generic_module', ctx).writeBytecode({ desiredVersion: 1.5 }), TypeError);
  ctx.dispose();
});

test('a bytecode version this build cannot write is an MlirError with the diagnostic', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  assert.throws(() => m.writeBytecode({ desiredVersion: 99 }), (e) => {
    assert.ok(e instanceof mlir.MlirError);
    assert.equal(e.diagnostics[0].message, 'unsupported version requested 99, must be in range [0, 6]');
    assert.match(e.message, /^input\.mlir:1:1: error: unsupported version requested 99, must be in range \[0, 6\]/);
    return true;
  });
  assert.equal(ctx.parse(m.writeBytecode({ desiredVersion: 0 })).toString(), expectedModuleText('generic_module'));
  ctx.dispose();
});

test('walks the IR: operations, regions, blocks, arguments, operands, results, successors', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  const top = m.operation;
  assert.equal(top.name, 'builtin.module');
  assert.equal(top.parent, null);
  assert.equal(top.regions.length, 1);
  assert.equal(top.regions[0].owner, top);
  assert.ok(top.regions[0].blocks[0].equals(m.body));

  const [func] = m.body.operations;
  assert.equal(func.name, 'test.func');
  assert.equal(func.parent, top);
  assert.equal(func.block.owner, top);
  const [entry, exit] = func.regions[0].blocks;
  assert.equal(func.regions[0].blocks.length, 2);
  assert.equal(entry.owner, func);
  assert.equal(entry.region.owner, func);
  assert.deepEqual(entry.arguments.map((a) => a.type.toString()), ['i32', 'f32']);
  assert.deepEqual(entry.arguments.map((a) => [a.isBlockArgument, a.isOpResult, a.index]), [[true, false, 0], [true, false, 1]]);
  assert.ok(entry.arguments[1].owner.equals(entry));
  assert.deepEqual(entry.operations.map((o) => o.name), ['test.add', 'test.br']);
  assert.deepEqual(exit.operations.map((o) => o.name), ['test.pair', 'test.return']);
  assert.deepEqual(exit.arguments, []);

  const [add, br] = entry.operations;
  assert.equal(add.operands.length, 2);
  assert.ok(add.operands.every((v) => v.equals(entry.arguments[0])));
  assert.equal(add.result.type.toString(), 'i32');
  assert.equal(add.result.owner, add);
  assert.equal(add.result.index, 0);
  assert.equal(br.successors.length, 1);
  assert.ok(br.successors[0].equals(exit));
  assert.deepEqual(br.results, []);

  const [pair, ret] = exit.operations;
  assert.deepEqual(pair.results.map((r) => r.type.toString()), ['f32', 'i64']);
  assert.throws(() => pair.result, { message: 'cannot call .result on operation test.pair with 2 results' });
  assert.ok(ret.operands[0].equals(pair.results[1]));
  assert.equal(ret.operands[0].owner, pair);
  assert.equal(ret.operands[0].index, 1);
  ctx.dispose();
});

test('verify() returns true for valid IR', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  assert.equal(m.operation.verify(), true);
  ctx.dispose();
});

test('operation attributes: a map of named attributes', () => {
  const ctx = contextFor(mlir, 'attributes');
  const m = parseCase('attributes', ctx);
  const [op] = m.body.operations;
  const attrs = op.attributes;
  // Printed in mlir-opt's order (sorted by name); the same strings as its output.
  const expected = [
    ['arr', '[1, 2]'],
    ['b', 'true'],
    ['d', '{k}'],
    ['f', '1.500000e+00 : f32'],
    ['i', '42 : i32'],
    ['s', '"hi"'],
    ['t', 'i8'],
  ];
  const printed = expected.map(([k, v]) => `${k} = ${v}`).join(', ');
  assert.ok(expectedModuleText('attributes').includes(`{${printed}}`));
  assert.equal(attrs.length, expected.length);
  assert.deepEqual([...attrs].map((na) => [na.name, na.attr.toString()]), expected);
  assert.deepEqual(attrs.keys(), expected.map(([k]) => k));
  assert.equal(attrs.at(-1).name, 't');
  assert.equal(attrs.at(99), undefined);
  assert.equal(attrs.get('i').toString(), '42 : i32');
  assert.equal(attrs.get('i').type.toString(), 'i32');
  assert.equal(attrs.get('missing'), undefined);
  assert.ok(attrs.has('s'));
  assert.ok(!attrs.has('missing'));
  ctx.dispose();
});

test('operations are interned per module; other wrappers compare with equals()', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  assert.equal(m.operation, m.operation);
  const [func] = m.body.operations;
  assert.equal(func, m.body.operations[0]);
  assert.equal(func.regions[0].blocks[0].operations[0].parent, func);
  assert.ok(func.regions[0].equals(func.regions[0]));
  assert.ok(!func.regions[0].equals(m.operation.regions[0]));
  assert.ok(func.location.equals(func.location));
  const other = parseCase('generic_module', ctx);
  assert.notEqual(other.operation, m.operation);
  assert.ok(!other.operation.equals(m.operation));
  ctx.dispose();
});

test('types and attributes parse, print and compare (uniqued per context)', () => {
  const ctx = new mlir.Context();
  const t = ctx.parseType('tensor<4xf32>');
  assert.equal(t.toString(), 'tensor<4xf32>');
  assert.ok(t.equals(ctx.parseType('tensor<4xf32>')));
  assert.ok(!t.equals(ctx.parseType('tensor<4xf64>')));
  const a = ctx.parseAttribute('dense<[1, 2]> : tensor<2xi32>');
  assert.equal(a.toString(), 'dense<[1, 2]> : tensor<2xi32>');
  assert.equal(a.type.toString(), 'tensor<2xi32>');
  assert.ok(a.equals(ctx.parseAttribute('dense<[1, 2]> : tensor<2xi32>')));
  assert.equal(a.context, ctx);
  ctx.dispose();
});

test('the context option allowUnregisteredDialects is readable and writable', () => {
  const ctx = new mlir.Context();
  assert.equal(ctx.allowUnregisteredDialects, false);
  ctx.allowUnregisteredDialects = true;
  assert.equal(ctx.allowUnregisteredDialects, true);
  assert.equal(new mlir.Context({ allowUnregisteredDialects: true }).allowUnregisteredDialects, true);
  ctx.dispose();
});

test('print() streams the same text as toString()', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  for (const flags of [undefined, { generic: true }]) {
    const pieces = [];
    m.operation.print((s) => pieces.push(s), flags);
    assert.equal(pieces.join(''), m.toString(flags));
  }
  ctx.dispose();
});

test('an exception thrown by a print callback is rethrown and leaves the instance usable', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  const M = mlir._runtime.M;
  const sp = M.stackSave();
  for (let i = 0; i < 200; i++) {
    let calls = 0;
    assert.throws(
      () =>
        m.operation.print(() => {
          calls++;
          throw new Error(`boom ${i}`);
        }),
      { message: `boom ${i}` },
    );
    assert.equal(calls, 1, 'no call after the callback threw');
  }
  assert.equal(M.stackSave(), sp, 'the C stack pointer is back where it was');
  assert.equal(m.toString(), expectedModuleText('generic_module'));
  assert.equal(ctx.parse(inputOf('generic_module')).toString(), expectedModuleText('generic_module'));
  ctx.dispose();
});

test('unknown printing options are rejected', () => {
  const ctx = contextFor(mlir, 'generic_module');
  const m = parseCase('generic_module', ctx);
  assert.throws(() => m.toString({ debuginfo: true }), { name: 'TypeError', message: "unknown printing option 'debuginfo'" });
  ctx.dispose();
});

test('wrappers cannot be constructed directly', () => {
  for (const name of ['Module', 'Operation', 'Region', 'Block', 'Value', 'Type', 'Attribute', 'Location']) {
    assert.throws(() => new mlir[name](), TypeError, name);
  }
});

test('two instances are independent', async () => {
  const { loadMlirc } = await import('../../wasm/js/mlirc.mjs');
  const other = await loadMlirc();
  assert.notEqual(other._runtime.M, mlir._runtime.M);
  const ctx = new other.Context({ allowUnregisteredDialects: true });
  assert.equal(ctx.parse(inputOf('generic_module')).toString(), expectedModuleText('generic_module'));
  ctx.dispose();
  assert.ok(!(ctx instanceof mlir.Context));
});

test('expected outputs hold what the API tests rely on', () => {
  assert.equal(EXPECTED.generic_module.exitCode, 0);
  assert.equal(EXPECTED.generic_module.stderr, '');
});
