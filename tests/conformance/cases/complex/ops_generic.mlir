func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.mul %0, %b fastmath<nnan> : complex<f32>
  %2 = complex.abs %1 : complex<f32>
  %3 = complex.create %x, %y : complex<f32>
  %4 = complex.re %3 : complex<f32>
  %5 = complex.im %3 : complex<f32>
  %6 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %7 = complex.eq %6, %3 : complex<f32>
  %8 = complex.exp %6 : complex<f32>
  %c = arith.constant 2 : i32
  %9 = complex.powi %8, %c : complex<f32>, i32
  %10 = complex.bitcast %a : complex<f32> to i64
  %11 = complex.angle %a : complex<f32>
  %12 = complex.conj %a fastmath<fast> : complex<f32>
  return %9 : complex<f32>
}
