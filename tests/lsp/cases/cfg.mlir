func.func @callee(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @main(%a: i32, %b: i32) -> (i32, i1) {
  %0 = arith.addi %a, %b : i32
  %1:2 = arith.addui_extended %0, %a : i32, i1
  %c = func.call @callee(%1#0) : (i32) -> i32
  %true = arith.constant true
  cf.br ^bb1(%c : i32)
^bb1(%x: i32):
  cf.cond_br %true, ^bb1(%x : i32), ^bb2
^bb2:
  return %x, %1#1 : i32, i1
}
