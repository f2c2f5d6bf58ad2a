// The Pyodide side module (libmlirc.so) loads in Pyodide and its API works
// through ctypes: handles and MlirStringRef by value, a callback, and a
// 64-bit handler id. (The Python package itself is tested under pyodide/.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { loadPyodide } from 'pyodide';

test('libmlirc.so opens with ctypes in Pyodide and parses and prints a module', async () => {
  const py = await loadPyodide();
  py.FS.writeFile('/tmp/libmlirc.so', fs.readFileSync(new URL('../libmlirc.so', import.meta.url)));
  const out = py.runPython(`
import ctypes

class Handle(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_void_p)]

class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

lib = ctypes.PyDLL("/tmp/libmlirc.so")
StringCallback = ctypes.CFUNCTYPE(None, StringRef, ctypes.c_void_p)
DiagHandler = ctypes.CFUNCTYPE(ctypes.c_int8, Handle, ctypes.c_void_p)
lib.mlirContextCreate.restype = Handle
lib.mlirContextSetAllowUnregisteredDialects.argtypes = [Handle, ctypes.c_bool]
lib.mlirModuleCreateParse.argtypes = [Handle, StringRef]
lib.mlirModuleCreateParse.restype = Handle
lib.mlirModuleGetOperation.argtypes = [Handle]
lib.mlirModuleGetOperation.restype = Handle
lib.mlirOperationPrint.argtypes = [Handle, StringCallback, ctypes.c_void_p]
lib.mlirModuleDestroy.argtypes = [Handle]
lib.mlirContextDestroy.argtypes = [Handle]
lib.mlirContextAttachDiagnosticHandler.argtypes = [Handle, DiagHandler, ctypes.c_void_p, ctypes.c_void_p]
lib.mlirContextAttachDiagnosticHandler.restype = ctypes.c_uint64
lib.mlirContextDetachDiagnosticHandler.argtypes = [Handle, ctypes.c_uint64]

ctx = lib.mlirContextCreate()
lib.mlirContextSetAllowUnregisteredDialects(ctx, True)
seen = []
handler = DiagHandler(lambda d, u: (seen.append(d.ptr is not None), 1)[1])
hid = lib.mlirContextAttachDiagnosticHandler(ctx, handler, None, None)
src = b'"t.a"() {x = 1 : i32} : () -> ()'
mod = lib.mlirModuleCreateParse(ctx, StringRef(src, len(src)))
pieces = []
cb = StringCallback(lambda s, u: pieces.append(ctypes.string_at(s.data, s.length)))
lib.mlirOperationPrint(lib.mlirModuleGetOperation(mod), cb, None)
bad = b'%0 = "t.b"(%1) : (i32) -> i32'
assert not lib.mlirModuleCreateParse(ctx, StringRef(bad, len(bad))).ptr
lib.mlirContextDetachDiagnosticHandler(ctx, hid)
lib.mlirModuleDestroy(mod)
lib.mlirContextDestroy(ctx)
repr((b"".join(pieces).decode(), hid, len(seen)))
`);
  assert.equal(out, `('module {\\n  "t.a"() {x = 1 : i32} : () -> ()\\n}\\n', 1, 1)`);
});
