// cos and sin; sign (through a complex.abs lowered in turn) and abs,
// with fastmath flags where upstream carries them.
func.func @f(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, f32) {
  %0 = complex.cos %a fastmath<nnan> : complex<f32>
  %1 = complex.sin %a : complex<f32>
  %2 = complex.sign %a fastmath<nnan> : complex<f32>
  %3 = complex.abs %a fastmath<nnan> : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, f32
}
