// sqrt and rsqrt build on the magnitude's square-root forms, expm1 on a
// cosm1 polynomial; the limits for NaN and infinite parts are left out
// when the flags carry both nnan and ninf.
func.func @sqrt(%a: complex<f32>) -> complex<f32> {
  %r = complex.sqrt %a : complex<f32>
  return %r : complex<f32>
}

func.func @sqrt_fast(%a: complex<f64>) -> complex<f64> {
  %r = complex.sqrt %a fastmath<nnan,ninf> : complex<f64>
  return %r : complex<f64>
}

func.func @rsqrt(%a: complex<f32>) -> complex<f32> {
  %r = complex.rsqrt %a fastmath<contract> : complex<f32>
  return %r : complex<f32>
}

func.func @expm1(%a: complex<f64>) -> complex<f64> {
  %r = complex.expm1 %a : complex<f64>
  return %r : complex<f64>
}

func.func @expm1_half(%a: complex<f16>) -> complex<f16> {
  %r = complex.expm1 %a fastmath<afn> : complex<f16>
  return %r : complex<f16>
}
