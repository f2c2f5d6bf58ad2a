// RUN: mlir-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @sum_missing(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: index, %[[ARG1:[a-z0-9_]+]]: index, %[[ARG2:[a-z0-9_]+]]: index, %[[ARG3:[a-z0-9_]+]]: f32) -> f32 {
// CHECK-NOT: scf.for
// CHECK-NOT: scf.yield
// CHECK: cf.br ^bb1(%[[ARG0]], %[[ARG3]] : index, f32)
// CHECK-NEXT: ^bb1(%[[VAL_0:[a-z0-9_]+]]: index, %[[VAL_1:[a-z0-9_]+]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %[[VAL_2:[a-z0-9_]+]] = arith.cmpi slt, %[[VAL_0]], %[[ARG1]] : index
// CHECK-NEXT: cf.cond_br %[[VAL_2]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %[[VAL_3:[a-z0-9_]+]] = arith.addf %[[VAL_1]], %[[VAL_1]] : f32
// CHECK-NEXT: %[[VAL_4:[a-z0-9_]+]] = arith.addi %[[VAL_0]], %[[ARG2]] : index
// CHECK-NEXT: cf.br ^bb1(%[[VAL_4]], %[[VAL_3]] : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %[[VAL_1]] : f32
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
// CHECK-NOT: scf.for
// CHECK-NOT: scf.yield
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%[[C0]] : index)
// CHECK-NEXT: ^bb1(%[[VAL_0:.*]]: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %[[VAL_1:.*]] = arith.cmpi slt, %[[VAL_0]], %[[ARG0]] : index
// CHECK-NEXT: cf.cond_br %[[VAL_1]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %[[VAL_2:.*]] = arith.addi %[[VAL_0]], %[[C1]] : index
// CHECK-NEXT: cf.br ^bb1(%[[VAL_2]] : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
