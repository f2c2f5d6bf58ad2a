// Each lowering: nothing to free, one memref without and with retained
// buffers, and the general case through the helper (renamed when taken).
func.func private @dealloc_helper()
func.func @f(%a: memref<2xf32>, %b: memref<5xf32>, %c: i1, %d: i1, %r: memref<1xf32>) -> (i1, i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r, %b : memref<1xf32>, memref<5xf32>)
  %1:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<5xf32>) if (%c, %d) retain (%r, %a : memref<1xf32>, memref<2xf32>)
  %2 = bufferization.dealloc retain (%r : memref<1xf32>)
  return %0#0, %1#1 : i1, i1
}
