func.func @main() -> i32 {
  %a = arith.constant -2147483648 : i32
  %b = arith.constant -1 : i32
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
