func.func @nested_use(%c: i1, %x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %r = scf.if %c -> i32 {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
      %t = arith.addi %acc, %a : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
