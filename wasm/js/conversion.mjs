// conversion.mjs: dialect conversion written in JavaScript over
// mlir-c/Ext/DialectConversion.h, shaped like upstream's Python
// mlir.rewrite (ConversionTarget, TypeConverter, conversion patterns that
// see their operands converted, apply_partial/full_conversion):
//
//   const target = new mlir.ConversionTarget(ctx);
//   target.addLegalDialect('arith');
//   target.addIllegalDialect('toy');
//   const converter = new mlir.TypeConverter();
//   converter.addConversion((t) => (String(t) === '!toy.int' ? i32 : null));
//   patterns.addConversion('toy.add', (op, adaptor, converter, rewriter) => {...}, converter);
//   mlir.applyFullConversion(module, target, patterns.freeze());  // throws MlirError
//
// A failed conversion restores the IR and throws MlirError with upstream's
// diagnostics (`failed to legalize operation ...`); an exception thrown by a
// callback is rethrown once the driver returned.

import { collectDiagnostics, mlirError } from './diagnostics.mjs';

// C's MlirConversionTargetLegality and MlirTypeConverterConversionStatus.
const ILLEGAL = 0;
const LEGAL = 1;
const NO_OPINION = 2;
const CONVERTED = 0;
const DECLINED = 1;
const NOT_CONVERTIBLE = 2;

const FOLDING_MODES = { never: 0, beforePatterns: 1, afterPatterns: 2 };

export function defineConversion(rt, ir, wrap, rewrite) {
  const C = rt.C;
  const M = rt.M;
  const { Type } = ir;
  const { runDriver, guarded, invokePattern, patternFns, valuePointer, opName } = rewrite.internals;
  const { PatternRewriter, RewritePatternSet } = rewrite.api;

  const callbacks = new Map(); // userData -> JS function

  function register(owner, fn, what) {
    if (typeof fn !== 'function') throw new TypeError(`the ${what} must be a function`);
    const ud = rt.register(fn);
    callbacks.set(ud, fn);
    owner._uds.push(ud);
    return ud;
  }

  function release(owner) {
    for (const ud of owner._uds) {
      callbacks.delete(ud);
      rt.unregister(ud);
    }
    owner._uds = [];
  }

  // Type conversions may run outside a driver (TypeConverter.convertType):
  // their errors wait here.
  const looseErrors = [];

  function reportLoose(fallback, fn) {
    try {
      return fn();
    } catch (e) {
      looseErrors.push(e);
      return fallback;
    }
  }

  function throwLooseError() {
    if (looseErrors.length) {
      const e = looseErrors[0];
      looseErrors.length = 0;
      throw e;
    }
  }

  const trampolines = {
    legality: M.addFunction((op, ud) => {
      const fn = callbacks.get(ud);
      if (!fn) return NO_OPINION;
      return guarded(ILLEGAL, (run) => {
        const answer = fn(wrap.operation(run.module, op));
        if (answer === null || answer === undefined) return NO_OPINION;
        return answer ? LEGAL : ILLEGAL;
      });
    }, 'iii'),
    convert: M.addFunction((type, results, ud) => {
      const fn = callbacks.get(ud);
      if (!fn) return DECLINED;
      const body = () => {
        const ctx = wrap.contextOf(C.mlirTypeGetContext(type));
        const converted = fn(wrap.type(ctx, type));
        if (converted === null || converted === undefined) return DECLINED;
        const many = Array.isArray(converted) ? converted : [converted];
        for (const t of many) {
          if (!(t instanceof Type)) throw new TypeError('a type conversion returns a Type, an array of Types or null');
        }
        for (const t of many) C.mlirExtTypeConverterResultsAppend(results, t._ptr);
        return CONVERTED;
      };
      return rewrite.internals.currentRun() ? guarded(NOT_CONVERTIBLE, body) : reportLoose(NOT_CONVERTIBLE, body);
    }, 'iiii'),
    materialize: M.addFunction((base, type, n, inputs, loc, ud) => {
      const fn = callbacks.get(ud);
      if (!fn) return 0;
      return guarded(0, (run) => {
        const ctx = run.module.context;
        const values = [];
        for (let i = 0; i < n; i++) values.push(wrap.value(run.module, M.HEAPU32[(inputs >>> 2) + i]));
        const rewriter = new PatternRewriter(wrap.INTERNAL, base, run);
        try {
          const result = fn(rewriter, wrap.type(ctx, type), values, wrap.location(ctx, loc));
          return result === null || result === undefined ? 0 : valuePointer(result, 'the materialization');
        } finally {
          rewriter._valid = false;
        }
      });
    }, 'iiiiiii'),
    conversionMatch: M.addFunction((pattern, op, n, operands, rewriter, ud) =>
      matchConversion(op, rewriter, ud, (module) => {
        const values = [];
        for (let i = 0; i < n; i++) values.push(wrap.value(module, M.HEAPU32[(operands >>> 2) + i]));
        return values;
      }), 'iiiiiii'),
    oneToNMatch: M.addFunction((pattern, op, n, counts, operands, rewriter, ud) =>
      matchConversion(op, rewriter, ud, (module) => {
        const groups = [];
        let at = operands >>> 2;
        for (let i = 0; i < n; i++) {
          const group = [];
          for (let k = M.HEAP32[(counts >>> 2) + i]; k > 0; k--) group.push(wrap.value(module, M.HEAPU32[at++]));
          groups.push(group);
        }
        return groups;
      }), 'iiiiiiii'),
  };

  /** Runs the conversion pattern `ud` names; `operandValues(module)` makes the adaptor's operands. */
  function matchConversion(op, rewriter, ud, operandValues) {
    const entry = patternFns.get(ud);
    if (!entry) return 0;
    return invokePattern(
      op,
      (run) => {
        const base = C.mlirPatternRewriterAsBase(C.mlirConversionPatternRewriterAsPatternRewriter(rewriter));
        const r = new ConversionPatternRewriter(wrap.INTERNAL, base, run);
        r._conversion = rewriter;
        return r;
      },
      (opObject, r) => {
        const adaptor = { operands: operandValues(r._run.module), attributes: opObject.attributes };
        return entry.fn(opObject, adaptor, entry.typeConverter, r);
      },
    );
  }

  /** The rewriter of a conversion pattern (valid only while it runs). */
  class ConversionPatternRewriter extends PatternRewriter {
    /** What `value` maps to now, converted by the pattern's type converter; null when not one value. */
    getRemappedValue(value) {
      this._b;
      const v = C.mlirExtConversionPatternRewriterGetRemappedValue(this._conversion, valuePointer(value, 'value'));
      return v ? wrap.value(this._run.module, v) : null;
    }
    /** Replaces result i of `op` with the Values values[i] (1:N; [] drops it) and erases `op`. */
    replaceOpWithMultiple(op, values) {
      const conversion = this._conversion;
      this._b;
      if (!(op instanceof ir.Operation)) throw new TypeError('op must be an Operation');
      const count = C.mlirOperationGetNumResults(op._ptr);
      const groups = [...values].map((g) => [...g].map((v, i) => valuePointer(v, `value ${i}`)));
      if (groups.length !== count) throw new Error(`replaceOpWithMultiple: expected ${count} lists, got ${groups.length}`);
      const p = op._ptr;
      this._forget(op);
      rt.scope((s) => {
        const counts = s.stack(4 * Math.max(count, 1));
        const flat = groups.flat();
        const arr = s.stack(4 * Math.max(flat.length, 1));
        groups.forEach((g, i) => { M.HEAP32[(counts >>> 2) + i] = g.length; });
        flat.forEach((v, i) => { M.HEAPU32[(arr >>> 2) + i] = v; });
        C.mlirExtConversionPatternRewriterReplaceOpWithMultiple(conversion, p, counts, arr);
      });
    }
    /** Converts the argument types of the region's blocks; throws when a type does not convert. */
    convertRegionTypes(region, typeConverter) {
      this._b;
      if (!C.mlirExtConversionPatternRewriterConvertRegionTypes(this._conversion, region._ptr, typeConverter._ptr)) {
        throw new Error("the region's block argument types do not convert");
      }
    }
  }

  function dialectName(d) {
    if (typeof d === 'string') return d;
    throw new TypeError('a dialect is given by its namespace');
  }

  /** What a conversion must reach: legal, illegal and dynamically legal ops and dialects. */
  class ConversionTarget {
    constructor(context) {
      if (!(context instanceof ir.Context)) throw new TypeError('ConversionTarget expects a Context');
      this.context = context;
      this._target = C.mlirConversionTargetCreate(context._ptr);
      this._uds = [];
      rewrite.internals.freedWithContext(this);
    }
    get _ptr() {
      if (!this._target) throw new Error('the ConversionTarget has been disposed');
      this.context._ptr;
      return this._target;
    }
    _each(fn, names, toName) {
      const t = this._ptr;
      for (const n of names) rt.scope((s) => fn(t, s.ref(toName(n))));
    }
    addLegalOp(...ops) {
      this._each(C.mlirConversionTargetAddLegalOp, ops, opName);
    }
    addIllegalOp(...ops) {
      this._each(C.mlirConversionTargetAddIllegalOp, ops, opName);
    }
    addLegalDialect(...dialects) {
      this._each(C.mlirConversionTargetAddLegalDialect, dialects, dialectName);
    }
    addIllegalDialect(...dialects) {
      this._each(C.mlirConversionTargetAddIllegalDialect, dialects, dialectName);
    }
    /**
     * Asks fn(op) whether an op named `op` is legal: true legal, false
     * illegal, null/undefined defers to the callback registered before.
     */
    addDynamicallyLegalOp(op, fn) {
      const t = this._ptr;
      const ud = register(this, fn, 'legality callback');
      rt.scope((s) => C.mlirConversionTargetAddDynamicallyLegalOp(t, s.ref(opName(op)), trampolines.legality, ud));
    }
    /** The same for the ops of a dialect without an entry of their own. */
    addDynamicallyLegalDialect(dialect, fn) {
      const t = this._ptr;
      const ud = register(this, fn, 'legality callback');
      rt.scope((s) =>
        C.mlirConversionTargetAddDynamicallyLegalDialect(t, s.ref(dialectName(dialect)), trampolines.legality, ud));
    }
    /** Asks fn(op) about ops of no listed name or dialect. */
    markUnknownOpDynamicallyLegal(fn) {
      const t = this._ptr;
      C.mlirConversionTargetMarkUnknownOpDynamicallyLegal(t, trampolines.legality, register(this, fn, 'legality callback'));
    }
    /** Makes what a legal op named `op` holds legal too (unless fn(op), if given, says otherwise). */
    markOpRecursivelyLegal(op, fn) {
      const t = this._ptr;
      const ud = fn === undefined ? 0 : register(this, fn, 'legality callback');
      rt.scope((s) =>
        C.mlirConversionTargetMarkOpRecursivelyLegal(t, s.ref(opName(op)), fn === undefined ? 0 : trampolines.legality, ud));
    }
    /** Frees the target (also done when the context is disposed). Idempotent. */
    dispose() {
      this.context._s.dependents.delete(this._onContextDispose);
      if (!this._target) return;
      const t = this._target;
      this._target = 0;
      release(this);
      if (!rt.fatal) C.mlirConversionTargetDestroy(t);
    }
  }

  /** Type conversions (the newest tried first) and the materializations bridging them. */
  class TypeConverter {
    constructor() {
      this._converter = C.mlirTypeConverterCreate();
      this._uds = [];
      this._users = new Set(); // the pattern sets whose patterns borrow it
    }
    get _ptr() {
      if (!this._converter) throw new Error('the TypeConverter has been disposed');
      return this._converter;
    }
    /**
     * convert(type) returns the converted Type, null when it does not apply
     * (an older conversion is tried), or an array of Types (1:N).
     */
    addConversion(convert) {
      const c = this._ptr;
      C.mlirExtTypeConverterAddMultiConversion(c, trampolines.convert, register(this, convert, 'conversion'));
    }
    /**
     * fn(rewriter, type, inputs, location) builds a Value of the original
     * `type` from converted inputs (for users left unconverted); null lets
     * an older materialization try.
     */
    addSourceMaterialization(fn) {
      const c = this._ptr;
      C.mlirTypeConverterAddSourceMaterialization(c, trampolines.materialize, register(this, fn, 'materialization'));
    }
    /** The same towards the converted type (for operands whose producers were not converted). */
    addTargetMaterialization(fn) {
      const c = this._ptr;
      C.mlirTypeConverterAddTargetMaterialization(c, trampolines.materialize, register(this, fn, 'materialization'));
    }
    /** The one Type `type` converts to, or null. */
    convertType(type) {
      if (!(type instanceof Type)) throw new TypeError('convertType expects a Type');
      const t = C.mlirTypeConverterConvertType(this._ptr, type._ptr);
      throwLooseError();
      return t ? wrap.type(type.context, t) : null;
    }
    /** The Types `type` converts to (1:N), or null when it does not convert. */
    convertTypes(type) {
      if (!(type instanceof Type)) throw new TypeError('convertTypes expects a Type');
      const c = this._ptr;
      const n = C.mlirExtTypeConverterConvertTypes(c, type._ptr, 0, 0);
      throwLooseError();
      if (n < 0) return null;
      return rt.scope((s) => {
        const out = s.stack(4 * Math.max(n, 1));
        C.mlirExtTypeConverterConvertTypes(c, type._ptr, n, out);
        throwLooseError();
        const types = [];
        for (let i = 0; i < n; i++) types.push(wrap.type(type.context, M.HEAPU32[(out >>> 2) + i]));
        return types;
      });
    }
    /** Frees the converter; throws while a pattern set using it is not disposed. Idempotent. */
    dispose() {
      if (!this._converter) return;
      for (const user of this._users) {
        if (user._set || user._frozen) throw new Error('the TypeConverter is used by a pattern set that is not disposed: dispose that first');
      }
      const c = this._converter;
      this._converter = 0;
      release(this);
      if (!rt.fatal) C.mlirTypeConverterDestroy(c);
    }
  }

  /** The set's patterns borrow the converter: it must not be disposed before the set. */
  function keep(patterns, typeConverter) {
    patterns._keep.push(typeConverter);
    typeConverter._users.add(patterns);
  }

  /**
   * Adds fn(op, adaptor, typeConverter, rewriter) converting ops named
   * `root`; adaptor.operands are the op's operands converted by
   * `typeConverter`. As add(), it applies unless it returns false.
   */
  RewritePatternSet.prototype.addConversion = function addConversion(root, fn, typeConverter, options = {}) {
    const set = this._ptr;
    if (typeof fn !== 'function') throw new TypeError('the pattern must be a function: fn(op, adaptor, typeConverter, rewriter)');
    if (!(typeConverter instanceof TypeConverter)) throw new TypeError('typeConverter must be a TypeConverter');
    const ud = this._entry({ fn, typeConverter });
    const pattern = rt.scope((s) =>
      C.mlirOpConversionPatternCreate(s.ref(opName(root)), options.benefit ?? 1, this.context._ptr,
        typeConverter._ptr, this._callbacks(s, trampolines.conversionMatch), ud, 0, 0));
    C.mlirRewritePatternSetAdd(set, C.mlirConversionPatternAsRewritePattern(pattern));
    keep(this, typeConverter);
    this._count++;
  };

  /**
   * As addConversion, with 1:N operands: adaptor.operands[i] is the array of
   * Values operand i converted to (upstream's OneToNOpAdaptor); results are
   * replaced with rewriter.replaceOpWithMultiple.
   */
  RewritePatternSet.prototype.addOneToNConversion = function addOneToNConversion(root, fn, typeConverter, options = {}) {
    const set = this._ptr;
    if (typeof fn !== 'function') throw new TypeError('the pattern must be a function: fn(op, adaptor, typeConverter, rewriter)');
    if (!(typeConverter instanceof TypeConverter)) throw new TypeError('typeConverter must be a TypeConverter');
    const ud = this._entry({ fn, typeConverter });
    const pattern = rt.scope((s) =>
      C.mlirExtOpConversionPatternCreateOneToN(s.ref(opName(root)), options.benefit ?? 1, this.context._ptr,
        typeConverter._ptr, trampolines.oneToNMatch, rewrite.internals.destruct, ud, 0, 0));
    C.mlirRewritePatternSetAdd(set, C.mlirConversionPatternAsRewritePattern(pattern));
    keep(this, typeConverter);
    this._count++;
  };

  /**
   * Adds the pattern converting the signature (function type and entry
   * block) of function ops named `root` (func.func) with `typeConverter`
   * (upstream's populateFunctionOpInterfaceTypeConversionPattern).
   */
  RewritePatternSet.prototype.addFunctionSignatureConversion = function addFunctionSignatureConversion(root, typeConverter) {
    const set = this._ptr;
    if (!(typeConverter instanceof TypeConverter)) throw new TypeError('typeConverter must be a TypeConverter');
    rt.scope((s) => C.mlirExtPopulateFunctionOpInterfaceTypeConversionPattern(s.ref(opName(root)), set, typeConverter._ptr));
    keep(this, typeConverter);
    this._count++;
  };

  function withConfig(options, fn) {
    const known = new Set(['foldingMode', 'buildMaterializations', 'allowPatternRollback']);
    for (const k of Object.keys(options)) if (!known.has(k)) throw new TypeError(`unknown option '${k}'`);
    const config = C.mlirConversionConfigCreate();
    try {
      if (options.foldingMode !== undefined) {
        if (!(options.foldingMode in FOLDING_MODES)) throw new TypeError(`unknown folding mode '${options.foldingMode}'`);
        C.mlirConversionConfigSetFoldingMode(config, FOLDING_MODES[options.foldingMode]);
      }
      if (options.buildMaterializations !== undefined) {
        C.mlirConversionConfigEnableBuildMaterializations(config, options.buildMaterializations ? 1 : 0);
      }
      if (options.allowPatternRollback !== undefined) {
        C.mlirExtConversionConfigSetAllowPatternRollback(config, options.allowPatternRollback ? 1 : 0);
      }
      return fn(config);
    } finally {
      C.mlirConversionConfigDestroy(config);
    }
  }

  function applyConversion(cFunction, what, op, target, patterns, options) {
    if (!(target instanceof ConversionTarget)) throw new TypeError(`${what} expects a ConversionTarget`);
    const t = target._ptr;
    const frozen = patterns._ptr;
    withConfig(options, (config) => {
      const { result, diagnostics } = collectDiagnostics(rt, target.context._ptr, () =>
        runDriver(op, what, (p) => cFunction(p, t, frozen, config)));
      if (!result) throw mlirError(diagnostics, `${what === 'applyFullConversion' ? 'full' : 'partial'} conversion failed`);
    });
  }

  /**
   * Converts what legalizes in a Module or Operation; throws MlirError with
   * the diagnostics (the IR restored) when an op marked illegal does not
   * legalize. options: {foldingMode: 'never'|'beforePatterns'|'afterPatterns',
   * buildMaterializations: true, allowPatternRollback: true}.
   */
  function applyPartialConversion(op, target, patterns, options = {}) {
    applyConversion(C.mlirApplyPartialConversion, 'applyPartialConversion', op, target, patterns, options);
  }

  /** As applyPartialConversion, but every op must legalize. */
  function applyFullConversion(op, target, patterns, options = {}) {
    applyConversion(C.mlirApplyFullConversion, 'applyFullConversion', op, target, patterns, options);
  }

  return { ConversionTarget, TypeConverter, ConversionPatternRewriter, applyPartialConversion, applyFullConversion };
}
