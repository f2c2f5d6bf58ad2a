// translate.mjs: translations out of MLIR: a module's LLVM IR
// (mlirExtTranslateModuleToLLVMIR, what `mlir-translate --mlir-to-llvmir`
// 22 prints) and mlir-translate's driver in a function
// (mlirExtTranslateMain, the same as the native mlirc-translate).

import { collectDiagnostics, mlirError } from './diagnostics.mjs';
import { concatBytes, decodeUtf8, toBytes } from './runtime.mjs';

const PTR = 4;

export function defineTranslate(rt, ir) {
  const C = rt.C;
  /**
   * The LLVM IR text of a module of llvm-dialect operations. Throws
   * MlirError with upstream's diagnostics when an op cannot be translated.
   */
  function translateToLLVMIR(module) {
    if (!(module instanceof ir.Module)) throw new TypeError('translateToLLVMIR: expected a Module');
    const op = C.mlirModuleGetOperation(module._ptr);
    let ok = 0;
    const { result: text, diagnostics } = collectDiagnostics(rt, module.context._ptr, () =>
      rt.printString((cb, ud) => {
        ok = C.mlirExtTranslateModuleToLLVMIR(op, cb, ud);
      }),
    );
    if (!ok) throw mlirError(diagnostics, 'cannot translate the module to LLVM IR');
    return text;
  }

  /**
   * mlir-translate in a function: `args` are its flags (`--mlir-to-llvmir`,
   * `--split-input-file`, `--verify-diagnostics`; a positional argument names
   * the input). Returns {stdout, stderr, exitCode}.
   */
  function translateMain(args = [], input = '') {
    if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) {
      throw new TypeError('translateMain: args must be an array of strings');
    }
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
      const argvPtr = s.malloc(PTR * (args.length + 1));
      args.forEach((a, i) => {
        rt.M.HEAPU32[(argvPtr >>> 2) + i] = s.cstr(a);
      });
      rt.M.HEAPU32[(argvPtr >>> 2) + args.length] = 0;
      return rt.withReceiver(sink, (ud) =>
        C.mlirExtTranslateMain(args.length, argvPtr, s.ref(data), rt.stringCallback, rt.stringCallbackErr, ud),
      );
    });
    return { stdout: decodeUtf8(concatBytes(sink.out)), stderr: decodeUtf8(concatBytes(sink.err)), exitCode };
  }

  return { translateToLLVMIR, translateMain };
}
