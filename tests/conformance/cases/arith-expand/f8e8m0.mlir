// include-f8e8m0: extf/truncf of f8E8M0FNU go through f32 bit patterns; other widths through extf/truncf.
func.func @f(%d: f64, %e: f8E8M0FNU, %v: vector<2xf8E8M0FNU>, %b: bf16) -> (f8E8M0FNU, f64, f16, vector<2xf32>, f8E8M0FNU) {
  %0 = arith.truncf %d fastmath<nnan> : f64 to f8E8M0FNU
  %1 = arith.extf %e fastmath<nnan> : f8E8M0FNU to f64
  %2 = arith.extf %e : f8E8M0FNU to f16
  %3 = arith.extf %v : vector<2xf8E8M0FNU> to vector<2xf32>
  %4 = arith.truncf %b : bf16 to f8E8M0FNU
  return %0, %1, %2, %3, %4 : f8E8M0FNU, f64, f16, vector<2xf32>, f8E8M0FNU
}
