// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index, %[[ARG3:.*]]: f32) -> f32 {
// CHECK: %[[VAL_0:.*]] = scf.for %[[ARG4:.*]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG5:.*]] = %[[ARG3]]) -> (f32) {
// CHECK-NEXT: %[[VAL_1:.*]] = arith.addf %[[ARG5]], %[[ARG5]] : f32
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
// CHECK: %[[C0:.*]] = arith.constant [[#%d,CST0:]] : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant [[#%d,CST1:]] : index
// CHECK-NEXT: scf.for %arg1 = %[[C0]] to %[[ARG0]] step %[[C1]] {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
