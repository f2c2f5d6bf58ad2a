func.func @f(%x: f8E4M3FN, %h: f16, %hs: f16, %y: f32) -> (f8E4M3FN, f32, f8E4M3FN) {
  %1 = arith.scaling_truncf %h, %hs to_nearest_even fastmath<fast> : f16, f16 to f8E4M3FN
  %3 = arith.scaling_extf %x, %y fastmath<nnan> : f8E4M3FN, f32 to f32
  %4 = arith.scaling_truncf %y, %hs : f32, f16 to f8E4M3FN
  return %1, %3, %4 : f8E4M3FN, f32, f8E4M3FN
}
