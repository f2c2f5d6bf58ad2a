func.func @a(%f: f64, %m: memref<4x8xf32>) {
  linalg.fill ins(%f : f64) outs(%m : memref<4x8xf32>)
  return
}
// -----
func.func @b(%i: tensor<1x8x8x3xf32>, %k: tensor<3x3xf32>, %o: tensor<1x6x6x3xf32>) {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %k : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  return
}
// -----
func.func @c(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x5xf32>) permutation = [1, 0]
  return
}
// -----
func.func @d(%a: tensor<8xf32>, %b: tensor<4x9xf32>) {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x9xf32>) dimensions = [0]
  return
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @e(%a: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: i32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @g(%a: tensor<4x8xf32>) {
  %0 = linalg.matmul ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @h(%a: tensor<4x8xi1>) {
  %0 = linalg.sub ins(%a, %a : tensor<4x8xi1>, tensor<4x8xi1>) outs(%a : tensor<4x8xi1>) -> tensor<4x8xi1>
  return
}
