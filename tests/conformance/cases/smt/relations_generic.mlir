// smt.eq and smt.distinct: hand-written syntax (upstream's is C++).
func.func @f(%a: !smt.bv<4>, %b: !smt.bv<4>, %i: !smt.int) -> !smt.bool {
  %0 = smt.eq %a, %b : !smt.bv<4>
  %1 = smt.distinct %a, %b, %a : !smt.bv<4>
  %2 = smt.eq %i, %i {note = 1 : i32} : !smt.int
  %3 = smt.eq %0, %1, %2 : !smt.bool
  return %3 : !smt.bool
}
