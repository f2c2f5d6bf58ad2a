// Every math op with a libm function, on f32 and f64; a function is
// declared once per symbol table, before the ops that use it, and an
// existing symbol of that name is used as it is.
func.func private @sinf(f32) -> f32

func.func @unary(%a: f32, %b: f64) -> (f32, f64, f32, f64, f32, f64, f32, f64) {
  %0 = math.sin %a : f32
  %1 = math.sin %b : f64
  %2 = math.absf %a fastmath<fast> : f32
  %3 = math.absf %b : f64
  %4 = math.acos %a : f32
  %5 = math.acosh %b : f64
  %6 = math.asin %a : f32
  %7 = math.asinh %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f32, f64, f32, f64, f32, f64
}

func.func @more_unary(%a: f32, %b: f64) -> (f32, f64, f32, f64, f32, f64, f32, f64) {
  %0 = math.atan %a : f32
  %1 = math.atanh %b : f64
  %2 = math.cbrt %a : f32
  %3 = math.ceil %b : f64
  %4 = math.cos %a : f32
  %5 = math.cosh %b : f64
  %6 = math.erf %a : f32
  %7 = math.erfc %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f32, f64, f32, f64, f32, f64
}

func.func @still_more(%a: f32, %b: f64) -> (f32, f64, f32, f64, f32, f64, f32, f64) {
  %0 = math.exp %a : f32
  %1 = math.exp2 %b : f64
  %2 = math.expm1 %a : f32
  %3 = math.floor %b : f64
  %4 = math.log %a : f32
  %5 = math.log10 %b : f64
  %6 = math.log1p %a : f32
  %7 = math.log2 %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f64, f32, f64, f32, f64, f32, f64
}

func.func @the_rest(%a: f32, %b: f64) -> (f32, f64, f32, f64, f32, f64, f32, f64, f32) {
  %0 = math.round %a : f32
  %1 = math.roundeven %b : f64
  %2 = math.rsqrt %a : f32
  %3 = math.sinh %b : f64
  %4 = math.sqrt %a : f32
  %5 = math.tan %b : f64
  %6 = math.tanh %a : f32
  %7 = math.trunc %b : f64
  %8 = math.cos %4 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, f32, f64, f32, f64, f32, f64, f32
}

func.func @binary_ternary(%a: f32, %b: f64) -> (f32, f64, f32, f64, f32, f64) {
  %0 = math.atan2 %a, %a : f32
  %1 = math.atan2 %b, %b : f64
  %2 = math.powf %a, %a : f32
  %3 = math.powf %b, %b : f64
  %4 = math.fma %a, %a, %a : f32
  %5 = math.fma %b, %b, %b : f64
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f64, f32, f64
}
