func.func @multi_block(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %u = arith.addi %a, %x : i32
    scf.yield %u : i32
  ^bb2:
    scf.yield %x : i32
  }
  %r2 = scf.if %c -> i32 {
    %e = scf.execute_region -> i32 {
      cf.br ^bb1
    ^bb1:
      %v = arith.muli %a, %a : i32
      scf.yield %v : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %x : i32
  }
  return %r2 : i32
}
