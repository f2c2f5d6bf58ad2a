// rewrite.mjs: rewrite patterns written in JavaScript over mlir-c/Rewrite.h,
// shaped like upstream's Python mlir.rewrite:
//
//   const patterns = new mlir.RewritePatternSet(ctx);
//   patterns.add('arith.addi', (op, rewriter) => {
//     const sub = rewriter.create('arith.subi', { operands: op.operands, results: [op.result.type] });
//     rewriter.replaceOp(op, sub);
//   });
//   mlir.applyPatternsAndFoldGreedily(module, patterns.freeze());
//
// A pattern applies unless it returns `false` (then it must not have
// changed anything). Exceptions thrown by a pattern never unwind through
// C: they are kept and rethrown once the driver returned. Operation, Value,
// Block and Region objects obtained inside a pattern are valid during that
// call only, and those of the module obtained before a driver run go stale
// (they throw) when it runs: take the IR again from the module.

import { MlirError, collectDiagnostics } from './diagnostics.mjs';

// MlirOperationState in wasm32 (every field 4 bytes, the bool last).
const STATE_SIZE = 56;
const STATE = {
  name: 0, location: 8, nResults: 12, results: 16, nOperands: 20, operands: 24,
  nRegions: 28, regions: 32, nSuccessors: 36, successors: 40, nAttributes: 44, attributes: 48,
  inferResults: 52,
};

export function defineRewrite(rt, ir, wrap) {
  const C = rt.C;
  const M = rt.M;
  const { Module, Operation, Value, Type, Attribute, Location } = ir;

  // ---- driver runs --------------------------------------------------------
  // The runs in progress (innermost last): the module whose wrappers the
  // callbacks make, and the errors they threw.
  const runs = [];

  function currentRun() {
    return runs[runs.length - 1];
  }

  function operationTarget(target, what) {
    if (target instanceof Module) return { module: target, op: target.operation._ptr };
    if (target instanceof Operation) return { module: target._owner, op: target._ptr };
    throw new TypeError(`${what} expects a Module or an Operation`);
  }

  /** Runs `call(opPointer)` as a driver over `target`; rethrows a callback's error. */
  function runDriver(target, what, call) {
    const { module, op } = operationTarget(target, what);
    const run = { module, errors: [], depth: 0 };
    runs.push(run);
    let result;
    try {
      result = call(op);
    } finally {
      runs.pop();
      expireWrappers(module);
    }
    if (run.errors.length) throw run.errors[0];
    return result;
  }

  /**
   * The driver erases and creates operations between callbacks (and may
   * reuse their addresses): the module's wrappers made so far go stale.
   */
  function expireWrappers(module) {
    module._epoch++;
    module._ops.clear();
  }

  /**
   * Calls a JS callback from a C callback: never lets an exception reach C.
   * What the outermost callback was given is valid during that call only.
   */
  function guarded(fallback, fn) {
    const run = currentRun();
    if (!run) return fallback;
    run.depth++;
    try {
      return fn(run);
    } catch (e) {
      run.errors.push(e);
      return fallback;
    } finally {
      if (--run.depth === 0) expireWrappers(run.module);
    }
  }

  function valuePointer(v, what) {
    if (v instanceof Value) return v._ptr;
    if (v instanceof Operation) return v.result._ptr;
    throw new TypeError(`${what} must be a Value or a one-result Operation`);
  }

  function operationPointer(op, what) {
    if (op instanceof Operation) return op._ptr;
    throw new TypeError(`${what} must be an Operation`);
  }

  // ---- the rewriter ---------------------------------------------------------

  /** What patterns rewrite through; valid only while the pattern runs. */
  class PatternRewriter {
    constructor(key, base, run) {
      if (key !== wrap.INTERNAL) throw new TypeError('PatternRewriter objects are given to patterns');
      this._base = base;
      this._run = run;
      this._valid = true;
    }
    get _b() {
      if (!this._valid) throw new Error('the PatternRewriter is used outside of its pattern');
      return this._base;
    }
    get context() {
      return this._run.module.context;
    }
    setInsertionPointBefore(op) {
      C.mlirRewriterBaseSetInsertionPointBefore(this._b, operationPointer(op, 'op'));
    }
    setInsertionPointAfter(op) {
      C.mlirRewriterBaseSetInsertionPointAfter(this._b, operationPointer(op, 'op'));
    }
    setInsertionPointToStart(block) {
      C.mlirRewriterBaseSetInsertionPointToStart(this._b, block._ptr);
    }
    setInsertionPointToEnd(block) {
      C.mlirRewriterBaseSetInsertionPointToEnd(this._b, block._ptr);
    }
    /** The block operations are inserted in (null when none). */
    get insertionBlock() {
      const b = C.mlirRewriterBaseGetInsertionBlock(this._b);
      return b ? wrap.block(this._run.module, b) : null;
    }

    /**
     * Creates an operation at the insertion point. options: {operands:
     * Value[], results: Type[], attributes: {name: Attribute}, location:
     * Location (default: unknown), inferResults: boolean}.
     */
    create(name, options = {}) {
      const base = this._b;
      const ctx = this.context;
      const operands = (options.operands || []).map((v, i) => valuePointer(v, `operand ${i}`));
      const results = (options.results || []).map((t, i) => {
        if (!(t instanceof Type)) throw new TypeError(`result type ${i} must be a Type`);
        return t._ptr;
      });
      const attributes = Object.entries(options.attributes || {}).map(([k, a]) => {
        if (!(a instanceof Attribute)) throw new TypeError(`attribute '${k}' must be an Attribute`);
        return [k, a._ptr];
      });
      let location = options.location;
      if (location === undefined) location = C.mlirLocationUnknownGet(ctx._ptr);
      else if (location instanceof Location) location = location._ptr;
      else throw new TypeError('location must be a Location');
      const created = rt.scope((s) => {
        const words = (list) => {
          const p = s.stack(4 * Math.max(list.length, 1));
          list.forEach((w, i) => { M.HEAPU32[(p >>> 2) + i] = w; });
          return p;
        };
        const named = s.stack(8 * Math.max(attributes.length, 1));
        attributes.forEach(([k, a], i) => {
          M.HEAPU32[(named >>> 2) + 2 * i] = C.mlirIdentifierGet(ctx._ptr, s.ref(k));
          M.HEAPU32[(named >>> 2) + 2 * i + 1] = a;
        });
        const state = s.stack(STATE_SIZE);
        M.HEAPU8.fill(0, state, state + STATE_SIZE);
        const [data, length] = s.bytes(String(name), false);
        const set = (field, v) => { M.HEAPU32[(state + STATE[field]) >>> 2] = v; };
        set('name', data);
        M.HEAPU32[(state + 4) >>> 2] = length;
        set('location', location);
        set('nResults', results.length);
        set('results', words(results));
        set('nOperands', operands.length);
        set('operands', words(operands));
        set('nAttributes', attributes.length);
        set('attributes', named);
        M.HEAPU8[state + STATE.inferResults] = options.inferResults ? 1 : 0;
        const { result, diagnostics } = collectDiagnostics(rt, ctx._ptr, () => C.mlirOperationCreate(state));
        if (!result) {
          throw new MlirError(diagnostics.map((d) => d.message).join('\n') || `cannot create '${name}'`, diagnostics);
        }
        return result;
      });
      return wrap.operation(this._run.module, C.mlirRewriterBaseInsert(base, created));
    }

    /** Replaces `op`'s results with an Operation's or with Values, and erases `op`. */
    replaceOp(op, replacement) {
      const base = this._b;
      const p = operationPointer(op, 'op');
      const count = C.mlirOperationGetNumResults(p);
      if (replacement instanceof Operation) {
        if (C.mlirOperationGetNumResults(replacement._ptr) !== count) {
          throw new Error('replaceOp: the replacement has a different number of results');
        }
        this._forget(op);
        C.mlirRewriterBaseReplaceOpWithOperation(base, p, replacement._ptr);
        return;
      }
      const values = [...replacement].map((v, i) => valuePointer(v, `replacement ${i}`));
      if (values.length !== count) throw new Error(`replaceOp: expected ${count} values, got ${values.length}`);
      this._forget(op);
      rt.scope((s) => {
        const arr = s.stack(4 * Math.max(values.length, 1));
        values.forEach((v, i) => { M.HEAPU32[(arr >>> 2) + i] = v; });
        C.mlirRewriterBaseReplaceOpWithValues(base, p, values.length, arr);
      });
    }

    /** Erases an operation whose results are unused. */
    eraseOp(op) {
      const base = this._b;
      const p = operationPointer(op, 'op');
      for (const r of op.results) {
        if (C.mlirValueGetFirstUse(r._ptr)) throw new Error('eraseOp: the operation still has uses');
      }
      this._forget(op);
      C.mlirRewriterBaseEraseOp(base, p);
    }

    /** Runs `fn()`, which changes `op` in place (setOperands), and tells the driver. */
    modifyOpInPlace(op, fn) {
      const base = this._b;
      const p = operationPointer(op, 'op');
      C.mlirRewriterBaseStartOpModification(base, p);
      try {
        fn();
      } catch (e) {
        C.mlirRewriterBaseCancelOpModification(base, p);
        throw e;
      }
      C.mlirRewriterBaseFinalizeOpModification(base, p);
    }

    /** Sets all operands of `op` (call it inside modifyOpInPlace). */
    setOperands(op, values) {
      this._b;
      const p = operationPointer(op, 'op');
      const ptrs = [...values].map((v, i) => valuePointer(v, `operand ${i}`));
      rt.scope((s) => {
        const arr = s.stack(4 * Math.max(ptrs.length, 1));
        ptrs.forEach((v, i) => { M.HEAPU32[(arr >>> 2) + i] = v; });
        C.mlirOperationSetOperands(p, ptrs.length, arr);
      });
    }

    /** Sets (or with null, removes) an attribute of `op` (call it inside modifyOpInPlace). */
    setAttribute(op, name, attr) {
      this._b;
      const p = operationPointer(op, 'op');
      if (attr === null) {
        rt.scope((s) => C.mlirOperationRemoveAttributeByName(p, s.ref(String(name))));
        return;
      }
      if (!(attr instanceof Attribute)) throw new TypeError('attr must be an Attribute or null');
      rt.scope((s) => C.mlirOperationSetAttributeByName(p, s.ref(String(name)), attr._ptr));
    }

    /** Replaces every use of `from` with `to`, reporting the users as modified. */
    replaceAllUsesWith(from, to) {
      C.mlirRewriterBaseReplaceAllUsesWith(this._b, valuePointer(from, 'from'), valuePointer(to, 'to'));
    }

    _forget(op) {
      this._run.module._ops.delete(op._ptr);
      op._epoch = -1; // the wrapper of an erased op is stale at once
      this._run.erased = true;
    }
  }

  // ---- patterns ---------------------------------------------------------------

  /**
   * Runs a pattern for the op C matched: `call(op, rewriter)`; 1 when it
   * rewrote (it did not return false, or it removed its op).
   */
  function invokePattern(opPtr, makeRewriter, call) {
    return guarded(0, (run) => {
      const op = wrap.operation(run.module, opPtr);
      const rewriter = makeRewriter(run);
      run.erased = false;
      try {
        const result = call(op, rewriter);
        return result === false && !run.erased ? 0 : 1;
      } finally {
        rewriter._valid = false;
      }
    });
  }

  const patternFns = new Map(); // userData -> pattern entry

  const trampolines = {
    match: M.addFunction((pattern, op, rewriter, ud) => {
      const entry = patternFns.get(ud);
      if (!entry) return 0;
      return invokePattern(op, (run) => new PatternRewriter(wrap.INTERNAL, C.mlirPatternRewriterAsBase(rewriter), run),
        entry.fn);
    }, 'iiiii'),
    destruct: M.addFunction((ud) => {
      patternFns.delete(ud);
      rt.unregister(ud);
    }, 'vi'),
  };

  /** Makes disposing `owner`'s context dispose `owner` first (as PassManager). */
  function freedWithContext(owner) {
    owner._onContextDispose = () => owner.dispose();
    owner.context._s.dependents.add(owner._onContextDispose);
  }

  function opName(root) {
    if (typeof root === 'string') return root;
    throw new TypeError('the root must be an operation name');
  }

  /** Patterns to apply: add(), addConversion(), then freeze(). */
  class RewritePatternSet {
    constructor(context) {
      if (!(context instanceof ir.Context)) throw new TypeError('RewritePatternSet expects a Context');
      this.context = context;
      this._set = C.mlirRewritePatternSetCreate(context._ptr);
      this._keep = []; // type converters the conversion patterns borrow
      this._count = 0;
      freedWithContext(this);
    }
    get _ptr() {
      if (!this._set) throw new Error('the RewritePatternSet has been frozen or disposed');
      this.context._ptr;
      return this._set;
    }
    get size() {
      return this._count;
    }
    /** Registers a pattern entry; its userData is dropped by the C pattern's destruct. */
    _entry(entry) {
      const ud = rt.register(entry);
      patternFns.set(ud, entry);
      return ud;
    }
    _callbacks(s, match) {
      const cb = s.stack(12);
      M.HEAPU32[cb >>> 2] = 0;
      M.HEAPU32[(cb >>> 2) + 1] = trampolines.destruct;
      M.HEAPU32[(cb >>> 2) + 2] = match;
      return cb;
    }
    /** Adds `fn(op, rewriter)` for ops named `root`. options: {benefit: 1}. */
    add(root, fn, options = {}) {
      const set = this._ptr;
      if (typeof fn !== 'function') throw new TypeError('the pattern must be a function: fn(op, rewriter)');
      const ud = this._entry({ fn });
      const pattern = rt.scope((s) =>
        C.mlirOpRewritePatternCreate(s.ref(opName(root)), options.benefit ?? 1, this.context._ptr,
          this._callbacks(s, trampolines.match), ud, 0, 0));
      C.mlirRewritePatternSetAdd(set, pattern);
      this._count++;
    }
    /** The frozen set; this set is consumed. */
    freeze() {
      const set = this._ptr;
      this._set = 0;
      this.context._s.dependents.delete(this._onContextDispose);
      const frozen = new FrozenRewritePatternSet(wrap.INTERNAL, this.context, C.mlirFreezeRewritePattern(set), this._keep);
      for (const typeConverter of this._keep) typeConverter._users.add(frozen);
      return frozen;
    }
    /** Frees the patterns (when not frozen; also done when the context is disposed). Idempotent. */
    dispose() {
      this.context._s.dependents.delete(this._onContextDispose);
      if (!this._set) return;
      const set = this._set;
      this._set = 0;
      if (!rt.fatal) C.mlirRewritePatternSetDestroy(set);
    }
  }

  /** Patterns ready for the drivers (RewritePatternSet.freeze()). */
  class FrozenRewritePatternSet {
    constructor(key, context, ptr, keep) {
      if (key !== wrap.INTERNAL) throw new TypeError('use RewritePatternSet.freeze()');
      this.context = context;
      this._frozen = ptr;
      this._keep = keep;
      freedWithContext(this);
    }
    get _ptr() {
      if (!this._frozen) throw new Error('the FrozenRewritePatternSet has been disposed');
      this.context._ptr;
      return this._frozen;
    }
    /** Frees the patterns (also done when the context is disposed). Idempotent. */
    dispose() {
      this.context._s.dependents.delete(this._onContextDispose);
      if (!this._frozen) return;
      const p = this._frozen;
      this._frozen = 0;
      if (!rt.fatal) C.mlirFrozenRewritePatternSetDestroy(p);
    }
  }

  const GREEDY_OPTIONS = {
    maxIterations: (c, v) => C.mlirGreedyRewriteDriverConfigSetMaxIterations(c, BigInt(v)),
    maxNumRewrites: (c, v) => C.mlirGreedyRewriteDriverConfigSetMaxNumRewrites(c, BigInt(v)),
    useTopDownTraversal: (c, v) => C.mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(c, v ? 1 : 0),
    enableFolding: (c, v) => C.mlirGreedyRewriteDriverConfigEnableFolding(c, v ? 1 : 0),
    enableConstantCSE: (c, v) => C.mlirGreedyRewriteDriverConfigEnableConstantCSE(c, v ? 1 : 0),
  };

  /**
   * Applies the patterns and the dialects' folders to the regions of a
   * Module or Operation until nothing changes (upstream's
   * apply_patterns_and_fold_greedily). options: {maxIterations,
   * maxNumRewrites, useTopDownTraversal, enableFolding, enableConstantCSE}.
   * Throws Error('pattern application failed to converge') when the limits
   * are reached first.
   */
  function applyPatternsAndFoldGreedily(target, patterns, options = {}) {
    const frozen = patterns._ptr;
    for (const k of Object.keys(options)) {
      if (!GREEDY_OPTIONS[k]) throw new TypeError(`unknown option '${k}'`);
    }
    const config = C.mlirGreedyRewriteDriverConfigCreate();
    try {
      for (const [k, v] of Object.entries(options)) GREEDY_OPTIONS[k](config, v);
      const ok = runDriver(target, 'applyPatternsAndFoldGreedily',
        (op) => C.mlirApplyPatternsAndFoldGreedilyWithOp(op, frozen, config));
      if (!ok) throw new Error('pattern application failed to converge');
    } finally {
      C.mlirGreedyRewriteDriverConfigDestroy(config);
    }
  }

  /** Visits the ops of `target` once each, post-order, applying the first matching pattern. */
  function walkAndApplyPatterns(target, patterns) {
    const frozen = patterns._ptr;
    runDriver(target, 'walkAndApplyPatterns', (op) => C.mlirWalkAndApplyPatterns(op, frozen));
  }

  return {
    api: { PatternRewriter, RewritePatternSet, FrozenRewritePatternSet, applyPatternsAndFoldGreedily, walkAndApplyPatterns },
    internals: { destruct: trampolines.destruct, freedWithContext, runDriver, guarded, invokePattern, patternFns, valuePointer, operationPointer, opName, currentRun },
  };
}
