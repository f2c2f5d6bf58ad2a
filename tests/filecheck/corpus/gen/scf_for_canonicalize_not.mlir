// RUN: mlir-opt %s --canonicalize | FileCheck %s --implicit-check-not=arith.constant

// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: index, %[[ARG1:[a-z0-9_]+]]: index, %[[ARG2:[a-z0-9_]+]]: index, %[[ARG3:[a-z0-9_]+]]: f32) -> f32 {
// CHECK-NOT: arith.constant
// CHECK: %[[VAL_0:[a-z0-9_]+]] = scf.for %[[ARG4:[a-z0-9_]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG5:[a-z0-9_]+]] = %[[ARG3]]) -> (f32) {
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]] = arith.addf %[[ARG5]], %[[ARG5]] : f32
// CHECK-NEXT: scf.yield %[[VAL_1]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[VAL_0]] : f32
// CHECK-NEXT: }
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @empty_loop(
// CHECK-SAME: %[[ARG0:.*]]: index) {
// CHECK-NOT: arith.constant
// CHECK: return
// CHECK-NEXT: }
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
