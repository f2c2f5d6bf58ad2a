// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// OPT-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// OPT-NEXT: return %0 : i32
// OPT-NEXT: }
func.func @cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

// OPT-LABEL: func.func @switch(%arg0: i32, %arg1: f32) -> f32 {
// OPT-NEXT: cf.switch %arg0 : i32, [
// OPT-NEXT: default: ^bb1,
// OPT-NEXT: 0: ^bb2,
// OPT-NEXT: 1: ^bb2
// OPT-NEXT: ]
// OPT-NEXT: ^bb1:  // pred: ^bb0
// OPT-NEXT: return %arg1 : f32
// OPT-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// OPT-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// OPT-NEXT: return %0 : f32
// OPT-NEXT: }
func.func @switch(%v: i32, %a: f32) -> f32 {
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb2
  ]
^bb1:
  return %a : f32
^bb2:
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
