// Every complex op convert-complex-to-llvm lowers, on f32 and f64 parts,
// with and without fastmath flags; the default complex-range is basic.
func.func @parts(%x: f32, %y: f32) -> (f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  return %re, %im : f32, f32
}

func.func @arith(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %s = complex.add %a, %b : complex<f64>
  %d = complex.sub %s, %a fastmath<nnan> : complex<f64>
  %m = complex.mul %d, %b fastmath<fast> : complex<f64>
  %q = complex.div %m, %a fastmath<contract, afn> : complex<f64>
  return %q : complex<f64>
}

func.func @abs_and_constant(%a: complex<f32>) -> (f32, f32, complex<f32>) {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.abs %a fastmath<reassoc> : complex<f32>
  %2 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  return %0, %1, %2 : f32, f32, complex<f32>
}

func.func @half(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %0 = complex.mul %a, %b : complex<f16>
  %1 = complex.div %0, %b : complex<f16>
  return %1 : complex<f16>
}
