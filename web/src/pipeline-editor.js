// The pass-pipeline field: a one-line CodeMirror editor with the pipeline's
// highlighting, completion of pass names, op anchors, options and option
// values from the registry (mlir.passes()), and squiggles for the errors the
// driver reports about the pipeline. Enter runs.
import { EditorSelection, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { HighlightStyle, StreamLanguage, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets, completionKeymap, startCompletion } from '@codemirror/autocomplete';
import { setDiagnostics } from '@codemirror/lint';
import { tags as t } from '@lezer/highlight';
import { editingCommands } from './commands.js';
import { ANCHORS, nextPipelineToken, pipelineContext, pipelineTokenState } from './pipeline.js';

const TOKEN_TAGS = { anchor: 'keyword', pass: 'pass', option: 'option', value: 'string', punct: 'punctuation', invalid: 'invalid' };

const pipelineLanguage = StreamLanguage.define({
  name: 'mlir-pipeline',
  startState: pipelineTokenState,
  copyState: (s) => ({ ...s }),
  token(stream, state) {
    const line = stream.string;
    const { type, end } = nextPipelineToken(line, stream.pos, state);
    stream.pos = Math.max(end, stream.pos + 1);
    return type ? TOKEN_TAGS[type] : null;
  },
  tokenTable: { pass: t.function(t.variableName), option: t.propertyName },
});

const pipelineHighlight = HighlightStyle.define([
  { tag: t.keyword, color: 'var(--tok-keyword)', fontWeight: '600' },
  { tag: t.function(t.variableName), color: 'var(--tok-op)', fontWeight: '600' },
  { tag: t.propertyName, color: 'var(--tok-attr)' },
  { tag: t.string, color: 'var(--tok-string)' },
  { tag: t.punctuation, color: 'var(--tok-punct)' },
  { tag: t.invalid, color: 'var(--tok-invalid)' },
]);

const theme = EditorView.theme({
  '&': { fontSize: '13px', color: 'var(--fg)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.5' },
  '.cm-content': { caretColor: 'var(--accent)' },
  '.cm-cursor': { borderLeftColor: 'var(--accent)', borderLeftWidth: '2px' },
  '.cm-placeholder': { color: 'var(--fg-faint)' },
  '.cm-tooltip': { backgroundColor: 'var(--panel-bg)', border: '1px solid var(--border)', borderRadius: '6px' },
  '.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--mono)', maxHeight: '18em' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--accent)', color: 'var(--on-accent)' },
  '.cm-completionDetail': { fontFamily: 'var(--sans)', fontStyle: 'normal', opacity: 0.7, marginLeft: '1em' },
  '.cm-completionInfo': { fontFamily: 'var(--sans)', maxWidth: '340px' },
  '.cm-diagnostic': { fontFamily: 'var(--mono)', whiteSpace: 'pre-wrap' },
});

/** A completion source over the passes `getPasses()` returns (the registry, once loaded). */
export function pipelineCompletions(getPasses) {
  return (context) => {
    const text = context.state.doc.toString();
    const cx = pipelineContext(text, context.pos);
    const before = text.slice(0, context.pos).trimEnd().slice(-1);
    const passes = getPasses();
    if (cx.kind === 'element' && /^-/.test(cx.prefix)) {
      // mlir-opt flags, as a RUN line has them: `-canonicalize -cse`.
      const dashes = /^-{1,2}/.exec(cx.prefix)[0];
      const options = passes.map((p) => ({ label: `${dashes}${p.argument}`, detail: p.name, info: p.description, type: 'function' }));
      return { from: cx.from, options, validFor: /^-{1,2}[\w.-]*$/ };
    }
    if (cx.kind === 'element') {
      if (!cx.prefix && !context.explicit && before !== '(' && before !== ',' && text.trim() !== '') return null;
      const options = [
        ...ANCHORS.map((a) => ({
          label: a,
          detail: 'nest a pipeline',
          type: 'namespace',
          boost: text.trim() === '' ? 10 : -1,
          apply: (view, _c, from, to) => {
            const insert = `${a}()`;
            view.dispatch({ changes: { from, to, insert }, selection: EditorSelection.cursor(from + insert.length - 1) });
            startCompletion(view);
          },
        })),
        ...passes.map((p) => ({ label: p.argument, detail: p.name, info: p.description, type: 'function' })),
      ];
      return { from: cx.from, options, validFor: /^[\w.-]*$/ };
    }
    const pass = passes.find((p) => p.argument === cx.pass);
    if (!pass) return null;
    if (cx.kind === 'option') {
      const options = pass.options
        .filter((o) => !cx.used.includes(o.name))
        .map((o) => ({
          label: o.name,
          detail: o.default ? `${o.type} = ${o.default}` : o.type,
          info: o.description,
          type: 'property',
          apply: (view, _c, from, to) => {
            view.dispatch({ changes: { from, to, insert: `${o.name}=` }, selection: EditorSelection.cursor(from + o.name.length + 1) });
            startCompletion(view);
          },
        }));
      return options.length ? { from: cx.from, options, validFor: /^[\w-]*$/ } : null;
    }
    const option = pass.options.find((o) => o.name === cx.option);
    if (!option) return null;
    const values = option.type === 'bool' ? ['true', 'false'] : option.type === 'enum' ? option.values ?? [] : option.default ? [option.default] : [];
    if (!values.length) return null;
    return {
      from: cx.from,
      options: values.map((v) => ({ label: v, type: 'constant', detail: v === option.default ? 'default' : undefined })),
      validFor: /^[\w-]*$/,
    };
  };
}

// The pipeline is one line: newlines typed or pasted are dropped.
const singleLine = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || tr.newDoc.lines === 1) return tr;
  const text = tr.newDoc.toString().replace(/\s*\n\s*/g, '');
  const head = Math.min(text.length, tr.newSelection.main.head);
  return { changes: { from: 0, to: tr.startState.doc.length, insert: text }, selection: EditorSelection.cursor(head) };
});

/**
 * The pipeline editor. onRun() on Enter or Ctrl/Cmd-Enter, onChange(text)
 * after edits; getPasses() returns the registry (an empty list until loaded).
 */
export function createPipelineEditor(parent, { doc, onRun, onChange, getPasses }) {
  const run = () => {
    onRun();
    return true;
  };
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run, preventDefault: true }])),
        Prec.high(keymap.of(completionKeymap)),
        Prec.high(keymap.of([{ key: 'Enter', run }])),
        singleLine,
        pipelineLanguage,
        syntaxHighlighting(pipelineHighlight),
        closeBrackets(),
        // Enter accepts a shown completion at once: with the default delay
        // (75 ms after the list opens), an Enter right after it would fall
        // through to Run and run the half-typed pipeline.
        autocompletion({ override: [pipelineCompletions(getPasses)], icons: false, activateOnTyping: true, interactionDelay: 0 }),
        editingCommands({ tab: false }),
        placeholder('builtin.module(canonicalize,cse) or -canonicalize -cse   (empty: parse and print only)'),
        theme,
        EditorView.contentAttributes.of({ 'aria-label': 'Pass pipeline', spellcheck: 'false' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
}

/** Shows `diagnostics` ([{from, to, message}], errors) under the pipeline's text. */
export function showPipelineErrors(view, diagnostics) {
  const len = view.state.doc.length;
  view.dispatch(
    setDiagnostics(
      view.state,
      diagnostics.map((d) => ({
        from: Math.min(d.from, len),
        to: Math.min(Math.max(d.to, d.from), len),
        severity: 'error',
        source: 'pass pipeline',
        message: d.message,
      })),
    ),
  );
}
