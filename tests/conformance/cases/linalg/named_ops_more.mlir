func.func @f(%a: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %b3: tensor<2x4x8xf32>, %b3b: tensor<2x8x16xf32>, %b3c: tensor<2x4x16xf32>,
  %i: tensor<1x8x8x3xf32>, %k: tensor<3x3xf32>, %o: tensor<1x6x6x3xf32>, %ii: tensor<4x8xi8>, %jj: tensor<8x16xi8>, %cc: tensor<4x16xi32>, %z: i32, %c: tensor<4x8xi1>, %m: memref<4x8xf32>, %f: f64, %seed: i32) {
  %0 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %2 = linalg.batch_matmul ins(%b3, %b3b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%b3c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %3 = linalg.pooling_nhwc_max {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %4 = linalg.quantized_matmul ins(%ii, %jj, %z, %z : tensor<4x8xi8>, tensor<8x16xi8>, i32, i32) outs(%cc : tensor<4x16xi32>) -> tensor<4x16xi32>
  %5 = linalg.select ins(%c, %a, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.fill_rng_2d ins(%f, %f, %seed : f64, f64, i32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %7 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %8 = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.max ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ff = arith.truncf %f : f64 to f32
  linalg.fill ins(%ff : f32) outs(%m : memref<4x8xf32>)
  %10 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%ii : tensor<4x8xi8>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %kd = tensor.empty() : tensor<3x3x3xf32>
  %od = tensor.empty() : tensor<1x2x2x3xf32>
  %11 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %kd : tensor<1x8x8x3xf32>, tensor<3x3x3xf32>) outs(%od : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  return
}
