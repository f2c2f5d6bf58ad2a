// RUN: mlir-opt %s | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @count(%arg0: i32) -> i32 {
// OPT-NEXT: %c0_i32 = arith.constant 0 : i32
// OPT-NEXT: %c1_i32 = arith.constant 1 : i32
// OPT-NEXT: %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// OPT-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i32
// OPT-NEXT: scf.condition(%1) %arg1 : i32
// OPT-NEXT: } do {
// OPT-NEXT: ^bb0(%arg1: i32):
// OPT-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// OPT-NEXT: scf.yield %1 : i32
// OPT-NEXT: }
// OPT-NEXT: return %0 : i32
// OPT-NEXT: }
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
