func.func @c(%m: memref<4xf32>, %t: tensor<4xf32>) -> memref<4xf32> {
  %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}
func.func @d(%m: memref<?xf32>) -> memref<?xf32> {
  %a = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return %a : memref<?xf32>
}
func.func @s(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %a = bufferization.clone %m : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %a : memref<?xf32, strided<[?], offset: ?>>
}
func.func @u(%m: memref<*xf32>) -> memref<*xf32> {
  %a = bufferization.clone %m : memref<*xf32> to memref<*xf32>
  return %a : memref<*xf32>
}
