// log (through a complex.abs lowered in turn) and tanh with its limits,
// in f32 with fastmath flags and in f64 without.
func.func @f32(%a: complex<f32>) -> (complex<f32>, complex<f32>) {
  %0 = complex.log %a fastmath<nnan> : complex<f32>
  %1 = complex.tanh %a fastmath<nnan> : complex<f32>
  return %0, %1 : complex<f32>, complex<f32>
}

func.func @f64(%a: complex<f64>) -> (complex<f64>, complex<f64>) {
  %0 = complex.tanh %a : complex<f64>
  %1 = complex.log %0 : complex<f64>
  return %0, %1 : complex<f64>, complex<f64>
}
