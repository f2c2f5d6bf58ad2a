func.func @f(%b: !smt.bool, %x: i32) {
  %0 = smt.ite %b, %x, %x : i32
  return
}
