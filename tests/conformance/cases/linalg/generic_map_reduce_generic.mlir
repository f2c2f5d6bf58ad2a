#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%A: tensor<4x8xf32>, %B: tensor<8xf32>, %C: tensor<4x8xf32>, %I: tensor<1x8x8x3xf32>, %K: tensor<3x3x3x4xf32>, %O: tensor<1x6x6x4xf32>, %m: memref<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%A : tensor<4x8xf32>) outs(%C : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"], doc = "x", library_call = "y"} outs(%m : memref<4x8xf32>) {
  ^bb0(%c: f32):
    %i = linalg.index 0 : index
    linalg.yield %c : f32
  }
  %1 = linalg.map ins(%A, %C : tensor<4x8xf32>, tensor<4x8xf32>) outs(%C : tensor<4x8xf32>)
    (%a: f32, %b: f32, %c: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %2 = linalg.map { arith.addf } ins(%A, %C : tensor<4x8xf32>, tensor<4x8xf32>) outs(%C : tensor<4x8xf32>)
  %3 = linalg.reduce ins(%A : tensor<4x8xf32>) outs(%B : tensor<8xf32>) dimensions = [0]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %4 = linalg.reduce { arith.addf } ins(%A : tensor<4x8xf32>) outs(%B : tensor<8xf32>) dimensions = [0]
  %5 = linalg.broadcast ins(%B : tensor<8xf32>) outs(%C : tensor<4x8xf32>) dimensions = [0]
  %6 = linalg.conv_2d_nhwc_hwcf ins(%I, %K : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%O : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %7 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%I, %K : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%O : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %8 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%A : tensor<4x8xf32>) outs(%C : tensor<4x8xf32>) -> tensor<4x8xf32>
  %T = tensor.empty() : tensor<8x8xf32>
  %9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%C, %C : tensor<4x8xf32>, tensor<4x8xf32>) outs(%T : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<4x8xf32>
}
