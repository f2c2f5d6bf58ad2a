func.func @f(%n: index) -> tensor<4xf32> {
  %0 = tensor.empty(%n) : tensor<4xf32>
  return %0 : tensor<4xf32>
}
