// RUN: mlir-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @sum(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index, %[[ARG3:.*]]: f32) -> f32 {
// CHECK: cf.br ^bb1(%[[ARG0]], %[[ARG3]] : index, f32)
// CHECK: %[[VAL_2:.*]] = arith.cmpi slt, %0, %[[ARG1]] : index
// CHECK: ^bb2:  // pred: ^bb1
// CHECK: %[[VAL_4:.*]] = arith.addi %0, %[[ARG2]] : index
// CHECK: ^bb3:  // pred: ^bb1
// CHECK: }
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @empty_loop_missing(
// CHECK-SAME: %[[ARG0:.*]]: index) {
// CHECK: %[[C0:.*]] = arith.constant {{[0-9]+}} : index
// CHECK: cf.br ^bb1(%[[C0]] : index)
// CHECK: %[[VAL_1:.*]] = arith.cmpi slt, %{{[0-9]+}}, %[[ARG0]] : index
// CHECK: ^bb2:  // pred: ^bb1
// CHECK: cf.br ^bb1(%2 : index)
// CHECK: return
// CHECK: }
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
