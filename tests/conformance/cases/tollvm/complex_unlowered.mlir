// complex.eq has no LLVM lowering: the dialect is illegal, so the
// conversion fails (convert-complex-to-standard lowers it).
func.func @eq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %s = complex.add %a, %b : complex<f32>
  %e = complex.eq %s, %b : complex<f32>
  return %e : i1
}
