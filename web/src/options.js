// The options bar: which mlir-opt flags a run passes, and the saved session
// (text and options in localStorage, so a reload keeps the user's work).

export const FILE_NAME = 'input.mlir';

/** Checkbox id -> the mlir-opt flag it adds when checked (in this order). */
const FLAGS = [
  ['opt-unregistered', 'allowUnregistered', '--allow-unregistered-dialect'],
  ['opt-generic', 'generic', '--mlir-print-op-generic'],
  ['opt-debuginfo', 'debugInfo', '--mlir-print-debuginfo'],
];

export const DEFAULT_OPTIONS = { allowUnregistered: true, generic: false, debugInfo: false };

/** The driver's arguments for `options`, ending with the input's file name. */
export function argsFor(options) {
  return [...FLAGS.filter(([, key]) => options[key]).map(([, , flag]) => flag), FILE_NAME];
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

const STORAGE_KEY = 'mlirc-playground:v1';

/** The saved {text, options}, or null (nothing saved, or storage unavailable). */
export function loadSession() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
    if (saved && typeof saved.text === 'string') {
      return { text: saved.text, options: { ...DEFAULT_OPTIONS, ...saved.options } };
    }
  } catch {
    // Private mode or a malformed entry: start from the example.
  }
  return null;
}

let saveTimer = 0;

/** Saves the session a moment later (edits come in bursts). */
export function saveSession(text, options) {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ text, options }));
    } catch {
      // Storage full or disabled: the session just is not kept.
    }
  }, 300);
}
