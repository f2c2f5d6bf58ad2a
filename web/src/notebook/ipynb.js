// Notebooks as Jupyter files (nbformat 4.5, .ipynb): the cells of the
// page to a notebook and back. Pure over plain objects; the page turns
// them into cells.
//
// A page cell is {kind: 'code' | 'markdown' | 'raw', id, title, source,
// outputs, executionCount}; outputs are the page's output pieces
// [{kind: 'stdout' | 'stderr' | 'result' | 'exception', text}]. A code
// cell's title is kept in its metadata (`mlirc.title`), which Jupyter
// leaves alone.

const NBFORMAT = 4;
const NBFORMAT_MINOR = 5;

// nbformat stores multi-line strings as lists of lines, each keeping its `\n`.
function toLines(text) {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function fromLines(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((l) => typeof l === 'string')) return value.join('');
  throw new Error('a cell source or output text is neither a string nor a list of strings');
}

// The last line of a Python traceback: `ValueError: bad` -> ['ValueError', 'bad'].
function errorName(traceback) {
  const last = traceback.trimEnd().split('\n').pop() ?? '';
  const m = /^([\w.]+)(?::\s?(.*))?$/.exec(last);
  return m ? [m[1], m[2] ?? ''] : ['Error', last];
}

function outputToJupyter(o, executionCount) {
  if (o.kind === 'stdout' || o.kind === 'stderr') return { output_type: 'stream', name: o.kind, text: toLines(o.text) };
  if (o.kind === 'result') return { output_type: 'execute_result', execution_count: executionCount, data: { 'text/plain': toLines(o.text.replace(/\n$/, '')) }, metadata: {} };
  const [ename, evalue] = errorName(o.text);
  return { output_type: 'error', ename, evalue, traceback: o.text.replace(/\n$/, '').split('\n') };
}

/**
 * The notebook of `cells` as an nbformat 4.5 object (JSON.stringify it to
 * save). `info` {python, pyodide} goes into its metadata.
 */
export function toNotebook(cells, info = {}) {
  return {
    nbformat: NBFORMAT,
    nbformat_minor: NBFORMAT_MINOR,
    metadata: {
      kernelspec: { name: 'python3', display_name: 'Python 3 (Pyodide)', language: 'python' },
      language_info: { name: 'python', ...(info.python ? { version: info.python } : {}) },
      mlirc: { pyodide: info.pyodide ?? null },
    },
    cells: cells.map((c) => {
      const base = { cell_type: c.kind, id: c.id, metadata: c.kind === 'code' && c.title ? { mlirc: { title: c.title } } : {}, source: toLines(c.source) };
      if (c.kind !== 'code') return base;
      const count = c.executionCount ?? null;
      return { ...base, execution_count: count, outputs: (c.outputs ?? []).map((o) => outputToJupyter(o, count)) };
    }),
  };
}

function outputFromJupyter(o) {
  switch (o.output_type) {
    case 'stream':
      return [{ kind: o.name === 'stderr' ? 'stderr' : 'stdout', text: fromLines(o.text) }];
    case 'execute_result':
    case 'display_data': {
      const text = o.data?.['text/plain'];
      return text == null ? [] : [{ kind: 'result', text: `${fromLines(text)}\n` }];
    }
    case 'error':
      return [{ kind: 'exception', text: `${(o.traceback ?? [`${o.ename}: ${o.evalue}`]).join('\n')}\n` }];
    default:
      return [];
  }
}

const ID = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * The page cells of a notebook (the parsed JSON of an .ipynb). Throws an
 * Error saying what is wrong when it is not an nbformat 4 notebook. Cells
 * without a valid id get one from `newId()`.
 */
export function fromNotebook(json, newId) {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('the file is not a notebook (no JSON object)');
  if (json.nbformat !== NBFORMAT) throw new Error(`the notebook has nbformat ${json.nbformat ?? 'none'}; this page reads nbformat 4`);
  if (!Array.isArray(json.cells)) throw new Error('the notebook has no list of cells');
  const language = json.metadata?.kernelspec?.language ?? json.metadata?.language_info?.name;
  if (language && language !== 'python') throw new Error(`the notebook's language is ${language}, not Python`);
  const seen = new Set();
  return json.cells.map((c, i) => {
    if (!c || !['code', 'markdown', 'raw'].includes(c.cell_type)) throw new Error(`cell ${i + 1} has an unknown type (${c?.cell_type})`);
    const id = typeof c.id === 'string' && ID.test(c.id) && !seen.has(c.id) ? c.id : newId();
    seen.add(id);
    const cell = { kind: c.cell_type, id, title: '', source: fromLines(c.source ?? ''), outputs: [], executionCount: null };
    if (c.cell_type === 'code') {
      const title = c.metadata?.mlirc?.title;
      cell.title = typeof title === 'string' ? title : '';
      cell.outputs = (Array.isArray(c.outputs) ? c.outputs : []).flatMap(outputFromJupyter);
      cell.executionCount = Number.isInteger(c.execution_count) ? c.execution_count : null;
    }
    return cell;
  });
}
