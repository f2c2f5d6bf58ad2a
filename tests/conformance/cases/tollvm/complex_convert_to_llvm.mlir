// convert-to-llvm lowers complex through its interface, with func and
// arith, so that no cast is left at function boundaries.
func.func @poly(%z: complex<f64>, %k: f64) -> complex<f64> {
  %c = complex.create %k, %k : complex<f64>
  %z2 = complex.mul %z, %z : complex<f64>
  %t = complex.add %z2, %c : complex<f64>
  %q = complex.div %t, %z : complex<f64>
  %n = complex.abs %q : complex<f64>
  %two = arith.constant 2.0 : f64
  %m = arith.mulf %n, %two : f64
  %r = complex.create %m, %k : complex<f64>
  return %r : complex<f64>
}
