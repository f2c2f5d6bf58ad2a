// The notebook's Web Worker: Pyodide (served from the site's pyodide/
// folder, the npm package's files) with the mlir wheel installed. Running
// Python here keeps the page responsive; Restart terminates this worker.
//
// Protocol:
//   worker -> page  {type: 'status', text}              while starting
//                   {type: 'ready', loadMs, python}      once `import mlir.ir` works
//                   {type: 'failed', message}
//   page -> worker  {type: 'interrupts', buffer}         an Int32Array over a SharedArrayBuffer:
//                                                        the page stores 2 (SIGINT) to interrupt
//                   {id, code}                           run one cell
//   worker -> page  {id, type: 'start'}                  the cell starts running
//                   {id, type: 'stream', name: 'stdout' | 'stderr', text}
//                   {id, type: 'done', result, error, ms}  result: repr of the last expression

// Both resolved at run time next to this file (not bundled): the site holds
// Pyodide's files in pyodide/ and the wheel under its own name.
/* global WHEEL_FILE */
const PYODIDE = new URL('./pyodide/', import.meta.url).href;
const WHEEL = new URL(`./${WHEEL_FILE}`, import.meta.url).href;

// Runs a cell as Jupyter does: statements, then the value of a final
// expression (its repr, None shown as nothing); the traceback keeps the
// cell's frames only.
const HELPER = `
import ast, sys, traceback

_nb_globals = {"__name__": "__main__"}

def _nb_run(source):
    try:
        tree = ast.parse(source, "<cell>")
        last = None
        if tree.body and isinstance(tree.body[-1], ast.Expr):
            last = ast.Expression(tree.body.pop().value)
        exec(compile(tree, "<cell>", "exec"), _nb_globals)
        if last is not None:
            value = eval(compile(last, "<cell>", "eval"), _nb_globals)
            if value is not None:
                return [repr(value), None]
        return [None, None]
    except BaseException as e:
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != "<cell>":
            tb = tb.tb_next
        return [None, "".join(traceback.format_exception(type(e), e, tb))]
`;

let current = 0;
let interrupts = null; // Pyodide's interrupt buffer, when the page is cross-origin isolated
const post = (m) => self.postMessage(m);

let pyodideLoaded;
const pyodideReady = new Promise((resolve) => {
  pyodideLoaded = resolve;
});

async function start() {
  const t0 = performance.now();
  post({ type: 'status', text: 'Loading Python (Pyodide)…' });
  const { loadPyodide } = await import(/* @vite-ignore */ `${PYODIDE}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: PYODIDE });
  pyodideLoaded(pyodide);
  pyodide.setStdout({ batched: (text) => post({ id: current, type: 'stream', name: 'stdout', text: `${text}\n` }) });
  pyodide.setStderr({ batched: (text) => post({ id: current, type: 'stream', name: 'stderr', text: `${text}\n` }) });
  post({ type: 'status', text: 'Installing the mlir package…' });
  await pyodide.loadPackage(WHEEL, { messageCallback: () => {}, errorCallback: (m) => post({ type: 'status', text: m }) });
  pyodide.runPython(HELPER);
  pyodide.runPython('import mlir.ir');
  const run = pyodide.globals.get('_nb_run');
  const python = pyodide.runPython('import sys; sys.version.split()[0]');
  post({ type: 'ready', loadMs: performance.now() - t0, python, pyodide: pyodide.version });
  return run;
}

const ready = start();
ready.catch((err) => post({ type: 'failed', message: String(err?.message ?? err) }));

self.onmessage = async ({ data }) => {
  if (data.type === 'interrupts') {
    interrupts = data.buffer;
    (await pyodideReady).setInterruptBuffer(interrupts);
    return;
  }
  const run = await ready;
  current = data.id;
  // An interrupt asked for before this cell started is not for it.
  if (interrupts) Atomics.store(interrupts, 0, 0);
  post({ id: data.id, type: 'start' });
  const t0 = performance.now();
  const proxy = run(data.code);
  const [result, error] = proxy.toJs();
  proxy.destroy();
  post({ id: data.id, type: 'done', result, error, ms: performance.now() - t0 });
};
