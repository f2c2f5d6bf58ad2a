func.func @f(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c0 : index
  %t = arith.addi %s, %b : index
  return %t : index
}
