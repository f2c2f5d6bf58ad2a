// RUN: not mlir-opt %s 2>&1 | FileCheck %s

func.func @f() -> i32 {
  return %x : i32
}

// CHECK: error: use of undeclareXX
