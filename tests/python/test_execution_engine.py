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


# PROGRAM lowered to the llvm dialect by upstream:
#   mlir-opt --finalize-memref-to-llvm --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
LOWERED = """\
module {
  llvm.func @printMemrefF32(i64, !llvm.ptr) attributes {sym_visibility = "private"}
  llvm.func private @callback(%arg0: i64, %arg1: !llvm.ptr, %arg2: f32) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
    %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)> 
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
    llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
    llvm.call @_mlir_ciface_callback(%4, %arg2) : (!llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_callback(!llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
  llvm.func @add(%arg0: i64, %arg1: i64) -> i64 attributes {llvm.emit_c_interface} {
    %0 = llvm.add %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @_mlir_ciface_add(%arg0: i64, %arg1: i64) -> i64 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @add(%arg0, %arg1) : (i64, i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @scale(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32) attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(2 : index) : i64
    llvm.br ^bb1(%8 : i64)
  ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb5
    %12 = llvm.icmp "slt" %11, %10 : i64
    llvm.cond_br %12, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%8 : i64)
  ^bb3(%13: i64):  // 2 preds: ^bb2, ^bb4
    %14 = llvm.icmp "slt" %13, %10 : i64
    llvm.cond_br %14, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %15 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mlir.constant(2 : index) : i64
    %17 = llvm.mul %11, %16 overflow<nsw, nuw> : i64
    %18 = llvm.add %17, %13 overflow<nsw, nuw> : i64
    %19 = llvm.getelementptr inbounds|nuw %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %20 = llvm.load %19 : !llvm.ptr -> f32
    %21 = llvm.fmul %20, %arg7 : f32
    %22 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(2 : index) : i64
    %24 = llvm.mul %11, %23 overflow<nsw, nuw> : i64
    %25 = llvm.add %24, %13 overflow<nsw, nuw> : i64
    %26 = llvm.getelementptr inbounds|nuw %22[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %21, %26 : f32, !llvm.ptr
    %27 = llvm.add %13, %9 : i64
    llvm.br ^bb3(%27 : i64)
  ^bb5:  // pred: ^bb3
    %28 = llvm.add %11, %9 : i64
    llvm.br ^bb1(%28 : i64)
  ^bb6:  // pred: ^bb1
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.alloca %29 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %7, %30 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %31 = llvm.mlir.constant(2 : index) : i64
    %32 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(i64, ptr)> 
    %34 = llvm.insertvalue %30, %33[1] : !llvm.struct<(i64, ptr)> 
    %35 = llvm.extractvalue %34[0] : !llvm.struct<(i64, ptr)> 
    %36 = llvm.extractvalue %34[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @printMemrefF32(%35, %36) : (i64, !llvm.ptr) -> ()
    %37 = llvm.extractvalue %34[0] : !llvm.struct<(i64, ptr)> 
    %38 = llvm.extractvalue %34[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @callback(%37, %38, %arg7) : (i64, !llvm.ptr, f32) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_scale(%arg0: !llvm.ptr, %arg1: f32) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @scale(%1, %2, %3, %4, %5, %6, %7, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> ()
    llvm.return
  }
  llvm.func @div(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.sdiv %arg0, %arg1 : i32
    llvm.return %0 : i32
  }
  llvm.func @_mlir_ciface_div(%arg0: i32, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @div(%arg0, %arg1) : (i32, i32) -> i32
    llvm.return %0 : i32
  }
  llvm.func @nocif(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
}

"""


class LoweredExecutionEngineTest(ExecutionEngineTest):
    """The same calls on the program lowered to the llvm dialect, as
    upstream's notebooks invoke it: the C interface wrappers take pointers
    to the host's descriptors and reach its memory."""

    def setUp(self):
        self.ctx = Context()
        self.module = Module.parse(LOWERED, self.ctx)
        self.out = []
        self.engine = ExecutionEngine(self.module, opt_level=2, shared_libs=[])
        self.engine.set_output(self.out.append)

    # The lowered program lays descriptors out with 8-byte pointers (the
    # lowering's default data layout); a 32-bit host (Pyodide's wasm32)
    # lays out its own with 4-byte ones, so they cannot be shared.
    @unittest.skipIf(ctypes.sizeof(ctypes.c_void_p) != 8, "the lowered descriptors assume 64-bit pointers")
    def test_memref_in_place_output_and_runtime_callback(self):
        super().test_memref_in_place_output_and_runtime_callback()

    def test_failures_raise_mlir_error(self):
        a, b, r = ctypes.c_int32(7), ctypes.c_int32(0), ctypes.c_int32(0)
        with self.assertRaises(MLIRError) as cm:
            self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual([d.message for d in cm.exception.error_diagnostics],
                         ["undefined behaviour: division by zero"])
        b.value = -2
        self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual(r.value, -3)

    def test_limits_and_steps(self):
        a, b, r = ctypes.c_int32(7), ctypes.c_int32(1), ctypes.c_int32(0)
        self.engine.invoke("div", ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
        self.assertEqual(r.value, 7)
        self.assertEqual(self.engine.steps, 4)  # the wrapper's call and return, then div's


if __name__ == "__main__":
    unittest.main()
