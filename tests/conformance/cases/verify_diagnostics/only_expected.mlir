// --verify-diagnostics=only-expected ignores diagnostics nobody expected.
func.func @unexpected(%x: i32) -> i32 {
  %0 = arith.extui %x : i32 to i32
  return %0 : i32
}

// -----

func.func @expected(%x: i64) -> i64 {
  // expected-error @+1 {{cast incompatible}}
  %0 = arith.trunci %x : i64 to i64
  return %0 : i64
}
