// A commutative op equals one with its operands swapped; a
// non-commutative op does not.
func.func @swapped(%a: index, %b: index, %x: f32, %y: f32) -> (index, index, f32, f32, index, index) {
  %0 = arith.addi %a, %b : index
  %1 = arith.addi %b, %a : index
  %2 = arith.mulf %x, %y : f32
  %3 = arith.mulf %y, %x : f32
  %4 = arith.subi %a, %b : index
  %5 = arith.subi %b, %a : index
  return %0, %1, %2, %3, %4, %5 : index, index, f32, f32, index, index
}
