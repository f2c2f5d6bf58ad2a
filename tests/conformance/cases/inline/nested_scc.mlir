// A chain of private callees inlined bottom-up, a mutually recursive pair
// left alone, and a call inside a loop body.
func.func private @leaf(%x: index) -> index {
  %c2 = arith.constant 2 : index
  %r = arith.muli %x, %c2 : index
  return %r : index
}
func.func private @mid(%x: index) -> index {
  %a = call @leaf(%x) : (index) -> index
  %b = call @leaf(%a) : (index) -> index
  return %b : index
}
func.func private @ping(%x: index) -> index {
  %r = call @pong(%x) : (index) -> index
  return %r : index
}
func.func private @pong(%x: index) -> index {
  %r = call @ping(%x) : (index) -> index
  return %r : index
}
func.func @top(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %v = func.call @mid(%i) : (index) -> index
    %w = arith.addi %acc, %v : index
    scf.yield %w : index
  }
  %p = call @ping(%s) : (index) -> index
  return %p : index
}
