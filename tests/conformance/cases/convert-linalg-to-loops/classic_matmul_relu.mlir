#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @matmul_relu(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg2: memref<4x16xf32, strided<[?, ?], offset: ?>>) -> memref<4x16xf32, strided<[?, ?], offset: ?>> {
    linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<4x16xf32, strided<[?, ?], offset: ?>>)
    %cst = arith.constant 0.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<4x16xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<4x16xf32, strided<[?, ?], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.maximumf %in, %cst : f32
      linalg.yield %0 : f32
    }
    return %arg2 : memref<4x16xf32, strided<[?, ?], offset: ?>>
  }
}

