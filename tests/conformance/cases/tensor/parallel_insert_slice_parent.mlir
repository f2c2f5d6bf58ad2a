func.func @f(%t: tensor<4xf32>, %u: tensor<2xf32>) {
  tensor.parallel_insert_slice %u into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return
}
