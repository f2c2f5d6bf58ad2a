func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %a, %c1 : i32
  return %s : i32
}
func.func @pub(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  return %c3 : i32
}
func.func private @dead(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %s = arith.addi %a, %c3 : i32
  return %s : i32
}
func.func private @ext(i32) -> i32
func.func @caller() -> (i32, i32, i32) {
  %c5 = arith.constant 5 : i32
  %r = func.call @callee(%c5) : (i32) -> i32
  %p = func.call @pub(%c5) : (i32) -> i32
  %e = func.call @ext(%c5) : (i32) -> i32
  return %r, %p, %e : i32, i32, i32
}
func.func private @ref_taken(%a: i32) -> i32 {
  return %a : i32
}
func.func @takes_ref() -> i32 {
  %c5 = arith.constant 5 : i32
  %f = func.constant @ref_taken : (i32) -> i32
  %r2 = func.call @ref_taken(%c5) : (i32) -> i32
  return %r2 : i32
}
