func.func @f(%i: !smt.int) {
  %f = smt.declare_fun : !smt.func<(!smt.int, !smt.int) !smt.int>
  %r = smt.apply_func %f(%i) : !smt.func<(!smt.int, !smt.int) !smt.int>
  return
}
