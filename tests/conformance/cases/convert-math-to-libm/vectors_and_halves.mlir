// Vectors are unrolled element by element (rank 0 and 2 too); f16 and
// bf16 are computed in f32.
func.func @vectors(%a: vector<2xf32>, %m: vector<2x2xf64>, %z: vector<f32>) -> (vector<2xf32>, vector<2x2xf64>, vector<f32>) {
  %0 = math.sin %a : vector<2xf32>
  %1 = math.fma %m, %m, %m : vector<2x2xf64>
  %2 = math.cos %z : vector<f32>
  return %0, %1, %2 : vector<2xf32>, vector<2x2xf64>, vector<f32>
}

func.func @halves(%h: f16, %b: bf16, %v: vector<3xf16>) -> (f16, bf16, vector<3xf16>) {
  %0 = math.tanh %h : f16
  %1 = math.atan2 %b, %b : bf16
  %2 = math.exp %v : vector<3xf16>
  return %0, %1, %2 : f16, bf16, vector<3xf16>
}

module @inner {
  func.func @nested_table(%a: f64) -> f64 {
    %0 = math.erf %a : f64
    return %0 : f64
  }
}
