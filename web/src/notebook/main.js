// The notebook page: code cells (CodeMirror with Python), their outputs, and
// the Pyodide worker that runs them (worker.js). Cells are kept in
// localStorage across reloads; "Reset cells" puts the examples back.
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting, HighlightStyle } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { python } from '@codemirror/lang-python';
import { tags as t } from '@lezer/highlight';
import { editingCommands } from '../commands.js';
import { el } from '../dom.js';
import { CELLS } from './cells.js';

const $ = (id) => document.getElementById(id);
const STORAGE_KEY = 'mlirc-notebook:v1';

performance.mark('mlirc-start');

const pythonHighlight = HighlightStyle.define([
  { tag: t.comment, color: 'var(--tok-comment)', fontStyle: 'italic' },
  { tag: [t.string, t.special(t.string)], color: 'var(--tok-string)' },
  { tag: [t.keyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.operatorKeyword], color: 'var(--tok-keyword)', fontWeight: '600' },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.function(t.definition(t.variableName))], color: 'var(--tok-op)' },
  { tag: [t.definition(t.variableName), t.className, t.definition(t.className)], color: 'var(--tok-symbol)' },
  { tag: [t.number, t.bool, t.null], color: 'var(--tok-number)' },
  { tag: t.propertyName, color: 'var(--tok-value)' },
  { tag: [t.punctuation, t.bracket, t.operator], color: 'var(--tok-punct)' },
]);

const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: 'var(--editor-bg)', color: 'var(--fg)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--accent)', padding: '8px 0' },
  '.cm-cursor': { borderLeftColor: 'var(--accent)', borderLeftWidth: '2px' },
  '.cm-gutters': { backgroundColor: 'var(--editor-bg)', color: 'var(--fg-faint)', border: 'none' },
  '.cm-activeLine': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLine': { backgroundColor: 'var(--active-line)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: 'var(--selection)' },
  '.cm-tooltip': { backgroundColor: 'var(--panel-bg)', border: '1px solid var(--border)' },
});

// --- the Python worker -------------------------------------------------------------
let worker;
let state = 'loading';
let nextId = 1;
const pending = new Map(); // id -> {cell, resolve}

function setStatus(s, text, detail = '') {
  state = s;
  document.body.dataset.state = s;
  $('status-text').textContent = text;
  $('status-detail').textContent = detail;
  $('run-all').disabled = s !== 'ready';
}

function startWorker() {
  setStatus('loading', 'Starting Python…');
  worker = new Worker(new URL('./notebook-worker.js', import.meta.url), { type: 'module', name: 'python' });
  worker.onmessage = ({ data }) => receive(data);
  worker.onerror = (e) => {
    e.preventDefault();
    setStatus('failed', `Python could not start: ${e.message || 'the worker failed'}`);
  };
}

function receive(data) {
  if (data.type === 'status') return setStatus('loading', data.text);
  if (data.type === 'failed') return setStatus('failed', `Python could not start: ${data.message}`);
  if (data.type === 'ready') {
    performance.mark('mlirc-python-ready');
    $('nb-versions').textContent = `Python ${data.python} · Pyodide ${data.pyodide}`;
    return setStatus('ready', 'Python ready', ` · started in ${(data.loadMs / 1000).toFixed(1)} s`);
  }
  const job = pending.get(data.id);
  if (!job) return;
  if (data.type === 'stream') job.cell.append(data.name, data.text);
  else if (data.type === 'done') {
    pending.delete(data.id);
    job.resolve(data);
  }
}

function execute(cell) {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { cell, resolve });
    worker.postMessage({ id, code: cell.code });
  });
}

// --- cells ---------------------------------------------------------------------------
const cells = [];
let counter = 0;

class Cell {
  constructor({ title, code }) {
    this.title = title;
    this.output = el('pre', { class: 'cell-output', 'aria-live': 'polite' });
    this.prompt = el('span', { class: 'prompt', text: '[ ]' });
    this.runButton = el('button', { class: 'ghost small cell-run', type: 'button', title: 'Run (Shift+Enter)', onclick: () => this.run() }, '▶ Run');
    this.removeButton = el('button', { class: 'ghost small icon-only', type: 'button', title: 'Remove the cell', 'aria-label': 'Remove the cell', onclick: () => this.remove() }, '×');
    const editorHost = el('div', { class: 'cell-editor' });
    this.root = el(
      'section',
      { class: 'cell', 'aria-label': title || 'Code cell' },
      el('div', { class: 'cell-head' }, this.prompt, el('span', { class: 'cell-title', text: title || 'Code' }), this.runButton, this.removeButton),
      editorHost,
      this.output,
    );
    this.view = new EditorView({
      parent: editorHost,
      state: EditorState.create({
        doc: code,
        extensions: [
          keymap.of([
            { key: 'Shift-Enter', run: () => (this.run(true), true), preventDefault: true },
            { key: 'Mod-Enter', run: () => (this.run(), true), preventDefault: true },
          ]),
          lineNumbers(),
          drawSelection(),
          highlightActiveLine(),
          python(),
          syntaxHighlighting(pythonHighlight),
          bracketMatching(),
          closeBrackets(),
          indentOnInput(),
          indentUnit.of('    '),
          autocompletion({ icons: false }),
          editingCommands(),
          keymap.of(closeBracketsKeymap),
          theme,
          EditorView.contentAttributes.of({ 'aria-label': `Python: ${title || 'code cell'}` }),
          EditorView.updateListener.of((u) => u.docChanged && saveCells()),
        ],
      }),
    });
  }

  get code() {
    return this.view.state.doc.toString();
  }

  append(kind, text) {
    const last = this.output.lastChild;
    if (last && last.classList?.contains(kind)) last.textContent += text;
    else this.output.append(el('span', { class: kind, text }));
  }

  async run(advance = false) {
    if (state !== 'ready') return;
    this.output.replaceChildren();
    this.root.classList.add('running');
    this.root.classList.remove('error');
    this.prompt.textContent = '[*]';
    if (advance) {
      const next = cells[cells.indexOf(this) + 1];
      if (next) next.view.focus();
      else addCell('').view.focus();
    }
    const r = await execute(this);
    this.root.classList.remove('running');
    this.prompt.textContent = `[${++counter}]`;
    if (r.result != null) this.append('result', `${this.output.childNodes.length && !this.output.textContent.endsWith('\n') ? '\n' : ''}${r.result}\n`);
    if (r.error) {
      this.root.classList.add('error');
      this.append('exception', r.error);
    }
    this.root.dataset.runs = String(Number(this.root.dataset.runs ?? 0) + 1);
    this.root.dataset.status = r.error ? 'error' : 'ok';
    return r;
  }

  remove() {
    cells.splice(cells.indexOf(this), 1);
    this.root.remove();
    saveCells();
  }
}

function addCell(code, title = '') {
  const cell = new Cell({ title, code });
  cells.push(cell);
  $('cells').append(cell.root);
  saveCells();
  return cell;
}

let saveTimer = 0;
function saveCells() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(cells.map((c) => ({ title: c.title, code: c.code }))));
    } catch {
      // Storage unavailable: the cells are not kept.
    }
  }, 300);
}

function loadCells() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (Array.isArray(saved) && saved.every((c) => typeof c.code === 'string')) return saved;
  } catch {
    // Fall back to the examples.
  }
  return CELLS;
}

function showCells(list) {
  cells.length = 0;
  $('cells').replaceChildren();
  for (const c of list) addCell(c.code, c.title);
}

async function runAll() {
  for (const cell of [...cells]) {
    if (state !== 'ready') return;
    await cell.run();
  }
}

$('run-all').addEventListener('click', runAll);
$('add-cell').addEventListener('click', () => addCell('').view.focus());
$('restart').addEventListener('click', () => {
  worker.terminate();
  for (const { cell, resolve } of pending.values()) {
    cell.append('exception', 'Interrupted: Python was restarted.\n');
    resolve({ result: null, error: null });
  }
  pending.clear();
  counter = 0;
  startWorker();
});
$('reset-notebook').addEventListener('click', () => {
  showCells(CELLS);
  saveCells();
});

startWorker();
showCells(loadCells());
performance.mark('mlirc-editor-ready');

if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  navigator.serviceWorker.register('sw.js').catch(() => {});
}

// For tests and the console.
window.mlircNotebook = { cells, runAll };
