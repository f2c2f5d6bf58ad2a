// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @loc(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i32) -> i32 {
// CHECK: %[[VAL_0:[^ ,:)]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32
// CHECK-NEXT: %[[VAL_1:[^ ,:)]+]] = arith.muli %[[VAL_0]], %[[ARG0]] : i32 {{(}}
// CHECK-NEXT: return %[[VAL_1]] : i32
// CHECK-NEXT: }
func.func @loc(%a: i32 loc("arg.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("file.mlir":10:8)
  %1 = arith.muli %0, %a : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  return %1 : i32 loc(unknown)
}
