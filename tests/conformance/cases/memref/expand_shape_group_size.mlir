func.func @f(%m: memref<16xf32>) -> memref<4x5xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<16xf32> into memref<4x5xf32>
  return %0 : memref<4x5xf32>
}
