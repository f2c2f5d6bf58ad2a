func.func @f(%a: !smt.bv<4>) {
  %0 = smt.eq %a : !smt.bv<4>
  return
}
