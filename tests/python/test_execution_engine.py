"""mlir.execution_engine and mlir.runtime over the interpreter: upstream's
invoke with ctypes arguments, results through pointers, memrefs in place,
host functions (register_runtime), the program's output, and failures as
MLIRError. Printed text and values are what mlir-runner 22 prints for the
same functions lowered to LLVM (mlir-opt --finalize-memref-to-llvm
--convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts), memory
addresses left out."""

import ctypes
import unittest

from mlir.execution_engine import ExecutionEngine
from mlir.ir import Context, MLIRError, Module
from mlir.runtime import (
    UnrankedMemRefDescriptor,
    make_nd_memref_descriptor,
    make_zero_d_memref_descriptor,
    move_aligned_ptr_by_offset,
)

PROGRAM = """\
func.func private @printMemrefF32(memref<*xf32>)
func.func private @callback(memref<*xf32>, f32) attributes {llvm.emit_c_interface}
func.func @add(%a: i64, %b: i64) -> i64 attributes {llvm.emit_c_interface} {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
func.func @scale(%m: memref<2x2xf32>, %k: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %m[%i, %j] : memref<2x2xf32>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %m[%i, %j] : memref<2x2xf32>
    }
  }
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @callback(%u, %k) : (memref<*xf32>, f32) -> ()
  return
}
func.func @div(%a: i32, %b: i32) -> i32 attributes {llvm.emit_c_interface} {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
func.func @nocif(%a: i32) -> i32 {
  return %a : i32
}
"""


class ExecutionEngineTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.module = Module.parse(PROGRAM, self.ctx)
        self.out = []
        self.engine = ExecutionEngine(self.module, opt_level=2, shared_libs=[])
        self.engine.set_output(self.out.append)

    def tearDown(self):
        self.engine.close()
        self.ctx = None

    def test_invoke_scalars_wrap_around(self):
        a, b = ctypes.c_int64(2**62), ctypes.c_int64(2**62)
        res = ctypes.c_int64(0)
        self.engine.invoke("add", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(res))
        self.assertEqual(res.value, -(2**63))

    def test_memref_in_place_output_and_runtime_callback(self):
        seen = []

        @ctypes.CFUNCTYPE(None, ctypes.POINTER(UnrankedMemRefDescriptor), ctypes.c_float)
        def callback(u, k):
            d = ctypes.cast(u[0].descriptor, ctypes.POINTER(make_nd_memref_descriptor(2, ctypes.c_float)))[0]
            seen.append((u[0].rank, list(d.shape), list(d.strides), k, [d.aligned[i] for i in range(4)]))

        self.engine.register_runtime("callback", callback)
        data = (ctypes.c_float * 4)(1.5, -2.0, 0.25, 3.0)
        Desc = make_nd_memref_descriptor(2, ctypes.c_float)
        d = Desc()
        d.allocated = ctypes.addressof(data)
        d.aligned = ctypes.cast(data, ctypes.POINTER(ctypes.c_float))
        d.offset = 0
        d.shape = (ctypes.c_longlong * 2)(2, 2)
        d.strides = (ctypes.c_longlong * 2)(2, 1)
        k = ctypes.c_float(2.0)
        self.engine.invoke("scale", ctypes.pointer(ctypes.pointer(d)), ctypes.pointer(k))
        self.assertEqual(list(data), [3.0, -4.0, 0.5, 6.0])
        text = "".join(self.out)
        self.assertTrue(text.startswith("Unranked Memref base@ = 0x"), text)
        self.assertEqual(text[text.index(" rank"):],
                         " rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = \n"
                         "[[3,   -4], \n [0.5,   6]]\n")
        self.assertEqual(seen, [(2, [2, 2], [2, 1], 2.0, [3.0, -4.0, 0.5, 6.0])])

    def test_failures_raise_mlir_error(self):
        a, b, r = ctypes.c_int32(7), ctypes.c_int32(0), ctypes.c_int32(0)
        with self.assertRaises(MLIRError) as cm:
            self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual(cm.exception.message, "Failure while invoking 'div'")
        self.assertEqual([d.message for d in cm.exception.error_diagnostics],
                         ["undefined behaviour: division by zero"])
        self.assertEqual(str(cm.exception.error_diagnostics[0].location), 'loc("-":24:8)')
        b.value = -2
        self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual(r.value, -3)
        with self.assertRaisesRegex(RuntimeError, "^Unknown function nope$"):
            self.engine.invoke("nope")
        # Without llvm.emit_c_interface there is no _mlir_ciface_ function.
        with self.assertRaises(MLIRError):
            self.engine.invoke("nocif", ctypes.pointer(a), ctypes.pointer(r))
        self.assertIsNone(self.engine.raw_lookup("add"))

    def test_limits_and_steps(self):
        self.engine.set_limits(max_steps=3)
        a, b, r = ctypes.c_int32(7), ctypes.c_int32(1), ctypes.c_int32(0)
        self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual(r.value, 7)
        self.assertEqual(self.engine.steps, 2)
        self.engine.set_limits(max_steps=1)
        with self.assertRaises(MLIRError) as cm:
            self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual([d.message for d in cm.exception.error_diagnostics], ["step budget of 1 exceeded"])

    def test_runtime_descriptors(self):
        D = make_nd_memref_descriptor(3, ctypes.c_double)
        self.assertEqual([f[0] for f in D._fields_], ["allocated", "aligned", "offset", "shape", "strides"])
        self.assertEqual(ctypes.sizeof(D), 3 * 8 + 6 * 8 if ctypes.sizeof(ctypes.c_void_p) == 8 else 4 + 4 + 8 + 6 * 8)
        self.assertIs(make_nd_memref_descriptor(3, ctypes.c_double), D)
        Z = make_zero_d_memref_descriptor(ctypes.c_float)
        self.assertEqual([f[0] for f in Z._fields_], ["allocated", "aligned", "offset"])
        data = (ctypes.c_double * 4)(1, 2, 3, 4)
        p = move_aligned_ptr_by_offset(ctypes.cast(data, ctypes.POINTER(ctypes.c_double)), 2)
        self.assertEqual(p[0], 3.0)


if __name__ == "__main__":
    unittest.main()
