// RUN: mlir-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @if_yield(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i1, %[[ARG1:[^ ,:)]+]]: i32, %[[ARG2:[^ ,:)]+]]: i32) -> i32 {
// CHECK-NOT: scf.if
// CHECK-NOT: scf.yield
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %[[VAL_0:[^ ,:)]+]] = arith.addi %[[ARG1]], %[[ARG2]] : i32
// CHECK-NEXT: cf.br ^bb3(%[[VAL_0]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[ARG2]] : i32)
// CHECK-NEXT: ^bb3(%[[VAL_1:[^ ,:)]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %[[VAL_1]] : i32
// CHECK-NEXT: }
func.func @if_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_true(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NOT: scf.if
// CHECK-NOT: scf.yield
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: cf.cond_br %[[TRUE]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[ARG0]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb3(%[[C0_I32]] : i32)
// CHECK-NEXT: ^bb3(%[[VAL_0:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %[[VAL_0]] : i32
// CHECK-NEXT: }
func.func @if_true(%a: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    scf.yield %a : i32
  } else {
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  }
  return %r : i32
}
