// RUN: mlir-opt %s --canonicalize | FileCheck %s

func.func @if_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

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

// CHECK-COUNT-3: func.func
