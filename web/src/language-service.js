// The worker's side of language intelligence: the JS API's AsmState (hover,
// definition, references, outline, folding, completion, diagnostics) over
// the `// -----` chunks of the input. Each chunk is parsed on its own, as
// --split-input-file runs it, and kept until its text changes: typing in one
// chunk re-parses that chunk only. Completion of %values and ^blocks uses
// the last chunk that parsed (the one being typed in usually does not).
import { definitions, inScope, mapPosition } from './scope.js';

const SPLIT_MARKER = /^\/\/ -----/;

/**
 * Language queries are answered for inputs up to this many characters
 * (beyond, each edit would re-parse megabytes): larger ones get
 * {tooLarge: true} and the page says so.
 */
export const MAX_LANGUAGE_TEXT = 1_000_000;

/** The chunks of `text`: [{text, firstLine}] (0-based first line; marker lines belong to none). */
export function splitChunks(text) {
  const lines = text.split('\n');
  const chunks = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i === lines.length || SPLIT_MARKER.test(lines[i])) {
      chunks.push({ text: lines.slice(start, i).join('\n'), firstLine: start });
      start = i + 1;
    }
  }
  return chunks;
}

function shiftRange(r, by) {
  return { start: { line: r.start.line + by, character: r.start.character }, end: { line: r.end.line + by, character: r.end.character } };
}

function shiftSymbols(symbols, by) {
  return symbols.map((s) => ({ ...s, range: shiftRange(s.range, by), selectionRange: shiftRange(s.selectionRange, by), children: shiftSymbols(s.children, by) }));
}

export class LanguageService {
  constructor(mlir) {
    this.mlir = mlir;
    this.contexts = new Map(); // allowUnregistered -> Context
    this.states = new Map(); // `${allow}\0${chunk text}` -> AsmState
    this.parses = 0; // how many chunks were parsed (reported, for tests)
    this.owned = new Set(); // every state alive: those of the chunks and the last valid ones
    this.lastValid = new Map(); // `${allow}\0${chunk index}` -> {text, state, defs} of the last text that parsed
  }

  context(allow) {
    if (!this.contexts.has(allow)) this.contexts.set(allow, new this.mlir.Context({ allowUnregisteredDialects: allow }));
    return this.contexts.get(allow);
  }

  /** The states of `text`'s chunks, parsing the chunks not seen before and dropping the others. */
  chunks(text, allow, fileName) {
    const chunks = splitChunks(text);
    const keep = new Map();
    for (const chunk of chunks) {
      const key = `${allow}\0${chunk.firstLine}\0${chunk.text}`;
      let state = this.states.get(key) ?? keep.get(key);
      if (!state) {
        state = this.context(allow).parseAsmState(chunk.text, { fileName });
        this.parses++;
      }
      keep.set(key, state);
      chunk.state = state;
    }
    // The last state of each chunk (by index) that parsed is kept for completion.
    chunks.forEach((chunk, index) => {
      const key = `${allow}\0${index}`;
      if (chunk.state.valid && this.lastValid.get(key)?.state !== chunk.state) this.lastValid.set(key, { text: chunk.text, state: chunk.state, defs: null });
    });
    const live = new Set([...keep.values(), ...[...this.lastValid.values()].map((v) => v.state)]);
    for (const state of this.owned) if (!live.has(state)) state.dispose();
    this.owned = live;
    this.states = keep;
    return chunks;
  }

  /**
   * The values and blocks in scope at a position of chunk `index` (text
   * `chunkText`), from the last parse of that chunk that succeeded (the
   * position mapped into its text by mapPosition). null when the chunk
   * never parsed.
   */
  scope(allow, index, chunkText, line, character) {
    const last = this.lastValid.get(`${allow}\0${index}`);
    if (!last) return null;
    last.defs ??= definitions(last.state, last.text);
    const at = mapPosition(last.text, chunkText, line, character);
    const folds = last.state.foldingRanges();
    return inScope(last.defs, folds, at).map((d) => ({ label: d.name, kind: d.kind, type: d.type }));
  }

  /** Answers `query` ({query, text, line, character, allowUnregistered, fileName}). */
  answer({ query, text, line = 0, character = 0, allowUnregistered = false, fileName = 'input.mlir' }) {
    if (text.length > MAX_LANGUAGE_TEXT) return { tooLarge: true, limit: MAX_LANGUAGE_TEXT, result: null, diagnostics: [], symbols: [], ranges: [] };
    const chunks = this.chunks(text, Boolean(allowUnregistered), fileName);
    const parses = this.parses;
    if (query === 'diagnostics') {
      const diagnostics = [];
      for (const c of chunks)
        for (const d of c.state.diagnostics)
          diagnostics.push({ severity: d.severity, message: d.message, line: d.line == null ? null : d.line + c.firstLine, column: d.column });
      return { diagnostics, parses };
    }
    if (query === 'symbols') {
      // A chunk being typed in keeps the outline of its last parse.
      const stateOf = (c, index) => (c.state.valid ? c.state : this.lastValid.get(`${Boolean(allowUnregistered)}\0${index}`)?.state ?? c.state);
      return { symbols: chunks.flatMap((c, index) => shiftSymbols(stateOf(c, index).documentSymbols(), c.firstLine)) };
    }
    if (query === 'folding')
      return { ranges: chunks.flatMap((c) => c.state.foldingRanges().map((r) => ({ ...r, startLine: r.startLine + c.firstLine, endLine: r.endLine + c.firstLine }))) };
    const chunk = chunks.findLast((c) => c.firstLine <= line);
    if (!chunk) return { result: null };
    const at = line - chunk.firstLine;
    switch (query) {
      case 'hover': {
        const h = chunk.state.hover(at, character);
        return { result: h && { ...h, range: shiftRange(h.range, chunk.firstLine) } };
      }
      case 'definition':
      case 'references':
        return { result: chunk.state[query](at, character).map((r) => shiftRange(r, chunk.firstLine)) };
      case 'completion':
        return { result: chunk.state.completion(at, character, chunk.text) };
      case 'scope':
        return { result: this.scope(Boolean(allowUnregistered), chunks.indexOf(chunk), chunk.text, at, character) };
      default:
        throw new Error(`unknown language query '${query}'`);
    }
  }
}
