// complex.div with complex-range=basic (or none): the algebraic formula
// over the squared norm of the divisor.
func.func @div(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %r = complex.div %a, %b fastmath<contract> : complex<f16>
  %s = complex.div %r, %a : complex<f16>
  return %s : complex<f16>
}
