// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i1, %[[ARG1:[a-z0-9_]+]]: i32, %[[ARG2:[a-z0-9_]+]]: i32) -> i32 {
// CHECK: cf.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb2(%[[ARG2]] : i32)
// CHECK-NEXT: ^bb1(%[[VAL_0:[a-z0-9_]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[VAL_0]] : i32)
// CHECK-NEXT: ^bb2(%[[VAL_1:[a-z0-9_]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%[[VAL_1]] : i32)
// CHECK-NEXT: ^bb3(%[[VAL_2:[a-z0-9_]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %[[VAL_2]] : i32
// CHECK-NEXT: }
func.func @cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

// CHECK-LABEL: func.func @cond(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i32, %[[ARG1:[^ ,:)]+]]: f32) -> f32 {
// CHECK: cf.switch %[[ARG0]] : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 0: ^bb2,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %[[ARG1]] : f32
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %[[VAL_0:[^ ,:)]+]] = arith.addf %[[ARG1]], %[[ARG1]] : f32
// CHECK-NEXT: return %[[VAL_0]] : f32
// CHECK-NEXT: }
func.func @switch(%v: i32, %a: f32) -> f32 {
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb2
  ]
^bb1:
  return %a : f32
^bb2:
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
