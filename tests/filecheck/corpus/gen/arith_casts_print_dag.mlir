// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @ext_trunc(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i8) -> i8 {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = arith.extsi %[[ARG0]] : i8 to i32
// CHECK: %[[VAL_1:[a-z0-9_]+]] = arith.trunci %[[VAL_0]] : i32 to i8
// CHECK: return %[[VAL_1]] : i8
// CHECK: }
func.func @ext_trunc(%a: i8) -> i8 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

// CHECK-LABEL: func.func @index_cast(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> index {
// CHECK: %[[VAL_0:.*]] = arith.index_cast %[[ARG0]] : i32 to index
// CHECK: return %[[VAL_0]] : index
// CHECK: }
func.func @index_cast(%a: i32) -> index {
  %0 = arith.index_cast %a : i32 to index
  return %0 : index
}

// CHECK-LABEL: func.func @sitofp(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32) -> f64 {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = arith.sitofp %[[ARG0]] : i32 to f64
// CHECK: return %[[VAL_0]] : f64
// CHECK: }
func.func @sitofp(%a: i32) -> f64 {
  %0 = arith.sitofp %a : i32 to f64
  return %0 : f64
}
