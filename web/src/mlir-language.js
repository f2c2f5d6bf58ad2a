// MLIR's textual form for CodeMirror 6: a small stream tokenizer (no Lezer
// grammar), brace-depth indentation and brace folding. It only colors text;
// it never decides what is valid MLIR (the wasm core does that).
import {
  HighlightStyle,
  LanguageSupport,
  StreamLanguage,
  foldService,
  syntaxHighlighting,
} from '@codemirror/language';
import { tags as t } from '@lezer/highlight';

// Bare words with a fixed meaning in the builtin dialect and the common
// custom syntaxes (`module`, `loc(...)`, `dense<...>`, `affine_map<...>`).
const KEYWORDS = new Set([
  'module', 'attributes', 'loc', 'fused', 'callsite', 'unknown', 'at', 'to',
  'step', 'iter_args', 'dense', 'dense_resource', 'sparse', 'array', 'affine_map',
  'affine_set', 'strided', 'offset', 'distinct', 'symbol', 'ceildiv', 'floordiv',
  'mod', 'private', 'public', 'nested',
]);
const ATOMS = new Set(['true', 'false', 'unit', 'inf', 'nan']);
const BUILTIN_TYPES = new Set([
  'index', 'none', 'tensor', 'memref', 'vector', 'complex', 'tuple', 'opaque',
  'f16', 'bf16', 'f32', 'f64', 'f80', 'f128', 'tf32', 'f4E2M1FN', 'f6E2M3FN',
  'f6E3M2FN', 'f8E3M4', 'f8E4M3', 'f8E4M3FN', 'f8E4M3FNUZ', 'f8E4M3B11FNUZ',
  'f8E5M2', 'f8E5M2FNUZ', 'f8E8M0FNU',
]);

/** Words the completion source offers besides names found in the document. */
export const MLIR_WORDS = [...KEYWORDS, ...ATOMS, ...BUILTIN_TYPES, 'i1', 'i8', 'i16', 'i32', 'i64'];

const IDENT_REST = /^[\w$.\-]+/;
const SUFFIX_ID = /^(?:[\w$.\-]+|"(?:[^"\\\n]|\\.)*")/;
const SHAPE = /^(?:[0-9]+|\?)(?:x(?:[0-9]+|\?))*x(?=[A-Za-z!?])/;
const HEX = /^0x[0-9a-fA-F]+(?![\w$.])/;
const NUMBER = /^(?:0x[0-9a-fA-F]+|[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)/;

function readString(stream) {
  // The opening quote is already consumed; strings do not span lines.
  let escaped = false;
  for (let ch; (ch = stream.next()) != null; ) {
    if (ch === '"' && !escaped) return true;
    escaped = !escaped && ch === '\\';
  }
  return false;
}

// One token per call. Names returned here are tag names of @lezer/highlight
// or keys of `tokenTable` below.
function token(stream, state) {
  if (stream.eatSpace()) return null;
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'comment';
  }
  const ch = stream.next();
  if (ch === '"') {
    readString(stream);
    // In the generic form an op name is a string right before `(`.
    return stream.match(/^\s*\(/, false) ? 'opName' : 'string';
  }
  if (ch === '%') {
    stream.match(SUFFIX_ID);
    stream.match(/^[:#][0-9]+/);
    return 'ssaValue';
  }
  if (ch === '^') return stream.match(SUFFIX_ID) ? 'blockLabel' : 'operator';
  if (ch === '@') return stream.match(SUFFIX_ID) ? 'symbol' : 'invalid';
  if (ch === '#') return stream.match(SUFFIX_ID) ? 'attrName' : 'invalid';
  if (ch === '!') return stream.match(SUFFIX_ID) ? 'typeName' : 'invalid';
  if (ch === '{' || ch === '(' || ch === '[') {
    if (ch === '{') state.depth++;
    return 'bracket';
  }
  if (ch === '}' || ch === ')' || ch === ']') {
    if (ch === '}') state.depth = Math.max(0, state.depth - 1);
    return 'bracket';
  }
  if (ch === '-' && stream.eat('>')) return 'operator';
  // A shape prefix (`4x`, `?x8x` in `tensor<4x?x8xf32>`) before a type.
  if (/[0-9?]/.test(ch)) {
    stream.backUp(1);
    if (stream.match(HEX) || stream.match(SHAPE)) return 'number';
    stream.next();
  }
  if (/[0-9]/.test(ch) || (ch === '-' && /[0-9]/.test(stream.peek() ?? ''))) {
    stream.backUp(1);
    if (ch === '-') stream.next();
    stream.match(NUMBER);
    return 'number';
  }
  if (/[A-Za-z_]/.test(ch)) {
    stream.match(IDENT_REST);
    const word = stream.current();
    if (/^[su]?i[0-9]+$/.test(word) || BUILTIN_TYPES.has(word)) return 'typeName';
    if (ATOMS.has(word)) return 'atom';
    if (KEYWORDS.has(word)) return 'keyword';
    // `arith.addi`, `func.func`: a dotted bare word is an op in custom form.
    if (word.includes('.')) return 'opName';
    return 'variableName';
  }
  if (ch === '=' || ch === ':' || ch === ',' || ch === '<' || ch === '>' || ch === '*' || ch === '?') {
    return 'punctuation';
  }
  return null;
}

export const mlirStream = {
  name: 'mlir',
  startState: () => ({ depth: 0 }),
  copyState: (s) => ({ depth: s.depth }),
  token,
  indent(state, textAfter, cx) {
    const closing = /^\s*}/.test(textAfter) ? 1 : 0;
    return Math.max(0, state.depth - closing) * cx.unit;
  },
  languageData: {
    commentTokens: { line: '//' },
    closeBrackets: { brackets: ['(', '[', '{', '"', '<'] },
    indentOnInput: /^\s*}$/,
  },
  tokenTable: {
    opName: t.function(t.definition(t.variableName)),
    ssaValue: t.special(t.variableName),
    blockLabel: t.labelName,
    symbol: t.definition(t.propertyName),
    attrName: t.attributeName,
    typeName: t.typeName,
    bracket: t.bracket,
  },
};

export const mlirLanguage = StreamLanguage.define(mlirStream);

// Colors come from CSS variables (style.css), so one style serves the light
// and the dark theme.
export const mlirHighlightStyle = HighlightStyle.define([
  { tag: t.comment, color: 'var(--tok-comment)', fontStyle: 'italic' },
  { tag: t.string, color: 'var(--tok-string)' },
  { tag: t.function(t.definition(t.variableName)), color: 'var(--tok-op)', fontWeight: '600' },
  { tag: t.special(t.variableName), color: 'var(--tok-value)' },
  { tag: t.labelName, color: 'var(--tok-block)', fontWeight: '600' },
  { tag: t.definition(t.propertyName), color: 'var(--tok-symbol)' },
  { tag: t.attributeName, color: 'var(--tok-attr)' },
  { tag: t.typeName, color: 'var(--tok-type)' },
  { tag: t.keyword, color: 'var(--tok-keyword)', fontWeight: '600' },
  { tag: [t.number, t.atom, t.bool], color: 'var(--tok-number)' },
  { tag: t.invalid, color: 'var(--tok-invalid)' },
  { tag: [t.punctuation, t.bracket, t.operator], color: 'var(--tok-punct)' },
]);

// Folds a line that opens a `{` (outside comments and strings) up to the
// line before the matching `}`.
const braceFolding = foldService.of((state, lineStart, lineEnd) => {
  const text = state.doc.sliceString(lineStart, lineEnd).replace(/\/\/.*$/, '').replace(/"(?:[^"\\]|\\.)*"/g, '""');
  let depth = 0;
  for (const c of text) {
    if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
  }
  if (depth === 0) return null;
  // Scan forward for the brace that closes the last unbalanced `{`.
  let level = 1;
  for (let n = state.doc.lineAt(lineEnd).number + 1; n <= state.doc.lines; n++) {
    const line = state.doc.line(n);
    const body = line.text.replace(/\/\/.*$/, '').replace(/"(?:[^"\\]|\\.)*"/g, '""');
    for (const c of body) {
      if (c === '{') level++;
      else if (c === '}' && --level === 0) {
        const end = state.doc.line(n - 1).to;
        return end > lineEnd ? { from: lineEnd, to: end } : null;
      }
    }
  }
  return null;
});

/** The MLIR language with its highlighting and folding, ready to add to an editor. */
export function mlir() {
  return new LanguageSupport(mlirLanguage, [syntaxHighlighting(mlirHighlightStyle), braceFolding]);
}
