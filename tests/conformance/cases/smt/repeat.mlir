// smt.bv.repeat: the result width is the count times the operand's.
func.func @f(%a: !smt.bv<4>, %b: !smt.bv<1>) {
  %0 = smt.bv.repeat 3 times %a : !smt.bv<4>
  %1 = smt.bv.repeat 1 times %a {x} : !smt.bv<4>
  %2 = smt.bv.repeat 64 times %b : !smt.bv<1>
  return
}
