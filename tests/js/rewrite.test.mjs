// Rewrite patterns written in JS (wasm/js/rewrite.mjs): the greedy driver
// with folding and the walk driver. Expected texts are what mlir-opt 22
// prints for the rewritten IR (checked by round-tripping each through
// `mlir-opt`: the rewrite itself has no upstream oracle).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mlirc } from './helpers.mjs';

const mlir = await mlirc();

const SOURCE = `func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}`;

function addiToSubi(op, rewriter) {
  const sub = rewriter.create('arith.subi', { operands: op.operands, results: [op.result.type], location: op.location });
  rewriter.replaceOp(op, sub);
}

function frozen(ctx, root, fn, options) {
  const patterns = new mlir.RewritePatternSet(ctx);
  patterns.add(root, fn, options);
  return patterns.freeze();
}

test('the greedy driver applies a JS pattern', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(SOURCE);
  mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', addiToSubi));
  assert.equal(m.toString(), `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.subi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg1 : i32
    return %1 : i32
  }
}
`);
  ctx.dispose();
});

test('a pattern returning false declines; benefits order the patterns', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(SOURCE);
  const order = [];
  const patterns = new mlir.RewritePatternSet(ctx);
  patterns.add('arith.addi', () => { order.push('low'); return false; }, { benefit: 1 });
  patterns.add('arith.addi', () => { order.push('high'); return false; }, { benefit: 5 });
  assert.equal(patterns.size, 2);
  mlir.applyPatternsAndFoldGreedily(m, patterns.freeze());
  assert.deepEqual(order, ['high', 'low']);
  assert.match(m.toString(), /arith\.addi %arg0, %arg1/);
  ctx.dispose();
});

test('the greedy driver folds constants, unless folding is off', () => {
  const ctx = new mlir.Context();
  const src = `func.func @g() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}`;
  const m = ctx.parse(src);
  const empty = () => new mlir.RewritePatternSet(ctx).freeze();
  mlir.applyPatternsAndFoldGreedily(m, empty(), { enableFolding: false });
  assert.match(m.toString(), /arith\.addi/);
  mlir.applyPatternsAndFoldGreedily(m, empty());
  assert.equal(m.toString(), `module {
  func.func @g() -> i32 {
    %c3_i32 = arith.constant 3 : i32
    return %c3_i32 : i32
  }
}
`);
  assert.throws(() => mlir.applyPatternsAndFoldGreedily(m, empty(), { maxIterationz: 1 }), /unknown option 'maxIterationz'/);
  ctx.dispose();
});

test('a pattern that always applies does not converge', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(SOURCE);
  const flip = (op, rewriter) => {
    const [a, b] = op.operands;
    rewriter.replaceOp(op, rewriter.create('arith.addi', { operands: [b, a], results: [op.result.type] }));
  };
  assert.throws(
    () => mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', flip), { maxIterations: 2, maxNumRewrites: 3 }),
    { message: 'pattern application failed to converge' },
  );
  ctx.dispose();
});

test('an exception in a pattern is rethrown after the driver, the IR unchanged', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(SOURCE);
  const before = m.toString();
  const boom = () => { throw new RangeError('in pattern'); };
  assert.throws(() => mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', boom)), { name: 'RangeError', message: 'in pattern' });
  assert.equal(m.toString(), before);
  // The instance is still usable.
  mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', addiToSubi));
  assert.match(m.toString(), /arith\.subi/);
  ctx.dispose();
});

test('the walk driver, erasing and in-place modification', () => {
  const ctx = new mlir.Context({ allowUnregisteredDialects: true });
  const m = ctx.parse(`func.func @h(%a: i32, %b: i32) -> i32 {
  "test.unused"(%a) : (i32) -> ()
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}`);
  const patterns = new mlir.RewritePatternSet(ctx);
  patterns.add('test.unused', (op, rewriter) => rewriter.eraseOp(op));
  patterns.add('arith.addi', (op, rewriter) => {
    const [a, b] = op.operands;
    rewriter.modifyOpInPlace(op, () => rewriter.setOperands(op, [b, a]));
  });
  mlir.walkAndApplyPatterns(m, patterns.freeze());
  assert.equal(m.toString(), `module {
  func.func @h(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg0 : i32
    return %0 : i32
  }
}
`);
  ctx.dispose();
});

test('misuse is reported, never a crash', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(SOURCE);
  let kept;
  const keep = (op, rewriter) => { kept = rewriter; return false; };
  mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', keep));
  assert.throws(() => kept.eraseOp(m.operation), /the PatternRewriter is used outside of its pattern/);
  const erasesUsed = (op, rewriter) => rewriter.eraseOp(op);
  assert.throws(() => mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', erasesUsed)),
    /eraseOp: the operation still has uses/);
  const wrongCount = (op, rewriter) => rewriter.replaceOp(op, []);
  assert.throws(() => mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', wrongCount)),
    /replaceOp: expected 1 values, got 0/);
  const patterns = new mlir.RewritePatternSet(ctx);
  assert.throws(() => patterns.add('arith.addi', 3), /the pattern must be a function/);
  assert.throws(() => patterns.add(3, () => {}), /the root must be an operation name/);
  patterns.freeze();
  assert.throws(() => patterns.add('arith.addi', () => {}), /has been frozen or disposed/);
  assert.throws(() => new mlir.PatternRewriter(), /PatternRewriter objects are given to patterns/);
  assert.throws(() => mlir.walkAndApplyPatterns('x', new mlir.RewritePatternSet(ctx).freeze()), /expects a Module or an Operation/);
  ctx.dispose();
});

test('wrappers from before a rewrite, or kept from a pattern, are stale', () => {
  const ctx = new mlir.Context();
  const m = ctx.parse(SOURCE);
  const before = m.body.operations[0];
  let kept;
  mlir.applyPatternsAndFoldGreedily(m, frozen(ctx, 'arith.addi', (op, rewriter) => {
    kept = op.operands[0];
    addiToSubi(op, rewriter);
  }));
  assert.throws(() => before.name, { message: 'Operation is stale: the IR was rewritten since it was obtained (take it again from the module)' });
  assert.throws(() => String(kept.type), /Value is stale/);
  assert.equal(m.body.operations[0].name, 'func.func');
  ctx.dispose();
});
