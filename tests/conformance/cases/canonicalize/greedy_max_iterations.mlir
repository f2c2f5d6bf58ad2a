func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %1, %c1 : i32
  %c0 = arith.constant 0 : i32
  %3 = arith.muli %2, %c0 : i32
  %4 = arith.addi %2, %3 : i32
  return %4 : i32
}
