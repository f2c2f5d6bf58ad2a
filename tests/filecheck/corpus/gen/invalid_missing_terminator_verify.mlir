// RUN: mlir-opt %s --verify-diagnostics

func.func @f() -> i32 {
// expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %c = arith.constant 1 : i32
}
