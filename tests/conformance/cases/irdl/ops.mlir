// Ops of a dialect loaded from IRDL: parsed and printed in the generic
// form, verified against the IRDL constraints.
func.func @f(%a: i32, %b: i64, %c: f32, %d: index) -> i64 {
  %0 = "arith2.add"(%a, %a) : (i32, i32) -> i32
  %1 = "arith2.add"(%b, %b) {note = "any extra attribute"} : (i64, i64) -> i64
  %2 = "arith2.mix"(%a, %b, %b, %a) {val = i64, operandSegmentSizes = array<i32: 1, 2, 1>} : (i32, i64, i64, i32) -> i64
  %3 = "arith2.mix"(%a) {val = i8, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> i8
  %4:2 = "arith2.pair"(%a) {n = 7 : i32} : (i32) -> (f32, f32)
  %5 = "arith2.vec"(%a, %a, %a) : (i32, i32, i32) -> i32
  "arith2.vec"() : () -> ()
  "arith2.scope"() ({
  }) : () -> ()
  "arith2.vec"(%a) : (i32) -> ()
  return %2 : i64
}
