// addf(mulf) becomes math.fma when both allow contraction; the flags the
// two share stay on the fma; a mulf with other users stays.
func.func @plain(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %1 = arith.addf %0, %c : f32
  return %1 : f32
}

func.func @fast(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = arith.mulf %a, %b fastmath<fast> : f32
  %1 = arith.addf %0, %c fastmath<fast> : f32
  return %1 : f32
}

func.func @rhs_shared(%a: vector<4xf16>, %b: vector<4xf16>, %c: vector<4xf16>) -> vector<4xf16> {
  %0 = arith.mulf %a, %b fastmath<contract,nnan,ninf> : vector<4xf16>
  %1 = arith.addf %c, %0 fastmath<contract,nnan,nsz> : vector<4xf16>
  return %1 : vector<4xf16>
}

func.func @only_add(%a: f64, %b: f64, %c: f64) -> f64 {
  %0 = arith.mulf %a, %b fastmath<nnan> : f64
  %1 = arith.addf %0, %c fastmath<contract> : f64
  return %1 : f64
}

func.func @both_mul(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32) {
  %0 = arith.mulf %a, %b fastmath<contract> : f32
  %1 = arith.mulf %c, %d fastmath<contract> : f32
  %2 = arith.addf %0, %1 fastmath<contract> : f32
  return %2, %1 : f32, f32
}

func.func @chain(%a: f32, %b: f32, %c: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = arith.mulf %one, %two fastmath<contract> : f32
  %1 = arith.mulf %a, %b fastmath<contract> : f32
  %2 = arith.addf %1, %c fastmath<contract> : f32
  %3 = arith.mulf %2, %a fastmath<contract> : f32
  %4 = arith.addf %3, %0 fastmath<contract> : f32
  return %4 : f32
}
