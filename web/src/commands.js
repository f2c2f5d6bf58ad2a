// The few editing commands the playground needs: undo/redo, Enter with
// indentation, Tab/Shift-Tab, line comments and select-all. (The workspace
// has no @codemirror/commands; these cover what an MLIR snippet editor uses.)
import { Annotation, EditorSelection, StateField, Transaction } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { IndentContext, getIndentUnit, getIndentation, indentString } from '@codemirror/language';

// --- history ---------------------------------------------------------------
// A linear history: every document change of the editor passes through the
// field, so a stored inverse always applies to the current document without
// mapping. An edit joins the previous undo step when it is of the same kind
// (typing, deleting), comes within JOIN_MS and starts where the previous one
// ended, and neither replaced a selection; moving the selection in between
// starts a new step.
const JOIN_MS = 600;
const setHistory = Annotation.define();

function changedRange(changes) {
  let from = -1;
  let to = -1;
  changes.iterChangedRanges((fromA, toA) => {
    if (from < 0) from = fromA;
    to = toA;
  });
  return { from, to };
}

const historyField = StateField.define({
  create: () => ({ done: [], undone: [], time: 0, kind: '', end: -1, joinable: false }),
  update(history, tr) {
    const replaced = tr.annotation(setHistory);
    if (replaced) return replaced;
    if (!tr.docChanged) {
      const moved = tr.selection && tr.selection.main.head !== history.end;
      return moved ? { ...history, kind: '' } : history;
    }
    const inverse = tr.changes.invert(tr.startState.doc);
    const kind = (tr.annotation(Transaction.userEvent) ?? '').split('.')[0];
    const now = Date.now();
    const { from, to } = changedRange(tr.changes);
    const last = history.done[history.done.length - 1];
    const joinable = tr.startState.selection.ranges.every((r) => r.empty);
    const join =
      last && joinable && history.joinable && (kind === 'input' || kind === 'delete') &&
      kind === history.kind && now - history.time < JOIN_MS && (from === history.end || to === history.end);
    const item = join
      ? // Undoing the joined step undoes this change, then the earlier ones.
        { changes: inverse.compose(last.changes), selection: last.selection }
      : { changes: inverse, selection: tr.startState.selection };
    const done = join ? history.done.slice(0, -1) : history.done.slice(-199);
    return { done: [...done, item], undone: [], time: now, kind, end: tr.state.selection.main.head, joinable };
  },
});

function travel(view, from, to, userEvent) {
  const history = view.state.field(historyField);
  const stack = history[from];
  if (!stack.length) return false;
  const item = stack[stack.length - 1];
  const back = { changes: item.changes.invert(view.state.doc), selection: view.state.selection };
  const next = { ...history, [from]: stack.slice(0, -1), [to]: [...history[to], back], kind: '', end: -1 };
  view.dispatch({
    changes: item.changes,
    selection: item.selection,
    annotations: [setHistory.of(next), Transaction.userEvent.of(userEvent)],
    scrollIntoView: true,
  });
  return true;
}

export const undo = (view) => travel(view, 'done', 'undone', 'undo');
export const redo = (view) => travel(view, 'undone', 'done', 'redo');

// --- editing ---------------------------------------------------------------
function newlineAndIndent(view) {
  const { state } = view;
  if (state.readOnly) return false;
  view.dispatch(
    state.changeByRange((range) => {
      const { from, to } = range;
      const before = state.sliceDoc(from - 1, from);
      const after = state.sliceDoc(to, to + 1);
      const between = before === '{' && after === '}';
      const cx = new IndentContext(state, { simulateBreak: from, simulateDoubleBreak: between });
      let indent = getIndentation(cx, from);
      if (indent == null) indent = /^\s*/.exec(state.doc.lineAt(from).text)[0].length;
      const line = state.doc.lineAt(from);
      // Drop the trailing spaces the break leaves behind.
      let start = from;
      while (start > line.from && /[ \t]/.test(state.sliceDoc(start - 1, start))) start--;
      let insert = '\n' + indentString(state, indent);
      if (between) insert += '\n' + indentString(state, Math.max(0, indent - getIndentUnit(state)));
      return {
        changes: { from: start, to, insert },
        range: EditorSelection.cursor(start + 1 + indentString(state, indent).length),
      };
    }),
    { scrollIntoView: true, userEvent: 'input' },
  );
  return true;
}

function selectedLines(state) {
  const seen = new Set();
  const lines = [];
  for (const r of state.selection.ranges) {
    const last = state.doc.lineAt(r.to > r.from && state.doc.lineAt(r.to).from === r.to ? r.to - 1 : r.to);
    for (let n = state.doc.lineAt(r.from).number; n <= last.number; n++) {
      if (!seen.has(n)) {
        seen.add(n);
        lines.push(state.doc.line(n));
      }
    }
  }
  return lines;
}

function indentMore(view) {
  const { state } = view;
  if (state.readOnly) return false;
  const unit = indentString(state, getIndentUnit(state));
  if (state.selection.ranges.every((r) => r.empty)) {
    view.dispatch(state.replaceSelection(unit), { userEvent: 'input.indent' });
    return true;
  }
  const changes = selectedLines(state)
    .filter((l) => l.length > 0)
    .map((l) => ({ from: l.from, insert: unit }));
  view.dispatch({ changes, userEvent: 'input.indent' });
  return true;
}

function indentLess(view) {
  const { state } = view;
  if (state.readOnly) return false;
  const unit = getIndentUnit(state);
  const changes = [];
  for (const l of selectedLines(state)) {
    const spaces = /^ */.exec(l.text)[0].length;
    const remove = Math.min(spaces, unit);
    if (remove) changes.push({ from: l.from, to: l.from + remove });
  }
  if (changes.length) view.dispatch({ changes, userEvent: 'delete.dedent' });
  return true;
}

function toggleLineComment(view) {
  const { state } = view;
  if (state.readOnly) return false;
  const lines = selectedLines(state).filter((l) => l.text.trim() !== '');
  if (!lines.length) return false;
  const commented = lines.every((l) => /^\s*\/\//.test(l.text));
  const column = Math.min(...lines.map((l) => /^\s*/.exec(l.text)[0].length));
  const changes = lines.map((l) => {
    if (!commented) return { from: l.from + column, insert: '// ' };
    const at = l.text.indexOf('//');
    const len = l.text.startsWith('// ', at) ? 3 : 2;
    return { from: l.from + at, to: l.from + at + len };
  });
  view.dispatch({ changes, userEvent: commented ? 'delete.uncomment' : 'input.comment' });
  return true;
}

function selectAll(view) {
  view.dispatch({ selection: EditorSelection.single(0, view.state.doc.length), userEvent: 'select' });
  return true;
}

/**
 * History and key bindings for an editable editor. With `tab: false`, Tab
 * is left to the browser (it moves the focus), as a one-line field needs.
 */
export function editingCommands({ tab = true } = {}) {
  return [
    historyField,
    keymap.of([
      { key: 'Mod-z', run: undo, preventDefault: true },
      { key: 'Mod-y', run: redo, preventDefault: true },
      { key: 'Mod-Shift-z', run: redo, preventDefault: true },
      { key: 'Enter', run: newlineAndIndent },
      ...(tab ? [{ key: 'Tab', run: indentMore, shift: indentLess }] : []),
      { key: 'Mod-[', run: indentLess },
      { key: 'Mod-]', run: indentMore },
      { key: 'Mod-/', run: toggleLineComment },
      { key: 'Mod-a', run: selectAll },
    ]),
  ];
}

/** Only select-all, for the read-only output editor. */
export function readOnlyCommands() {
  return keymap.of([{ key: 'Mod-a', run: selectAll }]);
}
