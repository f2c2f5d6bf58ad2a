// RUN: mlir-opt %s --cse | FileCheck %s --implicit-check-not=arith.muli

// CHECK-LABEL: func.func @twice
// CHECK: %[[M:.*]] = arith.muli
// CHECK: arith.addi %[[M]], %[[M]]
func.func @twice(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %x, %x : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
