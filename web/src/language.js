// Language intelligence in the input editor, answered by the worker
// (language-service.js over the wasm's AsmState): hover tooltips, go to
// definition (F12, Ctrl/Cmd-click), references highlighted at the cursor
// (Shift-F12 too), rename of a value, block or symbol (F2), folding of
// regions, the ODS summary of the op a completion offers, and diagnostics
// as you type, the %values and ^blocks in scope for completion, and the
// document's symbols for the outline. `ask(query, payload)` sends a
// 'language' request to the worker; inputs over MAX_LANGUAGE_TEXT are not
// sent (onLimit(true) is called, for the page to say so).
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, hoverTooltip, keymap } from '@codemirror/view';
import { foldService } from '@codemirror/language';
import { linter } from '@codemirror/lint';
import { MAX_LANGUAGE_TEXT } from './language-service.js';

const REFERENCE_DELAY_MS = 200;
const LINT_DELAY_MS = 300;

/** CodeMirror offset <-> LSP position (both count UTF-16 units). */
export function toPosition(doc, pos) {
  const line = doc.lineAt(pos);
  return { line: line.number - 1, character: pos - line.from };
}
export function toOffset(doc, { line, character }) {
  if (line + 1 > doc.lines) return doc.length;
  const l = doc.line(line + 1);
  return Math.min(l.from + character, l.to);
}

const setReferences = StateEffect.define();
const referenceMark = Decoration.mark({ class: 'cm-mlir-reference' });
const referenceField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) if (e.is(setReferences)) return e.value;
    return tr.docChanged ? Decoration.none : deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

// The latest folding ranges (line numbers, 0-based), from the lint pass.
const setFolds = StateEffect.define();
const foldField = StateField.define({
  create: () => [],
  update(folds, tr) {
    for (const e of tr.effects) if (e.is(setFolds)) return e.value;
    return folds;
  },
});

function rangesToMarks(doc, ranges) {
  const marks = ranges
    .map((r) => ({ from: toOffset(doc, r.start), to: toOffset(doc, r.end) }))
    .filter((r) => r.to > r.from)
    .sort((a, b) => a.from - b.from);
  return Decoration.set(marks.map((r) => referenceMark.range(r.from, r.to)));
}

const EMPTY = { tooLarge: true, result: null, diagnostics: [], symbols: [], ranges: [] };

export function languageFeatures(askWorker, { onLimit = () => {} } = {}) {
  let overLimit = false;
  const ask = (query, payload) => {
    const over = payload.text.length > MAX_LANGUAGE_TEXT;
    if (over !== overLimit) onLimit((overLimit = over));
    return over ? Promise.resolve(EMPTY) : askWorker(query, payload);
  };
  const query = (query, view, pos, extra = {}) => ask(query, { text: view.state.doc.toString(), ...toPosition(view.state.doc, pos), ...extra });

  async function goToDefinition(view, pos = view.state.selection.main.head) {
    const { result } = await query('definition', view, pos);
    if (!result?.length) return;
    const anchor = toOffset(view.state.doc, result[0].start);
    view.dispatch({ selection: { anchor, head: toOffset(view.state.doc, result[0].end) }, scrollIntoView: true });
    view.focus();
  }

  async function highlightReferences(view, pos = view.state.selection.main.head) {
    const doc = view.state.doc;
    const { result } = await query('references', view, pos);
    if (view.state.doc !== doc) return; // edited meanwhile
    view.dispatch({ effects: setReferences.of(rangesToMarks(doc, result ?? [])) });
  }

  async function rename(view) {
    const pos = view.state.selection.main.head;
    const doc = view.state.doc;
    const { result } = await query('references', view, pos);
    if (!result?.length) return;
    const first = doc.sliceString(toOffset(doc, result[0].start), toOffset(doc, result[0].end));
    const sigil = /^[%^@]/.test(first) ? first[0] : '';
    const name = globalThis.prompt?.(`Rename ${first} to`, first.slice(sigil.length));
    if (!name || view.state.doc !== doc) return;
    const changes = result.map((r) => ({ from: toOffset(doc, r.start), to: toOffset(doc, r.end), insert: sigil + name }));
    view.dispatch({ changes, userEvent: 'input.rename' });
  }

  const hover = hoverTooltip(async (view, pos) => {
    const { result } = await query('hover', view, pos);
    if (!result) return null;
    const doc = view.state.doc;
    return {
      pos: toOffset(doc, result.range.start),
      end: toOffset(doc, result.range.end),
      above: true,
      create() {
        const dom = document.createElement('div');
        dom.className = 'cm-mlir-hover';
        if (result.summary) {
          const summary = document.createElement('p');
          summary.className = 'cm-mlir-hover-summary';
          summary.textContent = result.summary;
          dom.append(summary);
        }
        const text = document.createElement('pre');
        text.textContent = result.contents.replace(/```(mlir)?\n?/g, '').trim();
        dom.append(text);
        return { dom };
      },
    };
  });

  const references = ViewPlugin.fromClass(
    class {
      constructor(view) {
        this.view = view;
        this.timer = null;
      }
      update(update) {
        if (!update.selectionSet && !update.docChanged) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => highlightReferences(this.view).catch(() => {}), REFERENCE_DELAY_MS);
      }
      destroy() {
        clearTimeout(this.timer);
      }
    },
  );

  const diagnostics = linter(
    async (view) => {
      const doc = view.state.doc;
      const text = doc.toString();
      let found, ranges;
      try {
        [{ diagnostics: found }, { ranges }] = await Promise.all([ask('diagnostics', { text }), ask('folding', { text })]);
      } catch {
        return []; // the worker restarted (a run was stopped): the next edit asks again
      }
      if (view.state.doc !== doc) return [];
      view.dispatch({ effects: setFolds.of(ranges) });
      return found
        .filter((d) => d.line != null && d.line >= 1 && d.line <= doc.lines)
        .map((d) => {
          const from = toOffset(doc, { line: d.line - 1, character: Math.max(0, d.column - 1) });
          const word = /^[\w%^@#!$.\-]+/.exec(doc.sliceString(from, Math.min(doc.length, from + 200)));
          return { from, to: from + (word ? word[0].length : 0), severity: d.severity === 'remark' || d.severity === 'note' ? 'info' : d.severity, message: d.message, source: 'mlirc' };
        });
    },
    { delay: LINT_DELAY_MS },
  );

  const folding = foldService.of((state, lineStart) => {
    const line = state.doc.lineAt(lineStart).number - 1;
    const r = state.field(foldField, false)?.find((f) => f.startLine === line);
    if (!r || r.endLine + 1 > state.doc.lines) return null;
    const from = toOffset(state.doc, { line: r.startLine, character: r.startCharacter + 1 });
    const to = toOffset(state.doc, { line: r.endLine, character: r.endCharacter - 1 });
    return to > from ? { from, to } : null;
  });

  // The ODS summaries of a dialect's ops, from the completion of `dialect.`.
  const summaries = new Map(); // dialect -> Promise<Map<op, summary>>
  function describe(opName) {
    const dot = opName.indexOf('.');
    if (dot < 0) return Promise.resolve('');
    const dialect = opName.slice(0, dot);
    if (!summaries.has(dialect)) {
      const text = `${dialect}.`;
      summaries.set(
        dialect,
        ask('completion', { text, line: 0, character: text.length }).then(
          ({ result }) => new Map((result?.items ?? []).map((i) => [i.label, i.documentation ?? ''])),
          () => (summaries.delete(dialect), new Map()),
        ),
      );
    }
    return summaries.get(dialect).then((ops) => ops.get(opName.slice(dot + 1)) ?? '');
  }

  /** The values and blocks in scope at `pos` of `state` ([{label, kind, type}]), or null (no parse yet). */
  async function scope(state, pos) {
    const { result } = await ask('scope', { text: state.doc.toString(), ...toPosition(state.doc, pos) });
    return result;
  }

  /** The document's symbols (the outline): {symbols, tooLarge}. */
  async function symbols(text) {
    const { symbols: found, tooLarge = false } = await ask('symbols', { text });
    return { symbols: found, tooLarge };
  }

  return {
    describe,
    scope,
    symbols,
    get overLimit() {
      return overLimit;
    },
    extensions: [
      hover,
      referenceField,
      references,
      foldField,
      folding,
      diagnostics,
      keymap.of([
        { key: 'F12', run: (view) => (goToDefinition(view).catch(() => {}), true), preventDefault: true },
        { key: 'Shift-F12', run: (view) => (highlightReferences(view).catch(() => {}), true), preventDefault: true },
        { key: 'F2', run: (view) => (rename(view).catch(() => {}), true), preventDefault: true },
      ]),
      EditorView.domEventHandlers({
        mousedown(event, view) {
          if (!(event.ctrlKey || event.metaKey) || event.button !== 0) return false;
          const pos = view.posAtCoords({ x: event.clientX, y: event.clientY });
          if (pos == null) return false;
          event.preventDefault();
          goToDefinition(view, pos).catch(() => {});
          return true;
        },
      }),
    ],
  };
}
