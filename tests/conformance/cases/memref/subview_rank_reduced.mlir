func.func @f(%m: memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>>, %i: index) -> memref<16x4xf32, strided<[4, 1], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<16x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.subview %m[0, 2, 0] [4, 1, 4] [2, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
  return %0 : memref<16x4xf32, strided<[4, 1], offset: ?>>
}
