// A block argument receiving the same constant from two dialects' folders
// (math.ceil here, arith.constant there) is that constant: the lattice
// compares the values only, and keeps the first origin.
func.func @merge(%c: i1) -> f32 {
  %half = arith.constant 0.5 : f32
  %one = math.ceil %half : f32
  %also_one = arith.constant 1.0 : f32
  cf.cond_br %c, ^bb1(%one : f32), ^bb1(%also_one : f32)
^bb1(%x: f32):
  %y = arith.addf %x, %x : f32
  return %y : f32
}
