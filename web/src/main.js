// The playground page: wires the editors, the pipeline field, the options,
// the worker and the result views (output, IR after each pass, timing, graph,
// diagnostics) together, with the pass list, the example gallery and
// shareable links. The wasm runs only in the worker; this thread edits text
// and renders results, so it stays responsive whatever the input's size.
import { createInputEditor, createOutputEditor, createStageEditor, flashRange, moveCursor, setText, showLint } from './editor.js';
import { lineColumnOf, offsetOf, parseDiagnostics, toLintDiagnostics } from './diagnostics.js';
import { renderDiagnostics } from './diagnostics-view.js';
import { WELCOME, availableExamples } from './gallery.js';
import { renderGallery } from './gallery-view.js';
import { GraphView } from './graph-view.js';
import {
  DEFAULT_OPTIONS,
  FILE_NAME,
  STAGE_FLAGS,
  TIMING_FLAGS,
  argsFor,
  bindOptions,
  commandLine,
  loadSession,
  MAX_SAVED_TEXT,
  saveSession,
  showOptions,
} from './options.js';
import { makeSplitter } from './panes.js';
import { addPass, passesIn, pipelineErrors } from './pipeline.js';
import { createPipelineEditor, showPipelineErrors } from './pipeline-editor.js';
import { renderPasses } from './passes-view.js';
import { parseTiming, splitStderr } from './report.js';
import { decodeState, encodeState } from './share.js';
import { StagesView } from './stages-view.js';
import { renderTiming } from './timing-view.js';
import { Cancelled, MlircClient } from './worker-client.js';

const $ = (id) => document.getElementById(id);

// The Stop button replaces Run only for runs that take this long (no flicker).
const STOP_AFTER_MS = 500;
// The IR after each pass is recorded for inputs up to this size (characters):
// each stage is a copy of the whole module.
const STAGES_MAX_INPUT = 300_000;
// Links longer than this are refused (browsers cut URLs somewhere above 2 MB).
const MAX_LINK = 1_500_000;
const TABS = ['output', 'stages', 'timing', 'graph'];

performance.mark('mlirc-start');

// Start the worker first: it loads the wasm while the page sets itself up.
// (A 'ready' that comes before the page is set up is kept for later.)
let earlyReady = null;
let onReady = (detail) => {
  earlyReady = detail;
};
const client = new MlircClient(new URL('./worker.js', import.meta.url), (state, detail) => onStatus(state, detail));

let passes = [];
let dialects = [];
let examples = [];
let runSeq = 0;
let wantRun = false;
let hasRun = false;
let stopTimer = 0;
let graphStale = true;
let graphSeq = 0;
let graphFunc = null;
let linkNote = '';
let toastTimer = 0;

async function initialState() {
  if (location.hash.length > 1) {
    try {
      const shared = await decodeState(location.hash);
      if (shared) {
        linkNote = 'Loaded from the link';
        return { ...shared, options: { ...DEFAULT_OPTIONS, ...shared.options }, tab: 'output', fromLink: true };
      }
    } catch (err) {
      linkNote = `Could not open the link: ${err.message}`;
    }
  }
  return loadSession() ?? { text: WELCOME.text, pipeline: WELCOME.pipeline, options: { ...DEFAULT_OPTIONS }, tab: 'output' };
}

const initial = await initialState();
const options = { ...DEFAULT_OPTIONS, ...initial.options };
let tab = TABS.includes(initial.tab) ? initial.tab : 'output';
let fromLink = Boolean(initial.fromLink);

// A session whose input is too large for storage is not saved (a reload
// then shows the last one that was).
const session = () =>
  input.state.doc.length > MAX_SAVED_TEXT ? null : { text: input.state.doc.toString(), pipeline: pipelineText(), options, tab };
const save = () => saveSession(session);

// --- editors -------------------------------------------------------------------
const output = createOutputEditor($('output'));
const input = createInputEditor($('input'), {
  doc: initial.text,
  onRun: () => requestRun(),
  onChange: (state) => {
    forgetLink();
    save();
    showSize(state.doc.length);
    $('diagnostics').classList.add('stale');
    graphStale = true;
  },
  onCursor: (pos) => {
    const { line, column } = lineColumnOf(input.state.doc, pos);
    $('cursor').textContent = `Ln ${line}, Col ${column}`;
  },
});
const pipeline = createPipelineEditor($('pipeline'), {
  doc: initial.pipeline,
  onRun: () => requestRun(),
  onChange: () => {
    forgetLink();
    save();
    graphStale = true;
  },
  getPasses: () => passes,
});
const pipelineText = () => pipeline.state.doc.toString();
const stagesView = new StagesView({
  list: $('stage-list'),
  title: $('stage-title'),
  editor: createStageEditor($('stage-view')),
  modeInputs: [...document.querySelectorAll('input[name="stage-mode"]')],
  count: $('stage-count'),
});
const graphView = new GraphView($('graph'), { onPick: pickNode });
graphView.message('The graph of the selected function appears here after a run.');
stagesView.show([], 'Run a pass pipeline to see the IR after each pass.');
renderTiming($('timing'), null, 'Run to see how long parsing, each pass and printing took.');
performance.mark('mlirc-editor-ready');

// A link's state is the page's until the first edit; then the URL drops it,
// so that a reload shows the saved session (the user's edits).
function forgetLink() {
  if (!fromLink) return;
  fromLink = false;
  history.replaceState(null, '', location.pathname + location.search);
}

function showSize(n) {
  const text = n < 1024 ? `${n} B` : n < 1 << 20 ? `${(n / 1024).toFixed(1)} KB` : `${(n / (1 << 20)).toFixed(1)} MB`;
  $('input-size').textContent = text;
  $('input-size').title = n > MAX_SAVED_TEXT ? 'Too large to keep across reloads' : '';
}

function toast(text) {
  const t = $('toast');
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (t.hidden = true), 2600);
}

// --- worker status -------------------------------------------------------------
function setStatus(state, text, detail = '') {
  document.body.dataset.state = state;
  $('status-text').textContent = text;
  $('status-detail').textContent = detail;
  $('run').disabled = state === 'loading' || state === 'failed';
}

function onStatus(state, detail) {
  if (state === 'loading') setStatus('loading', 'Loading WebAssembly…');
  else if (state === 'failed') setStatus('failed', `Could not load mlirc: ${detail.message}`);
  else onReady(detail);
}

async function ready({ loadMs }) {
  if (!passes.length) {
    try {
      const info = await client.request('info');
      passes = info.passes;
      dialects = info.dialects;
      examples = availableExamples(passes, dialects, passesIn);
      showRegistry();
    } catch (err) {
      console.error('mlirc: could not read the pass registry:', err);
    }
  }
  performance.mark('mlirc-ready');
  setStatus('ready', 'Ready', ` · wasm loaded in ${Math.round(loadMs)} ms · ${passes.length} passes, ${dialects.length} dialects`);
  // Run at once the first time (the visitor sees the example's output) and
  // when a run was asked for while loading; not after a Stop, which would
  // start the same long run again.
  if (!hasRun || wantRun) run();
  wantRun = false;
  if (linkNote) toast(linkNote);
  linkNote = '';
}

// --- running -------------------------------------------------------------------
const RUN_KEY = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ ↵' : 'Ctrl ↵';

function setRunning(running) {
  const button = $('run');
  clearTimeout(stopTimer);
  button.classList.remove('stop');
  button.querySelector('.label').textContent = 'Run';
  button.querySelector('kbd').textContent = RUN_KEY;
  button.title = 'Run (Ctrl+Enter); Esc stops a run';
  if (running) {
    document.body.dataset.state = 'running';
    $('status-text').textContent = 'Running…';
    stopTimer = setTimeout(() => {
      button.classList.add('stop');
      button.querySelector('.label').textContent = 'Stop';
      button.querySelector('kbd').textContent = 'Esc';
      button.title = 'Stop the run (Esc)';
    }, STOP_AFTER_MS);
  } else if (client.state === 'ready') {
    document.body.dataset.state = 'ready';
    $('status-text').textContent = 'Ready';
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
  const pipe = pipelineText().trim();
  const args = argsFor(options, pipe);
  let stagesNote = '';
  if (!pipe) stagesNote = 'The pipeline is empty: set one (e.g. builtin.module(canonicalize,cse)) to see the IR after each pass.';
  else if (text.length > STAGES_MAX_INPUT) stagesNote = `The IR after each pass is recorded for inputs up to ${STAGES_MAX_INPUT / 1000} KB; this one has ${Math.round(text.length / 1000)} KB.`;
  const withStages = !stagesNote;
  const runs = [argsFor(options, pipe, [...(withStages ? STAGE_FLAGS : []), ...TIMING_FLAGS])];
  if (withStages) runs.unshift(argsFor(options, '')); // the input, parsed and printed: stage 0
  setRunning(true);
  let results;
  try {
    results = await client.run(runs, text);
  } catch (err) {
    if (err instanceof Cancelled) return;
    results = [{ stdout: '', stderr: `mlirc: ${err.message}\n`, exitCode: 1, ms: 0 }];
  }
  if (seq !== runSeq) return; // a newer run replaced this one
  setRunning(false);
  render({ result: results[results.length - 1], baseline: withStages ? results[0] : null, args, pipe, stagesNote });
}

/** Stops a running request by restarting the worker. */
function cancel() {
  if (!client.busy) return false;
  runSeq++;
  graphSeq++;
  setRunning(false);
  client.cancel('stopped by the user');
  render({
    result: { stdout: '', stderr: 'mlirc: the run was stopped; the WebAssembly worker was restarted\n', exitCode: 1, ms: 0 },
    baseline: null,
    args: argsFor(options, pipelineText()),
    pipe: pipelineText(),
    stagesNote: 'The run was stopped.',
  });
  toast('Stopped');
  return true;
}

function stagesOf(baseline, dumps) {
  if (!baseline || baseline.exitCode !== 0) return [];
  const stages = [{ label: 'input', detail: 'parsed and printed', text: baseline.stdout.replace(/\n+$/, '\n') }];
  for (const d of dumps) {
    if (d.when === 'Before') continue;
    stages.push({ label: d.argument || d.pass, detail: d.pass, text: d.text, failed: d.when === 'After Failed' });
  }
  return stages;
}

function render({ result, baseline, args, pipe, stagesNote }) {
  const { stdout, stderr, exitCode, ms } = result;
  setText(output, stdout);
  const split = splitStderr(stderr);
  const parsed = parseDiagnostics(split.rest);
  const pipeErrors = pipelineErrors(parsed.diagnostics, pipe);
  if (pipeErrors.length) for (const d of parsed.diagnostics) if (!d.line && (d.file === '<unknown>' || d.file === '')) d.pipeline = true;
  showPipelineErrors(pipeline, pipeErrors);
  document.querySelector('.pipeline-field').classList.toggle('has-error', pipeErrors.length > 0);
  showLint(input, toLintDiagnostics(input.state.doc, parsed.diagnostics, FILE_NAME));
  renderDiagnostics($('diagnostics'), $('diag-count'), parsed, pickDiagnostic, exitCode === 0 ? 'No diagnostics.' : 'No diagnostics; the run failed.');
  const badge = $('exit');
  badge.textContent = `exit ${exitCode} · ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
  badge.className = `badge ${exitCode === 0 ? 'ok' : 'fail'}`;
  $('command').textContent = commandLine(args);

  const stages = stagesOf(baseline, split.stages);
  stagesView.show(stages, stagesNote || (exitCode ? 'The run failed before any pass ran: see Diagnostics.' : 'No pass ran.'));
  const report = split.reports['Execution time report'];
  renderTiming($('timing'), report ? parseTiming(report) : null, exitCode ? 'The run failed before the timing report: see Diagnostics.' : 'No timing report.');

  graphStale = true;
  if (tab === 'graph') refreshGraph();
  if (!performance.getEntriesByName('mlirc-first-output').length) performance.mark('mlirc-first-output');
  // For tests and scripts: how many runs have been shown.
  document.body.dataset.runs = String(Number(document.body.dataset.runs ?? 0) + 1);
}

function pickDiagnostic(d) {
  if (d.pipeline) {
    pipeline.focus();
    return;
  }
  if (d.file !== FILE_NAME || !d.line) return;
  moveCursor(input, offsetOf(input.state.doc, d.line, d.column));
}

// --- graph -----------------------------------------------------------------------
async function refreshGraph() {
  if (!graphStale || client.state !== 'ready') return;
  graphStale = false;
  const seq = ++graphSeq;
  graphView.message('Laying out the graph…');
  const source = document.querySelector('input[name="graph-source"]:checked').value;
  const head = input.state.selection.main.head;
  let answer;
  try {
    answer = await client.request('graph', {
      text: input.state.doc.toString(),
      args: argsFor(options, pipelineText()),
      source,
      func: graphFunc,
      cursorLine: input.state.doc.lineAt(head).number,
      allowUnregistered: options.allowUnregistered,
      fileName: FILE_NAME,
    });
  } catch (err) {
    if (err instanceof Cancelled || seq !== graphSeq) return;
    graphView.message(err.message);
    graphDone();
    return;
  }
  if (seq !== graphSeq) return;
  const select = $('graph-func');
  select.replaceChildren(...answer.functions.map((f) => new Option(f.line ? `@${f.name}  (line ${f.line})` : f.name, f.name)));
  select.value = answer.selected;
  if (answer.error) graphView.message(answer.error);
  else graphView.show(answer.graph, answer.note || `${answer.graph.opCount} ops · ${answer.source === 'output' ? 'after the pipeline' : 'input'}`);
  graphDone();
}

function graphDone() {
  document.body.dataset.graphs = String(Number(document.body.dataset.graphs ?? 0) + 1);
}

function pickNode(node) {
  if (!node.loc || node.loc.file !== FILE_NAME) {
    toast(node.loc ? `This op comes from ${node.loc.file}` : 'This op has no location in the input');
    return;
  }
  // An op's location is its name's; the highlight starts at its results
  // (`%sq = arith.muli ...`) and ends with the line, before a region's `{`.
  const doc = input.state.doc;
  let from = offsetOf(doc, node.loc.line, node.loc.column);
  const line = doc.lineAt(from);
  const results = /^(\s*)%[^=]*=\s*$/.exec(line.text.slice(0, from - line.from));
  if (results) from = line.from + results[1].length;
  const to = line.from + line.text.replace(/\s*\{\s*$/, '').length;
  flashRange(input, from, Math.max(from + 1, Math.min(to, line.to)));
}

$('graph-func').addEventListener('change', (e) => {
  graphFunc = e.target.value;
  graphStale = true;
  refreshGraph();
});
for (const radio of document.querySelectorAll('input[name="graph-source"]')) {
  radio.addEventListener('change', () => {
    graphStale = true;
    refreshGraph();
  });
}
$('graph-fit').addEventListener('click', () => graphView.fit());
$('graph-zoom-in').addEventListener('click', () => graphView.zoom(1.25));
$('graph-zoom-out').addEventListener('click', () => graphView.zoom(0.8));

// --- tabs ------------------------------------------------------------------------
function selectTab(name, focus = false) {
  tab = name;
  for (const t of TABS) {
    const button = $(`tab-${t}`);
    const selected = t === name;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    $(`panel-${t}`).hidden = !selected;
    if (selected && focus) button.focus();
  }
  if (name === 'output') output.requestMeasure();
  if (name === 'stages') stagesView.editor.requestMeasure();
  if (name === 'graph') {
    if (graphStale) refreshGraph();
    else graphView.overview();
  }
  save();
}

for (const t of TABS) $(`tab-${t}`).addEventListener('click', () => selectTab(t));
document.querySelector('.tabs').addEventListener('keydown', (e) => {
  const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
  if (!d) return;
  e.preventDefault();
  selectTab(TABS[(TABS.indexOf(tab) + d + TABS.length) % TABS.length], true);
});

// --- passes panel ------------------------------------------------------------------
function showRegistry() {
  $('pass-count').textContent = String(passes.length);
  renderPasses($('pass-list'), $('pass-filter'), passes, (p) => {
    const next = addPass(pipelineText(), p.argument);
    pipeline.dispatch({ changes: { from: 0, to: pipeline.state.doc.length, insert: next }, selection: { anchor: next.length } });
    toast(`Added ${p.argument} to the pipeline`);
  });
  renderGallery($('gallery-body'), $('gallery-filter'), examples, loadExample);
}

function togglePasses(open = $('passes-panel').hidden) {
  $('passes-panel').hidden = !open;
  $('toggle-passes').setAttribute('aria-expanded', String(open));
  if (open) $('pass-filter').focus();
}

$('toggle-passes').addEventListener('click', () => togglePasses());
$('close-passes').addEventListener('click', () => togglePasses(false));

// --- gallery and reset --------------------------------------------------------------
function loadExample(e) {
  Object.assign(options, DEFAULT_OPTIONS, e.options);
  showOptions(document, options);
  setText(input, e.text);
  pipeline.dispatch({ changes: { from: 0, to: pipeline.state.doc.length, insert: e.pipeline } });
  moveCursor(input, 0);
  graphFunc = null;
  $('gallery').close();
  save();
  requestRun();
  toast(`Loaded “${e.title}”`);
}

$('open-gallery').addEventListener('click', () => {
  $('gallery').showModal();
  $('gallery-filter').focus();
});
$('close-gallery').addEventListener('click', () => $('gallery').close());
$('gallery').addEventListener('click', (e) => {
  if (e.target === $('gallery')) $('gallery').close(); // a click on the backdrop
});
$('reset').addEventListener('click', () => loadExample(WELCOME));

// --- share -------------------------------------------------------------------------
$('share').addEventListener('click', async () => {
  const fragment = await encodeState({ text: input.state.doc.toString(), pipeline: pipelineText(), options });
  if (fragment.length > MAX_LINK) {
    toast('The input is too large to share as a link');
    return;
  }
  const url = `${location.origin}${location.pathname}#${fragment}`;
  history.replaceState(null, '', url);
  fromLink = true;
  try {
    await navigator.clipboard.writeText(url);
    toast('Link copied to the clipboard');
  } catch {
    toast('The link is in the address bar');
  }
});

// --- run button, keys, options --------------------------------------------------------
$('run').addEventListener('click', () => {
  if ($('run').classList.contains('stop')) cancel();
  else requestRun();
});

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || e.defaultPrevented || $('gallery').open) return;
  if (!$('passes-panel').hidden) togglePasses(false);
  else if (document.body.dataset.state === 'running') cancel();
});

onReady = ready;
if (earlyReady) ready(earlyReady);

bindOptions(document, options, () => {
  save();
  if (client.state === 'ready') run();
});

$('run').querySelector('kbd').textContent = RUN_KEY;

makeSplitter($('split-main'), $('panes'), { axis: 'x', variable: '--split-x' });
makeSplitter($('split-side'), $('side'), { axis: 'y', variable: '--split-y', min: 15, max: 90 });
$('command').textContent = commandLine(argsFor(options, pipelineText()));
showSize(input.state.doc.length);
selectTab(tab);
input.focus();

// Offline: a service worker keeps the site's files (sw.js); not on file: URLs.
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  navigator.serviceWorker.register('sw.js').catch((err) => console.warn('mlirc: no offline copy:', err.message));
}

// A handle for the browser console (and tests).
window.mlircPlayground = {
  input,
  output,
  pipeline,
  stages: stagesView,
  graph: graphView,
  client,
  run: requestRun,
  cancel,
  selectTab,
  get passes() {
    return passes;
  },
  get dialects() {
    return dialects;
  },
  get examples() {
    return examples;
  },
};
