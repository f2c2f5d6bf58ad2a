// The complex folders: parts of constants and creates, a create of the
// parts of one value, inverse pairs and neutral constants that cancel.
func.func @f(%a: complex<f32>, %b: complex<f32>) -> (f32, f32, complex<f32>, complex<f32>, complex<f32>) {
  %k = complex.constant [1.5 : f32, 2.0 : f32] : complex<f32>
  %r = complex.re %k : complex<f32>
  %i = complex.im %k : complex<f32>
  %z = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %s = complex.add %a, %z : complex<f32>
  %m = complex.mul %s, %one : complex<f32>
  %n = complex.neg %m : complex<f32>
  %nn = complex.neg %n : complex<f32>
  %c = complex.conj %nn : complex<f32>
  %cc = complex.conj %c : complex<f32>
  %e = complex.exp %cc : complex<f32>
  %l = complex.log %e : complex<f32>
  %re = complex.re %l : complex<f32>
  %im = complex.im %l : complex<f32>
  %cr = complex.create %re, %im : complex<f32>
  %d = complex.sub %b, %a : complex<f32>
  %ad = complex.add %a, %d : complex<f32>
  return %r, %i, %cr, %ad, %k : f32, f32, complex<f32>, complex<f32>, complex<f32>
}
