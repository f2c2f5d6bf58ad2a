// The saved session: the input, the pipeline, the options, the open tab and
// the RUN line shown, kept across reloads. Small inputs live in
// localStorage with the rest; larger ones (localStorage holds a few MB at
// most) in IndexedDB. When even that fails, the session remembers the input
// was dropped and why, so the next visit can say so instead of silently
// showing an older input.
import { DEFAULT_OPTIONS } from './options.js';

const STORAGE_KEY = 'mlirc-playground:v2';
const DB_NAME = 'mlirc-playground';
const STORE = 'input';

/** Inputs longer than this (characters) are kept in IndexedDB. */
export const MAX_LOCAL_TEXT = 500_000;

function openDb() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore(mode, fn) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('the transaction was aborted'));
    });
  } finally {
    db.close();
  }
}

export function sizeText(n) {
  return n < 1024 ? `${n} B` : n < 1 << 20 ? `${(n / 1024).toFixed(1)} KB` : `${(n / (1 << 20)).toFixed(1)} MB`;
}

/**
 * The saved {text, pipeline, options, tab, litLine, note}, or null (nothing
 * saved, or storage unavailable). `note` says what could not be restored.
 */
export async function loadSession() {
  let saved;
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // private mode or a malformed entry: start from the example
  }
  if (!saved || (typeof saved.text !== 'string' && !saved.textIn && !saved.dropped)) return null;
  const session = {
    text: saved.text,
    pipeline: typeof saved.pipeline === 'string' ? saved.pipeline : '',
    options: { ...DEFAULT_OPTIONS, ...saved.options },
    tab: typeof saved.tab === 'string' ? saved.tab : 'output',
    litLine: Number.isInteger(saved.litLine) ? saved.litLine : null,
    note: '',
  };
  if (saved.textIn === 'indexeddb') {
    try {
      session.text = await withStore('readonly', (s) => s.get('text'));
    } catch {
      session.text = undefined;
    }
    if (typeof session.text !== 'string') {
      session.text = null;
      session.note = `Your last input (${sizeText(saved.size)}) could not be read back from the browser's storage.`;
    }
  } else if (saved.dropped) {
    session.text = null;
    session.note = `Your last input (${sizeText(saved.dropped.size)}) was not kept: ${saved.dropped.reason}.`;
  }
  return session;
}

let saveTimer = 0;
let saving = Promise.resolve();

/**
 * Saves the session a moment later (edits come in bursts). `get()` returns
 * {text, pipeline, options, tab, litLine}; it is called when saving, so that
 * a large document is not copied on every keystroke. Resolves when saved.
 */
export function saveSession(get) {
  clearTimeout(saveTimer);
  return new Promise((resolve) => {
    saveTimer = setTimeout(() => {
      saving = saving.then(() => write(get())).then(resolve, resolve);
    }, 300);
  });
}

async function write(session) {
  const { text, ...rest } = session;
  let entry = { ...rest, text };
  if (text.length > MAX_LOCAL_TEXT) {
    try {
      await withStore('readwrite', (s) => s.put(text, 'text'));
      entry = { ...rest, textIn: 'indexeddb', size: text.length };
    } catch (err) {
      entry = { ...rest, dropped: { size: text.length, reason: `the browser refused to store it (${err?.message || err?.name || 'no reason given'})` } };
    }
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the session just is not kept.
  }
}
