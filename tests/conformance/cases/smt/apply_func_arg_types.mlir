func.func @f(%i: !smt.int, %b: !smt.bool) {
  %f = smt.declare_fun : !smt.func<(!smt.int, !smt.bool) !smt.int>
  %r = "smt.apply_func"(%f, %b, %i) : (!smt.func<(!smt.int, !smt.bool) !smt.int>, !smt.bool, !smt.int) -> !smt.int
  return
}
