// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @hoist(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: index, %[[ARG1:[^ ,:)]+]]: index, %[[ARG2:[^ ,:)]+]]: index, %[[ARG3:[^ ,:)]+]]: i32, %[[ARG4:[^ ,:)]+]]: memref<?xi32>) {
// CHECK: scf.for %arg5 = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] {
// CHECK: memref.store %{{[0-9]+}}, %[[ARG4]][%arg5] : memref<?xi32>
// CHECK: }
// CHECK: return
// CHECK: }
func.func @hoist(%lb: index, %ub: index, %step: index, %a: i32, %m: memref<?xi32>) {
  scf.for %i = %lb to %ub step %step {
    %inv = arith.muli %a, %a : i32
    memref.store %inv, %m[%i] : memref<?xi32>
  }
  return
}
