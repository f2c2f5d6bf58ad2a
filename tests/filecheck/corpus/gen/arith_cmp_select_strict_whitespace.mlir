// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=STRICT --strict-whitespace

func.func @select_same(%c: i1, %a: f32) -> f32 {
  %0 = arith.select %c, %a, %a : f32
  return %0 : f32
}

func.func @cmp_true(%a: index) -> i1 {
  %0 = arith.cmpi eq, %a, %a : index
  return %0 : i1
}

func.func @float_ops(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.mulf %0, %y : f32
  %2 = arith.negf %1 : f32
  return %2 : f32
}

// STRICT: module {
// STRICT-NEXT:  func.func @select_same(%arg0: i1, %arg1: f32) -> f32 {
// STRICT-NEXT:    return %arg1 : f32
// STRICT-NEXT:  }
// STRICT-NEXT:  func.func @cmp_true(%arg0: index) -> i1 {
// STRICT-NEXT:    %true = arith.constant true
