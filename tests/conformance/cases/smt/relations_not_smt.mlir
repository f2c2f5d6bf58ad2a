func.func @f(%a: i32) {
  %0 = smt.eq %a, %a : i32
  return
}
