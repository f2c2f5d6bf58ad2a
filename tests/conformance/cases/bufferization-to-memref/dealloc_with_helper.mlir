func.func @d(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> (i1, i1) {
  %a = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  %0 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%c, %c) retain (%r : memref<2xf32>)
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return %0, %0 : i1, i1
}
