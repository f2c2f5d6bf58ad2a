func.func @f(%a: !smt.bv<4>, %b: !smt.bv<8>) {
  %0 = smt.distinct %a, %b : !smt.bv<4>
  return
}
