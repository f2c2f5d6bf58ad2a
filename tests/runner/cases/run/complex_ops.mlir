// complex.constant, create, re, im, add, sub, mul, div and abs on f64 and f32
// parts, as convert-to-llvm lowers them (div by the algebraic formula).
func.func @show(%c: complex<f64>) {
  %r = complex.re %c : complex<f64>
  %i = complex.im %c : complex<f64>
  vector.print %r : f64
  vector.print %i : f64
  return
}
func.func @ops(%a: complex<f64>, %b: complex<f64>, %fa: complex<f32>, %fb: complex<f32>) {
  %s = complex.add %a, %b : complex<f64>
  call @show(%s) : (complex<f64>) -> ()
  %d = complex.sub %a, %b : complex<f64>
  call @show(%d) : (complex<f64>) -> ()
  %m = complex.mul %a, %b : complex<f64>
  call @show(%m) : (complex<f64>) -> ()
  %q = complex.div %a, %b : complex<f64>
  call @show(%q) : (complex<f64>) -> ()
  %ab = complex.abs %a : complex<f64>
  vector.print %ab : f64
  %fq = complex.div %fa, %fb : complex<f32>
  %fr = complex.re %fq : complex<f32>
  %fi = complex.im %fq : complex<f32>
  vector.print %fr : f32
  vector.print %fi : f32
  %fab = complex.abs %fb : complex<f32>
  vector.print %fab : f32
  %fm = complex.mul %fa, %fb : complex<f32>
  %fmr = complex.re %fm : complex<f32>
  vector.print %fmr : f32
  return
}
func.func @main() {
  %a = complex.constant [1.5, -2.25] : complex<f64>
  %x = arith.constant 0.3 : f64
  %y = arith.constant 1.7 : f64
  %b = complex.create %x, %y : complex<f64>
  %fa = complex.constant [0.1 : f32, 0.7 : f32] : complex<f32>
  %fb = complex.constant [1.3 : f32, -0.9 : f32] : complex<f32>
  call @ops(%a, %b, %fa, %fb) : (complex<f64>, complex<f64>, complex<f32>, complex<f32>) -> ()
  return
}
