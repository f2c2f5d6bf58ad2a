// The playground's Web Worker: loads the mlirc wasm module and answers the
// page's requests, so the page never waits on wasm. A run that takes too long
// is cancelled by terminating this worker (worker-client.js starts a new one).
//
// Protocol (structured-clone messages):
//   worker -> page  {type: 'ready', loadMs}        once the module is instantiated
//                   {type: 'failed', message}      when it cannot be loaded
//   page -> worker  {id, op: 'opt', runs: [{args, text?, input?, mergeStderr?}], text}
//                     runs the mlir-opt compatible driver once per run, over
//                     the run's text, the message's, or (input: k) what run k
//                     printed (its stderr first with mergeStderr, as `2>&1 |`)
//                   -> {id, results: [{stdout, stderr, exitCode, ms}]}
//                   {id, op: 'info'}
//                   -> {id, passes, dialects, unlistedDialects, operations}
//                   {id, op: 'graph', text, args, source, func, cursorLine, allowUnregistered}
//                   -> {id, functions, selected, source, note, graph} or {id, error}
//                   {id, op: 'language', query, text, line, character, allowUnregistered, fileName}
//                     language intelligence (language-service.js): query is
//                     hover, definition, references, completion, diagnostics,
//                     symbols or folding
//                   -> {id, result} / {id, diagnostics, parses} / {id, symbols} / {id, ranges}
//                   {id, op: 'exec', text, args, source, entry, argText, maxSteps, allowUnregistered, fileName}
//                     runs a function with the interpreter (exec-service.js) on
//                     the input or on the pipeline's output (source: 'output')
//                   -> {id, functions, entry, source, results, stdout, steps, ms, diagnostics, error}
//                   {id, op: 'functions', text, args, source, allowUnregistered, fileName}
//                   -> {id, source, functions: [{name, inputs, results, line}]} (or {id, functions: [], error})
//                   {id, op: 'execStages', texts, entry, argText, maxSteps, allowUnregistered}
//                     the same run on each stage's IR
//                   -> {id, outcomes: [{entry, results, stdout, error, steps}]}
//                   {id, op: 'llvm', text}
//                     the pipeline's output (text) translated to LLVM IR
//                   -> {id, llvm} or {id, failure: {message, detail}}
//   A request that throws answers {id, error}.

// 'mlirc' is the JS API of //wasm:js (mlirc.mjs), bundled into this file by
// web/build.mjs; the .wasm it fetches sits next to this file.
import { loadMlirc } from 'mlirc';
import { GraphTooLarge, MAX_OPS, buildGraph, layoutGraph, listFunctions, sourceNamer } from './graph.js';
import { DIALECT_NAMESPACES } from './gallery.js';
import { LanguageService } from './language-service.js';
import { runEntry, runnableFunctions } from './exec-service.js';

let loading = null;
let language = null; // the LanguageService of the loaded instance

function load() {
  loading ??= (async () => {
    const start = performance.now();
    const mlir = await loadMlirc({ locateFile: (name) => new URL(name, import.meta.url).href });
    return { mlir, loadMs: performance.now() - start };
  })();
  return loading;
}

function runOnce(mlir, args, text) {
  const start = performance.now();
  try {
    const { stdout, stderr, exitCode } = mlir.optMain(args, text);
    return { stdout, stderr, exitCode, ms: performance.now() - start };
  } catch (err) {
    // A trap leaves the module's memory in an unknown state: load a fresh
    // instance for the next request.
    loading = null;
    return { stdout: '', stderr: `mlirc: internal error: ${err.message}\n`, exitCode: 1, ms: performance.now() - start };
  }
}

/** Runs `body`; a trap of the wasm becomes an error answer and a fresh instance for the next request. */
function guarded(body) {
  try {
    return body();
  } catch (err) {
    if (!(err instanceof WebAssembly.RuntimeError)) throw err;
    loading = null;
    return { functions: [], error: `mlirc: internal error: ${err.message}`, diagnostics: [] };
  }
}

const handlers = {
  async language(request) {
    const { mlir } = await load();
    if (!language || language.mlir !== mlir) language = new LanguageService(mlir);
    return language.answer(request);
  },

  async opt({ runs, text }) {
    const { mlir } = await load();
    const results = [];
    for (const run of runs) {
      let source = run.text ?? text;
      if (run.input != null) {
        const from = results[run.input];
        source = run.mergeStderr ? from.stderr + from.stdout : from.stdout;
      }
      const r = runOnce(mlir, run.args, source);
      results.push(r);
      if (!loading) break; // the instance died: do not run the rest on it
    }
    return { results };
  },

  async exec({ text, args, source, entry, argText, maxSteps, allowUnregistered, fileName, listOnly = false }) {
    const { mlir } = await load();
    let ir = text;
    let from = 'input';
    if (source === 'output') {
      // The output with its locations, so that diagnostics point into the input.
      const r = runOnce(mlir, [...args.filter((a) => a !== '--mlir-print-op-generic'), '--mlir-print-debuginfo'], text);
      if (r.exitCode !== 0) return { source: 'output', functions: [], error: 'The pipeline failed, so there is no output to run: see its diagnostics (Run).', diagnostics: [] };
      ir = r.stdout;
      from = 'output';
    }
    const ctx = new mlir.Context({ allowUnregisteredDialects: Boolean(allowUnregistered) });
    try {
      let module;
      try {
        module = ctx.parse(ir, { fileName: from === 'input' ? fileName : 'output.mlir' });
      } catch (err) {
        return { source: from, functions: [], error: `The ${from} does not parse: ${err.message.split('\n')[0]}`, diagnostics: [] };
      }
      if (listOnly) return { source: from, functions: runnableFunctions(module) };
      return { source: from, ...guarded(() => runEntry(mlir, module, { entry, argText, maxSteps })) };
    } finally {
      ctx.dispose();
    }
  },

  /** The functions 'exec' can run (a background request: the Execute tab's list). */
  async functions(request) {
    return handlers.exec({ ...request, listOnly: true });
  },

  async execStages({ texts, entry, argText, maxSteps, allowUnregistered }) {
    const { mlir } = await load();
    const outcomes = [];
    for (const [k, text] of texts.entries()) {
      const ctx = new mlir.Context({ allowUnregisteredDialects: Boolean(allowUnregistered) });
      try {
        let module;
        try {
          module = ctx.parse(text, { fileName: `stage${k}.mlir` });
        } catch (err) {
          outcomes.push({ entry: null, results: [], stdout: '', error: `does not parse: ${err.message.split('\n')[0]}` });
          continue;
        }
        const r = guarded(() => runEntry(mlir, module, { entry, argText, maxSteps }));
        outcomes.push({ entry: r.entry ?? null, results: (r.results ?? []).map((v) => v.text), stdout: r.stdout ?? '', error: r.error, steps: r.steps ?? null });
      } finally {
        ctx.dispose();
      }
      if (!loading) break; // the instance died: do not run the rest on it
    }
    return { outcomes };
  },

  async llvm({ text }) {
    const { mlir } = await load();
    // mlir-translate itself, so that its diagnostics are upstream's (with the
    // source lines); output split by --split-input-file is translated chunk by chunk.
    const split = /^\/\/ -----$/m.test(text);
    let r;
    try {
      r = mlir.translateMain(['--mlir-to-llvmir', ...(split ? ['--split-input-file'] : []), 'output.mlir'], text);
    } catch (err) {
      if (!(err instanceof WebAssembly.RuntimeError)) throw err;
      loading = null;
      return { failure: { message: `mlirc: internal error: ${err.message}`, detail: '' } };
    }
    if (r.exitCode === 0) return { llvm: r.stdout };
    return {
      failure: {
        message: 'Lower to the llvm dialect first: mlir-translate --mlir-to-llvmir translates only llvm dialect operations (and builtin.module). Add convert-to-llvm and reconcile-unrealized-casts to the pipeline.',
        detail: r.stderr,
      },
    };
  },

  async info() {
    const { mlir } = await load();
    const ctx = new mlir.Context();
    try {
      const dialects = DIALECT_NAMESPACES.filter((d) => ctx.isRegisteredDialect(d));
      // Registered dialects the list above does not know (it cannot be asked for names).
      const unlistedDialects = Math.max(0, ctx.numRegisteredDialects - dialects.length);
      return { passes: mlir.passes(), dialects, unlistedDialects, operations: ctx.registeredOperations().map((o) => o.name) };
    } finally {
      ctx.dispose();
    }
  },

  async graph({ text, args, source, func, cursorLine, allowUnregistered, fileName }) {
    const { mlir } = await load();
    let ir = text;
    let from = 'input';
    let note = '';
    if (source === 'output') {
      // The output with its locations, so that nodes point into the input.
      const r = runOnce(mlir, [...args.filter((a) => a !== '--mlir-print-op-generic'), '--mlir-print-debuginfo'], text);
      if (r.exitCode === 0) {
        ir = r.stdout;
        from = 'output';
      } else {
        note = 'The run failed, so this is the graph of the input.';
      }
    }
    const ctx = new mlir.Context({ allowUnregisteredDialects: Boolean(allowUnregistered) });
    try {
      let module;
      try {
        module = ctx.parse(ir, { fileName: from === 'input' ? fileName : 'output.mlir' });
      } catch (err) {
        return { error: `The ${from} does not parse: ${err.message.split('\n')[0]}`, source: from };
      }
      const functions = listFunctions(module);
      let pick = functions.find((f) => f.name === func);
      if (!pick && cursorLine) {
        // The function the cursor is in: the last one starting at or above it.
        for (const f of functions) if (f.loc && f.loc.file === fileName && f.loc.line <= cursorLine) pick = f;
      }
      pick ??= functions[0];
      const list = functions.map((f) => ({ name: f.name, line: f.loc?.line ?? null }));
      // The input's graph shows the names the source gave its values.
      const sourceName = from === 'input' ? sourceNamer(text, fileName, (v) => v.location) : null;
      let graph;
      try {
        graph = layoutGraph(buildGraph(pick.op, { sourceName }));
      } catch (err) {
        if (!(err instanceof GraphTooLarge)) throw err;
        return { functions: list, selected: pick.name, source: from, note, error: `${pick.name} has ${err.message}; the graph view draws up to ${MAX_OPS}.` };
      }
      return { functions: list, selected: pick.name, source: from, note, graph };
    } finally {
      ctx.dispose();
    }
  },
};

self.onmessage = async ({ data }) => {
  const { id, op } = data;
  try {
    const handler = handlers[op];
    if (!handler) throw new Error(`unknown request '${op}'`);
    self.postMessage({ id, ...(await handler(data)) });
  } catch (err) {
    self.postMessage({ id, error: `mlirc: ${err?.message ?? err}` });
  }
};

load().then(
  ({ loadMs }) => self.postMessage({ type: 'ready', loadMs }),
  (err) => self.postMessage({ type: 'failed', message: String(err?.message ?? err) }),
);
