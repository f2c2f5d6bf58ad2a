// A loop of one iteration is replaced by its body; a yielded iter_arg
// becomes the loop's init value.
func.func @yield_iter_arg(%init: i32, %x: f32) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %init, %b = %x) -> (i32, f32) {
    %y = arith.addf %b, %b : f32
    scf.yield %a, %y : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

func.func @yield_iv(%x: index) -> index {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c4 to %c8 step %c8 iter_args(%a = %x) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}
