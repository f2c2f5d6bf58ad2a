func.func @a() {
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}
// -----
func.func @b() {
  %0 = complex.constant [1.0 : f32, -1.0 : f64] : complex<f64>
  return
}
// -----
func.func @c(%a: complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to f32
  return
}
// -----
func.func @d(%a: f32) {
  %0 = complex.bitcast %a : f32 to i32
  return
}
// -----
func.func @e() {
  %0 = complex.constant [1, 2] : complex<i32>
  %1 = complex.constant [1.0 : f32, 2] : complex<f32>
  return
}
// -----
func.func @c(%a: complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  return
}
// -----
func.func @c(%a: complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to i64
  %1 = complex.bitcast %0 : i64 to complex<f32>
  %2 = complex.bitcast %0 : i64 to complex<i32>
  return
}
// -----
func.func @c(%a: complex<f32>) {
  %0 = complex.constant [1.0 : f32, 2.0 : f32, 3.0 : f32] : complex<f32>
  return
}
// -----
func.func @c(%a: complex<f32>) {
  %0 = "complex.constant"() {value = 3} : () -> complex<f32>
  return
}
