// RUN: not mlir-opt %s 2>&1 | FileCheck %s

func.func @f() -> i32 {
  %c = arith.constant 1 : i32
}

// CHECK: error: block with no terminator, has %0 = "arith.XX
