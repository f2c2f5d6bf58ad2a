// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @math(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: f32) -> f32 {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = math.sqrt %[[VAL_0]] : f32
// CHECK: %[[VAL_2:[a-z0-9_]+]] = math.absf %1 : f32
// CHECK: }
func.func @math(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.sin %0 : f32
  %2 = math.absf %1 : f32
  return %2 : f32
}

// CHECK-LABEL: func.func @fold_sqrt() -> f32 {
// CHECK: %[[CST:[a-z0-9_]+]] = arith.constant 2.000000e+00 : f32
// CHECK: }
func.func @fold_sqrt() -> f32 {
  %c = arith.constant 4.0 : f32
  %0 = math.sqrt %c : f32
  return %0 : f32
}
