// Running a function of the IR (pure, unit-tested; the worker's side is
// exec-service.js): the entry function picked by default, the argument
// field read for the function's scalar types, results printed with their
// types, and what "the result changed" means across the stages.

/** The steps a run may take unless the field says otherwise (the interpreter stops it with a diagnostic). */
export const DEFAULT_MAX_STEPS = 100_000_000;

const INT = /^i(\d+)$/;
const FLOATS = new Set(['f16', 'bf16', 'f32', 'f64']);

/** `main`, else the first function taking no argument, else the first function (null when there is none). */
export function defaultEntry(functions) {
  return (
    functions.find((f) => f.name === 'main')?.name ??
    functions.find((f) => f.inputs.length === 0)?.name ??
    functions[0]?.name ??
    null
  );
}

/** Splits the argument field at its commas (blank: no argument). */
function fields(text) {
  const t = text.trim();
  return t === '' ? [] : t.split(',').map((s) => s.trim());
}

/** One argument for `type` from its text: {value} or {error}. */
function parseOne(text, type, k) {
  const what = `argument ${k + 1} (${type})`;
  const int = INT.exec(type);
  if (int || type === 'index') {
    const bits = int ? Number(int[1]) : 64;
    if (bits === 1 && /^(?:true|false)$/.test(text)) return { value: text === 'true' ? 1 : 0 };
    if (!/^-?(?:0x[0-9a-fA-F]+|\d+)$/.test(text)) return { error: `${what}: '${text}' is not an integer` };
    const neg = text.startsWith('-');
    const big = neg ? -BigInt(text.slice(1)) : BigInt(text);
    if (big >= 1n << BigInt(bits) || big < -(1n << BigInt(bits - 1))) return { error: `${what}: ${text} does not fit in ${bits} bits` };
    // The JS API takes Numbers up to 32 bits and BigInt beyond.
    return { value: bits <= 32 ? Number(big) : big };
  }
  if (FLOATS.has(type)) {
    const special = { nan: NaN, inf: Infinity, '+inf': Infinity, '-inf': -Infinity };
    const lower = text.toLowerCase();
    if (lower in special) return { value: special[lower] };
    const value = Number(text);
    if (text === '' || Number.isNaN(value)) return { error: `${what}: '${text}' is not a number` };
    return { value };
  }
  return { error: `${what}: only integer, index and float arguments can be given here` };
}

/**
 * The values of the argument field for a function taking `inputs` (type
 * texts): {values} or {error}.
 */
export function parseArguments(text, fn) {
  const given = fields(text ?? '');
  if (given.length !== fn.inputs.length) {
    const wanted = fn.inputs.length ? ` (${fn.inputs.join(', ')})` : '';
    return { error: `@${fn.name} takes ${fn.inputs.length} argument${fn.inputs.length === 1 ? '' : 's'}${wanted}, got ${given.length}` };
  }
  const values = [];
  for (let k = 0; k < given.length; k++) {
    const r = parseOne(given[k], fn.inputs[k], k);
    if (r.error) return { error: r.error };
    values.push(r.value);
  }
  return { values };
}

/** A returned value as text: scalars as JS prints them, memrefs and tensors as their shape and elements. */
export function formatValue(v) {
  if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v && v.data && Array.isArray(v.shape)) {
    return `shape [${v.shape.join(', ')}] [${Array.from(v.data, (x) => String(x)).join(', ')}]`;
  }
  return String(v);
}

// printMemref* print the buffer's address, which differs from run to run
// of different IR: masked when results are compared.
const ADDRESS = /base@ = 0x[0-9a-f]+/g;

/** What a run produced, as compared across stages: its printing and results, or its first error. */
export function outcomeKey(o) {
  if (o.error) return `error: ${o.error}`;
  return `${o.stdout.replace(ADDRESS, 'base@ = 0x?')}\n=> ${o.results.join(', ')}`;
}

/** The index of the first outcome that differs from the first one (-1 when all agree). */
export function firstChange(outcomes) {
  if (!outcomes.length) return -1;
  const base = outcomeKey(outcomes[0]);
  return outcomes.findIndex((o) => outcomeKey(o) !== base);
}

/** A short text of an outcome for the stage list. */
export function outcomeSummary(o) {
  if (o.error) return o.error;
  const printed = o.stdout ? `${o.stdout.trim().split('\n').length} line${o.stdout.trim().split('\n').length === 1 ? '' : 's'} printed` : '';
  const results = o.results.length ? `→ ${o.results.join(', ')}` : '';
  return [results, printed].filter(Boolean).join(' · ') || 'returned';
}
