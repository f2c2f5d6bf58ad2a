// The run's flags and the saved session. argsFor() turns the options bar and
// the pipeline into mlir-opt's arguments (pure, unit-tested); the session
// (text, pipeline, options, open tab) is kept in localStorage so that a
// reload keeps the user's work.

export const FILE_NAME = 'input.mlir';

/** Checkbox id, option key, the mlir-opt flag it adds when checked (in this order). */
export const FLAGS = [
  ['opt-unregistered', 'allowUnregistered', '--allow-unregistered-dialect'],
  ['opt-generic', 'generic', '--mlir-print-op-generic'],
  ['opt-debuginfo', 'debugInfo', '--mlir-print-debuginfo'],
];

export const DEFAULT_OPTIONS = { allowUnregistered: false, generic: false, debugInfo: false };

/**
 * Flags that record the IR after each pass (module scope: each stage is the
 * whole module; upstream allows that only without threads).
 */
export const STAGE_FLAGS = ['--mlir-print-ir-after-all', '--mlir-print-ir-module-scope', '--mlir-disable-threading'];
export const TIMING_FLAGS = ['--mlir-timing'];

/**
 * The driver's arguments: the pipeline (when not empty), the options' flags,
 * `extra` (instrumentation), and the input's file name last.
 */
export function argsFor(options, pipeline = '', extra = []) {
  const args = [];
  if (pipeline.trim()) args.push(`--pass-pipeline=${pipeline.trim()}`);
  for (const [, key, flag] of FLAGS) if (options[key]) args.push(flag);
  return [...args, ...extra, FILE_NAME];
}

/** The command line a user would type for `args` (shell-quoted where needed). */
export function commandLine(args) {
  const quote = (a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return ['mlir-opt', ...args.map((a) => {
    const eq = a.indexOf('=');
    return a.startsWith('--') && eq > 0 ? `${a.slice(0, eq + 1)}${quote(a.slice(eq + 1))}` : quote(a);
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

const STORAGE_KEY = 'mlirc-playground:v2';

/** Inputs larger than this (in characters) are not kept across reloads (storage is small). */
export const MAX_SAVED_TEXT = 2_000_000;

/** The saved {text, pipeline, options, tab}, or null (nothing saved, or storage unavailable). */
export function loadSession() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (saved && typeof saved.text === 'string') {
      return {
        text: saved.text,
        pipeline: typeof saved.pipeline === 'string' ? saved.pipeline : '',
        options: { ...DEFAULT_OPTIONS, ...saved.options },
        tab: typeof saved.tab === 'string' ? saved.tab : 'output',
      };
    }
  } catch {
    // Private mode or a malformed entry: start from the example.
  }
  return null;
}

let saveTimer = 0;

/**
 * Saves the session a moment later (edits come in bursts). `get()` returns
 * {text, pipeline, options, tab}, or null to save nothing; it is called when
 * saving, so that a large document is not copied on every keystroke.
 */
export function saveSession(get) {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const session = get();
    if (!session) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage full or disabled: the session just is not kept.
    }
  }, 300);
}
