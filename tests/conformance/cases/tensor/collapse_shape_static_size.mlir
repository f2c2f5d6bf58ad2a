func.func @f(%t: tensor<4x4xf32>) -> tensor<15xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<15xf32>
  return %0 : tensor<15xf32>
}
