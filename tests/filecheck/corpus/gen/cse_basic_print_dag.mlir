// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @dup(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32, %[[ARG1:[a-z0-9_]+]]: i32) -> (i32, i32) {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// CHECK: %[[VAL_1:[a-z0-9_]+]] = arith.addi %[[ARG0]], %[[ARG1]] : i32
// CHECK: return %[[VAL_0]], %[[VAL_1]] : i32, i32
// CHECK: }
func.func @dup(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @dup_const() -> (index, index) {
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C4_0:.*]] = arith.constant 4 : index
// CHECK: return %[[C4]], %[[C4_0]] : index, index
// CHECK: }
func.func @dup_const() -> (index, index) {
  %c4 = arith.constant 4 : index
  %c4_0 = arith.constant 4 : index
  return %c4, %c4_0 : index, index
}

// CHECK-LABEL: func.func @no_dup(
// CHECK-SAME: %[[ARG0:.*]]: f32) -> f32 {
// CHECK: %[[VAL_0:.*]] = math.exp %[[ARG0]] : f32
// CHECK: %[[VAL_1:.*]] = math.log %[[VAL_0]] : f32
// CHECK: return %[[VAL_1]] : f32
// CHECK: }
func.func @no_dup(%a: f32) -> f32 {
  %0 = math.exp %a : f32
  %1 = math.log %0 : f32
  return %1 : f32
}
