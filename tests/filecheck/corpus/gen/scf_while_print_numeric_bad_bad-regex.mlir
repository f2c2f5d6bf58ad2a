// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @count(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i32) -> i32 {
// CHECK: %[[C0_I32:[^ ,:)]+]] = arith.constant [[#%d,CST0:]] : i32
// CHECK-NEXT: %[[C1_I32:[^ ,:)]+]] = arith.constant [[#%d,CST1:]] : i32
// CHECK-NEXT: %[[VAL_0:[^ ,:)]+]] = scf.while (%arg1 = %[[C0_I32]]) : (i32) -> i32 {
// CHECK-NEXT: %[[VAL_1:[^ ,:)]+]] = arith.cmpi slt, %arg1, %[[ARG0]] : i32
// CHECK-NEXT: scf.condition(%[[VAL_1]]) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[ARG1:[^ ,:)]+]]: i32):
// CHECK-NEXT: %[[VAL_1]] = arith.addi %[[ARG1]], %[[C1_I32]] : i32
// CHECK-NEXT: scf.yield %[[VAL_1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[VAL_0]] : i32 {{[a-z}}
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
