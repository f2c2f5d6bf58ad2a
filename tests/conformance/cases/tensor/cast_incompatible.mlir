func.func @f(%t: tensor<4xf32>) -> tensor<4x1xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
