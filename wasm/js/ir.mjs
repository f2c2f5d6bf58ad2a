// ir.mjs: the object model over the C API, shaped like upstream's Python
// bindings (mlir.ir): Context, Module, Operation, Region, Block, Value,
// Type, Attribute, Location. Minimal for now: reading and printing IR.
//
// Ownership (as sql.js: parents free children):
//  - Context and Module own C memory; dispose() frees it and is idempotent.
//    Disposing a context disposes its modules first. A FinalizationRegistry
//    frees what was not disposed (a safety net only: call dispose()).
//  - Every other wrapper holds its owner (the Module, or the Context for
//    context-owned types, attributes and locations), so the owner cannot be
//    collected while a wrapper is reachable; using a wrapper whose owner was
//    disposed throws Error('<Kind> is disposed').
//  - Operations are interned per module: the same operation is the same
//    wrapper object while that wrapper is reachable.

import { collectDiagnostics, mlirError } from './diagnostics.mjs';

const SIZEOF_NAMED_ATTRIBUTE = 8; // {MlirIdentifier name; MlirAttribute attribute;}
const INTERNAL = Symbol('mlirc.internal'); // guards constructors users must not call

// FIXME: upstream's mlir-c has no "parse a module under a source name"; the
// core is asked to add this mlirc extension. Until it exists, a named parse
// goes through mlirOperationCreateParse (see Context.parse).
const PRINT_FLAGS = new Set([
  'generic',
  'debugInfo',
  'prettyDebugInfo',
  'localScope',
  'assumeVerified',
  'skipRegions',
  'nameLocAsPrefix',
  'largeElementsLimit',
  'largeResourceLimit',
]);

export function defineIR(rt) {
  const C = rt.C;

  // ---- liveness states ------------------------------------------------------
  // Plain objects shared by a wrapper and the finalizer (which must not hold
  // the wrapper). context: {kind, ptr, disposed, modules: Set<module state>};
  // module: {kind, ptr, disposed, ctx: context state}.

  function destroyModule(s) {
    if (s.disposed) return;
    s.disposed = true;
    s.ctx.modules.delete(s);
    if (!rt.fatal) C.mlirModuleDestroy(s.ptr);
  }

  // C context pointer -> WeakRef(Context), to find the Context of a type C
  // hands to a callback.
  const liveContexts = new Map();

  function destroyContext(s) {
    if (s.disposed) return;
    liveContexts.delete(s.ptr);
    for (const free of [...s.dependents]) free();
    for (const m of [...s.modules]) destroyModule(m);
    s.disposed = true;
    if (!rt.fatal) C.mlirContextDestroy(s.ptr);
  }

  const finalizer = new FinalizationRegistry((s) => {
    try {
      if (s.kind === 'module') destroyModule(s);
      else destroyContext(s);
    } catch {
      // A finalizer has no one to report to; the instance is dead anyway.
    }
  });

  /**
   * What every IR wrapper but Module and Context is: a C pointer that the
   * owner's memory holds (the Context for types, attributes and locations;
   * the Module for the IR). A subclass names its `kind` (in errors) and
   * `howToGet` (the TypeError of a direct `new`).
   */
  class Handle {
    constructor(key, owner, ptr) {
      if (key !== INTERNAL) throw new TypeError(new.target.howToGet);
      this._owner = owner;
      this._p = ptr;
      // A Module's IR may be rewritten (rewrite.mjs bumps its epoch): its
      // wrappers from before then throw instead of reaching freed memory.
      this._epoch = owner._epoch;
    }
    /** The C pointer; throws Error('<Kind> is disposed') once the owner is. */
    get _ptr() {
      if (this._owner._s.disposed) throw new Error(`${this.constructor.kind} is disposed`);
      if (this._epoch !== this._owner._epoch) {
        throw new Error(`${this.constructor.kind} is stale: the IR was rewritten since it was obtained (take it again from the module)`);
      }
      return this._p;
    }
    /** The same C object of the same class and owner; both must be live. */
    equals(other) {
      const p = this._ptr; // a disposed handle throws
      return other instanceof this.constructor && other._ptr === p && other._owner === this._owner;
    }
    /** The text a C print function (`print(ptr, callback, userData)`) writes. */
    _printed(print) {
      const p = this._ptr;
      return rt.printString((cb, ud) => print(p, cb, ud));
    }
  }

  function identifierString(ident) {
    return rt.callStringRef(C.mlirIdentifierStr, ident);
  }

  function withPrintingFlags(flags, fn) {
    for (const k of Object.keys(flags)) {
      if (!PRINT_FLAGS.has(k)) throw new TypeError(`unknown printing option '${k}'`);
    }
    const f = C.mlirOpPrintingFlagsCreate();
    if (!f) throw new Error('mlirc: out of memory');
    try {
      if (flags.largeElementsLimit != null) C.mlirOpPrintingFlagsElideLargeElementsAttrs(f, flags.largeElementsLimit);
      if (flags.largeResourceLimit != null) C.mlirOpPrintingFlagsElideLargeResourceString(f, flags.largeResourceLimit);
      if (flags.debugInfo || flags.prettyDebugInfo) C.mlirOpPrintingFlagsEnableDebugInfo(f, 1, flags.prettyDebugInfo ? 1 : 0);
      if (flags.generic) C.mlirOpPrintingFlagsPrintGenericOpForm(f);
      if (flags.localScope) C.mlirOpPrintingFlagsUseLocalScope(f);
      if (flags.assumeVerified) C.mlirOpPrintingFlagsAssumeVerified(f);
      if (flags.skipRegions) C.mlirOpPrintingFlagsSkipRegions(f);
      if (flags.nameLocAsPrefix) C.mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
      return fn(f);
    } finally {
      C.mlirOpPrintingFlagsDestroy(f);
    }
  }

  /**
   * Prints an operation: default flags when `flags` is undefined (as
   * mlirOperationPrint). The core prints nothing and reports an error when
   * it runs out of memory: that throws MlirError.
   */
  function printOperation(op, flags, cb, ud) {
    const { diagnostics } = collectDiagnostics(rt, C.mlirOperationGetContext(op), () => {
      if (flags === undefined) C.mlirOperationPrint(op, cb, ud);
      else withPrintingFlags(flags, (f) => C.mlirOperationPrintWithFlags(op, f, cb, ud));
    });
    if (diagnostics.some((d) => d.severity === 'error')) throw mlirError(diagnostics, 'printing failed');
  }

  // ---- context-owned values -------------------------------------------------

  class Type extends Handle {
    static kind = 'Type';
    static howToGet = 'use Context.parseType or IR accessors';
    get context() {
      return this._owner;
    }
    toString() {
      return this._printed(C.mlirTypePrint);
    }
  }

  class Attribute extends Handle {
    static kind = 'Attribute';
    static howToGet = 'use Context.parseAttribute or IR accessors';
    get context() {
      return this._owner;
    }
    /** The attribute's type (`none` for untyped attributes). */
    get type() {
      return new Type(INTERNAL, this._owner, C.mlirAttributeGetType(this._ptr));
    }
    toString() {
      return this._printed(C.mlirAttributePrint);
    }
  }

  class Location extends Handle {
    static kind = 'Location';
    static howToGet = 'use IR accessors';
    get context() {
      return this._owner;
    }
    toString() {
      return this._printed(C.mlirLocationPrint);
    }
  }

  class NamedAttribute {
    constructor(name, attr) {
      this.name = name;
      this.attr = attr;
    }
  }

  // ---- module-owned IR --------------------------------------------------------

  class Operation extends Handle {
    static kind = 'Operation';
    static howToGet = 'operations come from a Module';
    get context() {
      return this._owner.context;
    }
    /** The full name, e.g. `func.func`. */
    get name() {
      return identifierString(C.mlirOperationGetName(this._ptr));
    }
    get location() {
      return new Location(INTERNAL, this.context, C.mlirOperationGetLocation(this._ptr));
    }
    get operands() {
      const p = this._ptr;
      const n = C.mlirOperationGetNumOperands(p);
      const out = [];
      for (let i = 0; i < n; i++) out.push(new Value(INTERNAL, this._owner, C.mlirOperationGetOperand(p, i)));
      return out;
    }
    get results() {
      const p = this._ptr;
      const n = C.mlirOperationGetNumResults(p);
      const out = [];
      for (let i = 0; i < n; i++) out.push(new Value(INTERNAL, this._owner, C.mlirOperationGetResult(p, i)));
      return out;
    }
    /** The only result; throws unless there is exactly one (as upstream's `.result`). */
    get result() {
      const p = this._ptr;
      const n = C.mlirOperationGetNumResults(p);
      if (n !== 1) throw new Error(`cannot call .result on operation ${this.name} with ${n} results`);
      return new Value(INTERNAL, this._owner, C.mlirOperationGetResult(p, 0));
    }
    get regions() {
      const p = this._ptr;
      const n = C.mlirOperationGetNumRegions(p);
      const out = [];
      for (let i = 0; i < n; i++) out.push(new Region(INTERNAL, this._owner, C.mlirOperationGetRegion(p, i), this));
      return out;
    }
    get successors() {
      const p = this._ptr;
      const n = C.mlirOperationGetNumSuccessors(p);
      const out = [];
      for (let i = 0; i < n; i++) out.push(new Block(INTERNAL, this._owner, C.mlirOperationGetSuccessor(p, i)));
      return out;
    }
    get attributes() {
      this._ptr; // throws once the module is disposed
      return new OpAttributeMap(INTERNAL, this);
    }
    /** The operation containing this one, or null. */
    get parent() {
      const q = C.mlirOperationGetParentOperation(this._ptr);
      return q ? this._owner._operation(q) : null;
    }
    /** The block containing this operation, or null. */
    get block() {
      const b = C.mlirOperationGetBlock(this._ptr);
      return b ? new Block(INTERNAL, this._owner, b) : null;
    }
    /** Prints the operation; `flags` as upstream's printing flags (see mlirc.d.ts). */
    toString(flags) {
      const p = this._ptr;
      return rt.printString((cb, ud) => printOperation(p, flags, cb, ud));
    }
    /**
     * Prints the operation in pieces to `write(text)`. If `write` throws, the
     * rest of the output is dropped and the error is rethrown after printing.
     */
    print(write, flags) {
      const p = this._ptr;
      const decoder = new TextDecoder('utf-8');
      const sink = {
        error: null,
        write(view) {
          const text = decoder.decode(view, { stream: true });
          if (text) write(text);
        },
      };
      rt.withReceiver(sink, (ud) => printOperation(p, flags, rt.stringCallback, ud));
      const rest = decoder.decode();
      if (rest) write(rest);
    }
    /**
     * The operation as MLIR bytecode (a Uint8Array that Context.parse and
     * mlir-opt read back). `desiredVersion`: the bytecode version to write
     * (default: the newest); throws MlirError for a version this build
     * cannot write.
     */
    writeBytecode(options = {}) {
      const p = this._ptr;
      if (options.desiredVersion === undefined) return rt.printBytes((cb, ud) => C.mlirOperationWriteBytecode(p, cb, ud));
      const version = options.desiredVersion;
      if (!Number.isInteger(version)) throw new TypeError(`invalid bytecode version ${version}`);
      const config = C.mlirBytecodeWriterConfigCreate();
      if (!config) throw new Error('mlirc: out of memory');
      try {
        C.mlirBytecodeWriterConfigDesiredEmitVersion(config, BigInt(version));
        let ok = 0;
        const { result: bytes, diagnostics } = collectDiagnostics(rt, this.context._ptr, () =>
          rt.printBytes((cb, ud) => {
            ok = C.mlirOperationWriteBytecodeWithConfig(p, config, cb, ud);
          }),
        );
        if (!ok) throw mlirError(diagnostics, `cannot write bytecode version ${version}`);
        return bytes;
      } finally {
        C.mlirBytecodeWriterConfigDestroy(config);
      }
    }
    /** Verifies the operation; throws MlirError with the diagnostics if it is invalid. */
    verify() {
      const p = this._ptr;
      const ctx = this.context._ptr;
      const { result, diagnostics } = collectDiagnostics(rt, ctx, () => C.mlirOperationVerify(p));
      if (!result) throw mlirError(diagnostics, 'verification failed');
      return true;
    }
  }

  class OpAttributeMap {
    constructor(key, op) {
      if (key !== INTERNAL) throw new TypeError('use Operation.attributes');
      this._op = op;
    }
    get length() {
      return C.mlirOperationGetNumAttributes(this._op._ptr);
    }
    /** The named attribute at `index` (inherent first, then discardable). */
    at(index) {
      const p = this._op._ptr;
      const n = C.mlirOperationGetNumAttributes(p);
      if (index < 0) index += n;
      if (!(index >= 0 && index < n)) return undefined;
      return rt.scope((s) => {
        const ret = s.stack(SIZEOF_NAMED_ATTRIBUTE);
        C.mlirOperationGetAttribute(ret, p, index);
        const name = identifierString(rt.u32(ret));
        return new NamedAttribute(name, new Attribute(INTERNAL, this._op.context, rt.u32(ret + 4)));
      });
    }
    /** The attribute named `name`, or undefined. */
    get(name) {
      const p = this._op._ptr;
      const a = rt.scope((s) => C.mlirOperationGetAttributeByName(p, s.ref(name)));
      return a ? new Attribute(INTERNAL, this._op.context, a) : undefined;
    }
    has(name) {
      return this.get(name) !== undefined;
    }
    keys() {
      return [...this].map((na) => na.name);
    }
    *[Symbol.iterator]() {
      const n = this.length;
      for (let i = 0; i < n; i++) yield this.at(i);
    }
  }

  class Region extends Handle {
    static kind = 'Region';
    static howToGet = 'regions come from an Operation';
    constructor(key, module, ptr, op) {
      super(key, module, ptr);
      this._op = op; // the operation holding the region (the C API has no way back)
    }
    get blocks() {
      const out = [];
      for (let b = C.mlirRegionGetFirstBlock(this._ptr); b; b = C.mlirBlockGetNextInRegion(b)) {
        out.push(new Block(INTERNAL, this._owner, b));
      }
      return out;
    }
    /** The operation holding this region. */
    get owner() {
      this._ptr; // throws once the module is disposed
      return this._op;
    }
  }

  class Block extends Handle {
    static kind = 'Block';
    static howToGet = 'blocks come from a Region';
    get operations() {
      const out = [];
      for (let o = C.mlirBlockGetFirstOperation(this._ptr); o; o = C.mlirOperationGetNextInBlock(o)) {
        out.push(this._owner._operation(o));
      }
      return out;
    }
    get arguments() {
      const p = this._ptr;
      const n = C.mlirBlockGetNumArguments(p);
      const out = [];
      for (let i = 0; i < n; i++) out.push(new Value(INTERNAL, this._owner, C.mlirBlockGetArgument(p, i)));
      return out;
    }
    /** The operation holding this block's region, or null. */
    get owner() {
      const o = C.mlirBlockGetParentOperation(this._ptr);
      return o ? this._owner._operation(o) : null;
    }
    get region() {
      const r = C.mlirBlockGetParentRegion(this._ptr);
      return r ? new Region(INTERNAL, this._owner, r, this.owner) : null;
    }
    toString() {
      return this._printed(C.mlirBlockPrint);
    }
  }

  class Value extends Handle {
    static kind = 'Value';
    static howToGet = 'values come from operations and blocks';
    get type() {
      return new Type(INTERNAL, this._owner.context, C.mlirValueGetType(this._ptr));
    }
    /** Where the value is defined: its op's location, or the block argument's own. */
    get location() {
      return new Location(INTERNAL, this._owner.context, C.mlirValueGetLocation(this._ptr));
    }
    get isBlockArgument() {
      return !!C.mlirValueIsABlockArgument(this._ptr);
    }
    get isOpResult() {
      return !!C.mlirValueIsAOpResult(this._ptr);
    }
    /** The defining Operation (results) or the Block (arguments). */
    get owner() {
      const p = this._ptr;
      if (C.mlirValueIsAOpResult(p)) return this._owner._operation(C.mlirOpResultGetOwner(p));
      return new Block(INTERNAL, this._owner, C.mlirBlockArgumentGetOwner(p));
    }
    /** The result number (results) or argument number (arguments). */
    get index() {
      const p = this._ptr;
      return C.mlirValueIsAOpResult(p) ? C.mlirOpResultGetResultNumber(p) : C.mlirBlockArgumentGetArgNumber(p);
    }
    /**
     * The value's name as an operand (`%0`, `%arg1`, `%c0_i32`, `%3#1`), numbered
     * as the enclosing isolated operation prints it (upstream's Value.get_name()).
     */
    getName() {
      const p = this._ptr;
      const state = C.mlirAsmStateCreateForValue(p, 0);
      if (!state) throw new Error('mlirc: out of memory');
      try {
        return rt.printString((cb, ud) => C.mlirValuePrintAsOperand(p, state, cb, ud));
      } finally {
        C.mlirAsmStateDestroy(state);
      }
    }
    /** Prints the defining operation (or the argument), as upstream's str(value). */
    toString() {
      return this._printed(C.mlirValuePrint);
    }
  }

  // ---- Module and Context -----------------------------------------------------

  class Module {
    constructor(key, context, ptr) {
      if (key !== INTERNAL) throw new TypeError('use Context.parse or Context.createModule');
      this.context = context;
      this._s = { kind: 'module', ptr, disposed: false, ctx: context._s };
      this._ops = new Map(); // operation pointer -> WeakRef(Operation)
      this._epoch = 0; // bumped when a rewrite may have erased IR (see Handle)
      this._sweepAt = 1024;
      context._s.modules.add(this._s);
      finalizer.register(this, this._s, this._s);
    }
    get _ptr() {
      if (this._s.disposed) throw new Error('Module is disposed');
      return this._s.ptr;
    }
    get disposed() {
      return this._s.disposed;
    }
    /** The interned wrapper of an operation of this module. */
    _operation(ptr) {
      const ref = this._ops.get(ptr);
      let op = ref && ref.deref();
      if (!op) {
        op = new Operation(INTERNAL, this, ptr);
        this._ops.set(ptr, new WeakRef(op));
        // Drop entries of collected wrappers now and then (amortized O(1)).
        if (this._ops.size > this._sweepAt) {
          for (const [k, r] of this._ops) if (!r.deref()) this._ops.delete(k);
          this._sweepAt = Math.max(1024, 2 * this._ops.size);
        }
      }
      return op;
    }
    get operation() {
      return this._operation(C.mlirModuleGetOperation(this._ptr));
    }
    get body() {
      return new Block(INTERNAL, this, C.mlirModuleGetBody(this._ptr));
    }
    toString(flags) {
      return this.operation.toString(flags);
    }
    /** The module as MLIR bytecode; see Operation.writeBytecode. */
    writeBytecode(options) {
      return this.operation.writeBytecode(options);
    }
    /** Frees the module and its IR; idempotent. */
    dispose() {
      if (this._s.disposed) return;
      finalizer.unregister(this._s);
      this._ops.clear();
      destroyModule(this._s);
    }
  }

  class Context {
    /** @param options {allowUnregisteredDialects?: boolean} */
    constructor(options = {}) {
      rt.checkAlive();
      // Every dialect mlirc provides is registered, as in upstream's Python
      // package; a bare mlirContextCreate has the builtin dialect only.
      const registry = C.mlirDialectRegistryCreate();
      if (!registry) throw new Error('mlirc: out of memory creating a context');
      C.mlirRegisterAllDialects(registry);
      const ptr = C.mlirContextCreateWithRegistry(registry, 0);
      C.mlirDialectRegistryDestroy(registry);
      if (!ptr) throw new Error('mlirc: out of memory creating a context');
      // dependents: what must be freed before the context (pass managers).
      this._s = { kind: 'context', ptr, disposed: false, modules: new Set(), dependents: new Set() };
      finalizer.register(this, this._s, this._s);
      liveContexts.set(ptr, new WeakRef(this));
      if (options.allowUnregisteredDialects) C.mlirContextSetAllowUnregisteredDialects(ptr, 1);
    }
    get _ptr() {
      if (this._s.disposed) throw new Error('Context is disposed');
      return this._s.ptr;
    }
    get disposed() {
      return this._s.disposed;
    }
    get allowUnregisteredDialects() {
      return !!C.mlirContextGetAllowUnregisteredDialects(this._ptr);
    }
    set allowUnregisteredDialects(allow) {
      C.mlirContextSetAllowUnregisteredDialects(this._ptr, allow ? 1 : 0);
    }
    /** How many dialects the context has registered (builtin included). */
    get numRegisteredDialects() {
      return C.mlirContextGetNumRegisteredDialects(this._ptr);
    }
    /** Whether a dialect with the namespace `name` (e.g. `arith`) is registered. */
    isRegisteredDialect(name) {
      const ctx = this._ptr;
      return rt.scope((s) => C.mlirContextGetOrLoadDialect(ctx, s.ref(String(name)))) !== 0;
    }
    /** Whether an operation named `name` (e.g. `arith.addi`) is registered. */
    isRegisteredOperation(name) {
      const ctx = this._ptr;
      return rt.scope((s) => C.mlirContextIsRegisteredOperation(ctx, s.ref(String(name)))) !== 0;
    }
    /** The registered operations, sorted by name: [{name, summary}] (summary: ODS's, or ''). */
    registeredOperations() {
      const ctx = this._ptr;
      return JSON.parse(rt.printString((cb, ud) => C.mlirExtContextWriteRegisteredOperationsJSON(ctx, cb, ud)));
    }
    /** Frees the context, after disposing the modules parsed in it; idempotent. */
    dispose() {
      if (this._s.disposed) return;
      finalizer.unregister(this._s);
      destroyContext(this._s);
    }

    /**
     * Parses a module (ops outside a `module` are wrapped in one, as mlir-opt
     * does). `fileName` names the source in locations and diagnostics (none:
     * "-", as upstream's mlirModuleCreateParse). Throws MlirError.
     */
    parse(text, options = {}) {
      const ctx = this._ptr;
      const fileName = options.fileName;
      const { result, diagnostics } = rt.scope((s) =>
        collectDiagnostics(rt, ctx, () =>
          fileName === undefined
            ? C.mlirModuleCreateParse(ctx, s.ref(text))
            : C.mlirExtModuleCreateParseWithSourceName(ctx, s.ref(text), s.ref(String(fileName))),
        ),
      );
      if (!result) throw mlirError(diagnostics, 'failed to parse the module');
      return new Module(INTERNAL, this, result);
    }

    /** Creates an empty module at an unknown location. */
    createModule() {
      const ctx = this._ptr;
      const m = C.mlirModuleCreateEmpty(C.mlirLocationUnknownGet(ctx));
      if (!m) throw new Error('mlirc: out of memory');
      return new Module(INTERNAL, this, m);
    }

    /** Parses a type, e.g. `tensor<4xf32>`. Throws MlirError. */
    parseType(text) {
      const ctx = this._ptr;
      const { result, diagnostics } = rt.scope((s) =>
        collectDiagnostics(rt, ctx, () => C.mlirTypeParseGet(ctx, s.ref(text))),
      );
      if (!result) throw mlirError(diagnostics, 'failed to parse the type');
      return new Type(INTERNAL, this, result);
    }

    /** Parses an attribute, e.g. `dense<1> : tensor<2xi32>`. Throws MlirError. */
    parseAttribute(text) {
      const ctx = this._ptr;
      const { result, diagnostics } = rt.scope((s) =>
        collectDiagnostics(rt, ctx, () => C.mlirAttributeParseGet(ctx, s.ref(text))),
      );
      if (!result) throw mlirError(diagnostics, 'failed to parse the attribute');
      return new Attribute(INTERNAL, this, result);
    }
  }

  return {
    Context, Module, Operation, OpAttributeMap, NamedAttribute, Region, Block, Value, Type, Attribute, Location,
    _withPrintingFlags: withPrintingFlags,
    // Wrappers of C handles for the callbacks of rewrite.mjs and conversion.mjs.
    _wrap: {
      INTERNAL,
      operation: (module, ptr) => module._operation(ptr),
      value: (module, ptr) => new Value(INTERNAL, module, ptr),
      block: (module, ptr) => new Block(INTERNAL, module, ptr),
      type: (context, ptr) => new Type(INTERNAL, context, ptr),
      location: (context, ptr) => new Location(INTERNAL, context, ptr),
      contextOf(ptr) {
        const context = liveContexts.get(ptr)?.deref();
        if (!context) throw new Error('mlirc: a callback received a type of an unknown context');
        return context;
      },
    },
  };
}
