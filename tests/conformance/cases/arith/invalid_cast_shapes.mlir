// Elementwise casts: SameOperandsAndResultShape (scalable and fixed vectors
// never mix), SameInputOutputTensorDims checked first, encodings must agree.
func.func @scalable_to_fixed(%a: vector<[8]xi32>) {
  %0 = arith.extsi %a : vector<[8]xi32> to vector<8xi64>
  return
}
// -----
func.func @vector_lengths(%a: vector<3xf16>) {
  %0 = arith.extf %a : vector<3xf16> to vector<5xf32>
  return
}
// -----
func.func @tensor_dims(%a: tensor<6xi64>) {
  %0 = arith.trunci %a : tensor<6xi64> to tensor<?xi8>
  return
}
// -----
func.func @rank_zero_to_ranked(%a: tensor<f32>) {
  %0 = arith.bitcast %a : tensor<f32> to tensor<1xi32>
  return
}
// -----
func.func @tensor_to_scalar(%a: tensor<index>) {
  %0 = arith.index_castui %a : tensor<index> to i32
  return
}
// -----
func.func @encodings(%a: tensor<3xf16, "x">) {
  %0 = arith.extf %a : tensor<3xf16, "x"> to tensor<3xf64, "y">
  return
}
// -----
func.func @dynamic_ok(%a: tensor<?x4xi32>) -> tensor<?x4xi64> {
  %0 = arith.extui %a : tensor<?x4xi32> to tensor<?x4xi64>
  return %0 : tensor<?x4xi64>
}
