func.func @f(%t: tensor<4x4xf32>) -> tensor<16xf32> {
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<4x4xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}
