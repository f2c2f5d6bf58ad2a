// run.mjs: running IR with the interpreter (mlir-c/ExecutionEngine.h and
// mlirc's Ext/ExecutionEngine.h), and mlir-runner in a function.
//
//   const { results, stdout } = mlir.run(module, 'main', [3, 4.5, new Float32Array([1, 2])]);
//   mlir.runnerMain(['-e', 'main', '--entry-point-result=void'], text);  // {stdout, stderr, exitCode}
//
// Arguments and results cross through the function's C interface
// (mlirExtExecutionEngineInvoke): integers up to 32 bits and f16/bf16/f32/
// f64 as Numbers, i64, index and wider integers as BigInt (Numbers are
// accepted in), memrefs and tensors as typed arrays (or {data, shape} for
// another shape than the type's static one). A memref argument is copied
// into wasm memory and back after the call, so a function may write its
// results into it. Memref and tensor results come back as {data, shape},
// data a dense row-major copy.

import { collectDiagnostics, mlirError } from './diagnostics.mjs';
import { concatBytes, decodeUtf8, toBytes } from './runtime.mjs';

const PTR = 4; // wasm32 pointers
const I64 = 8;

/** Bytes of a ranked descriptor {allocated, aligned, offset, sizes[r], strides[r]} in wasm32. */
const descriptorSize = (rank) => 2 * PTR + I64 * (1 + 2 * rank);
const UNRANKED_SIZE = 16; // {int64_t rank; void *descriptor;} padded to 8

/** The typed array class holding elements of a described scalar type. */
function arrayClass(e) {
  if (e.kind === 'float') {
    if (e.name === 'f32') return Float32Array;
    if (e.name === 'f64') return Float64Array;
    if (e.name === 'f16' || e.name === 'bf16') return Uint16Array; // raw bits
    return null;
  }
  if (e.kind === 'index') return BigInt64Array;
  if (e.kind === 'int') {
    if (e.size === 1) return e.bits === 1 ? Uint8Array : Int8Array;
    if (e.size === 2) return Int16Array;
    if (e.size === 4) return Int32Array;
    if (e.size === 8) return BigInt64Array;
  }
  return null;
}

function typeText(t) {
  if (t.kind === 'float') return t.name;
  if (t.kind === 'int') return `i${t.bits}`;
  if (t.kind === 'memref' || t.kind === 'tensor' || t.kind === 'vector') {
    const dims = t.ranked ? t.shape.map((d) => (d < 0 ? '?' : String(d))).join('x') : '*';
    return `${t.kind}<${dims}x${typeText(t.element)}>`;
  }
  return t.kind;
}

// ---- f16 / bf16 <-> Number ----------------------------------------------------

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

function halfToNumber(bits) {
  const s = bits & 0x8000 ? -1 : 1;
  const e = (bits >> 10) & 0x1f;
  const m = bits & 0x3ff;
  if (e === 0) return s * m * 2 ** -24;
  if (e === 31) return m ? NaN : s * Infinity;
  return s * (1 + m / 1024) * 2 ** (e - 15);
}

/** Rounds a Number to the nearest f16 (ties to even) and returns its bits. */
function numberToHalf(x) {
  if (Number.isNaN(x)) return 0x7e00;
  const sign = x < 0 || Object.is(x, -0) ? 0x8000 : 0;
  let a = Math.abs(x);
  if (a >= 65520) return sign | 0x7c00;
  if (a < 2 ** -14) {
    // subnormal: units of 2^-24, rounded half to even
    const q = a / 2 ** -24;
    let r = Math.round(q);
    if (r - q === 0.5 && r % 2) r -= 1;
    return sign | r;
  }
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e -= 1;
  if (2 ** (e + 1) <= a) e += 1;
  const q = (a / 2 ** e - 1) * 1024;
  let m = Math.round(q);
  if (m - q === 0.5 && m % 2) m -= 1;
  if (m === 1024) {
    m = 0;
    e += 1;
  }
  if (e > 15) return sign | 0x7c00;
  return sign | ((e + 15) << 10) | m;
}

function bf16ToNumber(bits) {
  u32[0] = bits << 16;
  return f32[0];
}

/** Rounds a Number to bf16 (through f32, ties to even) and returns its bits. */
function numberToBf16(x) {
  f32[0] = x;
  const b = u32[0];
  if (Number.isNaN(f32[0])) return 0x7fc0;
  const rounded = b + 0x7fff + ((b >>> 16) & 1);
  return (rounded >>> 16) & 0xffff;
}

// ---- scalars in wasm memory ---------------------------------------------------

function toBigInt(v, what) {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'boolean') return v ? 1n : 0n;
  throw new TypeError(`${what}: expected an integer (Number or BigInt), got ${typeof v}`);
}

function writeScalar(M, t, p, v, what) {
  const dv = new DataView(M.HEAPU8.buffer);
  if (t.kind === 'float') {
    if (typeof v !== 'number') throw new TypeError(`${what}: expected a Number for ${t.name}, got ${typeof v}`);
    if (t.name === 'f32') dv.setFloat32(p, v, true);
    else if (t.name === 'f64') dv.setFloat64(p, v, true);
    else if (t.name === 'f16') dv.setUint16(p, numberToHalf(v), true);
    else if (t.name === 'bf16') dv.setUint16(p, numberToBf16(v), true);
    else throw new TypeError(`${what}: mlir.run does not convert ${t.name} values`);
    return;
  }
  if (t.kind === 'int' || t.kind === 'index') {
    let b = BigInt.asUintN(t.size * 8, toBigInt(v, what));
    for (let k = 0; k < t.size; k++, b >>= 8n) dv.setUint8(p + k, Number(b & 0xffn));
    return;
  }
  throw new TypeError(`${what}: mlir.run does not pass ${typeText(t)} values`);
}

function readScalar(M, t, p) {
  const dv = new DataView(M.HEAPU8.buffer);
  if (t.kind === 'float') {
    if (t.name === 'f32') return dv.getFloat32(p, true);
    if (t.name === 'f64') return dv.getFloat64(p, true);
    if (t.name === 'f16') return halfToNumber(dv.getUint16(p, true));
    if (t.name === 'bf16') return bf16ToNumber(dv.getUint16(p, true));
    throw new TypeError(`mlir.run does not convert ${t.name} results`);
  }
  if (t.kind === 'int' || t.kind === 'index') {
    let b = 0n;
    for (let k = t.size; k-- > 0;) b = (b << 8n) | BigInt(dv.getUint8(p + k));
    const bits = t.kind === 'index' ? 64 : t.bits;
    const signed = bits === 1 ? BigInt.asUintN(1, b) : BigInt.asIntN(bits, b);
    if (t.kind === 'int' && t.bits <= 32) return Number(signed);
    return signed;
  }
  throw new TypeError(`mlir.run does not return ${typeText(t)} values`);
}

// ---- memrefs ------------------------------------------------------------------

/** The data and shape of a memref argument given as a typed array or {data, shape}. */
function memrefInput(t, v, what) {
  const data = ArrayBuffer.isView(v) ? v : v && ArrayBuffer.isView(v.data) ? v.data : null;
  if (!data || data instanceof DataView) {
    throw new TypeError(`${what}: expected a typed array or {data, shape} for ${typeText(t)}`);
  }
  const cls = arrayClass(t.element);
  if (!cls) throw new TypeError(`${what}: mlir.run does not pass ${typeText(t)} values`);
  if (data.BYTES_PER_ELEMENT !== cls.BYTES_PER_ELEMENT) {
    throw new TypeError(`${what}: a ${data.constructor.name} cannot hold the elements of ${typeText(t)}`);
  }
  let shape = v.shape;
  if (shape === undefined) {
    if (!t.ranked) shape = [data.length];
    else if (t.shape.every((d) => d >= 0)) shape = t.shape;
    else if (t.rank === 1) shape = [data.length];
    else throw new TypeError(`${what}: give {data, shape} for ${typeText(t)}`);
  }
  shape = Array.from(shape, Number);
  if (t.ranked && (shape.length !== t.rank || shape.some((d, k) => t.shape[k] >= 0 && t.shape[k] !== d))) {
    throw new TypeError(`${what}: shape [${shape.join(', ')}] does not match ${typeText(t)}`);
  }
  const count = shape.reduce((a, b) => a * b, 1);
  if (count !== data.length) {
    throw new TypeError(`${what}: ${data.length} elements for shape [${shape.join(', ')}]`);
  }
  return { data, shape };
}

/** Writes a ranked descriptor of dense row-major `shape` over `buf` at `p`. */
function writeDescriptor(M, p, buf, shape) {
  const dv = new DataView(M.HEAPU8.buffer);
  dv.setUint32(p, buf, true);
  dv.setUint32(p + PTR, buf, true);
  dv.setBigInt64(p + 2 * PTR, 0n, true);
  let stride = 1;
  for (let k = shape.length; k-- > 0;) {
    dv.setBigInt64(p + 2 * PTR + I64 * (1 + k), BigInt(shape[k]), true);
    dv.setBigInt64(p + 2 * PTR + I64 * (1 + shape.length + k), BigInt(stride), true);
    stride *= shape[k];
  }
}

/** Reads a memref result's descriptor at `p` (rank known) as {data, shape}, copying the elements. */
function readMemref(M, t, p, rank) {
  const dv = new DataView(M.HEAPU8.buffer);
  const cls = arrayClass(t.element);
  if (!cls) throw new TypeError(`mlir.run does not return ${typeText(t)} values`);
  const aligned = dv.getUint32(p + PTR, true);
  const offset = Number(dv.getBigInt64(p + 2 * PTR, true));
  const shape = [];
  const strides = [];
  for (let k = 0; k < rank; k++) {
    shape.push(Number(dv.getBigInt64(p + 2 * PTR + I64 * (1 + k), true)));
    strides.push(Number(dv.getBigInt64(p + 2 * PTR + I64 * (1 + rank + k), true)));
  }
  const n = shape.reduce((a, b) => a * b, 1);
  const out = new cls(n);
  if (n > 0) {
    const es = cls.BYTES_PER_ELEMENT;
    const src = new cls(M.HEAPU8.buffer);
    if (aligned % es) throw new Error('mlirc: a memref result is not aligned to its element size');
    const base = aligned / es + offset;
    const idx = new Array(rank).fill(0);
    for (let e = 0; e < n; e++) {
      let at = base;
      for (let k = 0; k < rank; k++) at += idx[k] * strides[k];
      out[e] = src[at];
      for (let k = rank; k-- > 0;) {
        if (++idx[k] < shape[k]) break;
        idx[k] = 0;
      }
    }
  }
  return { data: out, shape };
}

/** Size and alignment of a result's field in the result struct. */
function fieldLayout(t) {
  if (t.kind === 'memref' || t.kind === 'tensor') {
    return { size: t.ranked ? descriptorSize(t.rank) : UNRANKED_SIZE, align: I64 };
  }
  return { size: t.size, align: Math.min(t.size || 1, 16) };
}

const alignUp = (v, a) => Math.ceil(v / a) * a;

export function defineRun(rt, ir) {
  const C = rt.C;
  const M = rt.M;
  const { Module } = ir;

  function describe(engine, s, name) {
    const json = rt.printString((cb, ud) => C.mlirExtExecutionEngineDescribeFunction(engine, s.ref(name), cb, ud));
    return json ? JSON.parse(json) : null;
  }

  /**
   * Runs function `name` of `module` with `args`; returns {results, stdout,
   * stderr, steps}. Throws MlirError with the diagnostics when the program
   * fails (undefined behaviour, a limit) or cannot be run; the error carries
   * what the program printed so far as `stdout`.
   * options: {maxSteps?: number, maxCallDepth?: number, leakCheck?: boolean}
   * (leakCheck: warnings for memory never freed, in `warnings`).
   */
  return function run(module, name = 'main', args = [], options = {}) {
    if (!(module instanceof Module)) throw new TypeError('mlir.run expects a Module');
    if (typeof name !== 'string') throw new TypeError('mlir.run: the function name must be a string');
    if (!Array.isArray(args)) throw new TypeError('mlir.run: args must be an array');
    const ctx = module.context._ptr;
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
    const outputs = () => ({ stdout: decodeUtf8(concatBytes(sink.out)), stderr: decodeUtf8(concatBytes(sink.err)) });
    let failure = null;
    const { result, diagnostics } = collectDiagnostics(rt, ctx, () =>
      rt.scope((s) => {
        const engine = C.mlirExecutionEngineCreate(module._ptr, 0, 0, 0, 0, 0);
        if (!engine) {
          failure = 'the module cannot be run';
          return null;
        }
        const ud = rt.register(sink);
        try {
          C.mlirExtExecutionEngineSetOutput(engine, rt.stringCallback, rt.stringCallbackErr, ud);
          C.mlirExtExecutionEngineSetLimits(engine, BigInt(options.maxSteps || 0), options.maxCallDepth || 0);
          const sig = describe(engine, s, name);
          if (!sig) {
            failure = `no function named '${name}' to run`;
            return null;
          }
          if (args.length !== sig.inputs.length) {
            throw new TypeError(`mlir.run: '${name}' takes ${sig.inputs.length} arguments, got ${args.length}`);
          }
          const value = invoke(engine, s, name, sig, args);
          if (value === null) return null;
          let warnings = 0;
          if (options.leakCheck) warnings = Number(C.mlirExtExecutionEngineReportLeaks(engine));
          return { results: value, steps: Number(C.mlirExtExecutionEngineGetSteps(engine)), leaks: warnings };
        } finally {
          C.mlirExecutionEngineDestroy(engine);
          rt.unregister(ud);
        }
      }),
    );
    if (sink.error) throw sink.error;
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (!result || errors.length) {
      const e = mlirError(diagnostics, failure || `running '${name}' failed`);
      Object.assign(e, outputs());
      throw e;
    }
    return { ...result, ...outputs(), warnings: diagnostics.filter((d) => d.severity === 'warning') };
  };

  /** Lays out the packed arguments, calls, copies memrefs back and reads the results (null on failure). */
  function invoke(engine, s, name, sig, args) {
    const nres = sig.results.length;
    const first = sig.resultsFirst;
    const slots = sig.inputs.length + (first ? 1 : 0) + (!first && nres === 1 ? 1 : 0);
    const packed = s.malloc(PTR * Math.max(slots, 1));
    const copies = []; // [typed array, wasm address] of memref arguments
    let at = 0;
    let resultBuf = 0;
    let layout = [];
    if (first) {
      let size = 0;
      layout = sig.results.map((t) => {
        const { size: n, align } = fieldLayout(t);
        size = alignUp(size, align);
        const off = size;
        size += n;
        return off;
      });
      resultBuf = s.malloc(alignUp(size, I64) || I64);
      M.HEAPU8.fill(0, resultBuf, resultBuf + size);
      const cell = s.malloc(PTR);
      M.HEAPU32[cell >>> 2] = resultBuf;
      M.HEAPU32[(packed >>> 2) + at++] = cell;
    }
    sig.inputs.forEach((t, k) => {
      const what = `mlir.run: argument ${k} (${typeText(t)})`;
      let cell;
      if (t.kind === 'memref' || t.kind === 'tensor') {
        const { data, shape } = memrefInput(t, args[k], what);
        const bytes = Math.max(data.byteLength, 1);
        const buf = s.malloc(alignUp(bytes, 16));
        M.HEAPU8.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), buf);
        const desc = s.malloc(descriptorSize(shape.length));
        writeDescriptor(M, desc, buf, shape);
        if (t.kind === 'memref') copies.push([data, buf]);
        cell = s.malloc(PTR + UNRANKED_SIZE);
        if (t.ranked) {
          M.HEAPU32[cell >>> 2] = desc;
        } else {
          const u = alignUp(cell + PTR, I64);
          new DataView(M.HEAPU8.buffer).setBigInt64(u, BigInt(shape.length), true);
          M.HEAPU32[(u + I64) >>> 2] = desc;
          M.HEAPU32[cell >>> 2] = u;
        }
      } else {
        cell = s.malloc(Math.max(t.size || 0, I64));
        writeScalar(M, t, cell, args[k], what);
      }
      M.HEAPU32[(packed >>> 2) + at++] = cell;
    });
    let scalarCell = 0;
    if (!first && nres === 1) {
      scalarCell = s.malloc(Math.max(sig.results[0].size || 0, I64));
      M.HEAPU32[(packed >>> 2) + at++] = scalarCell;
    }
    const ok = C.mlirExtExecutionEngineInvoke(engine, s.ref(name), packed);
    for (const [data, buf] of copies) {
      new Uint8Array(data.buffer, data.byteOffset, data.byteLength).set(M.HEAPU8.subarray(buf, buf + data.byteLength));
    }
    if (!ok) return null;
    if (!first) return nres === 1 ? [readScalar(M, sig.results[0], scalarCell)] : [];
    return sig.results.map((t, k) => {
      const p = resultBuf + layout[k];
      if (t.kind === 'memref' || t.kind === 'tensor') {
        if (t.ranked) return readMemref(M, t, p, t.rank);
        const dv = new DataView(M.HEAPU8.buffer);
        const rank = Number(dv.getBigInt64(p, true));
        return readMemref(M, t, dv.getUint32(p + I64, true), rank);
      }
      return readScalar(M, t, p);
    });
  }
}

/**
 * mlir-runner in a function, over mlirExtRunnerMain (the driver of the
 * native mlirc-runner): `args` are its flags (`-e main`,
 * `--entry-point-result=i32`, ...), `input` the module text or bytes.
 * Returns {stdout, stderr, exitCode}. options.terminal: the output is a
 * terminal (the result line then comes last, as upstream's line-buffered
 * stdout puts it; otherwise where its buffering puts it in a pipe).
 */
export function defineRunnerMain(rt) {
  const C = rt.C;
  return function runnerMain(args = [], input = '', options = {}) {
    if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) {
      throw new TypeError('runnerMain: args must be an array of strings');
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
        C.mlirExtRunnerMain(args.length, argvPtr, s.ref(data), options.terminal ? 1 : 0, rt.stringCallback, rt.stringCallbackErr, ud),
      );
    });
    return { stdout: decodeUtf8(concatBytes(sink.out)), stderr: decodeUtf8(concatBytes(sink.err)), exitCode };
  };
}
