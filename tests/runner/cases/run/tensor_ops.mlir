func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant -2.25 : f32
  %t = tensor.from_elements %f1, %f2, %f1, %f2, %f2, %f1 : tensor<2x3xf32>
  %s = tensor.splat %f2 : tensor<3x2xf32>
  %e = tensor.extract %t[%c1, %c2] : tensor<2x3xf32>
  %t2 = tensor.insert %e into %t[%c0, %c0] : tensor<2x3xf32>
  %sl = tensor.extract_slice %t2[0, 1] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
  %ins = tensor.insert_slice %sl into %s[1, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<3x2xf32>
  %col = tensor.collapse_shape %ins [[0, 1]] : tensor<3x2xf32> into tensor<6xf32>
  %exp = tensor.expand_shape %col [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %row = tensor.extract_slice %exp[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<3xf32>
  %sum = arith.addf %exp, %t : tensor<2x3xf32>
  %m1 = bufferization.to_buffer %t2 : tensor<2x3xf32> to memref<2x3xf32>
  %u1 = memref.cast %m1 : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %ins : tensor<3x2xf32> to memref<3x2xf32>
  %u2 = memref.cast %m2 : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %m3 = bufferization.to_buffer %row : tensor<3xf32> to memref<3xf32>
  %u3 = memref.cast %m3 : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %m4 = bufferization.to_buffer %sum : tensor<2x3xf32> to memref<2x3xf32>
  %u4 = memref.cast %m4 : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  %d = tensor.dim %exp, %c1 : tensor<2x3xf32>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = memref.alloc() : memref<2xi64>
  %i7 = arith.constant 7 : i64
  %i9 = arith.constant -9 : i64
  memref.store %i7, %a[%c0] : memref<2xi64>
  memref.store %i9, %a[%c1] : memref<2xi64>
  %at = bufferization.to_tensor %a restrict : memref<2xi64> to tensor<2xi64>
  %x = tensor.extract %at[%c1] : tensor<2xi64>
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<2xi64>
  return
}
