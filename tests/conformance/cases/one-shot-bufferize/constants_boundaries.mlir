func.func private @ext(tensor<4xf32>, f32) -> tensor<4xf32>
func.func @g(%A: tensor<4xf32>, %B: tensor<2x3xi32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<2x3xi32>, tensor<f32>, tensor<f32>, tensor<2x3xi32>) {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c2 = arith.constant dense<2.0> : tensor<4xf32>
  %0 = linalg.add ins(%A, %cst : tensor<4xf32>, tensor<4xf32>) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.mul ins(%0, %c2 : tensor<4xf32>, tensor<4xf32>) outs(%c2 : tensor<4xf32>) -> tensor<4xf32>
  %c = arith.constant dense<1> : tensor<2x3xi32>
  %d = arith.constant dense<1> : tensor<2x3xi32>
  %z = arith.constant dense<0.5> : tensor<f32>
  %2 = linalg.add ins(%c, %d : tensor<2x3xi32>, tensor<2x3xi32>) outs(%B : tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = linalg.copy ins(%z : tensor<f32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %1, %2, %3, %z, %d : tensor<4xf32>, tensor<2x3xi32>, tensor<f32>, tensor<f32>, tensor<2x3xi32>
}
