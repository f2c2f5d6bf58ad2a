func.func @f(%a: index, %x: f32) -> f32 {
  %r = scf.for %i = %a to %a step %a iter_args(%s = %x, %t = %x) -> (f32) {
    scf.yield %s : f32
  }
  return %r : f32
}
