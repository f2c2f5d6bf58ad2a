// The run's flags: argsFor() turns the options bar and the pipeline field
// into mlir-opt's arguments, commandLine() into what a user would type
// (pure, unit-tested); bindOptions() ties the checkboxes to the options.
import { shellWords } from './lit.js';
import { anchoredPipeline } from './pipeline.js';

export const FILE_NAME = 'input.mlir';

/** Checkbox id, option key, the mlir-opt flag it adds when checked (in this order). */
export const FLAGS = [
  ['opt-unregistered', 'allowUnregistered', '--allow-unregistered-dialect'],
  ['opt-split', 'splitInputFile', '--split-input-file'],
  ['opt-verify', 'verifyDiagnostics', '--verify-diagnostics'],
  ['opt-generic', 'generic', '--mlir-print-op-generic'],
  ['opt-debuginfo', 'debugInfo', '--mlir-print-debuginfo'],
];

export const DEFAULT_OPTIONS = {
  allowUnregistered: false,
  splitInputFile: false,
  verifyDiagnostics: false,
  generic: false,
  debugInfo: false,
  litMode: false,
};

/**
 * Flags that record the IR after each pass (module scope: each stage is the
 * whole module; upstream allows that only without threads).
 */
export const STAGE_FLAGS = ['--mlir-print-ir-after-all', '--mlir-print-ir-module-scope', '--mlir-disable-threading'];
export const TIMING_FLAGS = ['--mlir-timing'];

/**
 * What the pipeline field holds, as mlir-opt arguments: {args, offset,
 * error}. A textual pipeline becomes `--pass-pipeline=...`, anchored on
 * builtin.module when it is not one `op-name(...)` already (mlir-opt 22
 * rejects an unanchored one); an offset in that pipeline less `offset` is
 * one in the field (for placing the driver's errors). Text starting
 * with `-` is mlir-opt flags as a RUN line has them (`-canonicalize -cse`),
 * split as the shell would.
 */
export function pipelineArgs(pipeline) {
  const text = pipeline.trim();
  if (!text) return { args: [], offset: 0, error: null };
  const lead = pipeline.length - pipeline.trimStart().length;
  if (text.startsWith('-')) {
    try {
      const words = shellWords(text);
      const op = words.find((w) => w.op);
      if (op) return { args: [], offset: 0, error: `'${op.op}' in the flags: give mlir-opt flags only` };
      return { args: words.map((w) => w.word), offset: 0, error: null };
    } catch (err) {
      return { args: [], offset: 0, error: err.message };
    }
  }
  const anchored = anchoredPipeline(text);
  return { args: [`--pass-pipeline=${anchored}`], offset: anchored.indexOf(text) - lead, error: null };
}

/** Whether `args` split the input (`--split-input-file`, either dash form). */
export function splitsInput(args) {
  return args.some((a) => /^--?split-input-file$/.test(a));
}

/**
 * The driver's arguments: the pipeline (when not empty), the options' flags,
 * `extra` (instrumentation), and the input's file name last.
 */
export function argsFor(options, pipeline = '', extra = []) {
  const args = [...pipelineArgs(pipeline).args];
  for (const [, key, flag] of FLAGS) if (options[key]) args.push(flag);
  return [...args, ...extra, FILE_NAME];
}

/** The command line a user would type for `args` (shell-quoted where needed). */
export function commandLine(args, tool = 'mlir-opt') {
  const quote = (a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return [tool, ...args.map((a) => {
    const eq = a.indexOf('=');
    return a.startsWith('-') && eq > 0 ? `${a.slice(0, eq + 1)}${quote(a.slice(eq + 1))}` : quote(a);
  })].join(' ');
}

/** Binds the checkboxes to `options`; onChange(options) after each toggle. */
export function bindOptions(root, options, onChange) {
  for (const [id, key] of FLAGS) {
    const box = root.getElementById(id);
    box.checked = Boolean(options[key]);
    box.addEventListener('change', () => {
      options[key] = box.checked;
      onChange(options);
    });
  }
}

/** Sets the checkboxes from `options` (after loading an example or a link). */
export function showOptions(root, options) {
  for (const [id, key] of FLAGS) root.getElementById(id).checked = Boolean(options[key]);
}
