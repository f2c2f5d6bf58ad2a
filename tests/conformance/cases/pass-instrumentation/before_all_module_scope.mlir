func.func private @unused(i32) -> i32
func.func @f(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
func.func @g(%arg0: i32) -> i32 {
  %0 = arith.muli %arg0, %arg0 : i32
  %1 = arith.muli %arg0, %arg0 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
