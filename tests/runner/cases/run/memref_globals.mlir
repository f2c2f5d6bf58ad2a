// Constant globals read through memref.get_global: after lowering, the
// descriptor's allocated pointer is the odd marker address upstream puts
// there (never a function), and complex elements are {real, imaginary}
// structs initialized from the dense attribute.
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

memref.global "private" constant @small : memref<2x2xcomplex<f32>> = dense<[[(1.5, -2.0), (0.0, 3.25)], [(-7.0, 0.5), (4.0, 4.0)]]>
memref.global "private" constant @wide : memref<3xcomplex<f64>> = dense<[(1.0e10, -1.0e-3), (2.0, 0.0), (-0.0, 9.5)]>
memref.global "private" @counts : memref<4xi32> = dense<[3, -1, 4, 1]>

func.func @main() {
  %a = memref.get_global @small : memref<2x2xcomplex<f32>>
  %ua = memref.cast %a : memref<2x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%ua) : (memref<*xcomplex<f32>>) -> ()
  %b = memref.get_global @wide : memref<3xcomplex<f64>>
  %ub = memref.cast %b : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%ub) : (memref<*xcomplex<f64>>) -> ()
  // A mutable global: written, then printed.
  %c = memref.get_global @counts : memref<4xi32>
  %i = arith.constant 2 : index
  %v = arith.constant 40 : i32
  memref.store %v, %c[%i] : memref<4xi32>
  %uc = memref.cast %c : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  return
}
