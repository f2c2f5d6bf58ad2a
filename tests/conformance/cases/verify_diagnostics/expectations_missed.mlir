// Diagnostics nobody expected, expectations nothing produced and a kind
// mismatch: each is reported, after the run, and the status is 1.
func.func @unexpected(%x: i32) -> i32 {
  %0 = arith.extui %x : i32 to i32
  return %0 : i32
}

// -----

func.func @never() {
  // expected-error @below {{this never happens}}
  return
}

// -----

func.func @wrong_kind(%x: i32) -> i32 {
  // expected-warning @+1 {{are cast incompatible}}
  %0 = arith.extui %x : i32 to i32
  return %0 : i32
}

// -----

// expected-remark @+1 {{a remark}}
func.func @ok() {
  return
}

// -----

// One diagnostic meets one expectation: the second is not produced.
// expected-error @below {{custom op 'frob' is unknown}}
// expected-error-re @below {{custom op '{{[a-z]+}}'}}
frob
