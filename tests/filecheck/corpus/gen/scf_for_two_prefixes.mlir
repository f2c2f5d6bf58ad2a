// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefixes=BOTH,OPT2

func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}

func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// BOTH: module
// OPT2: func.func
// BOTH: return
