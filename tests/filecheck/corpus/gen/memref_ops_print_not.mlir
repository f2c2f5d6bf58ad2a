// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @load_store(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: memref<4x8xf32>, %[[ARG1:[^ ,:)]+]]: index, %[[ARG2:[^ ,:)]+]]: index) -> f32 {
// CHECK: %[[VAL_0:[^ ,:)]+]] = memref.load %[[ARG0]][%[[ARG1]], %[[ARG2]]] : memref<4x8xf32>
// CHECK-NEXT: %[[VAL_1:[^ ,:)]+]] = arith.addf %[[VAL_0]], %[[VAL_0]] : f32
// CHECK-NEXT: memref.store %[[VAL_1]], %[[ARG0]][%[[ARG2]], %[[ARG1]]] : memref<4x8xf32>
// CHECK-NEXT: return %[[VAL_0]] : f32
// CHECK-NEXT: }
func.func @load_store(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x8xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%j, %i] : memref<4x8xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @alloc_dealloc() {
// CHECK: %[[ALLOC:[^ ,:)]+]] = memref.alloc() : memref<16xi8>
// CHECK-NEXT: memref.dealloc %[[ALLOC]] : memref<16xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc_dealloc() {
  %0 = memref.alloc() : memref<16xi8>
  memref.dealloc %0 : memref<16xi8>
  return
}

// CHECK-LABEL: func.func @dim(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: memref<?x4xf32>) -> index {
// CHECK: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[DIM:[a-z0-9_]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?x4xf32>
// CHECK-NEXT: return %[[DIM]] : index
// CHECK-NEXT: }
func.func @dim(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  return %d : index
}
