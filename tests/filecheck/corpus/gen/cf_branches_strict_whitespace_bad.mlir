// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=STRICT --strict-whitespace

func.func @cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

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

// STRICT: module {
// STRICT-NEXT: func.func @cond(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// STRICT-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// STRICT-NEXT:   return %0 : i32
// STRICT-NEXT: }
// STRICT-NEXT: func.func @switch(%arg0: i32, %arg1: f32) -> f32 {
