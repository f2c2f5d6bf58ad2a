func.func @f() {
  %0 = smt.int.constant x
  return
}
