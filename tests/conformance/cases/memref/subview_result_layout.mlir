func.func @f(%m: memref<4x4xf32>) -> memref<2x2xf32> {
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return %0 : memref<2x2xf32>
}
