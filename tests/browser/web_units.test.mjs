// Unit tests of the playground's browser-free modules (web/src), under Node:
// stderr parsing and diagnostic positions, the flags of the options bar and
// the MLIR tokenizer. The browser test (playground.test.mjs) covers the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { StringStream } from '@codemirror/language';
import { Text } from '@codemirror/state';
import { lineColumnOf, offsetOf, parseDiagnostics, toLintDiagnostics } from '../../web/src/diagnostics.js';
import { mlirStream } from '../../web/src/mlir-language.js';
import { argsFor } from '../../web/src/options.js';

test('parseDiagnostics: upstream format, source excerpt skipped, notes attached', () => {
  const stderr = [
    'input.mlir:3:16: error: use of undeclared SSA value name',
    '  "test.b"(%0, %missing) : (i32, i32) -> ()',
    '               ^',
    'input.mlir:1:1: note: see the module',
    'module {',
    '^',
    'other.mlir:2:5: warning: something else',
    'mlirc: a line that is not a diagnostic',
    '',
  ].join('\n');
  const { diagnostics, rest } = parseDiagnostics(stderr);
  assert.deepEqual(diagnostics, [
    {
      severity: 'error',
      message: 'use of undeclared SSA value name',
      file: 'input.mlir',
      line: 3,
      column: 16,
      notes: [{ severity: 'note', message: 'see the module', file: 'input.mlir', line: 1, column: 1, notes: [] }],
    },
    { severity: 'warning', message: 'something else', file: 'other.mlir', line: 2, column: 5, notes: [] },
  ]);
  assert.deepEqual(rest, ['mlirc: a line that is not a diagnostic']);
  assert.deepEqual(parseDiagnostics(''), { diagnostics: [], rest: [] });
});

test('columns count UTF-8 bytes, as MLIR locations do', () => {
  const doc = Text.of(['"foo.a"() {s = "é€"} : () -> ()', 'x']);
  // The `:` after the string is character 22 of the line but byte column 25
  // (é takes 2 bytes, € 3).
  const colon = doc.line(1).text.indexOf('} :') + 2;
  assert.equal(colon, 21);
  assert.equal(offsetOf(doc, 1, 25), colon);
  assert.deepEqual(lineColumnOf(doc, colon), { line: 1, column: 25 });
  // Out of range positions are clamped.
  assert.equal(offsetOf(doc, 1, 999), doc.line(1).to);
  assert.equal(offsetOf(doc, 9, 1), doc.length);
  assert.equal(offsetOf(doc, 0, 5), 0);
});

test('toLintDiagnostics underlines the token at the column, only in the input file', () => {
  const doc = Text.of(['module {', '  "test.b"(%0, %missing) : (i32, i32) -> ()', '}']);
  const { diagnostics } = parseDiagnostics(
    'input.mlir:2:16: error: use of undeclared SSA value name\nelse.mlir:1:1: error: elsewhere\n',
  );
  const lint = toLintDiagnostics(doc, diagnostics, 'input.mlir');
  assert.equal(lint.length, 1);
  assert.equal(doc.sliceString(lint[0].from, lint[0].to), '%missing');
  assert.equal(lint[0].severity, 'error');
  assert.equal(lint[0].message, 'use of undeclared SSA value name');
});

test('argsFor: the options as mlir-opt flags, then the file name', () => {
  assert.deepEqual(argsFor({ allowUnregistered: true, generic: false, debugInfo: false }), [
    '--allow-unregistered-dialect',
    'input.mlir',
  ]);
  assert.deepEqual(argsFor({ allowUnregistered: true, generic: true, debugInfo: true }), [
    '--allow-unregistered-dialect',
    '--mlir-print-op-generic',
    '--mlir-print-debuginfo',
    'input.mlir',
  ]);
  assert.deepEqual(argsFor({}), ['input.mlir']);
});

function tokens(line) {
  const state = mlirStream.startState();
  const stream = new StringStream(line, 2, 2);
  const out = [];
  while (!stream.eol()) {
    stream.start = stream.pos;
    const type = mlirStream.token(stream, state);
    if (stream.pos === stream.start) stream.next();
    if (type) out.push([stream.current(), type]);
  }
  return out;
}

test('the tokenizer classifies MLIR tokens', () => {
  assert.deepEqual(tokens('%v = "foo.op"(%a#1)[^bb2] {n = 0x1F, f = -2.5e3 : f32, u} : (tensor<4x?xi8>, !foo.t) -> i1 // c'), [
    ['%v', 'ssaValue'],
    ['=', 'punctuation'],
    ['"foo.op"', 'opName'],
    ['(', 'bracket'],
    ['%a#1', 'ssaValue'],
    [')', 'bracket'],
    ['[', 'bracket'],
    ['^bb2', 'blockLabel'],
    [']', 'bracket'],
    ['{', 'bracket'],
    ['n', 'variableName'],
    ['=', 'punctuation'],
    ['0x1F', 'number'],
    [',', 'punctuation'],
    ['f', 'variableName'],
    ['=', 'punctuation'],
    ['-2.5e3', 'number'],
    [':', 'punctuation'],
    ['f32', 'typeName'],
    [',', 'punctuation'],
    ['u', 'variableName'],
    ['}', 'bracket'],
    [':', 'punctuation'],
    ['(', 'bracket'],
    ['tensor', 'typeName'],
    ['<', 'punctuation'],
    ['4x?x', 'number'],
    ['i8', 'typeName'],
    ['>', 'punctuation'],
    [',', 'punctuation'],
    ['!foo.t', 'typeName'],
    [')', 'bracket'],
    ['->', 'operator'],
    ['i1', 'typeName'],
    ['// c', 'comment'],
  ]);
  assert.deepEqual(tokens('func.func @f() attributes {a = #foo.b, s = "x\\"y"} loc(unknown)'), [
    ['func.func', 'opName'],
    ['@f', 'symbol'],
    ['(', 'bracket'],
    [')', 'bracket'],
    ['attributes', 'keyword'],
    ['{', 'bracket'],
    ['a', 'variableName'],
    ['=', 'punctuation'],
    ['#foo.b', 'attrName'],
    [',', 'punctuation'],
    ['s', 'variableName'],
    ['=', 'punctuation'],
    ['"x\\"y"', 'string'],
    ['}', 'bracket'],
    ['loc', 'keyword'],
    ['(', 'bracket'],
    ['unknown', 'keyword'],
    [')', 'bracket'],
  ]);
});

test('the tokenizer indents by brace depth', () => {
  const state = mlirStream.startState();
  const stream = new StringStream('module {  "a.b"() ({', 2, 2);
  while (!stream.eol()) {
    stream.start = stream.pos;
    mlirStream.token(stream, state);
    if (stream.pos === stream.start) stream.next();
  }
  const cx = { unit: 2 };
  assert.equal(mlirStream.indent(state, '', cx), 4);
  assert.equal(mlirStream.indent(state, '})', cx), 2);
});
