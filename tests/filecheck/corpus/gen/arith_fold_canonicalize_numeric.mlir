// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold_add() -> i32 {
// CHECK: %[[C3_I32:.*]] = arith.constant [[#%d,CST0:]] : i32
// CHECK-NEXT: return %[[C3_I32]] : i32
// CHECK-NEXT: }
func.func @fold_add() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @fold_mul_zero(
// CHECK-SAME: %[[ARG0:.*]]: i64) -> i64 {
// CHECK: %[[C0_I64:.*]] = arith.constant [[#%d,CST0:]] : i64
// CHECK-NEXT: return %[[C0_I64]] : i64
// CHECK-NEXT: }
func.func @fold_mul_zero(%arg0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %0 = arith.muli %arg0, %c0 : i64
  return %0 : i64
}

// CHECK-LABEL: func.func @keep_div(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i32, %[[ARG1:[^ ,:)]+]]: i32) -> i32 {
// CHECK: %[[VAL_0:[^ ,:)]+]] = arith.divsi %[[ARG0]], %[[ARG1]] : i32
// CHECK-NEXT: %[[VAL_1:[^ ,:)]+]] = arith.addi %[[VAL_0]], %[[ARG0]] : i32
// CHECK-NEXT: return %[[VAL_1]] : i32
// CHECK-NEXT: }
func.func @keep_div(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
