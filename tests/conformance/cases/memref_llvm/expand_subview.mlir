func.func @sv_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}
func.func @sv_dyn(%m: memref<8x16xf32>, %i: index, %s: index) -> memref<4x?xf32, strided<[16, ?], offset: ?>> {
  %0 = memref.subview %m[%i, 2][4, %s][1, %s] : memref<8x16xf32> to memref<4x?xf32, strided<[16, ?], offset: ?>>
  return %0 : memref<4x?xf32, strided<[16, ?], offset: ?>>
}
func.func @sv_reduce(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> memref<4xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[%i, 2][1, 4][1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %0 : memref<4xf32, strided<[?], offset: ?>>
}
func.func @sv_3d(%m: memref<?x?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%a, 1, %b][%c, 1, 2][2, 1, %a] : memref<?x?x?xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x2xf32, strided<[?, ?], offset: ?>>
}
func.func @sv_chain(%m: memref<8x16xf32>, %i: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
  %0 = memref.subview %m[%i, 2][4, 4][2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  %1 = memref.subview %0[1, %i][2, 2][1, 1] : memref<4x4xf32, strided<[32, 2], offset: ?>> to memref<2x2xf32, strided<[32, 2], offset: ?>>
  return %1 : memref<2x2xf32, strided<[32, 2], offset: ?>>
}
func.func @eap(%m: memref<8x16xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32, strided<[16, 1], offset: ?>> -> index
  return %p : index
}
