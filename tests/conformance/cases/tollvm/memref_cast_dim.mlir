func.func @cast_dim(%m: memref<4x?xf32>, %i: index, %j: index) -> (index, index, index, f32) {
  %a = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  %d2 = memref.dim %m, %i : memref<4x?xf32>
  %v = memref.load %a[%i, %j] : memref<?x?xf32>
  return %d0, %d1, %d2, %v : index, index, index, f32
}
