// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @select_same(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i1, %[[ARG1:[a-z0-9_]+]]: f32) -> f32 {
// CHECK: return %[[ARG1]] : f32
// CHECK: }
func.func @select_same(%c: i1, %a: f32) -> f32 {
  %0 = arith.select %c, %a, %a : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @cmp_true(
// CHECK-SAME: %[[ARG0:.*]]: index) -> i1 {
// CHECK: %[[TRUE:.*]] = arith.constant true {{(}}
// CHECK: }
func.func @cmp_true(%a: index) -> i1 {
  %0 = arith.cmpi eq, %a, %a : index
  return %0 : i1
}

// CHECK-LABEL: func.func @float_ops(
// CHECK-SAME: %[[ARG0:.*]]: f32, %[[ARG1:.*]]: f32) -> f32 {
// CHECK: %[[VAL_0:.*]] = arith.addf %[[ARG0]], %[[ARG1]] fastmath<fast> : f32
// CHECK: %[[VAL_2:.*]] = arith.negf %1 : f32
// CHECK: }
func.func @float_ops(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.mulf %0, %y : f32
  %2 = arith.negf %1 : f32
  return %2 : f32
}
