// pass_manager.mjs: PassManager over mlir-c/Pass.h, shaped like upstream's
// Python mlir.passmanager.PassManager:
//
//   const pm = mlir.PassManager.parse('builtin.module(canonicalize,cse)', ctx);
//   pm.enableIRPrinting({ afterAll: true });
//   const report = pm.run(module);   // the IR dumps of this run; throws MlirError
//   pm.dispose();                    // returns the timing/statistics reports
//
// Reports (IR printing, timing, statistics) never go to stderr: each piece
// goes to `options.output(text)` when given, else it is returned by the
// run() or dispose() that produced it (mlirExtPassManagerSetOutputCallback).

import { MlirError, collectDiagnostics, mlirError } from './diagnostics.mjs';

/** Collects text pieces from a C string callback (bytes, decoded per piece). */
class TextReceiver {
  constructor(forward) {
    this.forward = forward;
    this.pieces = [];
    this.error = null;
    this.decoder = new TextDecoder('utf-8');
  }
  write(view) {
    const text = this.decoder.decode(view);
    if (this.forward) this.forward(text);
    else this.pieces.push(text);
  }
  take() {
    const text = this.pieces.join('');
    this.pieces = [];
    if (this.error) {
      const e = this.error;
      this.error = null;
      throw e;
    }
    return text;
  }
}

export function definePassManager(rt, ir) {
  const C = rt.C;
  const { Context, Module, Operation } = ir;
  let passesRegistered = false;

  function operationPointer(target) {
    if (target instanceof Module) return target.operation._ptr;
    if (target instanceof Operation) return target._ptr;
    throw new TypeError('PassManager.run expects a Module or an Operation');
  }

  class PassManager {
    /**
     * An empty pass manager anchored on `anchor` (`any`: any op, as the
     * default of upstream's Python PassManager) in `context`.
     * options: {output?: (text) => void} receives the reports.
     */
    constructor(anchor = 'any', context, options = {}) {
      if (!(context instanceof Context)) throw new TypeError('PassManager needs a Context');
      if (!passesRegistered) {
        C.mlirRegisterAllPasses();
        passesRegistered = true;
      }
      const ctx = context._ptr;
      const ptr =
        anchor === null
          ? C.mlirPassManagerCreate(ctx)
          : rt.scope((s) => C.mlirPassManagerCreateOnOperation(ctx, s.ref(String(anchor))));
      if (!ptr) throw new Error('mlirc: out of memory creating a pass manager');
      this.context = context;
      this._pm = ptr;
      this._receiver = new TextReceiver(options.output || null);
      this._ud = rt.register(this._receiver);
      C.mlirExtPassManagerSetOutputCallback(ptr, rt.stringCallback, this._ud);
      // The context frees its pass managers first when it is disposed.
      this._onContextDispose = () => this.dispose();
      context._s.dependents.add(this._onContextDispose);
    }

    /** Parses a whole pipeline such as `builtin.module(func.func(cse))`; throws MlirError. */
    static parse(pipeline, context, options = {}) {
      const pm = new PassManager(null, context, options);
      try {
        pm._addParsed(C.mlirParsePassPipeline, String(pipeline));
      } catch (e) {
        pm.dispose();
        throw e;
      }
      return pm;
    }

    get _ptr() {
      if (!this._pm) throw new Error('PassManager is disposed');
      this.context._ptr; // throws once the context is disposed
      return this._pm;
    }

    get disposed() {
      return !this._pm;
    }

    _addParsed(fn, text) {
      const opm = C.mlirPassManagerGetAsOpPassManager(this._ptr);
      const errors = [];
      const sink = { error: null, write: (view) => errors.push(new TextDecoder().decode(view)) };
      const ok = rt.scope((s) => rt.withReceiver(sink, (ud) => fn(opm, s.ref(text), rt.stringCallback, ud)));
      if (!ok) throw new MlirError(errors.join('').trimEnd() || `mlirc: invalid pass pipeline '${text}'`, []);
    }

    /** Appends passes in the textual syntax, e.g. `canonicalize,cse` (as upstream's `add`). */
    add(pipeline) {
      this._addParsed(C.mlirOpPassManagerAddPipeline, String(pipeline));
    }

    /**
     * IR printing around passes (upstream's enable_ir_printing). options:
     * {beforeAll, afterAll (default true), moduleScope, afterOnlyOnChange,
     * afterOnlyOnFailure, flags: printing flags as Operation.toString}.
     */
    enableIRPrinting(options = {}) {
      const pm = this._ptr;
      const o = { afterAll: true, ...options };
      const print = (f) =>
        rt.scope((s) =>
          C.mlirPassManagerEnableIRPrinting(
            pm, o.beforeAll ? 1 : 0, o.afterAll ? 1 : 0, o.moduleScope ? 1 : 0,
            o.afterOnlyOnChange ? 1 : 0, o.afterOnlyOnFailure ? 1 : 0, f, s.ref('')),
        );
      if (o.flags) ir._withPrintingFlags(o.flags, print);
      else print(0);
    }

    /** Verification after each pass (on by default). */
    enableVerifier(enable = true) {
      C.mlirPassManagerEnableVerifier(this._ptr, enable ? 1 : 0);
    }

    /**
     * Pass-by-pass result checking (an mlirc addition): the interpreter runs
     * `entry` before the pipeline and after each pass; the first pass after
     * which what it prints or returns differs makes run() throw, naming the
     * pass. Scalar arguments get values derived from `seed`. `null` turns
     * checking off.
     */
    enableResultChecking(entry = 'main', seed = 0) {
      rt.scope((s) =>
        C.mlirExtPassManagerEnableResultChecking(this._ptr, s.ref(entry || ''), BigInt(seed)),
      );
    }

    /** The `--mlir-timing` report, delivered when the manager is disposed. */
    enableTiming() {
      C.mlirPassManagerEnableTiming(this._ptr);
    }

    /** The `--mlir-pass-statistics` report, delivered when the manager is disposed. */
    enableStatistics() {
      C.mlirPassManagerEnableStatistics(this._ptr, 1);
    }

    /**
     * Runs the pipeline on a Module or an Operation; returns the reports it
     * printed ('' with an `output` callback). Throws MlirError with every
     * diagnostic of a failing pass.
     */
    run(target) {
      const pm = this._ptr;
      const op = operationPointer(target);
      const { result, diagnostics } = collectDiagnostics(rt, this.context._ptr, () => C.mlirPassManagerRunOnOp(pm, op));
      const report = this._receiver.take();
      // Upstream's Python bindings raise this message when no diagnostic came.
      if (!result) throw diagnostics.length ? mlirError(diagnostics) : new MlirError('Failure while executing pass pipeline', []);
      return report;
    }

    /** The pipeline in upstream's textual form. */
    toString() {
      const opm = C.mlirPassManagerGetAsOpPassManager(this._ptr);
      return rt.printString((cb, ud) => C.mlirPrintPassPipeline(opm, cb, ud));
    }

    /** Frees the manager; returns the final reports (timing, statistics). Idempotent. */
    dispose() {
      if (!this._pm) return '';
      const pm = this._pm;
      this._pm = null;
      this.context._s.dependents.delete(this._onContextDispose);
      try {
        if (!rt.fatal) C.mlirPassManagerDestroy(pm);
        return this._receiver.take();
      } finally {
        rt.unregister(this._ud);
      }
    }
  }

  return { PassManager };
}
