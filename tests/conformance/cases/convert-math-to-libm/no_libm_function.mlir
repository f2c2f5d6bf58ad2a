// An op on a type libm has no function for stays illegal.
func.func @f80(%a: f80, %b: f32) -> (f32, f80) {
  %0 = math.sin %b : f32
  %1 = math.sin %a : f80
  return %0, %1 : f32, f80
}
