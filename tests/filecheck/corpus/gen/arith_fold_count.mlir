// RUN: mlir-opt %s --canonicalize | FileCheck %s

func.func @fold_add() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

func.func @fold_mul_zero(%arg0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %0 = arith.muli %arg0, %c0 : i64
  return %0 : i64
}

func.func @keep_div(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}

// CHECK-COUNT-3: func.func
// CHECK-NOT: func.func
