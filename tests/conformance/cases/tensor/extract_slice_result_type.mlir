func.func @f(%t: tensor<4x4xf32>, %n: index) -> tensor<3x2xf32> {
  %0 = tensor.extract_slice %t[0, 0] [%n, 2] [1, 1] : tensor<4x4xf32> to tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
