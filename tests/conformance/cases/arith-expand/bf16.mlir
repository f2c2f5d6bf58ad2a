// include-bf16 expands only extf bf16 -> f32 and truncf f32 -> bf16.
func.func @f(%x: f64, %b: bf16, %v: vector<2xf32>, %vb: vector<2xbf16>, %h: f16, %t: tensor<2xbf16>) -> (bf16, f64, vector<2xbf16>, vector<2xf32>, bf16, bf16, tensor<2xf32>) {
  %0 = arith.truncf %x : f64 to bf16
  %1 = arith.extf %b : bf16 to f64
  %2 = arith.truncf %v : vector<2xf32> to vector<2xbf16>
  %3 = arith.extf %vb fastmath<fast> : vector<2xbf16> to vector<2xf32>
  %y = arith.extf %h : f16 to f32
  %4 = arith.truncf %y fastmath<fast> : f32 to bf16
  %5 = arith.truncf %y : f32 to bf16
  %6 = arith.extf %t : tensor<2xbf16> to tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : bf16, f64, vector<2xbf16>, vector<2xf32>, bf16, bf16, tensor<2xf32>
}
