// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @if_yield(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i1, %[[ARG1:[a-z0-9_]+]]: i32, %[[ARG2:[a-z0-9_]+]]: i32) -> i32 {
// CHECK-NOT: arith.constant
// CHECK-COUNT-3: %[[VAL_0:[a-z0-9_]+]] = scf.if %[[ARG0]] -> (i32) {
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]] = arith.addi %[[ARG1]], %[[ARG2]] : i32
// CHECK-NEXT: scf.yield %[[VAL_1]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ARG2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[VAL_0]] : i32
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
// CHECK-NOT: arith.constant
// CHECK: return %[[ARG0]] : i32
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
