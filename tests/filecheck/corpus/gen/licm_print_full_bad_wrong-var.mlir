// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @hoist(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: index, %[[ARG1:[a-z0-9_]+]]: index, %[[ARG2:[a-z0-9_]+]]: index, %[[ARG3:[a-z0-9_]+]]: i32, %[[ARG4:[a-z0-9_]+]]: memref<?xi32>) {
// CHECK: scf.for %arg5 = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] {
// CHECK-NEXT: %[[VAL_0:[a-z0-9_]+]] = arith.muli %[[ARG3]], %[[ARG3]] : i32
// CHECK-NEXT: memref.store %[[ARG1]], %[[ARG4]][%arg5] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist(%lb: index, %ub: index, %step: index, %a: i32, %m: memref<?xi32>) {
  scf.for %i = %lb to %ub step %step {
    %inv = arith.muli %a, %a : i32
    memref.store %inv, %m[%i] : memref<?xi32>
  }
  return
}
