// service.test.mjs: the playground worker's language service
// (web/src/language-service.js): `// -----` chunks parsed separately, only
// the chunks whose text changed parsed again, answers in whole-file lines.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadMlirc } from '../../wasm/js/mlirc.mjs';
import { LanguageService, splitChunks } from '../../web/src/language-service.js';

const TEXT = 'func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n// -----\nfunc.func @g(%a: i1) -> i1 {\n  return %a : i1\n}\n';

test('chunks split at `// -----` lines, which belong to neither', () => {
  assert.deepEqual(
    splitChunks('a\n// -----\nb\nc').map(({ text, firstLine }) => [text, firstLine]),
    [['a', 0], ['b\nc', 2]],
  );
});

test('queries answer in the whole file\'s lines, and only edited chunks are parsed again', async () => {
  const service = new LanguageService(await loadMlirc());
  assert.deepEqual(service.answer({ query: 'diagnostics', text: TEXT }), { diagnostics: [], parses: 2 });
  const refs = service.answer({ query: 'references', text: TEXT, line: 5, character: 10 }).result;
  assert.deepEqual(refs, [
    { start: { line: 4, character: 13 }, end: { line: 4, character: 15 } },
    { start: { line: 5, character: 9 }, end: { line: 5, character: 11 } },
  ]);
  assert.deepEqual(service.answer({ query: 'symbols', text: TEXT }).symbols.map((s) => [s.name, s.range.start.line]), [['f', 0], ['g', 4]]);
  assert.deepEqual(service.answer({ query: 'folding', text: TEXT }).ranges.map((r) => [r.startLine, r.endLine]), [[0, 2], [4, 6]]);
  // Typing in the second chunk: it alone is parsed again.
  const edited = TEXT.replace('return %a : i1', 'return %b : i1');
  const { diagnostics, parses } = service.answer({ query: 'diagnostics', text: edited });
  assert.equal(parses, 3);
  // mlir-opt 22 --split-input-file: within split at line 6: use of undeclared SSA value name
  assert.deepEqual(diagnostics, [{ severity: 'error', message: 'use of undeclared SSA value name', line: 6, column: 10 }]);
  const h = service.answer({ query: 'hover', text: edited, line: 1, character: 10 }).result;
  assert.equal(h.contents, 'Operation: "func.func"\n\nBlock: <Block #0>\n\nArgument #0\n\nType: `i32`\n\n');
  assert.equal(service.parses, 3);
});
