func.func @e(%n: index) -> (tensor<4x?xf32>, tensor<2xi8>) {
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.empty() : tensor<2xi8>
  %c0 = arith.constant 0 : index
  %2 = arith.addi %n, %c0 : index
  return %0, %1 : tensor<4x?xf32>, tensor<2xi8>
}
