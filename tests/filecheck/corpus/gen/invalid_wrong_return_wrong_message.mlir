// RUN: not mlir-opt %s 2>&1 | FileCheck %s

func.func @f(%a: i32) -> f32 {
  return %a : i32
}

// CHECK: error: type of return operand 0 ('i32') doesn't matcXX
