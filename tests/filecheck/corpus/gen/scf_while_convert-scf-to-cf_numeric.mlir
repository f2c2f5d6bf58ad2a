// RUN: mlir-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @count(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32) -> i32 {
// CHECK: %[[C0_I32:[a-z0-9_]+]] = arith.constant [[#%d,CST0:]] : i32
// CHECK-NEXT: %[[C1_I32:[a-z0-9_]+]] = arith.constant [[#%d,CST1:]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[C0_I32]] : i32)
// CHECK-NEXT: ^bb1(%[[VAL_0:[a-z0-9_]+]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]] = arith.cmpi slt, %[[VAL_0]], %[[ARG0]] : i32
// CHECK-NEXT: cf.cond_br %[[VAL_1]], ^bb2(%[[VAL_0]] : i32), ^bb3
// CHECK-NEXT: ^bb2(%[[VAL_2:[a-z0-9_]+]]: i32):  // pred: ^bb1
// CHECK-NEXT: %[[VAL_3:[a-z0-9_]+]] = arith.addi %[[VAL_2]], %[[C1_I32]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[VAL_3]] : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %[[VAL_0]] : i32
// CHECK-NEXT: }
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
