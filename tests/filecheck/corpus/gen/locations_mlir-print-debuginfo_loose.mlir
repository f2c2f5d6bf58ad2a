// RUN: mlir-opt %s --mlir-print-debuginfo | FileCheck %s

// CHECK: #loc2 = loc("arg.mlir":1:2)
// CHECK-LABEL: func.func @loc(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i32 loc("arg.mlir":1:2)) -> i32 {
// CHECK: %[[VAL_0:[^ ,:)]+]] = arith.addi %[[ARG0]], %[[ARG0]] : i32 loc(#loc3)
// CHECK: return %1 : i32 loc(#loc6)
func.func @loc(%a: i32 loc("arg.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("file.mlir":10:8)
  %1 = arith.muli %0, %a : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  return %1 : i32 loc(unknown)
}

// CHECK: } loc(#loc)
// CHECK: #loc = loc("<stdin>":0:0)
// CHECK: #loc1 = loc("<stdin>":2:1)
// CHECK: #loc3 = loc("file.mlir":10:8)
