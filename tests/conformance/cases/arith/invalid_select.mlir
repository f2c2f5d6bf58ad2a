// arith.select: an i1 condition or one shaped as the result (its encoding too).
func.func @rank0_condition(%c: tensor<i1>, %a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = arith.select %c, %a, %a : tensor<i1>, tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @encoding(%c: tensor<5xi1, "p">, %a: tensor<5xi16, "q">) -> tensor<5xi16, "q"> {
  %0 = arith.select %c, %a, %a : tensor<5xi1, "p">, tensor<5xi16, "q">
  return %0 : tensor<5xi16, "q">
}
// -----
func.func @vector_ok(%c: vector<2xi1>, %a: vector<2xf64>) -> vector<2xf64> {
  %0 = arith.select %c, %a, %a : vector<2xi1>, vector<2xf64>
  return %0 : vector<2xf64>
}
