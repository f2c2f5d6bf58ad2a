// tan is -i tanh(iz); pow takes the cases 0^w, z^0, 1^w and inf^c;
// powi and atan2 lower through complex ops (pow; mul, add, sqrt, div,
// log), which are lowered in turn.
func.func @tan(%a: complex<f32>) -> complex<f32> {
  %r = complex.tan %a : complex<f32>
  return %r : complex<f32>
}

func.func @tan_fast(%a: complex<f32>) -> complex<f32> {
  %r = complex.tan %a fastmath<fast> : complex<f32>
  return %r : complex<f32>
}

func.func @pow(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.pow %a, %b fastmath<nsz> : complex<f32>
  return %r : complex<f32>
}

func.func @powi(%a: complex<f64>, %n: i16) -> complex<f64> {
  %r = complex.powi %a, %n : complex<f64>, i16
  return %r : complex<f64>
}

func.func @atan2(%y: complex<f32>, %x: complex<f32>) -> complex<f32> {
  %r = complex.atan2 %y, %x : complex<f32>
  return %r : complex<f32>
}
