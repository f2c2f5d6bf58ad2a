func.func @inner_if_first(%c: i1, %d: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %a : i32
  %r = scf.if %c -> i32 {
    %r2 = scf.if %d -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %r2 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
