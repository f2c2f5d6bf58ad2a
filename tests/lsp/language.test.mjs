// language.test.mjs: the JS API of language intelligence (wasm/js/language.mjs)
// beyond what upstream's server answers: invalid documents, folding ranges,
// completion documentation, UTF-16 positions, the lifetime of a state.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';

const mlir = await loadMlirc();
const ctx = new mlir.Context();
after(() => ctx.dispose());

const range = (l0, c0, l1, c1) => ({ start: { line: l0, character: c0 }, end: { line: l1, character: c1 } });

test('an invalid document keeps its diagnostics and answers nothing', () => {
  const state = ctx.parseAsmState('func.func @f() {\n  return %x : i32\n}\n', { fileName: 'bad.mlir' });
  assert.equal(state.valid, false);
  // mlir-opt 22: bad.mlir:2:10: error: use of undeclared SSA value name
  assert.deepEqual(
    state.diagnostics.map((d) => [d.file, d.line, d.column, d.message]),
    [['bad.mlir', 2, 10, 'use of undeclared SSA value name']],
  );
  assert.equal(state.hover(1, 10), null);
  assert.deepEqual(state.definition(1, 10), []);
  assert.deepEqual(state.references(0, 11), []);
  assert.deepEqual(state.documentSymbols(), []);
  assert.deepEqual(state.foldingRanges(), []);
  state.dispose();
});

test('folding ranges span each multi-line region, braces included', () => {
  const text = 'func.func @f(%c: i1) {\n  scf.if %c {\n    scf.yield\n  }\n  scf.if %c { scf.yield }\n  return\n}\n';
  const state = ctx.parseAsmState(text);
  assert.equal(state.valid, true);
  assert.deepEqual(state.foldingRanges(), [
    { startLine: 1, startCharacter: 12, endLine: 3, endCharacter: 3 },
    { startLine: 0, startCharacter: 21, endLine: 6, endCharacter: 1 },
  ]);
  state.dispose();
});

test('positions count UTF-16 code units, as LSP does', () => {
  const text = 'func.func @g(%a: i32 {test.tag = "é😀"}, %b: i32) -> i32 {\n  %r = arith.addi %a, %b : i32\n  return %r : i32\n}\n';
  const state = ctx.parseAsmState(text);
  const b = text.split('\n')[0].indexOf('%b'); // a UTF-16 index
  assert.equal(b, 41);
  assert.deepEqual(state.references(1, 22), [range(0, 41, 0, 43), range(1, 22, 1, 24)]);
  assert.deepEqual(state.definition(1, 23), [range(0, 41, 0, 43)]);
  state.dispose();
});

test('completion documents ops with their ODS summary and completes while typing', () => {
  const state = ctx.parseAsmState('');
  const { items } = state.completion(0, 11, '%0 = arith.');
  const addi = items.find((i) => i.label === 'addi');
  assert.deepEqual(addi, { label: 'addi', kind: 5, detail: 'operation', sortText: '1', documentation: 'integer addition operation' });
  assert.deepEqual(state.completion(0, 2, '%x'), { isIncomplete: false, items: [] });
  // An op name in func.func's region: func's ops too (its default dialect).
  const inFunc = state.completion(1, 2, 'func.func @f() {\n  ').items;
  assert.deepEqual(inFunc.filter((i) => i.kind === 5).map((i) => i.label), ['call', 'call_indirect', 'constant', 'func', 'return']);
  assert.deepEqual(state.completion(5, 0, 'short'), { isIncomplete: false, items: [] });
  state.dispose();
});

test('a forward reference is a use of the value defined later', () => {
  const text = 'func.func @f() -> i32 {\n  cf.br ^bb2\n^bb1:\n  %r = arith.addi %v, %v : i32\n  return %r : i32\n^bb2:\n  %v = arith.constant 1 : i32\n  return %v : i32\n}\n';
  const state = ctx.parseAsmState(text);
  assert.deepEqual(state.references(6, 3), [range(6, 2, 6, 4), range(3, 18, 3, 20), range(3, 22, 3, 24), range(7, 9, 7, 11)]);
  state.dispose();
});

test('a state is disposed once, and with its context', () => {
  const other = new mlir.Context();
  const state = other.parseAsmState('func.func @f() {\n  return\n}\n');
  assert.equal(state.valid, true);
  assert.throws(() => state.hover(-1, 0), TypeError);
  other.dispose();
  assert.throws(() => state.hover(0, 0), /AsmState is disposed/);
  state.dispose();
  assert.throws(() => ctx.parseAsmState('', {}).definition(0.5, 0), TypeError);
});
