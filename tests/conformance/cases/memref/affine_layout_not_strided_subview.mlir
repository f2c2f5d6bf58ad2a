func.func @f(%a: memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>) {
  %s = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
