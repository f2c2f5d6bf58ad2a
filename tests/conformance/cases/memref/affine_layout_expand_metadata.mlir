#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 4)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
func.func @f(%m: memref<4x8xf32, #map>, %n: memref<4x8xf32, #map2>) {
  %c = memref.cast %m : memref<4x8xf32, #map> to memref<4x8xf32, strided<[8, 1], offset: 4>>
  %s = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<4x8xf32, #map> to memref<2x2xf32, strided<[8, 1], offset: 14>>
  %t = memref.subview %n[1, 2] [2, 2] [1, 1] : memref<4x8xf32, #map2> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return
}
