// math ops without a libm counterpart are illegal too.
func.func @f(%a: f32) -> (f32, f32) {
  %0, %1 = math.sincos %a : f32
  return %0, %1 : f32, f32
}
