// finalize-memref-to-llvm does not lower subview: expand-strided-metadata
// must run first, so the casts around it cannot be reconciled.
func.func @f(%m: memref<8x16xf32>) -> f32 {
  %0 = memref.subview %m[2, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %c0 = arith.constant 0 : index
  %1 = memref.load %0[%c0, %c0] : memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %1 : f32
}
