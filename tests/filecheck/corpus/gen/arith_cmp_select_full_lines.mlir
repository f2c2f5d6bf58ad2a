// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @select_same(%arg0: i1, %arg1: f32) -> f32 {
// OPT-NEXT: return %arg1 : f32
// OPT-NEXT: }
func.func @select_same(%c: i1, %a: f32) -> f32 {
  %0 = arith.select %c, %a, %a : f32
  return %0 : f32
}

// OPT-LABEL: func.func @cmp_true(%arg0: index) -> i1 {
// OPT-NEXT: %true = arith.constant true
// OPT-NEXT: return %true : i1
// OPT-NEXT: }
func.func @cmp_true(%a: index) -> i1 {
  %0 = arith.cmpi eq, %a, %a : index
  return %0 : i1
}

// OPT-LABEL: func.func @float_ops(%arg0: f32, %arg1: f32) -> f32 {
// OPT-NEXT: %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// OPT-NEXT: %1 = arith.mulf %0, %arg1 : f32
// OPT-NEXT: %2 = arith.negf %1 : f32
// OPT-NEXT: return %2 : f32
// OPT-NEXT: }
func.func @float_ops(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.mulf %0, %y : f32
  %2 = arith.negf %1 : f32
  return %2 : f32
}
