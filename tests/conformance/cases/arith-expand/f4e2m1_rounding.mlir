// The f4E2M1FN truncf expansion ignores the rounding mode.
func.func @f(%d: f32) -> f4E2M1FN {
  %0 = arith.truncf %d toward_zero : f32 to f4E2M1FN
  return %0 : f4E2M1FN
}
