// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: f32) -> vector<4xf32> {
// CHECK: %[[VAL_0:[^ ,:)]+]] = vector.broadcast %[[ARG0]] : f32 to vector<4xf32>
// CHECK-NEXT: return %[[UNDEFINED_VALUE]] : vector<4xf32>
// CHECK-NEXT: }
func.func @broadcast(%a: f32) -> vector<4xf32> {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @extract(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: vector<4x8xf32>) -> f32 {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = vector.extract %[[ARG0]][1, 2] : f32 from vector<4x8xf32>
// CHECK-NEXT: return %[[VAL_0]] : f32
// CHECK-NEXT: }
func.func @extract(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[1, 2] : f32 from vector<4x8xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @fma(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: vector<8xf32>, %[[ARG1:[^ ,:)]+]]: vector<8xf32>, %[[ARG2:[^ ,:)]+]]: vector<8xf32>) -> vector<8xf32> {
// CHECK: %[[VAL_0:[^ ,:)]+]] = vector.fma %[[ARG0]], %[[ARG1]], %[[ARG2]] : vector<8xf32>
// CHECK-NEXT: return %[[VAL_0]] : vector<8xf32>
// CHECK-NEXT: }
func.func @fma(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.fma %a, %b, %c : vector<8xf32>
  return %0 : vector<8xf32>
}
