// The complex-range option (read by division only) is accepted.
func.func @f(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %0 = complex.mul %a, %b : complex<f16>
  %1 = complex.sub %0, %b : complex<f16>
  return %1 : complex<f16>
}
