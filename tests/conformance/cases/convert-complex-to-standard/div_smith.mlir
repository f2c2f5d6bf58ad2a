// complex.div with the default complex-range (improved): Smith's algorithm
// with the limits for zero and infinite parts.
func.func @div(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.div %a, %b : complex<f32>
  return %r : complex<f32>
}

func.func @div_fast(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %r = complex.div %a, %b fastmath<nsz,arcp> : complex<f64>
  return %r : complex<f64>
}
