func.func @f(%m: memref<4xf32>) -> memref<4xf32, strided<[2]>> {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}
