func.func @f(%m: memref<4x4xf32>) -> memref<2xf32, strided<[1]>> {
  %0 = memref.subview %m[0] [2] [1] : memref<4x4xf32> to memref<2xf32, strided<[1]>>
  return %0 : memref<2xf32, strided<[1]>>
}
