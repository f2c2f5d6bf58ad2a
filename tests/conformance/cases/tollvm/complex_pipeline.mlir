// complex-to-standard first for the ops complex-to-llvm leaves, then the
// explicit pipeline down to the llvm dialect.
func.func @f(%a: complex<f32>, %b: complex<f32>) -> (i1, complex<f32>) {
  %e = complex.neq %a, %b : complex<f32>
  %c = complex.conj %a : complex<f32>
  %s = complex.sub %c, %b : complex<f32>
  return %e, %s : i1, complex<f32>
}
