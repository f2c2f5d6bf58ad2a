// RUN: mlir-opt %s | FileCheck %s

#map = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK: #map = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-LABEL: func.func @apply(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: index) -> index {
// CHECK: %[[VAL_0:[^ ,:)]+]] = affine.apply #map(%[[ARG0]])
// CHECK: }
func.func @apply(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: memref<10xf32>) {
// CHECK: affine.for %arg1 = 0 to 10 {
// CHECK: affine.store %0, %[[ARG0]][%arg1] : memref<10xf32>
// CHECK: }
// CHECK: return
// CHECK: }
func.func @loop(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}
