func.func @f(%n: index) -> memref<?x4xf32> {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %a = bufferization.clone %m : memref<?x4xf32> to memref<?x4xf32>
  memref.dealloc %m : memref<?x4xf32>
  return %a : memref<?x4xf32>
}
func.func @g(%m: memref<4xf32, 1>) -> memref<?xf32, strided<[1], offset: ?>, 1> {
  %a = bufferization.clone %m : memref<4xf32, 1> to memref<?xf32, strided<[1], offset: ?>, 1>
  return %a : memref<?xf32, strided<[1], offset: ?>, 1>
}
