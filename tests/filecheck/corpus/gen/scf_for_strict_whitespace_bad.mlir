// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=STRICT --strict-whitespace

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

// STRICT: module {
// STRICT-NEXT: func.func @sum(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// STRICT-NEXT:   %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// STRICT-NEXT:     %1 = arith.addf %arg5, %arg5 : f32
// STRICT-NEXT:     scf.yield %1 : f32
// STRICT-NEXT:   }
