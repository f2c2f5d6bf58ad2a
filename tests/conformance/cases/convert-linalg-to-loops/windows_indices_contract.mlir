func.func @pool(%I: memref<1x8x8x3xf32>, %K: memref<2x2xf32>, %O: memref<1x4x4x3xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%I, %K : memref<1x8x8x3xf32>, memref<2x2xf32>) outs(%O : memref<1x4x4x3xf32>)
  return
}
func.func @dw(%I: memref<?x?x?x?xf32>, %K: memref<?x?x?xf32>, %O: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>} ins(%I, %K : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%O : memref<?x?x?x?xf32>)
  return
}
func.func @idx(%A: memref<?x?x?xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>], iterator_types = ["parallel", "reduction", "parallel"]} outs(%A : memref<?x?x?xindex>) {
  ^bb0(%c: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %0 = arith.addi %i, %j : index
    %1 = arith.muli %0, %k : index
    %2 = arith.addi %1, %c : index
    linalg.yield %2 : index
  }
  return
}
func.func @contract(%A: memref<3x5xf32>, %B: memref<5x7xf32>, %C: memref<3x7xf32>, %T: memref<5x3xf32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%A, %B : memref<3x5xf32>, memref<5x7xf32>) outs(%C : memref<3x7xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%C : memref<3x7xf32>) outs(%C : memref<3x7xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%T, %B : memref<5x3xf32>, memref<5x7xf32>) outs(%C : memref<3x7xf32>)
  return
}
func.func @mixed(%A: tensor<4xf32>, %B: memref<4xf32>) {
  %t = bufferization.to_tensor %B : memref<4xf32> to tensor<4xf32>
  %0 = linalg.copy ins(%A : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%B : memref<4xf32>) outs(%B : memref<4xf32>)
  return
}
func.func @multi(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%A : memref<?xf32>) outs(%B, %C : memref<?xf32>, memref<?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %a, %b : f32, f32
  }
  return
}
