func.func @f(%a: index, %x: f32) -> f32 {
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %y: f64):
    "scf.yield"(%y) : (f64) -> ()
  }) : (index, index, index, f32) -> f32
  return %0 : f32
}
