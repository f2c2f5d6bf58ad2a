// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @math(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: f32) -> f32 {
// CHECK: %[[VAL_0:[^ ,:)]+]] = math.sqrt %[[ARG0]] : f32
// CHECK-NEXT: %[[VAL_1:[^ ,:)]+]] = math.sin %[[VAL_0]] : f32
// CHECK-NEXT: %[[VAL_2:[^ ,:)]+]] = math.absf %[[VAL_1]] : f32
// CHECK-NEXT: return %[[VAL_2]] : f32
// CHECK-NEXT: }
func.func @math(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.sin %0 : f32
  %2 = math.absf %1 : f32
  return %2 : f32
}

// CHECK-LABEL: func.func @fold_sqrt() -> f32 {
// CHECK: %[[CST:.*]] = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %[[VAL_0:.*]] = math.sqrt %[[CST]] : f32
// CHECK-NEXT: return %[[VAL_0]] : f32
// CHECK-NEXT: }
func.func @fold_sqrt() -> f32 {
  %c = arith.constant 4.0 : f32
  %0 = math.sqrt %c : f32
  return %0 : f32
}
