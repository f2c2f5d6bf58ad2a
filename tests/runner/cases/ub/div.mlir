func.func @main() -> i32 {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %d = arith.divsi %a, %z : i32
  return %d : i32
}
