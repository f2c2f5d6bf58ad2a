// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @fold_add() -> i32 {
// OPT-NEXT: %c3_i32 = arith.constant 3 : i32
// OPT-NEXT: return %c3_i32 : i32
// OPT-NEXT: }
func.func @fold_add() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

// OPT-LABEL: func.func @fold_mul_zero(%arg0: i64) -> i64 {
// OPT-NEXT: %c0_i64 = arith.constant 0 : i64
// OPT-NEXT: return %c0_i64 : i64
// OPT-NEXT: }
func.func @fold_mul_zero(%arg0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %0 = arith.muli %arg0, %c0 : i64
  return %0 : i64
}

// OPT-LABEL: func.func @keep_div(%arg0: i32, %arg1: i32) -> i32 {
// OPT-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// OPT-NEXT: %1 = arith.addi %0, %arg0 : i32
// OPT-NEXT: return %1 : i32
// OPT-NEXT: }
func.func @keep_div(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
