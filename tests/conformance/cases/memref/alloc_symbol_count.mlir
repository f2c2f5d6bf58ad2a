func.func @f(%n: index) {
  %0 = memref.alloc()[%n] : memref<4xf32, strided<[?], offset: ?>>
  return
}
