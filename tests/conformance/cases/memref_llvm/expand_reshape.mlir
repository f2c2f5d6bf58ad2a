func.func @expand(%m: memref<4x12xf32>) -> memref<4x3x4xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 3, 4] : memref<4x12xf32> into memref<4x3x4xf32>
  return %0 : memref<4x3x4xf32>
}
func.func @expand_dyn(%m: memref<?x12xf32>, %n: index) -> memref<?x3x4xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 3, 4] : memref<?x12xf32> into memref<?x3x4xf32>
  return %0 : memref<?x3x4xf32>
}
func.func @expand_dyn2(%m: memref<?xf32>, %n: index) -> memref<2x?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %n, 4] : memref<?xf32> into memref<2x?x4xf32>
  return %0 : memref<2x?x4xf32>
}
func.func @expand_strided(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index) -> memref<?x?x2xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, %n, 2] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x?x2xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x?x2xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @collapse(%m: memref<4x3x4xf32>) -> memref<4x12xf32> {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<4x3x4xf32> into memref<4x12xf32>
  return %0 : memref<4x12xf32>
}
func.func @collapse_dyn(%m: memref<?x?x4xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @collapse_unit(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %0 : memref<1xf32, strided<[?], offset: ?>>
}
func.func @collapse0(%m: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}
