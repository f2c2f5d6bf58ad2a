// The steps of abs and log1p that need NaNs and infinities (the ratio of
// the parts, its square, the root or log1p, the NaN check) keep the op's
// fastmath flags without nnan and ninf; the others keep them all. sign and
// log lower through abs.
func.func @abs(%a: complex<f32>) -> f32 {
  %r = complex.abs %a fastmath<nnan,ninf,contract> : complex<f32>
  return %r : f32
}

func.func @log1p(%a: complex<f64>) -> complex<f64> {
  %r = complex.log1p %a fastmath<fast> : complex<f64>
  return %r : complex<f64>
}

func.func @sign(%a: complex<f32>) -> complex<f32> {
  %r = complex.sign %a fastmath<nnan,arcp> : complex<f32>
  return %r : complex<f32>
}

func.func @log(%a: complex<f32>) -> complex<f32> {
  %r = complex.log %a fastmath<ninf> : complex<f32>
  return %r : complex<f32>
}
