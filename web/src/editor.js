// The two CodeMirror 6 editors of the playground: the MLIR input (editable,
// with lint squiggles) and the output (read-only). Colors live in style.css
// as CSS variables; only the light/dark flag is switched here.
import { Compartment, EditorSelection, EditorState } from '@codemirror/state';
import {
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

function common() {
  return [
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
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
          if (update.selectionSet || update.docChanged) onCursor(update.state.selection.main.head);
        }),
        EditorView.contentAttributes.of({ 'aria-label': 'MLIR input' }),
      ],
    }),
  });
  followColorScheme(view);
  return view;
}

/** The read-only output editor. */
export function createOutputEditor(parent) {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: '',
      extensions: [
        common(),
        EditorState.readOnly.of(true),
        readOnlyCommands(),
        placeholder('No output. Diagnostics, if any, are listed below.'),
        EditorView.contentAttributes.of({ 'aria-label': 'Output', 'aria-readonly': 'true' }),
      ],
    }),
  });
  followColorScheme(view);
  return view;
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

/** Puts the cursor at `pos`, scrolls it into view and focuses the editor. */
export function moveCursor(view, pos) {
  view.dispatch({ selection: EditorSelection.cursor(pos), scrollIntoView: true });
  view.focus();
}
