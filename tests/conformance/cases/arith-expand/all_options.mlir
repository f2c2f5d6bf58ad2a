// All options: ops created by one expansion (extf bf16, the scale conversions) are expanded in turn; constants fold first.
func.func @f(%b: bf16, %x: f32, %s: f8E8M0FNU, %w: f4E2M1FN) -> (f4E2M1FN, f4E2M1FN, f32, f4E2M1FN, f4E2M1FN, bf16) {
  %0 = arith.truncf %b : bf16 to f4E2M1FN
  %1 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %2 = arith.scaling_extf %w, %b : f4E2M1FN, bf16 to f32
  %c = arith.constant 2.5 : f32
  %3 = arith.truncf %c : f32 to f4E2M1FN
  %ch = arith.constant 3.0 : f4E2M1FN
  %4 = arith.extf %ch : f4E2M1FN to f32
  %5 = arith.truncf %4 : f32 to f4E2M1FN
  %6 = arith.extf %w : f4E2M1FN to bf16
  return %0, %1, %2, %3, %5, %6 : f4E2M1FN, f4E2M1FN, f32, f4E2M1FN, f4E2M1FN, bf16
}
