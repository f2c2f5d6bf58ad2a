// fastmath flags carried to the parts where upstream carries them; exp
// with its overflow handling; angle.
func.func @f(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64) {
  %0 = complex.add %a, %b fastmath<fast> : complex<f64>
  %2 = complex.mul %a, %b fastmath<nnan> : complex<f64>
  %3 = complex.neg %a fastmath<nnan> : complex<f64>
  %4 = complex.conj %a fastmath<nnan> : complex<f64>
  %5 = complex.exp %a fastmath<nnan> : complex<f64>
  %6 = complex.angle %a fastmath<nnan> : complex<f64>
  return %0, %2, %3, %4, %5, %6 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, f64
}
