func.func @f(%n: i64) -> i64 {
  %r = func.call @f(%n) : (i64) -> i64
  return %r : i64
}
func.func @main() -> i64 {
  %c = arith.constant 1 : i64
  %r = call @f(%c) : (i64) -> i64
  return %r : i64
}
