// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) -> f32 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @f}}
  return %a : i32
}

// -----

func.func @g() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %nope : i32
}
