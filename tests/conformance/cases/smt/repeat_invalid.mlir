func.func @f(%a: !smt.bv<4>) {
  %0 = "smt.bv.repeat"(%a) : (!smt.bv<4>) -> !smt.bv<10>
  return
}
// -----
func.func @f(%a: !smt.bv<4>) {
  %0 = smt.bv.repeat 0 times %a : !smt.bv<4>
  return
}
// -----
func.func @f(%a: !smt.bv<4>) {
  %0 = smt.bv.repeat -1 times %a : !smt.bv<4>
  return
}
// -----
func.func @f(%a: !smt.bv<4>) {
  %0 = smt.bv.repeat 3 %a : !smt.bv<4>
  return
}
// -----
func.func @f(%a: !smt.bv<4>) {
  %0 = smt.bv.repeat x times %a : !smt.bv<4>
  return
}
