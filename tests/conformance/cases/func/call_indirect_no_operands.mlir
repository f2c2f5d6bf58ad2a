func.func @f(%c: (i32) -> f32) {
  %r = func.call_indirect %c() : (i32) -> f32
  return
}
