// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold
// CHECK-NEXT:    arith.constant 4 : i32
func.func @fold() -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 3 : i32
  %c = arith.addi %a, %b : i32
  %d = arith.addi %c, %c : i32
  return %d : i32
}
