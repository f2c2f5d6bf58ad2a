// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @if_yield(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// OPT-NEXT: %0 = scf.if %arg0 -> (i32) {
// OPT-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// OPT-NEXT: scf.yield %1 : i32
// OPT-NEXT: } else {
// OPT-NEXT: scf.yield %arg2 : i32
// OPT-NEXT: }
// OPT-NEXT: return %0 : i32
// OPT-NEXT: }
func.func @if_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// OPT-LABEL: func.func @if_true(%arg0: i32) -> i32 {
// OPT-NEXT: return %arg0 : i32
// OPT-NEXT: }
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
