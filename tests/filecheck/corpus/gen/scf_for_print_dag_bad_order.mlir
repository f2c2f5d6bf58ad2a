// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @empty_loop(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: index, %[[ARG1:[^ ,:)]+]]: index, %[[ARG2:[^ ,:)]+]]: index, %[[ARG3:[^ ,:)]+]]: f32) -> f32 {
// CHECK: %[[VAL_0:[^ ,:)]+]] = scf.for %[[ARG4:[^ ,:)]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG5:[^ ,:)]+]] = %[[ARG3]]) -> (f32) {
// CHECK: %[[VAL_1:[^ ,:)]+]] = arith.addf %[[ARG5]], %[[ARG5]] : f32
// CHECK: scf.yield %[[VAL_1]] : f32
// CHECK: }
// CHECK: return %[[VAL_0]] : f32
// CHECK: }
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: index) {
// CHECK-DAG: %[[C0:[a-z0-9_]+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:[a-z0-9_]+]] = arith.constant 1 : index
// CHECK: scf.for %arg1 = %[[C0]] to %[[ARG0]] step %[[C1]] {
// CHECK: }
// CHECK: return
// CHECK: }
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
