// The CodeMirror 6 editors of the playground: the MLIR input (editable,
// with lint squiggles), the output and the stage views (read-only, a stage
// optionally as a diff against the one before). Colors live in style.css as
// CSS variables; only the light/dark flag is switched here.
import { Compartment, EditorSelection, EditorState, RangeSet, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  GutterMarker,
  gutter,
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
import { structuralDiffConfig } from './structural-diff.js';

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
  '.cm-mlir-reference': { backgroundColor: 'var(--bracket-match)', borderRadius: '2px' },
  '.cm-mlir-hover': { maxWidth: '640px', padding: '6px 10px', fontSize: 'var(--code-size)' },
  '.cm-mlir-hover pre': { margin: '0', fontFamily: 'var(--mono)', whiteSpace: 'pre-wrap' },
  '.cm-mlir-hover-summary': { margin: '0 0 6px', fontStyle: 'italic', color: 'var(--fg-muted)' },
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

// The expected-* comments of --verify-diagnostics, met or not: a mark in
// their own gutter and a tint on the comment. Set by showExpectations(),
// kept across edits (mapped), replaced by the next run.
const setExpectations = StateEffect.define();

class ExpectMarker extends GutterMarker {
  constructor(met, title) {
    super();
    this.met = met;
    this.title = title;
  }
  eq(other) {
    return other.met === this.met && other.title === this.title;
  }
  toDOM() {
    const span = document.createElement('span');
    span.className = this.met ? 'cm-expect-met' : 'cm-expect-unmet';
    span.textContent = this.met ? '✓' : '✗';
    span.title = this.title;
    return span;
  }
}

const expectationField = StateField.define({
  create: () => ({ markers: RangeSet.empty, marks: Decoration.none }),
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setExpectations)) return e.value;
    return tr.docChanged ? { markers: value.markers.map(tr.changes), marks: value.marks.map(tr.changes) } : value;
  },
  provide: (f) => EditorView.decorations.from(f, (v) => v.marks),
});

const expectationGutter = gutter({
  class: 'cm-expect-gutter',
  markers: (view) => view.state.field(expectationField).markers,
});

/**
 * Marks the expectations ([{from, to, met, severity, message}]) in the
 * input; an empty list clears them.
 */
export function showExpectations(view, expectations) {
  const sorted = [...expectations].sort((a, b) => a.from - b.from);
  const markers = [];
  const marks = [];
  for (const e of sorted) {
    const what = `expected ${e.severity} "${e.message}"`;
    const line = view.state.doc.lineAt(Math.min(e.from, view.state.doc.length));
    const last = markers[markers.length - 1];
    // One marker per line: unmet wins.
    if (last && last.from === line.from) {
      if (!e.met) markers[markers.length - 1] = new ExpectMarker(false, `${what}: not produced`).range(line.from);
    } else markers.push(new ExpectMarker(e.met, e.met ? `${what}: produced` : `${what}: not produced`).range(line.from));
    marks.push(Decoration.mark({ class: e.met ? 'cm-expect-met-text' : 'cm-expect-unmet-text' }).range(e.from, e.to));
  }
  view.dispatch({ effects: setExpectations.of({ markers: RangeSet.of(markers), marks: Decoration.set(marks) }) });
}

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
 * The input editor. Handlers: onRun() for Ctrl/Cmd-Enter, onChange(state,
 * pasted) after edits, onCursor({line, column}) when the main cursor moves;
 * getOperations() lists the registered operations for completion.
 */
export function createInputEditor(parent, { doc, onRun, onChange, onCursor, getOperations, language }) {
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
        autocompletion({ override: [mlirCompletions(getOperations, language?.describe, language?.scope)], icons: false }),
        language ? language.extensions : [],
        rectangularSelection(),
        crosshairCursor(),
        lintGutter(),
        expectationField,
        expectationGutter,
        editingCommands(),
        keymap.of([...closeBracketsKeymap, ...completionKeymap, ...lintKeymap]),
        flashField,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state, update.transactions.some((tr) => tr.isUserEvent('input.paste')));
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

/** How the stage diff matches lines: by structure (structural-diff.js), within these limits. */
export const STAGE_DIFF_CONFIG = structuralDiffConfig({ scanLimit: 2000, timeout: 200 });

function stageState(text, previous) {
  // Long lines wrap: the diff's deleted lines are widgets that do not scroll sideways.
  const extensions = [readOnlyExtensions('IR after the selected pass', 'Run a pipeline to see the IR after each pass.'), EditorView.lineWrapping];
  if (previous != null) {
    extensions.push(
      unifiedMergeView({
        original: previous,
        mergeControls: false,
        gutter: true,
        syntaxHighlightDeletions: true,
        collapseUnchanged: { margin: 3, minSize: 6 },
        diffConfig: STAGE_DIFF_CONFIG,
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
