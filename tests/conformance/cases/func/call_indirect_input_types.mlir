func.func @f(%a: f32, %c: (i32) -> f32) {
  %r = "func.call_indirect"(%c, %a) : ((i32) -> f32, f32) -> f32
  return
}
