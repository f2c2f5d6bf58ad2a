// The notebook page: code cells (CodeMirror with Python), their outputs, and
// the Pyodide worker that runs them (worker.js). A running cell can be
// interrupted (KeyboardInterrupt through Pyodide's interrupt buffer, which
// needs a SharedArrayBuffer, so a cross-origin isolated page) or Python
// restarted. Cells are kept in localStorage across reloads, and saved to and
// opened from Jupyter's .ipynb files; "Reset cells" puts the examples back.
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting, HighlightStyle } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { python } from '@codemirror/lang-python';
import { tags as t } from '@lezer/highlight';
import { editingCommands } from '../commands.js';
import { el } from '../dom.js';
import { CELLS } from './cells.js';
import { fromNotebook, toNotebook } from './ipynb.js';

const $ = (id) => document.getElementById(id);
const STORAGE_KEY = 'mlirc-notebook:v2';
const SIGINT = 2; // what Pyodide's interrupt buffer takes to raise KeyboardInterrupt


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
let versions = {};
let interrupts = null; // Int32Array over a SharedArrayBuffer, when the page is cross-origin isolated
const pending = new Map(); // id -> {cell, resolve}
let running = null; // the cell Python is running now

function setStatus(s, text, detail = '') {
  state = s;
  document.body.dataset.state = s;
  $('status-text').textContent = text;
  $('status-detail').textContent = detail;
  $('run-all').disabled = s === 'loading' || s === 'failed';
}

// The header says what Python does: a cell runs (and how many wait), or it is idle.
function showBusy() {
  const waiting = pending.size - (running ? 1 : 0);
  $('interrupt').disabled = !running;
  if (running) {
    const which = running.title ? `“${running.title}”` : `cell ${cells.indexOf(running) + 1}`;
    setStatus('running', `Python is running ${which}…`, waiting > 0 ? ` · ${waiting} more queued` : '');
  } else if (state === 'running' || state === 'ready') {
    setStatus('ready', 'Python ready', versions.loadMs ? ` · started in ${(versions.loadMs / 1000).toFixed(1)} s` : '');
  }
}

function startWorker() {
  setStatus('loading', 'Starting Python…');
  running = null;
  $('interrupt').disabled = true;
  worker = new Worker(new URL('./notebook-worker.js', import.meta.url), { type: 'module', name: 'python' });
  worker.onmessage = ({ data }) => receive(data);
  worker.onerror = (e) => {
    e.preventDefault();
    setStatus('failed', `Python could not start: ${e.message || 'the worker failed'}`);
  };
  // Interrupting in place needs memory shared with the worker.
  interrupts = self.crossOriginIsolated && typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : null;
  if (interrupts) worker.postMessage({ type: 'interrupts', buffer: interrupts });
  $('interrupt').title = interrupts
    ? 'Stop the running cell with KeyboardInterrupt; the interpreter and its variables stay'
    : 'Stop the running cell by restarting Python (this page is not cross-origin isolated, so Python cannot be interrupted in place)';
}

function receive(data) {
  if (data.type === 'status') return setStatus('loading', data.text);
  if (data.type === 'failed') return setStatus('failed', `Python could not start: ${data.message}`);
  if (data.type === 'ready') {
    performance.mark('mlirc-python-ready');
    versions = { python: data.python, pyodide: data.pyodide, loadMs: data.loadMs };
    $('nb-versions').textContent = `Python ${data.python} · Pyodide ${data.pyodide}`;
    setStatus('ready', 'Python ready');
    return showBusy();
  }
  const job = pending.get(data.id);
  if (!job) return;
  if (data.type === 'start') {
    running = job.cell;
    job.cell.setRunning();
    showBusy();
  } else if (data.type === 'stream') job.cell.append(data.name, data.text);
  else if (data.type === 'done') {
    pending.delete(data.id);
    if (running === job.cell) running = null;
    job.resolve(data);
    showBusy();
  }
}

function execute(cell) {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { cell, resolve });
    worker.postMessage({ id, code: cell.code });
    showBusy();
  });
}

/** Stops the running cell: KeyboardInterrupt in place, or (not isolated) a restart. */
function interrupt() {
  if (!running) return;
  if (interrupts) {
    Atomics.store(interrupts, 0, SIGINT);
    return;
  }
  restart('Interrupted: Python was restarted (this page is not cross-origin isolated, so it cannot be interrupted in place).\n');
}

/** Terminates Python, ending every pending cell with `message`, and starts a fresh one. */
function restart(message = 'Interrupted: Python was restarted.\n') {
  worker.terminate();
  for (const { cell, resolve } of pending.values()) {
    cell.append('exception', message);
    resolve({ result: null, error: null, stopped: true });
  }
  pending.clear();
  counter = 0;
  startWorker();
}

// --- cells ---------------------------------------------------------------------------
const cells = [];
let counter = 0;

const newId = () => crypto.randomUUID();

class Cell {
  constructor({ id = newId(), title = '', source: code = '', outputs = [], executionCount = null }) {
    this.kind = 'code';
    this.id = id;
    this.title = title;
    this.executionCount = executionCount;
    this.output = el('pre', { class: 'cell-output', 'aria-live': 'polite' });
    this.prompt = el('span', { class: 'prompt', text: `[${executionCount ?? ' '}]` });
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
    for (const o of outputs) this.append(o.kind, o.text);
  }

  get code() {
    return this.view.state.doc.toString();
  }

  /** The output as pieces [{kind, text}] (what an .ipynb keeps). */
  get outputs() {
    return [...this.output.childNodes].map((n) => ({ kind: n.className, text: n.textContent }));
  }

  append(kind, text) {
    const last = this.output.lastChild;
    if (last && last.classList?.contains(kind)) last.textContent += text;
    else this.output.append(el('span', { class: kind, text }));
  }

  setRunning() {
    this.root.classList.add('running');
    this.prompt.textContent = '[*]';
  }

  async run(advance = false) {
    if (state !== 'ready' && state !== 'running') return null;
    this.output.replaceChildren();
    this.root.classList.remove('error');
    this.root.classList.add('queued');
    this.prompt.textContent = '[-]';
    if (advance) {
      const next = cells[cells.indexOf(this) + 1];
      if (next) next.view.focus();
      else addCell({}).view.focus();
    }
    const r = await execute(this);
    this.root.classList.remove('running', 'queued');
    this.executionCount = r.stopped ? null : ++counter;
    this.prompt.textContent = `[${this.executionCount ?? ' '}]`;
    if (r.result != null) this.append('result', `${this.output.childNodes.length && !this.output.textContent.endsWith('\n') ? '\n' : ''}${r.result}\n`);
    if (r.error) this.append('exception', r.error);
    const failed = Boolean(r.error || r.stopped);
    this.root.classList.toggle('error', failed);
    this.root.dataset.runs = String(Number(this.root.dataset.runs ?? 0) + 1);
    this.root.dataset.status = failed ? 'error' : 'ok';
    saveCells();
    return r;
  }

  remove() {
    cells.splice(cells.indexOf(this), 1);
    this.root.remove();
    saveCells();
  }
}

// A markdown or raw cell of an opened notebook: kept as it is and shown as
// text (not rendered), so that saving gives it back.
class TextCell {
  constructor({ kind, id = newId(), source = '' }) {
    this.kind = kind;
    this.id = id;
    this.title = '';
    this.code = source;
    this.removeButton = el('button', { class: 'ghost small icon-only', type: 'button', title: 'Remove the cell', 'aria-label': 'Remove the cell', onclick: () => this.remove() }, '×');
    this.root = el(
      'section',
      { class: `cell text-cell ${kind}`, 'aria-label': `${kind} cell` },
      el('div', { class: 'cell-head' }, el('span', { class: 'cell-title', text: kind === 'markdown' ? 'Markdown (shown as text)' : 'Raw' }), this.removeButton),
      el('pre', { class: 'cell-text', text: source }),
    );
  }

  remove() {
    cells.splice(cells.indexOf(this), 1);
    this.root.remove();
    saveCells();
  }
}

function addCell(cell) {
  const c = cell.kind && cell.kind !== 'code' ? new TextCell(cell) : new Cell(cell);
  cells.push(c);
  $('cells').append(c.root);
  saveCells();
  return c;
}

// What a cell is as data: the shape ipynb.js and the saved session share.
const cellData = (c) => ({
  kind: c.kind,
  id: c.id,
  title: c.title,
  source: c.code,
  outputs: c.kind === 'code' ? c.outputs : [],
  executionCount: c.kind === 'code' ? c.executionCount : null,
});

let saveTimer = 0;
function saveCells() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(cells.map((c) => ({ ...cellData(c), outputs: [], executionCount: null }))));
    } catch {
      // Storage unavailable: the cells are not kept.
    }
  }, 300);
}

const EXAMPLES = () => CELLS.map((c) => ({ kind: 'code', title: c.title, source: c.code }));

function loadCells() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (Array.isArray(saved) && saved.every((c) => typeof c.source === 'string')) return saved;
  } catch {
    // Fall back to the examples.
  }
  return EXAMPLES();
}

function showCells(list) {
  cells.length = 0;
  $('cells').replaceChildren();
  for (const c of list) addCell(c);
}

async function runAll() {
  for (const cell of [...cells]) {
    if (cell.kind !== 'code') continue;
    if (state !== 'ready' && state !== 'running') return;
    const r = await cell.run();
    if (r?.stopped || r?.error?.includes('KeyboardInterrupt')) return; // an interrupt stops the whole run
  }
}

// --- .ipynb ----------------------------------------------------------------------------
let toastTimer = 0;
function toast(text) {
  const t = $('nb-toast');
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (t.hidden = true), 3000);
}

function saveNotebook() {
  const json = JSON.stringify(toNotebook(cells.map(cellData), versions), null, 1);
  const link = el('a', { href: URL.createObjectURL(new Blob([`${json}\n`], { type: 'application/x-ipynb+json' })), download: 'mlirc-notebook.ipynb' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  toast(`Saved ${cells.length} cells as mlirc-notebook.ipynb`);
}

async function openNotebook(file) {
  let list;
  try {
    list = fromNotebook(JSON.parse(await file.text()), newId);
  } catch (err) {
    toast(`Could not open ${file.name}: ${err instanceof SyntaxError ? 'it is not JSON' : err.message}`);
    return;
  }
  showCells(list);
  toast(`Opened ${file.name}: ${list.length} cells`);
}

$('run-all').addEventListener('click', runAll);
$('add-cell').addEventListener('click', () => addCell({}).view.focus());
$('interrupt').addEventListener('click', interrupt);
$('restart').addEventListener('click', () => restart());
$('reset-notebook').addEventListener('click', () => {
  showCells(EXAMPLES());
  saveCells();
});
$('save-ipynb').addEventListener('click', saveNotebook);
$('open-ipynb').addEventListener('click', () => $('ipynb-file').click());
$('ipynb-file').addEventListener('change', (e) => {
  const [file] = e.target.files;
  if (file) openNotebook(file);
  e.target.value = '';
});

startWorker();
showCells(loadCells());
performance.mark('mlirc-editor-ready');

if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  navigator.serviceWorker.register('sw.js').then(
    () => isolateThroughServiceWorker(),
    () => {},
  );
}

// A host that does not send the cross-origin isolation headers: the
// service worker adds them (sw.js), so once it controls the page one
// reload makes the page isolated, and Interrupt works in place.
function isolateThroughServiceWorker() {
  if (self.crossOriginIsolated || sessionStorage.getItem('mlirc-isolation-reload')) return;
  const reload = () => {
    sessionStorage.setItem('mlirc-isolation-reload', '1');
    if (!running) location.reload();
  };
  if (navigator.serviceWorker.controller) reload();
  else navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
}

// For tests and the console.
window.mlircNotebook = { cells, runAll, interrupt, restart, openNotebook, get isolated() { return Boolean(interrupts); } };
