// The playground's Web Worker: loads the mlirc wasm module and answers run
// requests, so the page never waits on wasm. Protocol (structured-clone messages):
//   worker -> page  {type: 'ready', loadMs}  once the module is instantiated
//                   {type: 'failed', message} when it cannot be loaded
//   page -> worker  {id, args, text}         run the mlir-opt compatible driver
//   worker -> page  {id, stdout, stderr, exitCode, ms}

// 'mlirc' is the JS API of //wasm:js (mlirc.mjs), bundled into this file by
// web/build.mjs; the .wasm it fetches sits next to this file.
import { loadMlirc } from 'mlirc';

let loading = null;

function load() {
  loading ??= (async () => {
    const start = performance.now();
    const mlir = await loadMlirc({ locateFile: (name) => new URL(name, import.meta.url).href });
    return { mlir, loadMs: performance.now() - start };
  })();
  return loading;
}

async function run({ id, args, text }) {
  let mlir;
  try {
    ({ mlir } = await load());
  } catch (err) {
    return { id, stdout: '', stderr: `mlirc: could not load the wasm module: ${err.message}\n`, exitCode: 1, ms: 0 };
  }
  const start = performance.now();
  try {
    const { stdout, stderr, exitCode } = mlir.optMain(args, text);
    return { id, stdout, stderr, exitCode, ms: performance.now() - start };
  } catch (err) {
    // A trap leaves the module's memory in an unknown state: load a fresh
    // instance for the next request.
    loading = null;
    return { id, stdout: '', stderr: `mlirc: internal error: ${err.message}\n`, exitCode: 1, ms: performance.now() - start };
  }
}

self.onmessage = async (event) => {
  self.postMessage(await run(event.data));
};

load().then(
  ({ loadMs }) => self.postMessage({ type: 'ready', loadMs }),
  (err) => self.postMessage({ type: 'failed', message: String(err?.message ?? err) }),
);
