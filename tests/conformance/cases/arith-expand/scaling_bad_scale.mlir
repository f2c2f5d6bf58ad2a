// A narrow scale that is not f8E8M0FNU has no expansion.
func.func @f(%x: f8E4M3FN, %h: f16, %y: f32) -> (f8E4M3FN, f8E4M3FN) {
  %0 = arith.scaling_truncf %h, %h : f16, f16 to f8E4M3FN
  %1 = arith.scaling_truncf %y, %x : f32, f8E4M3FN to f8E4M3FN
  return %0, %1 : f8E4M3FN, f8E4M3FN
}
