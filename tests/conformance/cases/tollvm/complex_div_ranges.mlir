// complex.div with each complex-range (this case: improved, Smith's
// algorithm with the special cases for zeros and infinities).
func.func @div32(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.div %a, %b : complex<f32>
  return %0 : complex<f32>
}

func.func @div64(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.div %a, %b fastmath<nnan, ninf> : complex<f64>
  return %0 : complex<f64>
}
