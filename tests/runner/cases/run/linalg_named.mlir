func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant -0.5 : f32
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<3x4xf32>
  %c = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<2x3xf32>)
  linalg.fill ins(%f2 : f32) outs(%b : memref<3x4xf32>)
  %c1 = arith.constant 1 : index
  %f3 = arith.constant 4.0 : f32
  memref.store %f3, %a[%c1, %c1] : memref<2x3xf32>
  linalg.fill ins(%f0 : f32) outs(%c : memref<2x4xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  %d = memref.alloc() : memref<2x4xf32>
  linalg.copy ins(%c : memref<2x4xf32>) outs(%d : memref<2x4xf32>)
  linalg.add ins(%c, %d : memref<2x4xf32>, memref<2x4xf32>) outs(%d : memref<2x4xf32>)
  %t = tensor.splat %f1 : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %m = linalg.matmul ins(%t, %t : tensor<2x2xf32>, tensor<2x2xf32>) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  %x = linalg.exp ins(%m : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mb = bufferization.to_buffer %x : tensor<2x2xf32> to memref<2x2xf32>
  %u1 = memref.cast %d : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %mb : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<3x4xf32>
  memref.dealloc %c : memref<2x4xf32>
  memref.dealloc %d : memref<2x4xf32>
  return
}
