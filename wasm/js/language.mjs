// language.mjs: language intelligence over a parsed buffer (the C API's
// mlirExtAsmState*): definitions, references, hovers, document symbols,
// folding ranges and completion, with the answers and shapes of upstream's
// mlir-lsp-server (0-based lines and UTF-16 characters, LSP's ranges).
//
//   const state = ctx.parseAsmState(text, { fileName: 'input.mlir' });
//   state.valid; state.diagnostics;        // parsed and verified? what was said
//   state.hover(5, 8);                       // {range, contents, summary?} | null
//   state.definition(7, 27);                 // [range]
//   state.dispose();

import { collectDiagnostics } from './diagnostics.mjs';

export function defineLanguage(rt, { Context }) {
  const C = rt.C;

  function json(print) {
    return JSON.parse(rt.printString(print));
  }

  function position(line, character) {
    if (!Number.isInteger(line) || !Number.isInteger(character) || line < 0 || character < 0)
      throw new TypeError('a position is a pair of non-negative integers (line, character)');
  }

  class AsmState {
    constructor(context, text, fileName) {
      const ctx = context._ptr;
      this.context = context;
      this.text = String(text);
      const { result, diagnostics } = rt.scope((s) =>
        collectDiagnostics(rt, ctx, () => C.mlirExtAsmStateCreate(ctx, s.ref(this.text), s.ref(String(fileName)))),
      );
      if (!result) throw new Error('mlirc: out of memory');
      this._p = result;
      /** What parsing and verifying said (when not valid, the queries answer nothing). */
      this.diagnostics = diagnostics;
      this._onContextDispose = () => this.dispose();
      context._s.dependents.add(this._onContextDispose);
    }
    get _ptr() {
      if (!this._p) throw new Error('AsmState is disposed');
      return this._p;
    }
    /** True when the text parsed and verified. */
    get valid() {
      return !!C.mlirExtAsmStateIsValid(this._ptr);
    }
    /** Ranges the symbol, value or block at the position is defined at. */
    definition(line, character) {
      position(line, character);
      const p = this._ptr;
      return json((cb, ud) => C.mlirExtAsmStateDefinition(p, line, character, cb, ud));
    }
    /** The definition and uses of what is at the position. */
    references(line, character) {
      position(line, character);
      const p = this._ptr;
      return json((cb, ud) => C.mlirExtAsmStateReferences(p, line, character, cb, ud));
    }
    /** null, or {range, contents (markdown, as upstream's), summary (an op's ODS summary)}. */
    hover(line, character) {
      position(line, character);
      const p = this._ptr;
      return json((cb, ud) => C.mlirExtAsmStateHover(p, line, character, cb, ud));
    }
    /** The outline: symbols and symbol tables, nested. */
    documentSymbols() {
      const p = this._ptr;
      return json((cb, ud) => C.mlirExtAsmStateDocumentSymbols(p, cb, ud));
    }
    /** Regions spanning lines, from `{` to `}`. */
    foldingRanges() {
      const p = this._ptr;
      return json((cb, ud) => C.mlirExtAsmStateFoldingRanges(p, cb, ud));
    }
    /** Completion at a position of `text` (the text being edited; default: the parsed one). */
    completion(line, character, text = this.text) {
      position(line, character);
      const p = this._ptr;
      return rt.scope((s) => {
        const ref = s.ref(String(text));
        return json((cb, ud) => C.mlirExtAsmStateCompletion(p, ref, line, character, cb, ud));
      });
    }
    /** Frees the state; idempotent (the context's dispose does it too). */
    dispose() {
      if (!this._p) return;
      const p = this._p;
      this._p = 0;
      this.context._s.dependents.delete(this._onContextDispose);
      if (!rt.fatal) C.mlirExtAsmStateDestroy(p);
    }
  }

  /** Parses `text` keeping the record of definitions and uses. */
  Context.prototype.parseAsmState = function parseAsmState(text, options = {}) {
    return new AsmState(this, text, options.fileName ?? '-');
  };

  return { AsmState };
}
