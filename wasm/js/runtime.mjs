// runtime.mjs: the one place that knows the Emscripten module and the wasm32
// C ABI of the mlirc C API. Everything above it (ir.mjs, opt_main.mjs) calls
// the C API through a Runtime and never touches the heap directly.
//
// wasm32 C ABI (clang's WebAssembly ABI, checked on the build's exports):
//  - a struct with one scalar field (every handle `{void *ptr}`,
//    MlirLogicalResult `{int8_t}`) is passed and returned as that scalar;
//  - a bigger struct argument (MlirStringRef) is passed as a pointer to a
//    copy the caller made (the callee may write to it: use a fresh copy);
//  - a bigger struct result (MlirStringRef, MlirNamedAttribute) is returned
//    through a pointer passed as an extra first argument ("sret");
//  - uint64_t (MlirDiagnosticHandlerID) is a BigInt (-sWASM_BIGINT).
//
// Safety: a JS exception must never unwind through wasm frames (it would
// skip the C code's cleanup and leave the C stack pointer moved), so the
// callbacks given to C catch everything and the error is rethrown once the C
// call has returned. If anything still escapes a C call (a trap: a bug in the
// core, or out of native stack), the instance is marked unusable and every
// later call throws instead of running on corrupt memory.

const SIZEOF_STRING_REF = 8; // {const char *data; size_t length;} in wasm32
const SMALL_STRING = 1024; // strings up to this size go on the C stack

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/** Converts a string or bytes to a Uint8Array of UTF-8. */
export function toBytes(v) {
  if (typeof v === 'string') return encoder.encode(v);
  if (v instanceof Uint8Array) return v;
  if (ArrayBuffer.isView(v)) return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
  if (v instanceof ArrayBuffer) return new Uint8Array(v);
  throw new TypeError(`expected a string or bytes, got ${v === null ? 'null' : typeof v}`);
}

/** Concatenates byte chunks. */
export function concatBytes(chunks) {
  if (chunks.length === 1) return chunks[0];
  let n = 0;
  for (const c of chunks) n += c.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

export function decodeUtf8(bytes) {
  return decoder.decode(bytes);
}

/** Collects what a MlirStringCallback receives (bytes, copied). */
class ByteSink {
  constructor() {
    this.chunks = [];
    this.error = null;
  }
  write(view) {
    this.chunks.push(view.slice());
  }
  bytes() {
    return concatBytes(this.chunks);
  }
}

export class Runtime {
  /** @param M the instantiated Emscripten module (mlirc_core.mjs). */
  constructor(M) {
    this.M = M;
    this.fatal = null; // the error that made this instance unusable
    this.userData = new Map(); // id (void *userData) -> sink or collector
    this.nextUserData = 1;
    this.C = this._bindExports();
    // Trampolines, created once per instance: C gets these function
    // pointers and an integer `userData` naming the JS receiver.
    this.stringCallback = M.addFunction((ref, ud) => this._onString(ref, ud, 'write'), 'vii');
    this.stringCallbackErr = M.addFunction((ref, ud) => this._onString(ref, ud, 'writeErr'), 'vii');
    this.diagnosticCallback = M.addFunction((diag, ud) => this._onDiagnostic(diag, ud), 'iii');
  }

  /** Builds the table of C functions, each guarded against a dead instance. */
  _bindExports() {
    const raw = this.M.asm || this.M.wasmExports;
    const C = Object.create(null);
    for (const name of Object.keys(raw)) {
      if (!name.startsWith('mlir') && name !== 'malloc' && name !== 'free') continue;
      const f = raw[name];
      if (typeof f !== 'function') continue;
      C[name] = (...args) => {
        if (this.fatal) throw this._fatalError();
        try {
          return f(...args);
        } catch (e) {
          // Nothing we call lets a JS exception escape, so whatever got here
          // unwound wasm frames: the C state can no longer be trusted.
          this.fatal = e;
          throw e;
        }
      };
    }
    return new Proxy(C, {
      get(target, name) {
        const f = target[name];
        if (f === undefined && typeof name === 'string') {
          throw new Error(`mlirc: the C function ${name} is missing from this build`);
        }
        return f;
      },
    });
  }

  _fatalError() {
    const why = this.fatal && this.fatal.message ? this.fatal.message : String(this.fatal);
    return new Error(`mlirc: this instance is unusable after an earlier fatal error (${why}); load a new one`);
  }

  /** Throws if an earlier call trapped. */
  checkAlive() {
    if (this.fatal) throw this._fatalError();
  }

  /** Whether the build exports the C function `name`. */
  has(name) {
    const raw = this.M.asm || this.M.wasmExports;
    return typeof raw[name] === 'function';
  }

  // ---- memory -------------------------------------------------------------

  u32(ptr) {
    return this.M.HEAPU32[ptr >>> 2];
  }

  /** Reads a MlirStringRef at `ptr` as a view of wasm memory (valid until the next call). */
  stringRefView(ptr) {
    const data = this.u32(ptr);
    const length = this.u32(ptr + 4);
    return this.M.HEAPU8.subarray(data, data + length);
  }

  /** Reads a MlirStringRef at `ptr` as a string. */
  stringRefToString(ptr) {
    return decoder.decode(this.stringRefView(ptr));
  }

  /**
   * Runs `fn(scope)` with a scope for temporary C memory: scope.stack(n)
   * reserves stack bytes, scope.ref(text) builds a MlirStringRef and returns
   * its address (pass it where C takes MlirStringRef by value), scope.cstr(text)
   * a NUL-terminated copy. Everything is released when fn returns or throws.
   */
  scope(fn) {
    this.checkAlive();
    const M = this.M;
    const sp = M.stackSave();
    const mallocs = [];
    const rt = this;
    const scope = {
      stack(n) {
        return M.stackAlloc(n);
      },
      bytes(v, nul) {
        const b = toBytes(v);
        const n = b.length + (nul ? 1 : 0);
        let p;
        if (n <= SMALL_STRING) {
          p = M.stackAlloc(n || 1);
        } else {
          p = rt.C.malloc(n);
          if (!p) throw new Error('mlirc: out of memory');
          mallocs.push(p);
        }
        M.HEAPU8.set(b, p);
        if (nul) M.HEAPU8[p + b.length] = 0;
        return [p, b.length];
      },
      cstr(v) {
        return scope.bytes(v, true)[0];
      },
      ref(v) {
        const [data, length] = scope.bytes(v, false);
        const p = M.stackAlloc(SIZEOF_STRING_REF);
        M.HEAPU32[p >>> 2] = data;
        M.HEAPU32[(p + 4) >>> 2] = length;
        return p;
      },
      malloc(n) {
        const p = rt.C.malloc(n || 1);
        if (!p) throw new Error('mlirc: out of memory');
        mallocs.push(p);
        return p;
      },
    };
    try {
      return fn(scope);
    } finally {
      if (!this.fatal) {
        for (const p of mallocs) this.C.free(p);
        M.stackRestore(sp);
      }
    }
  }

  /** Calls a C function returning MlirStringRef (sret) and decodes it. */
  callStringRef(fn, ...args) {
    return this.scope((s) => {
      const ret = s.stack(SIZEOF_STRING_REF);
      fn(ret, ...args);
      return this.stringRefToString(ret);
    });
  }

  // ---- callbacks ------------------------------------------------------------

  /** Registers a long-lived receiver (see withReceiver); returns its userData. */
  register(receiver) {
    const id = this.nextUserData;
    this.nextUserData = id >= 0x7fffffff ? 1 : id + 1;
    this.userData.set(id, receiver);
    return id;
  }

  unregister(id) {
    this.userData.delete(id);
  }

  /**
   * Runs `fn(userData)` with `receiver` registered under the integer
   * userData that C passes back to the trampolines; rethrows the first error
   * a receiver method raised, after C has returned.
   */
  withReceiver(receiver, fn) {
    this.checkAlive();
    const id = this.register(receiver);
    let result;
    try {
      result = fn(id);
    } finally {
      this.userData.delete(id);
    }
    if (receiver.error) throw receiver.error;
    return result;
  }

  /** Runs `fn(callback, userData)` (a C printing call) and returns the bytes it printed. */
  printBytes(fn) {
    const sink = new ByteSink();
    this.withReceiver(sink, (ud) => fn(this.stringCallback, ud));
    return sink.bytes();
  }

  /** As printBytes, decoded as UTF-8. */
  printString(fn) {
    return decoder.decode(this.printBytes(fn));
  }

  _onString(ref, ud, method) {
    const r = this.userData.get(ud);
    if (!r || r.error) return;
    try {
      r[method](this.stringRefView(ref));
    } catch (e) {
      r.error = e;
    }
  }

  _onDiagnostic(diag, ud) {
    const r = this.userData.get(ud);
    if (!r) return 0; // not ours: let older handlers see it
    if (r.error) return 1;
    try {
      r.onDiagnostic(diag);
    } catch (e) {
      r.error = e;
    }
    return 1; // handled: stops delivery to older handlers
  }
}
