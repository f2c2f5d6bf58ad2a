func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %r = scf.if %c -> i32 {
    %y = arith.muli %x, %b : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%z: i32):
  return %z : i32
}
