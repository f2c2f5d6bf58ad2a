// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @propagate(
// CHECK-SAME: %[[ARG0:.*]]: i1) -> i32 {
// CHECK: %[[C1_I32:.*]] = arith.constant [[#%d,CST0:]] : i32
// CHECK-NEXT: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[C1_I32]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[C1_I32]] : i32)
// CHECK-NEXT: ^bb3(%[[VAL_0:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %[[VAL_1:.*]] = arith.addi %[[VAL_0]], %[[C1_I32]] : i32
// CHECK-NEXT: return %[[VAL_1]] : i32
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
