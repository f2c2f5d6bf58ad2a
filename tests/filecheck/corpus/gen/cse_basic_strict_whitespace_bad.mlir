// RUN: mlir-opt %s --cse | FileCheck %s --check-prefix=STRICT --strict-whitespace

func.func @dup(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

func.func @dup_const() -> (index, index) {
  %c4 = arith.constant 4 : index
  %c4_0 = arith.constant 4 : index
  return %c4, %c4_0 : index, index
}

func.func @no_dup(%a: f32) -> f32 {
  %0 = math.exp %a : f32
  %1 = math.log %0 : f32
  return %1 : f32
}

// STRICT: module {
// STRICT-NEXT: func.func @dup(%arg0: i32, %arg1: i32) -> (i32, i32) {
// STRICT-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// STRICT-NEXT:   return %0, %0 : i32, i32
// STRICT-NEXT: }
// STRICT-NEXT: func.func @dup_const() -> (index, index) {
