// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefixes=BOTH,NOPE

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

// BOTH: module
// OPT2: func.func
// BOTH: return
