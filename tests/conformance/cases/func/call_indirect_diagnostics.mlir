// Upstream's diagnostics of func.call_indirect, checked in place.
func.func @count(%a: i32, %c: (i32) -> f32) {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  %r = func.call_indirect %c(%a, %a) : (i32) -> f32
  return
}

// -----

func.func @results(%a: i32, %c: (i32) -> f32) {
  // expected-error @+1 {{failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%c, %a) : ((i32) -> f32, i32) -> i32
  return
}

// -----

func.func @inputs(%a: i64, %c: (i32) -> f32) {
  // expected-error @+1 {{failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%c, %a) : ((i32) -> f32, i64) -> f32
  return
}
