// Arithmetic, negation, conjugate and comparisons on the parts.
func.func @f(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, i1, i1) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.neg %a : complex<f32>
  %4 = complex.conj %a : complex<f32>
  %5 = complex.eq %a, %b : complex<f32>
  %6 = complex.neq %a, %b : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, i1, i1
}
