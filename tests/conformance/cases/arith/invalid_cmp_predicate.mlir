// Enum keywords in an op's format: a missing or unknown case, and a string
// naming no case.
func.func @missing(%a: i64) {
  %0 = arith.cmpi %a, %a : i64
  return
}
// -----
func.func @unknown_keyword(%a: f16) {
  %0 = arith.cmpf slt, %a, %a : f16
  return
}
// -----
func.func @unknown_string(%a: i8) {
  %0 = arith.cmpi "lt", %a, %a : i8
  return
}
// -----
func.func @string_case(%a: f32) -> i1 {
  %0 = arith.cmpf "ult", %a, %a : f32
  return %0 : i1
}
