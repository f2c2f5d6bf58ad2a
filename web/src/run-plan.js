// What one press of Run asks the worker for (pure, unit-tested): the
// driver runs over the input and what each one is for. Outside lit mode:
// the run the command line shows, and for "IR after each pass" the input
// parsed and printed plus the pipeline with its IR dumps (on the `// -----`
// chunk at the cursor when the input is split). In lit mode: the mlir-opt
// steps of every RUN line (each step reads the stdout of the one before),
// and the stages of the selected RUN line on the chunk at the cursor.
import { chunkAt, planRun, runLines } from './lit.js';
import { FILE_NAME, STAGE_FLAGS, TIMING_FLAGS, argsFor, pipelineArgs, splitsInput } from './options.js';

/** The IR after each pass is recorded for inputs up to this size (characters): each stage is a copy of the whole module. */
export const STAGES_MAX_INPUT = 300_000;

/** RUN lines past this many are listed but not run. */
export const MAX_RUN_LINES = 12;

// Flags that make a run about the file as a whole (its chunks, its expected
// diagnostics); a stage run is of one chunk and prints it.
const WHOLE_FILE = /^--?(?:split-input-file|verify-diagnostics(?:=.*)?)$/;

/**
 * Plans a run. Returns {runs, args, main, stages, lit, error} where runs are
 * the worker's requests ({args} over the input, {args, text} over another
 * text, or {args, input: index of the run whose stdout is read,
 * mergeStderr}), `args` the command line shown, `main` the
 * index of the run whose output is shown, `stages` {baseline, pipeline, note,
 * chunk} (indices, or a note saying why there are none), and `lit` (lit mode)
 * {lines: [{line, command, plan, steps: [run indices]}], selected}.
 * `passNames` (the registry's pass arguments) tells pass flags from others.
 */
export function planRuns({ text, pipeline, options, cursorLine = 1, litLine = null, passNames = new Set() }) {
  if (options.litMode) return planLit({ text, cursorLine, litLine, passNames });
  const field = pipelineArgs(pipeline);
  if (field.error) return { runs: [], args: argsFor(options, ''), error: field.error };
  const args = argsFor(options, pipeline);
  const hasPipeline = field.args.length > 0;
  const split = splitsInput(args);
  const runs = [];
  const stages = { baseline: null, pipeline: null, note: '', chunk: null };
  if (!hasPipeline) stages.note = 'The pipeline is empty: set one (e.g. builtin.module(canonicalize,cse)) to see the IR after each pass.';
  else if (text.length > STAGES_MAX_INPUT) stages.note = `The IR after each pass is recorded for inputs up to ${STAGES_MAX_INPUT / 1000} KB; this one has ${Math.round(text.length / 1000)} KB.`;
  const withStages = !stages.note;
  // The whole input: the output shown, the timing report, and the stages
  // too when there is one module.
  runs.push({ args: argsFor(options, pipeline, [...(withStages && !split ? STAGE_FLAGS : []), ...TIMING_FLAGS]) });
  const main = 0;
  if (withStages) {
    const perChunk = { ...options, splitInputFile: false, verifyDiagnostics: false };
    const source = split ? chunkAt(text, cursorLine) : { text: undefined };
    const stageArgs = (withPipeline, extra) => argsFor(perChunk, withPipeline ? pipeline : '', extra).filter((a) => !WHOLE_FILE.test(a));
    stages.baseline = runs.push({ args: stageArgs(false, []), text: source.text }) - 1;
    if (split) {
      stages.pipeline = runs.push({ args: stageArgs(true, STAGE_FLAGS), text: source.text }) - 1;
      stages.chunk = { index: source.index, count: source.count, first: source.first, last: source.last };
    } else {
      stages.pipeline = main;
    }
  }
  return { runs, args, main, stages, lit: null, error: null };
}

function planLit({ text, cursorLine, litLine, passNames }) {
  const found = runLines(text).slice(0, MAX_RUN_LINES);
  const none = { runs: [], args: [], main: null, stages: { note: 'No RUN line ran.' }, lit: { lines: [], selected: -1 } };
  if (!found.length) return { ...none, error: 'lit mode: the input has no RUN line (// RUN: mlir-opt %s ...)' };
  const runs = [];
  const lines = found.map((r) => ({ line: r.line, endLine: r.endLine, command: r.command, plan: planRun(r.command, FILE_NAME), steps: [] }));
  let selected = lines.findIndex((l) => l.line === litLine);
  if (selected < 0) selected = Math.max(0, lines.findIndex((l) => !l.plan.error));
  lines.forEach((l, i) => {
    l.plan.steps.forEach((step, k) => {
      // The timing report of the line shown, unless its stderr is piped on.
      const timed = i === selected && k === 0 && !(l.plan.mergeStderr && l.plan.steps.length > 1);
      const args = timed ? [...step.args, ...TIMING_FLAGS] : step.args;
      l.steps.push(runs.push(k === 0 ? { args } : { args, input: l.steps[k - 1], mergeStderr: l.plan.mergeStderr }) - 1);
    });
  });
  const chosen = lines[selected];
  const stages = { baseline: null, pipeline: null, note: '', chunk: null };
  const first = chosen.plan.steps[0];
  if (!first) stages.note = `This RUN line does not run here: ${chosen.plan.error}.`;
  else if (!first.args.some((a) => isPassFlag(a, passNames))) stages.note = 'The first mlir-opt of this RUN line runs no pass.';
  else if (text.length > STAGES_MAX_INPUT) stages.note = `The IR after each pass is recorded for inputs up to ${STAGES_MAX_INPUT / 1000} KB.`;
  else {
    const source = splitsInput(first.args) ? chunkAt(text, cursorLine) : { text: undefined };
    const kept = first.args.filter((a) => !WHOLE_FILE.test(a));
    stages.baseline = runs.push({ args: kept.filter((a) => !isPassFlag(a, passNames)), text: source.text }) - 1;
    stages.pipeline = runs.push({ args: [...kept, ...STAGE_FLAGS], text: source.text }) - 1;
    if (source.index != null) stages.chunk = { index: source.index, count: source.count, first: source.first, last: source.last };
  }
  return {
    runs,
    args: first ? first.args : [],
    main: chosen.steps.length ? chosen.steps[chosen.steps.length - 1] : null,
    stages,
    lit: { lines, selected },
    error: null,
  };
}

/** Whether an mlir-opt argument runs passes: `--pass-pipeline=...` or a registered pass's flag. */
export function isPassFlag(arg, passNames) {
  if (/^--?pass-pipeline=/.test(arg)) return true;
  const m = /^--?([\w.-]+)(?:=.*)?$/.exec(arg);
  return Boolean(m && passNames.has(m[1]));
}

/**
 * The verdict of a RUN line from the results of its steps, as lit decides
 * with pipefail: every mlir-opt must exit 0 (non-zero under `not`).
 * Returns {status: 'pass' | 'fail' | 'unchecked' | 'skipped', reason}:
 * 'unchecked' when mlir-opt passed but a FileCheck was not run.
 */
export function litVerdict(line, results, fileCheckResult = null) {
  if (line.plan.error) return { status: 'skipped', reason: line.plan.error };
  for (const [k, step] of line.plan.steps.entries()) {
    const r = results[line.steps[k]];
    if (!r) return { status: 'skipped', reason: 'not run' };
    const ok = step.not ? r.exitCode !== 0 : r.exitCode === 0;
    if (!ok) {
      const which = line.plan.steps.length > 1 ? `mlir-opt #${k + 1}` : 'mlir-opt';
      return { status: 'fail', reason: step.not ? `${which} succeeded under 'not'` : `${which} exited with ${r.exitCode}` };
    }
  }
  if (!line.plan.fileCheck) return { status: 'pass', reason: 'mlir-opt as expected' };
  if (!fileCheckResult) return { status: 'unchecked', reason: 'mlir-opt as expected; FileCheck not run' };
  const ok = line.plan.fileCheck.not ? fileCheckResult.exitCode !== 0 : fileCheckResult.exitCode === 0;
  return ok ? { status: 'pass', reason: 'mlir-opt and FileCheck as expected' } : { status: 'fail', reason: `FileCheck exited with ${fileCheckResult.exitCode}` };
}

/**
 * What the graph is drawn from: {text, args} for the worker's graph request.
 * The input as the run reads it (the chunk at the cursor when it is split),
 * with the run's flags but those about the whole file.
 */
export function graphRequest({ text, pipeline, options, cursorLine = 1, litLine = null }) {
  let args;
  if (options.litMode) {
    const found = runLines(text).map((r) => ({ ...r, plan: planRun(r.command, FILE_NAME) }));
    const pick = found.find((r) => r.line === litLine && !r.plan.error) ?? found.find((r) => !r.plan.error);
    args = pick ? pick.plan.steps[0].args : [];
  } else {
    args = pipelineArgs(pipeline).error ? argsFor(options, '') : argsFor(options, pipeline);
  }
  const split = splitsInput(args);
  args = args.filter((a) => !WHOLE_FILE.test(a));
  if (!args.includes(FILE_NAME)) args.push(FILE_NAME); // a RUN line reading stdin: name the file anyway
  return { text: split ? chunkAt(text, cursorLine).text : text, args };
}
