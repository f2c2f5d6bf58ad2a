func.func @f(%A: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%A) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
