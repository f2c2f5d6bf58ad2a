// The IRDL verifier's diagnostics, checked in place.
func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  %0 = "arith2.add"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%c: f32) {
  // expected-error @+1 {{'f32' does not satisfy the constraint}}
  %0 = "arith2.add"(%c, %c) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%c: f32) {
  // expected-error @+1 {{expected base type 'builtin.integer' but got 'builtin.f32'}}
  %0:2 = "arith2.pair"(%c) {n = 1 : i32} : (f32) -> (i8, i8)
  return
}
