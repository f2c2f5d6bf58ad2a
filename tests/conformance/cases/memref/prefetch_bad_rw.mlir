func.func @f(%a: memref<4xf32>, %i: index) {
  memref.prefetch %a[%i], rw, locality<1>, data : memref<4xf32>
  return
}
