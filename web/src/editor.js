// The CodeMirror 6 editors of the playground: the MLIR input (editable,
// with lint squiggles), the output and the stage views (read-only, a stage
// optionally as a diff against the one before). Colors live in style.css as
// CSS variables; only the light/dark flag is switched here.
import { Compartment, EditorSelection, EditorState, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  crosshairCursor,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
  rectangularSelection,
} from '@codemirror/view';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput, indentUnit } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { unifiedMergeView } from '@codemirror/merge';
import { editingCommands, readOnlyCommands } from './commands.js';
import { mlirCompletions } from './completion.js';
import { mlir } from './mlir-language.js';

const darkQuery = window.matchMedia?.('(prefers-color-scheme: dark)');
const darkMode = new Compartment();
const darkFlag = () => EditorView.darkTheme.of(Boolean(darkQuery?.matches));

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: 'var(--code-size)', backgroundColor: 'var(--editor-bg)', color: 'var(--fg)' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--accent)', padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--accent)', borderLeftWidth: '2px' },
  '.cm-gutters': { backgroundColor: 'var(--editor-bg)', color: 'var(--fg-faint)', border: 'none' },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 10px 0 14px' },
  '.cm-activeLine': { backgroundColor: 'var(--active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--active-line)', color: 'var(--fg-muted)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'var(--selection)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-matchingBracket': { backgroundColor: 'var(--bracket-match)', outline: 'none' },
  '.cm-foldPlaceholder': { backgroundColor: 'var(--chip-bg)', border: 'none', color: 'var(--fg-muted)' },
  '.cm-tooltip': { backgroundColor: 'var(--panel-bg)', border: '1px solid var(--border)', borderRadius: '6px' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--on-accent)' },
  '.cm-diagnostic': { fontFamily: 'var(--mono)', whiteSpace: 'pre-wrap' },
  '.cm-placeholder': { color: 'var(--fg-faint)', fontStyle: 'italic' },
});

// A flash on the text of an op picked in the graph view: set by
// flashRange(), cleared by the next edit.
const setFlash = StateEffect.define();
const flashMark = Decoration.mark({ class: 'cm-flash' });
const flashField = StateField.define({
  create: () => Decoration.none,
  update(deco, tr) {
    for (const e of tr.effects) if (e.is(setFlash)) return e.value ? Decoration.set([flashMark.range(e.value.from, e.value.to)]) : Decoration.none;
    return tr.docChanged ? Decoration.none : deco;
  },
  provide: (f) => EditorView.decorations.from(f),
});

function common() {
  return [
    search({ top: true }),
    highlightSelectionMatches(),
    keymap.of(searchKeymap),
    lineNumbers(),
    highlightSpecialChars(),
    drawSelection(),
    mlir(),
    bracketMatching(),
    foldGutter({ openText: '▾', closedText: '▸' }),
    keymap.of(foldKeymap),
    indentUnit.of('  '),
    EditorState.tabSize.of(2),
    theme,
    darkMode.of(darkFlag()),
  ];
}

/**
 * The input editor. Handlers: onRun() for Ctrl/Cmd-Enter, onChange(text)
 * after edits, onCursor({line, column}) when the main cursor moves.
 */
export function createInputEditor(parent, { doc, onRun, onChange, onCursor }) {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        keymap.of([{ key: 'Mod-Enter', run: () => (onRun(), true), preventDefault: true }]),
        common(),
        highlightActiveLine(),
        highlightActiveLineGutter(),
        dropCursor(),
        EditorState.allowMultipleSelections.of(true),
        indentOnInput(),
        closeBrackets(),
        autocompletion({ override: [mlirCompletions], icons: false }),
        rectangularSelection(),
        crosshairCursor(),
        lintGutter(),
        editingCommands(),
        keymap.of([...closeBracketsKeymap, ...completionKeymap, ...lintKeymap]),
        flashField,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state);
          if (update.selectionSet || update.docChanged) onCursor(update.state.selection.main.head);
        }),
        EditorView.contentAttributes.of({ 'aria-label': 'MLIR input' }),
      ],
    }),
  });
  followColorScheme(view);
  return view;
}

function readOnlyExtensions(label, empty) {
  return [
    common(),
    EditorState.readOnly.of(true),
    readOnlyCommands(),
    placeholder(empty),
    EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true' }),
  ];
}

/** The read-only output editor. */
export function createOutputEditor(parent) {
  const view = new EditorView({
    parent,
    state: EditorState.create({ doc: '', extensions: readOnlyExtensions('Output', 'No output. Diagnostics, if any, are listed below.') }),
  });
  followColorScheme(view);
  return view;
}

/** The read-only view of one stage of a pipeline. */
export function createStageEditor(parent) {
  const view = new EditorView({ parent, state: stageState('', null) });
  followColorScheme(view);
  return view;
}

function stageState(text, previous) {
  const extensions = readOnlyExtensions('IR after the selected pass', 'Run a pipeline to see the IR after each pass.');
  if (previous != null) {
    extensions.push(
      unifiedMergeView({
        original: previous,
        mergeControls: false,
        gutter: true,
        syntaxHighlightDeletions: true,
        collapseUnchanged: { margin: 3, minSize: 6 },
        diffConfig: { scanLimit: 2000, timeout: 200 },
      }),
    );
  }
  return EditorState.create({ doc: text, extensions });
}

/** Shows `text`, as a diff against `previous` unless that is null. */
export function showStage(view, text, previous) {
  view.setState(stageState(text, previous));
}

function followColorScheme(view) {
  darkQuery?.addEventListener?.('change', () => view.dispatch({ effects: darkMode.reconfigure(darkFlag()) }));
}

/** Replaces the whole document (the output, or the input on a reset). */
export function setText(view, text) {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

/** Shows lint diagnostics (CodeMirror's format) in the editor. */
export function showLint(view, diagnostics) {
  view.dispatch(setDiagnostics(view.state, diagnostics));
}

/** Selects and flashes [from, to), scrolled to the middle of the view (not focused). */
export function flashRange(view, from, to) {
  view.dispatch({
    selection: EditorSelection.range(from, to),
    effects: [setFlash.of({ from, to }), EditorView.scrollIntoView(from, { y: 'center' })],
  });
}

/** Puts the cursor at `pos`, scrolls it into view and focuses the editor. */
export function moveCursor(view, pos) {
  view.dispatch({ selection: EditorSelection.cursor(pos), scrollIntoView: true });
  view.focus();
}
