func.func @f(%t: tensor<4x4xf32>) -> tensor<2x2xf32> {
  %0 = tensor.extract_slice %t[3, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
