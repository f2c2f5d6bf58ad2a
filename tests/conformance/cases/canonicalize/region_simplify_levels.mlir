// The same blocks under the three region-simplify levels (see the .args
// of the sibling cases).
func.func @merge(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  "test.op"(%x) : (i32) -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  %y = arith.addi %b, %b : i32
  "test.op"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%a, %b : i32, i32)
^bb1(%p: i32, %q: i32):
  "test.op"(%p, %q) : (i32, i32) -> ()
  return %p : i32
^bb2(%r: i32, %s: i32):
  "test.other"(%r, %s) : (i32, i32) -> ()
  return %s : i32
}

func.func @dead_block(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %y = arith.constant 3 : i32
  return %y : i32
}
