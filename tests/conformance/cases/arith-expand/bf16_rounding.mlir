// A truncf with an explicit rounding mode has no bf16 expansion.
func.func @f(%y: f32) -> bf16 {
  %5 = arith.truncf %y toward_zero : f32 to bf16
  return %5 : bf16
}
