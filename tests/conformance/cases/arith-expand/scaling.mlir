// scaling_extf/scaling_truncf always expand: wide scales are truncated to f8E8M0FNU first.
func.func @f(%x: f8E4M3FN, %s: f8E8M0FNU, %y: f32, %sb: bf16, %xb: bf16, %v: vector<4xf32>, %vs: vector<4xf8E8M0FNU>, %h: f16) -> (f32, f8E4M3FN, f32, f4E2M1FN, vector<4xf8E4M3FN>, f16, f32) {
  %0 = arith.scaling_extf %x, %s : f8E4M3FN, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %y, %s : f32, f8E8M0FNU to f8E4M3FN
  %2 = arith.scaling_extf %xb, %sb : bf16, bf16 to f32
  %3 = arith.scaling_truncf %y, %sb : f32, bf16 to f4E2M1FN
  %4 = arith.scaling_truncf %v, %vs : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E4M3FN>
  %5 = arith.scaling_extf %x, %s : f8E4M3FN, f8E8M0FNU to f16
  %6 = arith.scaling_extf %h, %y : f16, f32 to f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f8E4M3FN, f32, f4E2M1FN, vector<4xf8E4M3FN>, f16, f32
}
