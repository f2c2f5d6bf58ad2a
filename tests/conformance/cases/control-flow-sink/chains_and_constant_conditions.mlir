func.func @chain(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  %l = memref.load %m[] : memref<i32>
  %used_both = arith.subi %x, %x : i32
  %r = scf.if %c -> i32 {
    %s = arith.addi %b, %l : i32
    %s2 = arith.addi %s, %used_both : i32
    scf.yield %s2 : i32
  } else {
    scf.yield %used_both : i32
  }
  %true = arith.constant true
  %k = arith.addi %x, %x : i32
  %r3 = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %k : i32
  }
  return %r : i32
}
