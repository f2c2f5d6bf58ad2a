func.func @f(%a: i32, %c: (i32) -> f32) {
  %r = func.call_indirect %c(%a, %a) : (i32) -> f32
  return
}
