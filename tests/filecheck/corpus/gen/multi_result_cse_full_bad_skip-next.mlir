// RUN: mlir-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @divmod(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32, %[[ARG1:[a-z0-9_]+]]: i32) -> (i32, i32) {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = arith.divui %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]] = arith.remui %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT: %[[VAL_2:[a-z0-9_]+]] = arith.addi %[[VAL_0]], %[[VAL_0]] : i32
// CHECK-NEXT: return %[[VAL_2]], %[[VAL_1]] : i32, i32
// CHECK-NEXT: }
func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divui %a, %b : i32
  %r = arith.remui %a, %b : i32
  %q2 = arith.divui %a, %b : i32
  %s = arith.addi %q, %q2 : i32
  return %s, %r : i32, i32
}

// CHECK-LABEL: func.func @minmax(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32, %[[ARG1:[a-z0-9_]+]]: i32) -> (i32, i32) {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = arith.maxsi %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]] = arith.minsi %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT: }
func.func @minmax(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  return %0, %1 : i32, i32
}
