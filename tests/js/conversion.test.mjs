// Dialect conversion written in JS (wasm/js/conversion.mjs): a small `toy`
// dialect written here (unregistered ops on `!toy.int`) is lowered to arith
// on i32 with a TypeConverter, materializations, conversion patterns reading
// their converted operands, dynamic legality and the full and partial
// drivers. No oracle can run JS patterns: the expected IR is what upstream's
// DialectConversion semantics give (operands remapped, unconverted users
// served by materializations, a failure rolls everything back), and each
// expected module text is printed unchanged by
// `mlir-opt --allow-unregistered-dialect` 22.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mlirc } from './helpers.mjs';

const mlir = await mlirc();

const TOY = `func.func @f(%a: !toy.int, %b: !toy.int) -> !toy.int {
  %0 = "toy.add"(%a, %b) : (!toy.int, !toy.int) -> !toy.int
  %1 = "toy.mul"(%0, %a) : (!toy.int, !toy.int) -> !toy.int
  return %1 : !toy.int
}`;

const TOY_PRINTED = `module {
  func.func @f(%arg0: !toy.int, %arg1: !toy.int) -> !toy.int {
    %0 = "toy.add"(%arg0, %arg1) : (!toy.int, !toy.int) -> !toy.int
    %1 = "toy.mul"(%0, %arg0) : (!toy.int, !toy.int) -> !toy.int
    return %1 : !toy.int
  }
}
`;

const LOWERED = `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg0 : i32
    return %1 : i32
  }
}
`;

/** A context, the toy dialect's converter and patterns, and what the materializations built. */
function setup() {
  const ctx = new mlir.Context({ allowUnregisteredDialects: true });
  const i32 = ctx.parseType('i32');
  const materialized = [];
  const converter = new mlir.TypeConverter();
  converter.addConversion((t) => t);
  converter.addConversion((t) => (String(t) === '!toy.int' ? i32 : null));
  const cast = (rewriter, type, inputs, location) => {
    materialized.push(`${inputs.map((v) => String(v.type)).join(', ')} to ${type}`);
    return rewriter.create('builtin.unrealized_conversion_cast', { operands: inputs, results: [type], location }).result;
  };
  converter.addSourceMaterialization(cast);
  converter.addTargetMaterialization(cast);

  const loweredTo = { 'toy.add': 'arith.addi', 'toy.mul': 'arith.muli' };
  const lower = (op, adaptor, typeConverter, rewriter) => {
    const resultType = typeConverter.convertType(op.result.type);
    rewriter.replaceOp(op, rewriter.create(loweredTo[op.name], {
      operands: adaptor.operands, results: [resultType], location: op.location,
    }));
  };
  const lowerReturn = (op, adaptor, typeConverter, rewriter) => {
    rewriter.modifyOpInPlace(op, () => rewriter.setOperands(op, adaptor.operands));
  };
  const patterns = ({ ops = ['toy.add', 'toy.mul'], signatures = true, extra = [], signaturePattern } = {}) => {
    const set = new mlir.RewritePatternSet(ctx);
    for (const name of ops) set.addConversion(name, lower, converter);
    for (const [name, fn] of extra) set.addConversion(name, fn, converter);
    if (signatures) {
      set.addConversion('func.return', lowerReturn, converter);
      if (signaturePattern) set.addConversion('func.func', signaturePattern, converter);
      else set.addFunctionSignatureConversion('func.func', converter);
    }
    return set.freeze();
  };
  const target = () => {
    const t = new mlir.ConversionTarget(ctx);
    t.addLegalDialect('arith');
    t.addLegalOp('builtin.module');
    t.addIllegalDialect('toy');
    t.addDynamicallyLegalOp('func.func', (op) => !String(op.attributes.get('function_type')).includes('!toy'));
    t.addDynamicallyLegalOp('func.return', (op) => op.operands.every((v) => !String(v.type).includes('!toy')));
    return t;
  };
  return { ctx, i32, converter, materialized, patterns, target };
}

test('a full conversion lowers the toy dialect, signatures included', () => {
  const { ctx, patterns, target } = setup();
  const m = ctx.parse(TOY);
  mlir.applyFullConversion(m, target(), patterns());
  assert.equal(m.toString(), LOWERED);
  ctx.dispose();
});

test('a function signature conversion written in JS', () => {
  // What addFunctionSignatureConversion does, with the rewriter: convert the
  // body's block arguments, then the function type.
  const { ctx, patterns, target, materialized } = setup();
  const convertSignature = (op, adaptor, typeConverter, rewriter) => {
    rewriter.modifyOpInPlace(op, () => {
      rewriter.convertRegionTypes(op.regions[0], typeConverter);
      const converted = (vs) => vs.map((v) => String(typeConverter.convertType(v.type))).join(', ');
      const entry = op.regions[0].blocks[0];
      const returned = entry.operations.at(-1).operands;
      rewriter.setAttribute(op, 'function_type', ctx.parseAttribute(`(${converted(entry.arguments)}) -> ${converted(returned)}`));
    });
  };
  const m = ctx.parse(TOY);
  mlir.applyFullConversion(m, target(), patterns({ signaturePattern: convertSignature }));
  assert.equal(m.toString(), LOWERED);
  assert.deepEqual(materialized, []);
  ctx.dispose();
});

test("a failed full conversion throws upstream's diagnostic and restores the IR", () => {
  const { ctx, patterns, target } = setup();
  const m = ctx.parse(TOY, { fileName: 'toy.mlir' });
  const error = assert.throws(() => mlir.applyFullConversion(m, target(), patterns({ ops: ['toy.add'] })), (e) => {
    assert.equal(e.name, 'MlirError');
    assert.equal(e.diagnostics.length, 1);
    const [d] = e.diagnostics;
    assert.deepEqual([d.severity, d.message, d.file, d.line, d.column],
      ['error', "failed to legalize operation 'toy.mul'", 'toy.mlir', 3, 8]);
    // The note prints the op in the IR as it was mid-conversion.
    assert.equal(d.notes.length, 1);
    assert.ok(d.notes[0].message.startsWith('see current operation: '));
    assert.ok(e.message.startsWith("toy.mlir:3:8: error: failed to legalize operation 'toy.mul'\ntoy.mlir:3:8: note: see current operation: "));
    return true;
  });
  void error;
  assert.equal(m.toString(), TOY_PRINTED);
  ctx.dispose();
});

test('a partial conversion serves unconverted users through materializations', () => {
  const { ctx, patterns, materialized } = setup();
  const m = ctx.parse(TOY);
  const target = new mlir.ConversionTarget(ctx);
  target.addLegalDialect('arith');
  target.addIllegalOp('toy.add');
  mlir.applyPartialConversion(m, target, patterns({ ops: ['toy.add'], signatures: false }));
  // A block argument's cast goes to the start of its block, so %arg1's,
  // built second, comes first: mlir-opt 22 --convert-arith-to-llvm orders
  // the casts of `arith.addi %a, %b` on index arguments the same way.
  assert.equal(m.toString(), `module {
  func.func @f(%arg0: !toy.int, %arg1: !toy.int) -> !toy.int {
    %0 = builtin.unrealized_conversion_cast %arg1 : !toy.int to i32
    %1 = builtin.unrealized_conversion_cast %arg0 : !toy.int to i32
    %2 = arith.addi %1, %0 : i32
    %3 = builtin.unrealized_conversion_cast %2 : i32 to !toy.int
    %4 = "toy.mul"(%3, %arg0) : (!toy.int, !toy.int) -> !toy.int
    return %4 : !toy.int
  }
}
`);
  assert.deepEqual(materialized, ['!toy.int to i32', '!toy.int to i32', 'i32 to !toy.int']);
  ctx.dispose();
});

test('a partial conversion leaving an illegal op fails and restores the IR', () => {
  const { ctx, patterns, target } = setup();
  const m = ctx.parse(TOY);
  assert.throws(() => mlir.applyPartialConversion(m, target(), patterns({ ops: ['toy.add'] })), (e) => {
    assert.deepEqual(e.diagnostics.map((d) => d.message),
      ["failed to legalize operation 'toy.mul' that was explicitly marked illegal"]);
    return true;
  });
  assert.equal(m.toString(), TOY_PRINTED);
  ctx.dispose();
});

test('an exception in a conversion pattern is rethrown, the IR rolled back', () => {
  const { ctx, patterns, target } = setup();
  const m = ctx.parse(TOY);
  const broken = () => { throw new TypeError('in pattern'); };
  assert.throws(() => mlir.applyFullConversion(m, target(), patterns({ ops: ['toy.add'], extra: [['toy.mul', broken]] })),
    { name: 'TypeError', message: 'in pattern' });
  assert.equal(m.toString(), TOY_PRINTED);
  ctx.dispose();
});

test('legality callbacks compose: null defers to the older one', () => {
  const ctx = new mlir.Context({ allowUnregisteredDialects: true });
  const m = ctx.parse('"toy.keep"() : () -> ()\n"toy.other"() : () -> ()\n"toy.drop"() : () -> ()');
  const asked = [];
  const target = new mlir.ConversionTarget(ctx);
  target.addLegalOp('builtin.module');
  target.markUnknownOpDynamicallyLegal((op) => { asked.push(op.name); return true; });
  target.addDynamicallyLegalOp('toy.keep', () => true);
  target.addDynamicallyLegalOp('toy.keep', () => null);
  target.addDynamicallyLegalOp('toy.drop', () => null);
  assert.throws(() => mlir.applyFullConversion(m, target, new mlir.RewritePatternSet(ctx).freeze()), (e) => {
    assert.deepEqual(e.diagnostics.map((d) => d.message), ["failed to legalize operation 'toy.drop'"]);
    return true;
  });
  assert.deepEqual(asked, ['toy.other']);
  ctx.dispose();
});

test('type conversions: newest first, 1:N, declined and errors', () => {
  const { ctx, i32 } = setup();
  const converter = new mlir.TypeConverter();
  converter.addConversion((t) => t);
  converter.addConversion((t) => (String(t) === '!toy.pair' ? [i32, i32] : null));
  converter.addConversion((t) => (String(t) === '!toy.int' ? i32 : null));
  assert.ok(converter.convertType(ctx.parseType('!toy.int')).equals(i32));
  assert.equal(String(converter.convertType(ctx.parseType('f32'))), 'f32');
  assert.equal(converter.convertType(ctx.parseType('!toy.pair')), null);
  assert.deepEqual(converter.convertTypes(ctx.parseType('!toy.pair')).map(String), ['i32', 'i32']);
  const declines = new mlir.TypeConverter();
  declines.addConversion(() => null);
  assert.equal(declines.convertType(i32), null);
  assert.equal(declines.convertTypes(i32), null);
  const broken = new mlir.TypeConverter();
  broken.addConversion(() => 'i32');
  assert.throws(() => broken.convertType(i32), /a type conversion returns a Type/);
  broken.addConversion(() => { throw new Error('no such type'); });
  assert.throws(() => broken.convertType(i32), /no such type/);
  ctx.dispose();
});

test('conversion options and misuse', () => {
  const { ctx, patterns, materialized, converter } = setup();
  const m = ctx.parse(TOY);
  const target = new mlir.ConversionTarget(ctx);
  target.addLegalDialect('arith');
  target.addIllegalOp('toy.add');
  // Without materializations the casts stay unresolved, no callback runs.
  mlir.applyPartialConversion(m, target, patterns({ ops: ['toy.add'], signatures: false }), { buildMaterializations: false });
  assert.deepEqual(materialized, []);
  assert.match(m.toString(), /builtin\.unrealized_conversion_cast/);
  assert.throws(() => mlir.applyPartialConversion(m, target, patterns(), { folding: 'never' }), /unknown option 'folding'/);
  assert.throws(() => mlir.applyPartialConversion(m, target, patterns(), { foldingMode: 'sometimes' }), /unknown folding mode 'sometimes'/);
  assert.throws(() => mlir.applyFullConversion(m, {}, patterns()), /applyFullConversion expects a ConversionTarget/);
  const set = new mlir.RewritePatternSet(ctx);
  assert.throws(() => set.addConversion('toy.add', () => {}, {}), /typeConverter must be a TypeConverter/);
  assert.throws(() => set.addConversion('toy.add', 3, converter), /the pattern must be a function/);
  assert.throws(() => target.addLegalDialect(3), /a dialect is given by its namespace/);
  assert.throws(() => target.addDynamicallyLegalOp('toy.add', null), /the legality callback must be a function/);
  target.dispose();
  target.dispose();
  assert.throws(() => target.addLegalOp('toy.add'), /the ConversionTarget has been disposed/);
  ctx.dispose();
});

test('1:N: a pair converts to two values', () => {
  const { ctx, i32, converter, materialized } = setup();
  converter.addConversion((t) => (String(t) === '!toy.pair' ? [i32, i32] : null));
  const m = ctx.parse(`func.func @h(%p: !toy.pair) {
  %0 = "toy.swap"(%p) : (!toy.pair) -> !toy.pair
  "toy.use"(%0) : (!toy.pair) -> ()
  return
}`);
  const seen = [];
  const patterns = new mlir.RewritePatternSet(ctx);
  patterns.addOneToNConversion('toy.swap', (op, adaptor, typeConverter, rewriter) => {
    const [[low, high]] = adaptor.operands;
    seen.push([low, high].map((v) => String(v.type)));
    rewriter.replaceOpWithMultiple(op, [[high, low]]);
  }, converter);
  patterns.addFunctionSignatureConversion('func.func', converter);
  const target = new mlir.ConversionTarget(ctx);
  target.addIllegalOp('toy.swap');
  target.addDynamicallyLegalOp('func.func', (op) => !String(op.attributes.get('function_type')).includes('!toy'));
  mlir.applyPartialConversion(m, target, patterns.freeze());
  // The unconverted toy.use reads the pair through a materialization of both halves.
  assert.equal(m.toString(), `module {
  func.func @h(%arg0: i32, %arg1: i32) {
    %0 = builtin.unrealized_conversion_cast %arg1, %arg0 : i32, i32 to !toy.pair
    "toy.use"(%0) : (!toy.pair) -> ()
    return
  }
}
`);
  assert.deepEqual(seen, [['i32', 'i32']]);
  assert.deepEqual(materialized, ['i32, i32 to !toy.pair']);
  ctx.dispose();
});

test('a TypeConverter cannot be disposed before the patterns using it', () => {
  const { ctx, converter } = setup();
  const set = new mlir.RewritePatternSet(ctx);
  set.addConversion('toy.add', () => {}, converter);
  assert.throws(() => converter.dispose(), /used by a pattern set that is not disposed/);
  const frozen = set.freeze();
  assert.throws(() => converter.dispose(), /used by a pattern set that is not disposed/);
  frozen.dispose();
  converter.dispose();
  assert.throws(() => converter.convertType(ctx.parseType('i32')), /the TypeConverter has been disposed/);
  ctx.dispose();
});

test('disposing the context disposes its pattern sets and targets first', () => {
  const { ctx, converter, patterns, target } = setup();
  const frozen = patterns();
  const t = target();
  const open = new mlir.RewritePatternSet(ctx);
  ctx.dispose();
  assert.throws(() => open.add('toy.add', () => {}), /has been frozen or disposed/);
  assert.throws(() => t.addLegalOp('toy.add'), /the ConversionTarget has been disposed/);
  assert.throws(() => mlir.applyFullConversion(ctx.createModule(), t, frozen), /Context is disposed|has been disposed/);
  // Its patterns gone, the converter can go too.
  converter.dispose();
});
