func.func @f(%a: memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1 * 2)>>,
             %b: memref<4x8xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>,
             %c: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 0 + d1)>>,
             %e: memref<0x8xf32>, %g: memref<4x?x8xf32>) {
  %0 = memref.cast %a : memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1 * 2)>> to memref<4x8xf32, strided<[?, 2], offset: ?>>
  %1 = memref.cast %b : memref<4x8xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>> to memref<4x8xf32, strided<[1, 4]>>
  %2 = memref.cast %c : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 0 + d1)>> to memref<4x8xf32, strided<[0, 1]>>
  %3 = memref.cast %e : memref<0x8xf32> to memref<0x8xf32, strided<[8, 1]>>
  %4 = memref.cast %g : memref<4x?x8xf32> to memref<4x?x8xf32, strided<[?, 8, 1]>>
  return
}
