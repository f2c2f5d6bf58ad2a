// log1p with and without fastmath flags.
func.func @f(%a: complex<f32>, %b: complex<f64>) -> (complex<f32>, complex<f64>) {
  %0 = complex.log1p %a fastmath<nnan> : complex<f32>
  %1 = complex.log1p %b : complex<f64>
  return %0, %1 : complex<f32>, complex<f64>
}
