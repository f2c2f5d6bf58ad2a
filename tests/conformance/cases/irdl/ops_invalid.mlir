func.func @f(%a: i32, %b: i64) {
  %0 = "arith2.add"(%a, %b) : (i32, i64) -> i32
  return
}
// -----
func.func @f(%c: f32) {
  %0 = "arith2.add"(%c, %c) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith2.add"(%a) : (i32) -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = "arith2.add"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %2 = "arith2.mix"(%a, %b, %b, %a) {val = i8, operandSegmentSizes = array<i32: 1, 2, 1>} : (i32, i64, i64, i32) -> i16
  return
}
// -----
func.func @f(%a: i32) {
  %2 = "arith2.mix"(%a) {operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> i16
  return
}
// -----
func.func @f(%a: i32) {
  %2 = "arith2.mix"(%a) {val = 3 : i32, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> i16
  return
}
// -----
func.func @f(%a: i32) {
  %2 = "arith2.mix"(%a) {val = i8, operandSegmentSizes = array<i32: 1, 1, 0>} : (i32) -> i16
  return
}
// -----
func.func @f(%a: i32) {
  %2 = "arith2.mix"(%a, %a, %a) {val = i8, operandSegmentSizes = array<i32: 1, 0, 2>} : (i32, i32, i32) -> i16
  return
}
// -----
func.func @f(%a: i32) {
  %2 = "arith2.mix"(%a) {val = i8} : (i32) -> i16
  return
}
// -----
func.func @f(%c: f32) {
  %0:2 = "arith2.pair"(%c) {n = 1 : i32} : (f32) -> (i8, i8)
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = "arith2.pair"(%a) {n = "s"} : (i32) -> (i8, i8)
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = "arith2.pair"(%a) {n = 1 : i32} : (i32) -> (i8, i16)
  return
}
// -----
func.func @f(%a: i32, %c: f32) {
  %1 = "arith2.vec"(%a, %c) : (i32, f32) -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %1:2 = "arith2.vec"(%a) : (i32) -> (i32, i32)
  return
}
// -----
func.func @f() {
  "arith2.vec"() ({ }) : () -> ()
  return
}
// -----
func.func @f() {
  "arith2.scope"() : () -> ()
  return
}
// -----
func.func @f(%a: i32) {
  %2 = "arith2.nothere"(%a) : (i32) -> i16
  return
}
