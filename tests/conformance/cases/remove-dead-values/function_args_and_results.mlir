func.func private @add_2_to_y(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.addi %c2, %y : i32
  return %r : i32
}
func.func private @get_incremented(%y: i32, %m: memref<i32>) -> (i32, i32) {
  memref.store %y, %m[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %y, %c1 : i32
  %b = arith.addi %y, %c2 : i32
  return %a, %b : i32, i32
}
func.func @main(%m: memref<i32>) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %r1 = func.call @add_2_to_y(%c3, %c4) : (i32, i32) -> i32
  %y1, %y2 = func.call @get_incremented(%c4, %m) : (i32, memref<i32>) -> (i32, i32)
  %dead = arith.muli %c3, %c4 : i32
  return %r1, %y2 : i32, i32
}
