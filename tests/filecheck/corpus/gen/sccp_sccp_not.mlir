// RUN: mlir-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @propagate(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i1) -> i32 {
// CHECK-NOT: arith.addi
// CHECK: %[[C2_I32:[a-z0-9_]+]] = arith.constant 2 : i32
// CHECK-NEXT: %[[C1_I32:[a-z0-9_]+]] = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[C1_I32]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[C1_I32]] : i32)
// CHECK-NEXT: ^bb3(%[[VAL_0:[a-z0-9_]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %[[C2_I32]] : i32
// CHECK-NEXT: }
func.func @propagate(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i32)
^bb2:
  cf.br ^bb3(%c1 : i32)
^bb3(%x: i32):
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}
