// Completion for MLIR: the %values and ^blocks in scope at the cursor (from
// the parser's record, asked of the worker), names already used in the
// document for the other sigils (@symbols, #attributes, !types, and
// %values and ^blocks while no parse of the input has succeeded), and for
// bare words the registered operations (`arith.addi`) and the builtin
// keywords and types.
import { MLIR_WORDS } from './mlir-language.js';

const NAME = /[%^@#!][\w$.\-]*|[A-Za-z_][\w$.\-]*/g;
const MAX_SCAN = 200_000;

function namesInDocument(state, sigil, except) {
  const names = new Set();
  const text = state.doc.sliceString(0, Math.min(state.doc.length, MAX_SCAN));
  for (const m of text.matchAll(NAME)) {
    if (m[0][0] === sigil && m[0].length > 1 && m.index !== except) names.add(m[0]);
  }
  return names;
}

/**
 * A completion source for @codemirror/autocomplete; `getOperations()`
 * returns the registered operations' names (empty until the worker said);
 * `describe(opName)`, when given, resolves to an op's summary (or '');
 * `scope(state, pos)`, when given, resolves to the values and blocks in
 * scope at pos ([{label, kind, type}]) or null (no record).
 */
export function mlirCompletions(getOperations = () => [], describe = null, scope = null) {
  let cachedFor = null;
  let cached = [];
  const wordOptions = () => {
    const operations = getOperations();
    if (operations !== cachedFor) {
      cachedFor = operations;
      const keywords = MLIR_WORDS.map((label) => ({ label, type: /^(?:[su]?i\d+|f\d|bf16|tf32|index|none|tensor|memref|vector|complex|tuple|opaque)/.test(label) ? 'type' : 'keyword' }));
      // An op's documentation (its ODS summary) is asked when the option is selected.
      const info = describe ? (option) => describe(option.label).then((text) => (text ? document.createTextNode(text) : null)) : undefined;
      const ops = operations.map((label) => ({ label, type: 'function', detail: `${label.slice(0, label.indexOf('.'))} op`, info }));
      cached = [...ops, ...keywords];
    }
    return cached;
  };
  return (context) => complete(context, wordOptions, scope);
}

const SCOPE_TYPES = { argument: 'variable', result: 'variable', block: 'namespace' };

/** The values and blocks in scope, from the record; the document's names when there is none. */
async function scopeOptions(context, word, scope) {
  let found = null;
  try {
    found = await scope(context.state, word.from);
  } catch {
    // the worker restarted: the document's names
  }
  if (context.aborted) return null;
  const sigil = word.text[0];
  const validFor = /^[%^][\w$.\-]*$/;
  if (found) {
    const options = found
      .filter((d) => d.label[0] === sigil)
      .map((d, rank) => ({ label: d.label, type: SCOPE_TYPES[d.kind], detail: d.kind === 'block' ? 'block' : d.type, boost: -Math.min(rank, 99) / 2 }));
    return { from: word.from, options, validFor };
  }
  const type = sigil === '%' ? 'variable' : 'namespace';
  return { from: word.from, options: [...namesInDocument(context.state, sigil, word.from)].map((label) => ({ label, type })), validFor };
}

function complete(context, wordOptions, scope) {
  const word = context.matchBefore(/[%^@#!][\w$.\-]*|[A-Za-z_][\w$.\-]*/);
  if (!word || (word.from === word.to && !context.explicit)) return null;
  const sigil = word.text[0];
  if (scope && (sigil === '%' || sigil === '^')) return scopeOptions(context, word, scope);
  if ('%^@#!'.includes(sigil)) {
    const names = namesInDocument(context.state, sigil, word.from);
    const type = { '%': 'variable', '^': 'namespace', '@': 'function', '#': 'constant', '!': 'type' }[sigil];
    return { from: word.from, options: [...names].map((label) => ({ label, type })), validFor: /^[%^@#!][\w$.\-]*$/ };
  }
  if (word.text.length < 2 && !context.explicit) return null;
  return { from: word.from, options: wordOptions(), validFor: /^[\w$.\-]*$/ };
}
