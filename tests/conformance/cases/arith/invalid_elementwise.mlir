// The Elementwise trait: non-scalar operands need all-non-scalar results of
// one shape and base type.
func.func @scalar_carry(%a: vector<4xi8>) {
  %s, %c = arith.addui_extended %a, %a : vector<4xi8>, i1
  return
}
// -----
func.func @tensor_carry(%a: vector<4xi8>) {
  %s, %c = arith.addui_extended %a, %a : vector<4xi8>, tensor<4xi1>
  return
}
// -----
func.func @shape_carry(%a: tensor<2xi8>) {
  %s, %c = arith.addui_extended %a, %a : tensor<2xi8>, tensor<3xi1>
  return
}
