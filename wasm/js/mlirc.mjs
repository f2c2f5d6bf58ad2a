// mlirc.mjs: the JavaScript API of mlirc (MLIR's core in C, compiled to
// WebAssembly). One entry point over one export table, as sql.js:
//
//   import { loadMlirc } from './mlirc.mjs';
//   const mlir = await loadMlirc();
//   const ctx = new mlir.Context({ allowUnregisteredDialects: true });
//   const m = ctx.parse(text, { fileName: 'input.mlir' });   // throws MlirError
//   console.log(m.toString({ generic: true }));
//   m.dispose(); ctx.dispose();
//   mlir.optMain(['--split-input-file', 'in.mlir'], text);  // {stdout, stderr, exitCode}
//   mlir.passes();   // [{argument: 'canonicalize', name, description, options}, ...]
//   mlir.PassManager.parse('builtin.module(canonicalize)', ctx).run(m);
//   mlir.applyPatternsAndFoldGreedily(m, patterns.freeze());  // JS rewrite patterns
//   mlir.applyFullConversion(m, target, patterns.freeze());   // dialect conversion in JS
//   mlir.run(m, 'main', [1, new Float32Array(4)]);  // {results, stdout, ...}: the interpreter
//   mlir.runnerMain(['-e', 'main', '--entry-point-result=i32'], text);  // mlir-runner's driver
//   mlir.translateToLLVMIR(m);  // LLVM IR text, as mlir-translate --mlir-to-llvmir
//   mlir.translateMain(['--mlir-to-llvmir'], text);  // mlir-translate's driver
//
// Runs in Node (the .wasm is read with fs), browsers and Web Workers (the
// .wasm is fetched next to mlirc_core.mjs). Types: mlirc.d.ts.

import createMlircCore from './mlirc_core.mjs';
import { MlirError } from './diagnostics.mjs';
import { defineIR } from './ir.mjs';
import { defineOptMain, definePasses } from './opt_main.mjs';
import { defineLanguage } from './language.mjs';
import { definePassManager } from './pass_manager.mjs';
import { defineConversion } from './conversion.mjs';
import { defineRewrite } from './rewrite.mjs';
import { defineRun, defineRunnerMain } from './run.mjs';
import { Runtime } from './runtime.mjs';
import { defineTranslate } from './translate.mjs';

export { MlirError };

const WASM_FILE = 'mlirc_core.wasm';

function isNode() {
  return typeof process === 'object' && process !== null && !!(process.versions && process.versions.node);
}

/** Reads the .wasm with fs under Node (the ES module build cannot load it there by itself). */
async function readWasmInNode(options) {
  const { readFile } = await import('node:fs/promises');
  const { fileURLToPath } = await import('node:url');
  const dir = new URL('.', import.meta.url).href;
  let where = options.locateFile ? options.locateFile(WASM_FILE, dir) : new URL(WASM_FILE, import.meta.url);
  if (typeof where === 'string' && where.startsWith('file:')) where = new URL(where);
  return readFile(where instanceof URL ? fileURLToPath(where) : where);
}

/**
 * Instantiates the WebAssembly module and returns the API. Each call makes an
 * independent instance (its own memory).
 * options: {wasmBinary?: ArrayBuffer|Uint8Array, locateFile?: (file, dir) => url,
 *           print?: (text) => void, printErr?: (text) => void}
 */
export async function loadMlirc(options = {}) {
  const moduleOptions = {};
  if (options.print) moduleOptions.print = options.print;
  if (options.printErr) moduleOptions.printErr = options.printErr;
  if (options.locateFile) moduleOptions.locateFile = options.locateFile;
  if (options.wasmBinary) moduleOptions.wasmBinary = options.wasmBinary;
  else if (isNode() && typeof window === 'undefined') moduleOptions.wasmBinary = await readWasmInNode(options);
  const M = await createMlircCore(moduleOptions);
  const rt = new Runtime(M);
  const { _withPrintingFlags, _wrap, ...ir } = defineIR(rt);
  const rewrite = defineRewrite(rt, ir, _wrap);
  return Object.freeze({
    ...ir,
    ...definePassManager(rt, { ...ir, _withPrintingFlags }),
    ...defineLanguage(rt, ir),
    ...rewrite.api,
    ...defineConversion(rt, ir, _wrap, rewrite),
    MlirError,
    optMain: defineOptMain(rt),
    passes: definePasses(rt),
    run: defineRun(rt, ir),
    runnerMain: defineRunnerMain(rt),
    ...defineTranslate(rt, ir),
    /** The raw Emscripten module and C function table, for tests and tools (no stability promise). */
    _runtime: rt,
  });
}

export default loadMlirc;
