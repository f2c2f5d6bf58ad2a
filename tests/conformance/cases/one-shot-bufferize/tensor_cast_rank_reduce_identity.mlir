func.func @cast(%A: tensor<?xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %A : tensor<?xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @rank_red(%A: tensor<8x16xf32>, %i: index) -> tensor<16xf32> {
  %0 = tensor.extract_slice %A[%i, 0][1, 16][1, 1] : tensor<8x16xf32> to tensor<16xf32>
  return %0 : tensor<16xf32>
}
