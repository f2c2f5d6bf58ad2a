// Every diagnostic is expected: the run succeeds and prints the chunks that
// parse and verify.
func.func @ok() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}

// -----

func.func @same_line(%x: i32) -> i32 {
  %0 = arith.extui %x : i32 to i32 // expected-error {{are cast incompatible}}
  return %0 : i32
}

// -----

func.func @offsets(%x: i32) -> i64 {
  // expected-error @+2 {{'arith.extui' op operand type 'i32' and result type 'i32'}}
  // A comment between the directive and the op.
  %0 = arith.extui %x : i32 to i32
  %1 = arith.extui %0 : i32 to i64
  return %1 : i64
}

// -----

func.func @above_and_below(%x: i64) -> i64 {
  %0 = arith.trunci %x : i64 to i64
  // expected-error @above {{result type 'i64' are cast incompatible}}
  return %0 : i64
}

// -----

// expected-error @below {{custom op 'frob' is unknown}}
frob

// -----

func.func @regex(%x: i32) {
  // expected-error-re @+1 {{operand type '{{i[0-9]+}}' and result type 'i{{[0-9]+}}' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i32
  return
}

// -----

"t.unregistered"() : () -> () // expected-error {{unregistered dialect}}
