// arith.constant: signless integers, scalable vectors only from a splat,
// a string value is typed (none) and so mismatches the result.
func.func @unsigned() {
  %0 = arith.constant 7 : ui8
  return
}
// -----
func.func @scalable_elements() {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<[4]xf32>
  return
}
// -----
func.func @scalable_splat() -> vector<[4]xf32> {
  %0 = arith.constant dense<2.0> : vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// -----
func.func @string_value() {
  %0 = "arith.constant"() {value = "seven"} : () -> i8
  return
}
