// opt_main.mjs: mlir-opt in a function, over mlirExtOptMain (the same driver
// as the native mlirc-opt, so flags, output and diagnostics match it), and
// the driver's pass registry (mlirExtPassRegistryWriteJSON) for tools.

import { concatBytes, decodeUtf8, toBytes } from './runtime.mjs';

/**
 * Runs the driver with command-line `args` (no program name) over `input`
 * (string or UTF-8 bytes). A positional argument names the input in
 * locations and diagnostics. `-o FILE` is not acted upon: the output is
 * always returned as `stdout`. Returns {stdout, stderr, exitCode}: strings,
 * or Uint8Arrays with {bytes: true}. `options.files`: {path: text or bytes}
 * for the files flags name (`--irdl-file=PATH`); wasm has no file system.
 */
export function defineOptMain(rt) {
  const C = rt.C;
  return function optMain(args = [], input = '', options = {}) {
    if (!Array.isArray(args)) throw new TypeError('optMain: args must be an array of strings');
    const argv = args.map((a) => {
      if (typeof a !== 'string') throw new TypeError('optMain: args must be an array of strings');
      return a;
    });
    const data = toBytes(input);
    const sink = {
      out: [],
      err: [],
      error: null,
      write(view) {
        this.out.push(view.slice());
      },
      writeErr(view) {
        this.err.push(view.slice());
      },
    };
    const exitCode = rt.scope((s) => {
      const argvPtr = s.malloc(4 * (argv.length + 1));
      argv.forEach((a, i) => {
        rt.M.HEAPU32[(argvPtr >>> 2) + i] = s.cstr(a);
      });
      rt.M.HEAPU32[(argvPtr >>> 2) + argv.length] = 0;
      const inputRef = s.ref(data);
      const files = Object.entries(options.files || {});
      // Two arrays of MlirStringRef {const char *data; size_t length} (8 bytes each).
      const paths = s.malloc(8 * files.length);
      const contents = s.malloc(8 * files.length);
      files.forEach(([path, content], i) => {
        for (const [array, value] of [[paths, path], [contents, content]]) {
          const [p, n] = s.bytes(value, false);
          rt.M.HEAPU32[(array >>> 2) + 2 * i] = p;
          rt.M.HEAPU32[(array >>> 2) + 2 * i + 1] = n;
        }
      });
      return rt.withReceiver(sink, (ud) =>
        C.mlirExtOptMainWithFiles(argv.length, argvPtr, inputRef, files.length, paths, contents,
          rt.stringCallback, rt.stringCallbackErr, ud),
      );
    });
    const stdout = concatBytes(sink.out);
    const stderr = concatBytes(sink.err);
    if (options.bytes) return { stdout, stderr, exitCode };
    return { stdout: decodeUtf8(stdout), stderr: decodeUtf8(stderr), exitCode };
  };
}

/**
 * The registered passes, as mlirExtPassRegistryWriteJSON describes them:
 * [{argument, name, description, options: [{name, description, type,
 * default, values?}]}], in registration order. The registry is fixed for a
 * build, so the list is read once and the same frozen array is returned.
 */
export function definePasses(rt) {
  let cached = null;
  return function passes() {
    if (!cached) {
      const json = rt.printString((cb, ud) => rt.C.mlirExtPassRegistryWriteJSON(cb, ud));
      cached = deepFreeze(JSON.parse(json));
    }
    return cached;
  };
}

function deepFreeze(v) {
  if (v && typeof v === 'object') {
    for (const k of Object.keys(v)) deepFreeze(v[k]);
    Object.freeze(v);
  }
  return v;
}
