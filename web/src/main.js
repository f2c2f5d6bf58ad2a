// The playground page: wires the editors, the pipeline field, the options,
// the worker and the result views (output, IR after each pass, timing, graph,
// diagnostics) together, with the pass list, the example gallery and
// shareable links. The wasm runs only in the worker; this thread edits text
// and renders results, so it stays responsive whatever the input's size.
import { createInputEditor, createOutputEditor, createStageEditor, flashRange, moveCursor, setText, showExpectations, showLint } from './editor.js';
import { lineColumnOf, offsetOf, parseDiagnostics, toLintDiagnostics } from './diagnostics.js';
import { renderDiagnostics } from './diagnostics-view.js';
import { fileCheckMain } from 'mlirc/filecheck';
import { FileCheckView } from './filecheck-view.js';
import { EXAMPLES, WELCOME, availableExamples } from './gallery.js';
import { renderGallery } from './gallery-view.js';
import { GraphView } from './graph-view.js';
import { checkExpectations, expectations, runLines, withByteColumns } from './lit.js';
import { LitField } from './lit-view.js';
import { DEFAULT_OPTIONS, FILE_NAME, argsFor, bindOptions, commandLine, pipelineArgs, showOptions } from './options.js';
import { makeSplitter } from './panes.js';
import { addPass, passElement, passesIn, pipelineErrors } from './pipeline.js';
import { createPipelineEditor, showPipelineErrors } from './pipeline-editor.js';
import { renderPasses } from './passes-view.js';
import { parseTiming, splitStderr } from './report.js';
import { graphRequest, litVerdict, planRuns } from './run-plan.js';
import { loadSession, MAX_LOCAL_TEXT, saveSession, sizeText } from './session.js';
import { decodeState, encodeState } from './share.js';
import { StagesView } from './stages-view.js';
import { renderTiming } from './timing-view.js';
import { Cancelled, MlircClient } from './worker-client.js';
import { languageFeatures } from './language.js';
import { ExecView } from './exec-view.js';
import { LLVMView } from './llvm-view.js';
import { OutlineView } from './outline-view.js';
import { MAX_LANGUAGE_TEXT } from './language-service.js';

const $ = (id) => document.getElementById(id);

// The Stop button replaces Run only for runs that take this long (no flicker).
const STOP_AFTER_MS = 500;
// Links longer than this are refused (browsers cut URLs somewhere above 2 MB).
const MAX_LINK = 1_500_000;
const TABS = ['output', 'exec', 'stages', 'llvm', 'timing', 'graph', 'filecheck'];

performance.mark('mlirc-start');

// Start the worker first: it loads the wasm while the page sets itself up.
// (A 'ready' that comes before the page is set up is kept for later.)
let earlyReady = null;
let onReady = (detail) => {
  earlyReady = detail;
};
const client = new MlircClient(new URL('./worker.js', import.meta.url), (state, detail) => onStatus(state, detail));

let passes = [];
let passNames = new Set();
let operations = [];
let dialects = [];
let examples = [];
let litLine = null; // the RUN line shown in lit mode (its 1-based line)
let checkedExpectations = []; // the last run's expected-* comments, met or not
let runStarted = 0;
let runSeq = 0;
let runKind = 'opt'; // what the running request is: 'opt' (the pipeline), 'exec' or 'stages' (the interpreter)
let wantRun = false;
let hasRun = false;
let stopTimer = 0;
let graphStale = true;
let graphSeq = 0;
let graphFunc = null;
// The last run's output, which the LLVM IR tab translates (ok: the run succeeded).
let llvmSource = null;
let llvmStale = false;
let llvmSeq = 0;
let linkNote = '';
let toastTimer = 0;
let language = null; // the input's language features (language.js)

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
  const welcome = { text: WELCOME.text, pipeline: WELCOME.pipeline, options: { ...DEFAULT_OPTIONS }, tab: 'output' };
  const saved = await loadSession();
  if (!saved) return welcome;
  if (saved.note) linkNote = saved.note;
  return saved.text == null ? { ...saved, text: WELCOME.text } : saved;
}

const initial = await initialState();
const options = { ...DEFAULT_OPTIONS, ...initial.options };
let tab = TABS.includes(initial.tab) ? initial.tab : 'output';
let fromLink = Boolean(initial.fromLink);
litLine = initial.litLine ?? null;

const session = () => ({ text: input.state.doc.toString(), pipeline: pipelineText(), options, tab, litLine });
const save = () => saveSession(session);

// --- editors -------------------------------------------------------------------
const output = createOutputEditor($('output'));
const input = createInputEditor($('input'), {
  doc: initial.text,
  onRun: () => requestRun(),
  onChange: (state, pasted) => {
    forgetLink();
    save();
    showSize(state.doc.length);
    $('diagnostics').classList.add('stale');
    graphStale = true;
    scheduleOutline();
    if (pasted && !options.litMode && runLines(state.doc.toString()).length) setLitMode(true, 'The input has RUN lines: lit mode is on');
  },
  onCursor: (pos) => {
    const { line, column } = lineColumnOf(input.state.doc, pos);
    $('cursor').textContent = `Ln ${line}, Col ${column}`;
  },
  getOperations: () => operations,
  language: (language = languageFeatures(
    (query, payload) => client.request('language', { query, allowUnregistered: options.allowUnregistered, fileName: FILE_NAME, ...payload }),
    { onLimit: showLanguageLimit },
  )),
});
// --- outline and the language features' size limit ----------------------------------
const OUTLINE_DELAY_MS = 400;
let outlineTimer = 0;
let outlineSeq = 0;
const outlineView = new OutlineView($('outline-list'), (symbol) => {
  const doc = input.state.doc;
  const { line, character } = symbol.selectionRange.start;
  const at = doc.line(Math.min(doc.lines, line + 1));
  moveCursor(input, Math.min(at.from + character, at.to));
});

function showLanguageLimit(over) {
  const note = $('language-note');
  note.hidden = !over;
  note.textContent = over ? `Language features off: over ${MAX_LANGUAGE_TEXT / 1_000_000} MB` : '';
  note.title = over ? `Hover, completion, the outline and diagnostics as you type are answered for inputs up to ${MAX_LANGUAGE_TEXT.toLocaleString('en')} characters; Run still works.` : '';
}

async function refreshOutline() {
  if ($('outline').hidden || client.state !== 'ready') return;
  const seq = ++outlineSeq;
  let answer;
  try {
    answer = await language.symbols(input.state.doc.toString());
  } catch {
    return; // the worker restarted; the next edit asks again
  }
  if (seq !== outlineSeq) return;
  const note = answer.tooLarge
    ? `The outline is shown for inputs up to ${MAX_LANGUAGE_TEXT / 1_000_000} MB.`
    : 'No functions or symbols (or the input does not parse yet).';
  outlineView.show(answer.symbols, note);
  document.body.dataset.outlines = String(Number(document.body.dataset.outlines ?? 0) + 1);
}

function scheduleOutline() {
  if ($('outline').hidden) return;
  clearTimeout(outlineTimer);
  outlineTimer = setTimeout(refreshOutline, OUTLINE_DELAY_MS);
}

function toggleOutline(open = $('outline').hidden) {
  $('outline').hidden = !open;
  $('toggle-outline').setAttribute('aria-expanded', String(open));
  if (open) refreshOutline();
}

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
  runSummary: $('stage-run-summary'),
});
const execView = new ExecView({
  entry: $('exec-entry'),
  args: $('exec-args'),
  steps: $('exec-steps'),
  sourceInputs: [...document.querySelectorAll('input[name="exec-source"]')],
  status: $('exec-status'),
  values: $('exec-values'),
  stdout: $('exec-stdout'),
});
// An example's input (the welcome one on a first visit) says how it runs.
execView.setRun(EXAMPLES.find((e) => e.text === initial.text)?.run);
const graphView = new GraphView($('graph'), { onPick: pickNode });
const llvmView = new LLVMView($('panel-llvm'));
llvmView.message('Run to see the output translated to LLVM IR.');
const litField = new LitField({ select: $('lit-run'), command: $('lit-command'), verdicts: $('lit-verdicts') }, (line) => {
  litLine = line;
  save();
  requestRun();
});
const fileCheckView = new FileCheckView($('filecheck'), { runFileCheck, onPickLine: (line) => moveCursor(input, input.state.doc.line(line).from) });
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
  $('input-size').textContent = sizeText(n);
  $('input-size').title = n > MAX_LOCAL_TEXT ? "Kept across reloads in the browser's IndexedDB" : '';
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
      passNames = new Set(passes.map((p) => p.argument));
      operations = info.operations;
      dialects = info.dialects;
      examples = availableExamples(passes, dialects, passesIn);
      showRegistry();
    } catch (err) {
      console.error('mlirc: could not read the pass registry:', err);
    }
  }
  performance.mark('mlirc-ready');
  refreshOutline();
  setStatus('ready', 'Ready', ` · wasm loaded in ${Math.round(loadMs)} ms · ${passes.length} passes, ${dialects.length} dialects`);
  // Run at once the first time (the visitor sees the example's output) and
  // when a run was asked for while loading; not after a Stop, which would
  // start the same long run again.
  if (!hasRun || wantRun) run();
  wantRun = false;
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
  const execButton = $('exec-run');
  execButton.classList.remove('stop');
  execButton.querySelector('.label').textContent = 'Run';
  if (running) {
    document.body.dataset.state = 'running';
    $('status-text').textContent = 'Running…';
    stopTimer = setTimeout(() => {
      button.classList.add('stop');
      button.querySelector('.label').textContent = 'Stop';
      button.querySelector('kbd').textContent = 'Esc';
      button.title = 'Stop the run (Esc)';
      if (runKind === 'exec') {
        execButton.classList.add('stop');
        execButton.querySelector('.label').textContent = 'Stop';
      }
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

const cursorLine = () => input.state.doc.lineAt(input.state.selection.main.head).number;

async function run() {
  const seq = ++runSeq;
  hasRun = true;
  const text = input.state.doc.toString();
  const plan = planRuns({ text, pipeline: pipelineText(), options, cursorLine: cursorLine(), litLine, passNames });
  if (plan.lit) {
    const { lines, selected } = plan.lit;
    if (lines[selected]) litLine = lines[selected].line;
    litField.showLines(lines, selected, plan.error ?? '');
  }
  if (!plan.runs.length) {
    render({ plan, results: [] });
    return;
  }
  setRunning(true);
  runKind = 'opt';
  runStarted = performance.now();
  let results;
  try {
    results = await client.run(plan.runs, text);
  } catch (err) {
    if (err instanceof Cancelled) return;
    results = plan.runs.map(() => ({ stdout: '', stderr: `mlirc: ${err.message}\n`, exitCode: 1, ms: 0 }));
  }
  if (seq !== runSeq) return; // a newer run replaced this one
  setRunning(false);
  render({ plan, results });
}

/** Stops a running request by restarting the worker. */
function cancel() {
  if (!client.busy) return false;
  runSeq++;
  graphSeq++;
  const seconds = (performance.now() - runStarted) / 1000;
  setRunning(false);
  client.cancel('stopped by the user');
  const after = seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
  toast('Stopped');
  const badge = $('exit');
  badge.textContent = `stopped after ${after}`;
  badge.className = 'badge stopped';
  if (runKind !== 'opt') {
    // A run of the interpreter: the pipeline's results stay.
    if (runKind === 'exec') execView.stopped(after);
    else stagesView.showOutcomes(null);
    stageRunButton(false);
    showRunCount('execs');
    return true;
  }
  setText(output, '');
  showLint(input, []);
  showExpectations(input, []);
  checkedExpectations = [];
  renderDiagnostics($('diagnostics'), $('diag-count'), { diagnostics: [], rest: [] }, pickDiagnostic, `The run was stopped after ${after}, before it finished: there is no output and no diagnostic. The WebAssembly worker is restarting.`);
  $('diag-count').textContent = 'stopped';
  $('diag-count').className = 'count stopped';
  $('expect-summary').hidden = true;
  stagesView.show([], 'The run was stopped.');
  renderTiming($('timing'), null, 'The run was stopped.');
  graphStale = true;
  llvmSource = null;
  llvmStale = false;
  llvmSeq++;
  llvmView.message('The run was stopped.');
  showRunCount();
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

// The command a shell would run: lit mode's RUN line with %s replaced, or
// the mlir-opt the options and the pipeline make.
function shownCommand(plan) {
  if (!plan.lit) return commandLine(plan.args);
  const line = plan.lit.lines[plan.lit.selected];
  if (!line || line.plan.error) return line ? `# not run here: ${line.plan.error}` : '# no RUN line';
  const parts = line.plan.steps.map((s, k) => `${s.not ? 'not ' : ''}${commandLine(s.args)}${k === 0 && line.plan.mergeStderr ? ' 2>&1' : ''}`);
  if (line.plan.fileCheck) parts.push(`${line.plan.fileCheck.not ? 'not ' : ''}${commandLine(line.plan.fileCheck.args, 'FileCheck')}`);
  return parts.join(' | ');
}

// The stderr of the runs whose diagnostics are listed: the run shown, or
// every step of the RUN line shown.
function diagnosticRuns(plan, results) {
  if (!plan.lit) return plan.main == null ? [] : [results[plan.main]];
  const line = plan.lit.lines[plan.lit.selected];
  return line ? line.steps.map((i) => results[i]) : [];
}

function render({ plan, results }) {
  const main = plan.main == null ? null : results[plan.main];
  const errorResult = { stdout: '', stderr: plan.error ? `mlirc: ${plan.error}\n` : '', exitCode: 1, ms: 0 };
  const { stdout, exitCode, ms } = main ?? errorResult;
  setText(output, stdout);
  const stderr = (main ? diagnosticRuns(plan, results).map((r) => r.stderr).join('') : errorResult.stderr);
  const split = splitStderr(stderr);
  const parsed = parseDiagnostics(split.rest);
  const inputName = plan.lit ? plan.lit.lines[plan.lit.selected]?.plan.inputName ?? FILE_NAME : FILE_NAME;
  for (const d of parsed.diagnostics) if (d.file === inputName) d.file = FILE_NAME; // `< %s` names the file <stdin>

  showFieldErrors(plan, parsed);
  showLint(input, toLintDiagnostics(input.state.doc, parsed.diagnostics, FILE_NAME));
  renderDiagnostics($('diagnostics'), $('diag-count'), parsed, pickDiagnostic, exitCode === 0 ? 'No diagnostics.' : 'No diagnostics; the run failed.');
  showExpectationResults(plan, parsed.diagnostics);
  const badge = $('exit');
  badge.textContent = main ? `exit ${exitCode} · ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms` : 'not run';
  badge.className = `badge ${main && exitCode === 0 ? 'ok' : 'fail'}`;
  $('command').textContent = shownCommand(plan);

  if (plan.lit) {
    const { lines, selected } = plan.lit;
    const text = input.state.doc.toString();
    const checks = lines.map((l) => fileCheckOf(l, results, text));
    const verdicts = lines.map((l, i) => litVerdict(l, results, checks[i]));
    litField.showVerdicts(lines, verdicts, selected);
    const fileCheck = lines[selected]?.plan.fileCheck ?? null;
    $('tab-filecheck').hidden = !fileCheck;
    if (fileCheck || tab === 'filecheck') fileCheckView.show(fileCheck, text, stdout, checks[selected]);
    if (!fileCheck && tab === 'filecheck') selectTab('output');
  } else {
    $('tab-filecheck').hidden = true;
    if (tab === 'filecheck') selectTab('output');
  }

  const st = plan.stages;
  const stageDumps = st.pipeline == null ? [] : splitStderr(results[st.pipeline].stderr).stages;
  const stages = stagesOf(st.baseline == null ? null : results[st.baseline], stageDumps);
  const chunk = st.chunk ? `Chunk ${st.chunk.index + 1} of ${st.chunk.count} (lines ${st.chunk.first}–${st.chunk.last}), the one with the cursor` : '';
  stagesView.show(stages, st.note || (exitCode ? 'The run failed before any pass ran: see Diagnostics.' : 'No pass ran.'), chunk);
  const report = split.reports['Execution time report'];
  renderTiming($('timing'), report ? parseTiming(report) : null, exitCode ? 'The run failed before the timing report: see Diagnostics.' : 'No timing report.');

  graphStale = true;
  if (tab === 'graph') refreshGraph();
  if (tab === 'exec') refreshEntries();
  llvmSource = { text: stdout, ok: Boolean(main) && exitCode === 0 };
  llvmStale = true;
  if (tab === 'llvm') refreshLLVM();
  if (!performance.getEntriesByName('mlirc-first-output').length) performance.mark('mlirc-first-output');
  // What the first visit loaded (a link, or a session that could not be
  // restored whole) is said with its first result, so that it is seen.
  if (linkNote) toast(linkNote);
  linkNote = '';
  showRunCount();
}

// For tests and scripts: how many results have been shown (data-runs of
// the pipeline, data-execs of the interpreter).
function showRunCount(what = 'runs') {
  document.body.dataset[what] = String(Number(document.body.dataset[what] ?? 0) + 1);
}

// --- execute: running a function with the interpreter --------------------------------
const execArgs = () => ({ entry: execView.entry, argText: execView.argText, maxSteps: execView.maxSteps, allowUnregistered: options.allowUnregistered });

/** Runs the entry function on the pipeline's output (or the input) and shows the result. */
async function execute() {
  if (client.state !== 'ready') {
    toast('mlirc is still loading');
    return;
  }
  if (client.busy) return;
  if (tab !== 'exec') selectTab('exec');
  const seq = ++runSeq;
  const from = graphRequest({ text: input.state.doc.toString(), pipeline: pipelineText(), options, cursorLine: cursorLine(), litLine });
  runKind = 'exec';
  runStarted = performance.now();
  setRunning(true);
  execView.running();
  let answer;
  try {
    answer = await client.request('exec', { text: from.text, args: from.args, source: execView.source, fileName: FILE_NAME, ...execArgs() });
  } catch (err) {
    if (err instanceof Cancelled) return;
    answer = { functions: [], error: err.message, diagnostics: [] };
  }
  if (seq !== runSeq) return;
  setRunning(false);
  execView.show(answer);
  // The interpreter's diagnostics (undefined behaviour, the step budget) at their place in the input.
  const diagnostics = answer.diagnostics ?? [];
  showLint(input, toLintDiagnostics(input.state.doc, diagnostics, FILE_NAME));
  renderDiagnostics($('diagnostics'), $('diag-count'), { diagnostics, rest: [] }, pickDiagnostic, answer.error ? 'No diagnostics; the function did not run.' : 'No diagnostics from the run.');
  $('expect-summary').hidden = true;
  const badge = $('exit');
  const ms = answer.ms ?? 0;
  badge.textContent = !answer.entry || !ms ? 'not run' : `${answer.error ? 'failed after' : 'ran in'} ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
  badge.className = `badge ${answer.error ? 'fail' : 'ok'}`;
  showRunCount('execs');
}

/** Lists the functions the Execute tab can run (of the pipeline's output, or of the input). */
async function refreshEntries() {
  if (client.state !== 'ready') return;
  const from = graphRequest({ text: input.state.doc.toString(), pipeline: pipelineText(), options, cursorLine: cursorLine(), litLine });
  try {
    const answer = await client.request('functions', { text: from.text, args: from.args, source: execView.source, fileName: FILE_NAME, allowUnregistered: options.allowUnregistered });
    execView.showFunctions(answer.functions, null);
  } catch {
    // stopped or restarted: the next run lists them
  }
}

function stageRunButton(running) {
  $('stage-run').disabled = running;
  $('stage-run').textContent = running ? 'Running each stage…' : 'Run each stage';
}

/** Runs the entry function on every stage and marks the first whose result differs from the input's. */
async function runEachStage() {
  const texts = stagesView.stages.map((s) => s.text);
  if (!texts.length) {
    toast('There are no stages: run a pass pipeline first');
    return;
  }
  if (client.state !== 'ready' || client.busy) return;
  const seq = ++runSeq;
  runKind = 'stages';
  runStarted = performance.now();
  setRunning(true);
  stageRunButton(true);
  let answer;
  try {
    answer = await client.request('execStages', { texts, ...execArgs() });
  } catch (err) {
    if (err instanceof Cancelled) return;
    answer = { outcomes: texts.map(() => ({ results: [], stdout: '', error: err.message })) };
  }
  if (seq !== runSeq) return;
  setRunning(false);
  stageRunButton(false);
  stagesView.showOutcomes(answer.outcomes, answer.outcomes.find((o) => o.entry)?.entry ?? '');
  showRunCount('execs');
}

$('exec-run').addEventListener('click', () => {
  if (document.body.dataset.state === 'running') cancel();
  else execute();
});
$('exec-args').addEventListener('keydown', (e) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  execute();
});
$('stage-run').addEventListener('click', () => runEachStage());
$('toggle-outline').addEventListener('click', () => toggleOutline());
$('close-outline').addEventListener('click', () => toggleOutline(false));
document.addEventListener('keydown', (e) => {
  if (e.key.toLowerCase() !== 'o' || !e.shiftKey || !(e.ctrlKey || e.metaKey)) return;
  e.preventDefault();
  toggleOutline();
});
for (const radio of document.querySelectorAll('input[name="exec-source"]')) radio.addEventListener('change', () => refreshEntries());
// Ctrl/Cmd+Shift+Enter runs the function from anywhere (before the editors' Ctrl+Enter).
document.addEventListener(
  'keydown',
  (e) => {
    if (e.key !== 'Enter' || !e.shiftKey || !(e.ctrlKey || e.metaKey)) return;
    e.preventDefault();
    e.stopPropagation();
    execute();
  },
  true,
);

// The driver's complaints about the pipeline field, underlined in it.
function showFieldErrors(plan, parsed) {
  let errors = [];
  if (!plan.lit) {
    const text = pipelineText();
    const field = pipelineArgs(text);
    if (field.error) {
      errors = [{ from: 0, to: text.length, message: field.error }];
    } else if (field.args.length === 1 && field.args[0].startsWith('--pass-pipeline=')) {
      const effective = field.args[0].slice('--pass-pipeline='.length);
      errors = pipelineErrors(parsed.diagnostics, effective, parsed.rest).map((e) => ({
        ...e,
        from: Math.max(0, Math.min(text.length, e.from - field.offset)),
        to: Math.max(0, Math.min(text.length, e.to - field.offset)),
      }));
    } else {
      // Flags: an unknown one is named by the driver.
      for (const line of parsed.rest) {
        const m = /Unknown command line argument '(.*)'/.exec(line);
        const at = m ? text.indexOf(m[1]) : -1;
        if (at >= 0) errors.push({ from: at, to: at + m[1].length, message: line.replace(/^[\w-]+: /, '') });
      }
      errors.push(...pipelineErrors(parsed.diagnostics, '', parsed.rest).filter((e) => /pass|pipeline/i.test(e.message)).map((e) => ({ ...e, from: 0, to: text.length })));
    }
    if (errors.length) {
      for (const d of parsed.diagnostics) {
        if (d.line || (d.file !== '<unknown>' && d.file !== '')) continue;
        d.pipeline = true;
        // A bad option value's error is empty: the driver printed its reason
        // on a line of its own, which the list shows in its place.
        if (!d.message) d.message = errors[0].message;
      }
    }
  }
  showPipelineErrors(pipeline, errors);
  document.querySelector('.pipeline-field').classList.toggle('has-error', errors.length > 0);
}

// --verify-diagnostics: each expected-* comment met or not, from the
// driver's mismatch errors.
function showExpectationResults(plan, diagnostics) {
  const args = plan.lit ? plan.lit.lines[plan.lit.selected]?.plan.steps[0]?.args ?? [] : plan.args;
  const verifying = args.some((a) => /^--?verify-diagnostics(?:=|$)/.test(a));
  const chip = $('expect-summary');
  if (!verifying) {
    checkedExpectations = [];
    showExpectations(input, []);
    chip.hidden = true;
    return;
  }
  const text = input.state.doc.toString();
  const checked = checkExpectations(withByteColumns(expectations(text), text), diagnostics.filter((d) => d.file === FILE_NAME));
  checkedExpectations = checked.expectations;
  showExpectations(input, checked.expectations);
  const met = checked.expectations.filter((e) => e.met).length;
  const all = checked.expectations.length;
  chip.hidden = false;
  chip.textContent = `expected ${met}/${all}`;
  chip.title = `${met} of ${all} expected diagnostics were produced; ${checked.unexpected.length} other complaint${checked.unexpected.length === 1 ? '' : 's'} of --verify-diagnostics`;
  chip.className = `count-chip expect-summary ${met === all && !checked.unexpected.length ? 'ok' : 'fail'}`;
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
  const from = graphRequest({ text: input.state.doc.toString(), pipeline: pipelineText(), options, cursorLine: cursorLine(), litLine });
  let answer;
  try {
    answer = await client.request('graph', {
      text: from.text,
      args: from.args,
      source,
      func: graphFunc,
      cursorLine: cursorLine(),
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

/** Translates the last run's output to LLVM IR in the worker and shows it (or why it cannot be). */
async function refreshLLVM() {
  if (!llvmStale || !llvmSource || client.state !== 'ready') return;
  llvmStale = false;
  const seq = ++llvmSeq;
  const { text, ok } = llvmSource;
  if (!ok) {
    llvmView.message('The run failed, so there is no output to translate: see Diagnostics.', { error: true });
    llvmDone();
    return;
  }
  llvmView.message('Translating to LLVM IR…');
  let answer;
  try {
    answer = await client.request('llvm', { text });
  } catch (err) {
    if (err instanceof Cancelled || seq !== llvmSeq) return;
    llvmView.message(err.message, { error: true });
    llvmDone();
    return;
  }
  if (seq !== llvmSeq) return;
  if (answer.failure) llvmView.message(answer.failure.message, { error: true, detail: answer.failure.detail });
  else llvmView.show(answer.llvm, 'The output as mlir-translate --mlir-to-llvmir prints it.');
  llvmDone();
}

// For tests: how many times the LLVM IR tab has been filled.
function llvmDone() {
  document.body.dataset.llvm = String(Number(document.body.dataset.llvm ?? 0) + 1);
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
  if (name === 'exec') refreshEntries();
  if (name === 'llvm') refreshLLVM();
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
    const next = addPass(pipelineText(), passElement(p));
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
  showLitMode();
  setText(input, e.text);
  pipeline.dispatch({ changes: { from: 0, to: pipeline.state.doc.length, insert: e.pipeline } });
  moveCursor(input, 0);
  graphFunc = null;
  execView.setRun(e.run);
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
  else if (document.body.classList.contains('results-maximised')) maximise(false);
});

// --- maximised results --------------------------------------------------------------
function maximise(on = !document.body.classList.contains('results-maximised')) {
  document.body.classList.toggle('results-maximised', on);
  const button = $('maximise');
  button.setAttribute('aria-pressed', String(on));
  button.title = on ? 'Restore the results (Esc)' : 'Maximise the results (Esc restores)';
  button.setAttribute('aria-label', on ? 'Restore the results' : 'Maximise the results');
  output.requestMeasure();
  stagesView.editor.requestMeasure();
  // The graph keeps its zoom; Fit and the overview use the new size.
  if (tab === 'graph') requestAnimationFrame(() => graphView.overview());
}
$('maximise').addEventListener('click', () => maximise());

// --- lit mode -------------------------------------------------------------------------
// In lit mode the RUN lines decide the flags: the pipeline field and the
// toggles give way to the RUN line field.
function showLitMode() {
  const on = Boolean(options.litMode);
  $('opt-lit').checked = on;
  $('pipeline-field').hidden = on;
  $('lit-field').hidden = !on;
  for (const box of document.querySelectorAll('.options input:not(#opt-lit)')) {
    box.disabled = on;
    box.closest('label').classList.toggle('disabled', on);
    box.closest('label').title = on ? 'In lit mode the RUN line gives the flags' : box.closest('label').dataset.title;
  }
  if (on) {
    const lines = runLines(input.state.doc.toString());
    const selected = Math.max(0, lines.findIndex((l) => l.line === litLine));
    litField.showLines(lines, selected, 'No RUN line in the input: add one, e.g. // RUN: mlir-opt %s -canonicalize | FileCheck %s');
  } else {
    $('tab-filecheck').hidden = true;
    if (tab === 'filecheck') selectTab('output');
  }
}

function setLitMode(on, note = '') {
  options.litMode = on;
  showLitMode();
  save();
  if (note) toast(note);
  requestRun();
}

for (const label of document.querySelectorAll('.options label')) label.dataset.title = label.title;
$('opt-lit').addEventListener('change', () => setLitMode($('opt-lit').checked));

onReady = ready;
if (earlyReady) ready(earlyReady);

bindOptions(document, options, () => {
  save();
  if (client.state === 'ready') run();
});

$('run').querySelector('kbd').textContent = RUN_KEY;

makeSplitter($('split-main'), $('panes'), { axis: 'x', variable: '--split-x' });
makeSplitter($('split-side'), $('side'), { axis: 'y', variable: '--split-y', min: 15, max: 90 });
$('command').textContent = options.litMode ? '' : commandLine(argsFor(options, pipelineText()));
showLitMode();
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
  execute,
  runEachStage,
  exec: execView,
  toggleOutline,
  selectTab,
  maximise,
  setLitMode,
  fileCheck: fileCheckView,
  get passes() {
    return passes;
  },
  get dialects() {
    return dialects;
  },
  get operations() {
    return operations;
  },
  /** The last run's expected-* comments: [{line, severity, message, met}]. */
  get expectations() {
    return checkedExpectations.map(({ line, severity, message, met }) => ({ line, severity, message, met }));
  },
  get examples() {
    return examples;
  },
};

/**
 * FileCheck 22 (the npm package's, in JavaScript) over texts in memory: the
 * check file is the editor's text whatever the RUN line names it, the input
 * is what the last mlir-opt step printed. FileCheck works on bytes; the
 * page on UTF-16 strings.
 */
function runFileCheck(args, checkText, inputText) {
  const bytes = (s) => new TextEncoder().encode(s);
  const text = (s) => new TextDecoder().decode(Uint8Array.from(s, (c) => c.charCodeAt(0)));
  const r = fileCheckMain(args, { readFile: () => bytes(checkText), stdin: bytes(inputText), argv0: 'FileCheck' });
  return { exitCode: r.exitCode, stdout: text(r.stdout), stderr: text(r.stderr) };
}

/** The FileCheck result of a RUN line whose mlir-opt steps all ran (null otherwise). */
function fileCheckOf(line, results, text) {
  if (!line.plan.fileCheck || line.plan.error) return null;
  const last = results[line.steps[line.steps.length - 1]];
  return last ? runFileCheck(line.plan.fileCheck.args, text, last.stdout) : null;
}
