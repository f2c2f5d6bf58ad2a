func.func @a(%x: i32) -> i32 {
  return %x : i32
}
func.func @b(%y: i32) -> i32 {
  %z = arith.addi %y, %y : i32
  return %z : i32
}
