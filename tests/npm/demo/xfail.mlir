// XFAIL: demo
// RUN: mlir-opt %s --canonicalize | FileCheck %s
// CHECK: arith.addi
func.func @f() -> i32 {
  %a = arith.constant 1 : i32
  %c = arith.addi %a, %a : i32
  return %c : i32
}
