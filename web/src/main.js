// The playground page: wires the editors, the options bar, the worker and
// the diagnostics list together. The wasm runs only in the worker; this
// thread only edits text and renders results.
import { createInputEditor, createOutputEditor, moveCursor, setText, showLint } from './editor.js';
import { lineColumnOf, offsetOf, parseDiagnostics, toLintDiagnostics } from './diagnostics.js';
import { renderDiagnostics } from './diagnostics-view.js';
import { EXAMPLE } from './example.js';
import { DEFAULT_OPTIONS, FILE_NAME, argsFor, bindOptions, loadSession, saveSession } from './options.js';
import { makeSplitter } from './panes.js';
import { MlircClient } from './worker-client.js';

const $ = (id) => document.getElementById(id);

// Shows the Stop button only for runs that take this long (no flicker).
const STOP_AFTER_MS = 700;

const session = loadSession();
const options = { ...DEFAULT_OPTIONS, ...session?.options };
let runSeq = 0;
let wantRun = false;
let hasRun = false;
let stopTimer = 0;

const output = createOutputEditor($('output'));
const input = createInputEditor($('input'), {
  doc: session?.text ?? EXAMPLE,
  onRun: () => requestRun(),
  onChange: (text) => {
    saveSession(text, options);
    $('diagnostics').classList.add('stale');
  },
  onCursor: (pos) => {
    const { line, column } = lineColumnOf(input.state.doc, pos);
    $('cursor').textContent = `Ln ${line}, Col ${column}`;
  },
});

function setStatus(state, text, detail = '') {
  document.body.dataset.state = state;
  $('status-text').textContent = text;
  $('status-detail').textContent = detail;
  $('run').disabled = state === 'loading' || state === 'failed';
}

const client = new MlircClient(new URL('./worker.js', import.meta.url), (state, detail) => {
  if (state === 'loading') setStatus('loading', 'Loading WebAssembly…');
  else if (state === 'failed') setStatus('failed', `Could not load mlirc: ${detail.message}`);
  else if (state === 'ready') {
    performance.mark('mlirc-ready');
    setStatus('ready', 'Ready', ` · wasm loaded in ${Math.round(detail.loadMs)} ms`);
    // Run at once the first time (the visitor sees the example's output)
    // and when a run was asked for while loading; not after a Stop, which
    // would start the same long run again.
    if (!hasRun || wantRun) run();
    wantRun = false;
  }
});

function showCommand() {
  $('command').textContent = `mlir-opt ${argsFor(options).join(' ')}`;
}

function setRunning(running) {
  const button = $('run');
  clearTimeout(stopTimer);
  button.classList.remove('stop');
  button.querySelector('.label').textContent = 'Run';
  if (running) {
    document.body.dataset.state = 'running';
    stopTimer = setTimeout(() => {
      button.classList.add('stop');
      button.querySelector('.label').textContent = 'Stop';
    }, STOP_AFTER_MS);
  }
}

function requestRun() {
  if (client.state === 'ready') run();
  else wantRun = true;
}

async function run() {
  const seq = ++runSeq;
  hasRun = true;
  const text = input.state.doc.toString();
  const args = argsFor(options);
  setRunning(true);
  let result;
  try {
    result = await client.run(args, text);
  } catch (err) {
    result = { stdout: '', stderr: `mlirc: ${err.message}\n`, exitCode: 1, ms: 0 };
  }
  if (seq !== runSeq) return; // a newer run replaced this one
  setRunning(false);
  if (client.state === 'ready') document.body.dataset.state = 'ready';
  render(result);
}

function render({ stdout, stderr, exitCode, ms }) {
  setText(output, stdout);
  const parsed = parseDiagnostics(stderr);
  showLint(input, toLintDiagnostics(input.state.doc, parsed.diagnostics, FILE_NAME));
  renderDiagnostics($('diagnostics'), $('diag-count'), parsed, pick, exitCode === 0 ? 'No diagnostics.' : 'No diagnostics; the run failed.');
  const badge = $('exit');
  badge.textContent = `exit ${exitCode} · ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
  badge.className = `badge ${exitCode === 0 ? 'ok' : 'fail'}`;
  // For tests and scripts: how many runs have been shown.
  document.body.dataset.runs = String(Number(document.body.dataset.runs ?? 0) + 1);
}

function pick(d) {
  if (d.file !== FILE_NAME) return;
  moveCursor(input, offsetOf(input.state.doc, d.line, d.column));
}

$('run').addEventListener('click', () => {
  if ($('run').classList.contains('stop')) {
    runSeq++;
    setRunning(false);
    client.restart('stopped by the user');
    render({ stdout: '', stderr: 'mlirc: the run was stopped\n', exitCode: 1, ms: 0 });
    return;
  }
  requestRun();
});

$('reset').addEventListener('click', () => {
  setText(input, EXAMPLE);
  moveCursor(input, 0);
  requestRun();
});

bindOptions(document, options, () => {
  showCommand();
  saveSession(input.state.doc.toString(), options);
  if (client.state === 'ready') run();
});

// Mod-Enter is Cmd-Enter on a Mac.
if (/Mac|iPhone|iPad/.test(navigator.platform)) {
  $('run').querySelector('kbd').textContent = '⌘ ↵';
  $('run').title = 'Run (⌘+Enter)';
}

makeSplitter($('split-main'), $('panes'), { axis: 'x', variable: '--split-x' });
makeSplitter($('split-side'), $('side'), { axis: 'y', variable: '--split-y', min: 15, max: 90 });
showCommand();
input.focus();

// A handle for the browser console (and tests): the two editors.
window.mlircPlayground = { input, output, run: requestRun };
