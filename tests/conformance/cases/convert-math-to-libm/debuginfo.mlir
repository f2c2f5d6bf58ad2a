func.func @f(%a: f32, %h: f16) -> (f32, f16) {
  %0 = math.cos %a : f32 loc("cos")
  %1 = math.sin %h : f16 loc("sin")
  return %0, %1 : f32, f16
}
