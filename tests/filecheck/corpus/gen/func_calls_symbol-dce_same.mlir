// RUN: mlir-opt %s --symbol-dce | FileCheck %s

// CHECK-LABEL: func.func private @helper(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32) -> i32 {
// CHECK: %[[C2_I32:[a-z0-9_]+]] = arith.constant 2 : i32
// CHECK-NEXT: %[[VAL_0:[a-z0-9_]+]] = arith.muli %[[ARG0]], %[[C2_I32]] : i32
// CHECK-NEXT: return %[[VAL_0]] : i32
// CHECK-NEXT: }
func.func private @helper(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32) -> i32 {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = call @helper(%[[ARG0]]) : (i32) -> i32
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]] = call @helper(%[[VAL_0]]) : (i32) -> i32
// CHECK-NEXT: return %[[VAL_1]] : i32
// CHECK-NEXT: }
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @helper(%a) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @unused() {
  return
}
