func.func @f(%a: complex<f64>, %b: complex<f64>) -> (f64, complex<f64>) {
  %0 = complex.abs %a : complex<f64> loc("abs")
  %1 = complex.mul %a, %b : complex<f64> loc("mul")
  return %0, %1 : f64, complex<f64>
}
