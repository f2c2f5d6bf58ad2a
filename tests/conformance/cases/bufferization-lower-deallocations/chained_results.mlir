// Results used by later deallocs are replaced once every dealloc is lowered.
func.func @simple(%a: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}
func.func @general(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %x = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %x) retain (%r : memref<2xf32>)
  return %0 : i1
}
