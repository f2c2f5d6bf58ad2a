func.func @f(%a: index, %x: f32) -> f32 {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
  }
  return %0 : f32
}
