// The playground's browser-free modules for running IR and for the values
// in scope, under Node: the argument field, the default entry, the outcome
// comparison of "Run each stage" (execute.js), the worker's run over the JS
// API (exec-service.js), and scope.js over the parser's record.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_MAX_STEPS, defaultEntry, firstChange, formatValue, outcomeKey, outcomeSummary, parseArguments } from '../../web/src/execute.js';
import { resultTypes, runEntry, runnableFunctions } from '../../web/src/exec-service.js';
import { definitions, inScope, mapPosition } from '../../web/src/scope.js';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';

const fn = (name, inputs, results = []) => ({ name, inputs, results });

test('the default entry: main, else the first function without arguments, else the first', () => {
  assert.equal(defaultEntry([fn('f', ['i32']), fn('g', []), fn('main', ['i32'])]), 'main');
  assert.equal(defaultEntry([fn('f', ['i32']), fn('g', []), fn('h', [])]), 'g');
  assert.equal(defaultEntry([fn('f', ['i32'])]), 'f');
  assert.equal(defaultEntry([]), null);
});

test('the argument field is read for the function\'s scalar types', () => {
  const f = fn('f', ['i32', 'i64', 'index', 'f32', 'i1', 'i8']);
  assert.deepEqual(parseArguments('-7, 9007199254740993, 0x10, -inf, true, 255', f).values, [-7, 9007199254740993n, 16n, -Infinity, 1, 255]);
  assert.deepEqual(parseArguments('  ', fn('g', [])), { values: [] });
  assert.equal(parseArguments('1', fn('g', [])).error, '@g takes 0 arguments, got 1');
  assert.equal(parseArguments('1', fn('h', ['i32', 'f64'])).error, '@h takes 2 arguments (i32, f64), got 1');
  assert.equal(parseArguments('256', fn('b', ['i8'])).error, 'argument 1 (i8): 256 does not fit in 8 bits');
  assert.equal(parseArguments('-129', fn('b', ['i8'])).error, 'argument 1 (i8): -129 does not fit in 8 bits');
  assert.equal(parseArguments('1.5', fn('b', ['i32'])).error, "argument 1 (i32): '1.5' is not an integer");
  assert.equal(parseArguments('x', fn('b', ['f32'])).error, "argument 1 (f32): 'x' is not a number");
  assert.equal(parseArguments('1', fn('m', ['memref<4xf32>'])).error, 'argument 1 (memref<4xf32>): only integer, index and float arguments can be given here');
  assert.equal(DEFAULT_MAX_STEPS, 100_000_000);
});

test('values, outcomes and the first stage whose result changed', () => {
  assert.equal(formatValue(3n), '3');
  assert.equal(formatValue(1.5), '1.5');
  assert.equal(formatValue({ data: new Float32Array([1, 2.5]), shape: [2] }), 'shape [2] [1, 2.5]');
  const printed = (addr) => ({ results: ['1'], stdout: `Unranked Memref base@ = 0x${addr} rank = 0 offset = 0 sizes = [] strides = [] data = \n[1]\n`, error: null });
  // Addresses differ from run to run: masked.
  assert.equal(outcomeKey(printed('47a0')), outcomeKey(printed('9f30')));
  assert.equal(firstChange([printed('1'), printed('2'), { results: ['2'], stdout: printed('3').stdout, error: null }, { error: 'x' }]), 2);
  assert.equal(firstChange([printed('1'), printed('2')]), -1);
  assert.equal(firstChange([{ error: 'undefined behaviour: division by zero' }, { results: ['14'], stdout: '', error: null }]), 1);
  assert.equal(outcomeSummary(printed('1')), '→ 1 · 2 lines printed');
  assert.equal(outcomeSummary({ results: [], stdout: '', error: null }), 'returned');
  assert.equal(outcomeSummary({ error: 'step budget of 10 exceeded' }), 'step budget of 10 exceeded');
});

test('result types of func and llvm function types', () => {
  assert.deepEqual(resultTypes('(i32, memref<?x?xf32>) -> (i32, f32)'), ['i32', 'f32']);
  assert.deepEqual(resultTypes('() -> tensor<2x3xf32>'), ['tensor<2x3xf32>']);
  assert.deepEqual(resultTypes('(i32) -> ()'), []);
  assert.deepEqual(resultTypes('(i32)'), []);
  assert.deepEqual(resultTypes('!llvm.func<void (i32)>'), []);
  assert.deepEqual(resultTypes('!llvm.func<i64 (ptr, i64)>'), ['i64']);
});

const PROGRAM = `func.func private @printI64(i64)
func.func @main() -> i64 {
  %c = arith.constant 40 : i64
  %d = arith.constant 2 : i64
  %s = arith.addi %c, %d : i64
  call @printI64(%s) : (i64) -> ()
  return %s : i64
}
func.func @shift(%a: i8, %b: i8) -> i8 {
  %r = arith.shli %a, %b : i8
  return %r : i8
}
`;

test('the worker\'s run over the JS API: functions, results, printing, diagnostics', async () => {
  const mlir = await loadMlirc();
  const ctx = new mlir.Context();
  try {
    const m = ctx.parse(PROGRAM, { fileName: 'input.mlir' });
    assert.deepEqual(runnableFunctions(m), [
      { name: 'main', inputs: [], results: ['i64'], line: 2 },
      { name: 'shift', inputs: ['i8', 'i8'], results: ['i8'], line: 9 },
    ]);
    const main = runEntry(mlir, m, {});
    assert.equal(main.entry, 'main');
    assert.deepEqual(main.results, [{ type: 'i64', text: '42' }]);
    assert.equal(main.stdout, '42');
    assert.equal(main.error, null);
    // i8 wraps around.
    assert.deepEqual(runEntry(mlir, m, { entry: 'shift', argText: '3, 6' }).results, [{ type: 'i8', text: '-64' }]);
    const bad = runEntry(mlir, m, { entry: 'shift', argText: '3' });
    assert.equal(bad.error, '@shift takes 2 arguments (i8, i8), got 1');
    const budget = runEntry(mlir, m, { entry: 'main', maxSteps: 2 });
    assert.deepEqual(budget.diagnostics, [{ severity: 'error', message: 'step budget of 2 exceeded', file: 'input.mlir', line: 5, column: 8, notes: [] }]);
    assert.equal(budget.error, 'step budget of 2 exceeded');
  } finally {
    ctx.dispose();
  }
});

const SCOPED = `func.func @f(%n: index, %flag: i1) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.if %flag -> (index) {
    %inc = arith.addi %n, %c1 : index
    scf.yield %inc : index
  } else {
    scf.yield %n : index
  }
  cf.br ^next(%r : index)
^next(%v: index):
  cf.br ^last
^last:
  return %n : index
}
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
`;

test('the values and blocks in scope, from the parser\'s record', async () => {
  const mlir = await loadMlirc();
  const ctx = new mlir.Context();
  try {
    const state = ctx.parseAsmState(SCOPED, { fileName: 'input.mlir' });
    assert.equal(state.valid, true);
    const defs = definitions(state, SCOPED);
    assert.deepEqual(
      defs.map((d) => `${d.name} ${d.kind} ${d.type}`),
      ['%n argument index', '%flag argument i1', '%c1 result index', '%r result index', '%inc result index', '^next block ', '%v argument index', '^last block ', '%x argument i32'],
    );
    const folds = state.foldingRanges();
    const at = (line, character) => inScope(defs, folds, { line, character }).map((d) => d.name);
    assert.deepEqual(at(3, 4), ['%c1', '%flag', '%n']); // in the scf.if, before %inc
    assert.deepEqual(at(4, 4), ['%inc', '%c1', '%flag', '%n']);
    assert.deepEqual(at(8, 2), ['^last', '^next', '%r', '%c1', '%flag', '%n']);
    assert.deepEqual(at(10, 2), ['^last', '%v', '^next', '%r', '%c1', '%flag', '%n']);
    assert.deepEqual(at(12, 2), ['^last', '^next', '%r', '%c1', '%flag', '%n']); // not ^next's %v
    assert.deepEqual(at(15, 2), ['%x']);
    state.dispose();
  } finally {
    ctx.dispose();
  }
});

test('a position of the edited text mapped into the last text that parsed', () => {
  const parsed = 'a {\n  x\n  y\n}\n';
  assert.deepEqual(mapPosition(parsed, parsed, 2, 1), { line: 2, character: 1 });
  // A line typed after `x`: the end of `x`'s line.
  assert.deepEqual(mapPosition(parsed, 'a {\n  x\n  %z = %\n  y\n}\n', 2, 8), { line: 1, character: 3 });
  // An edit elsewhere (above) does not move it.
  assert.deepEqual(mapPosition(parsed, 'b {\n  x\n\n  %q\n  y\n}\n', 3, 4), { line: 1, character: 3 });
  assert.deepEqual(mapPosition(parsed, 'zzz', 0, 2), { line: 0, character: 0 });
});
