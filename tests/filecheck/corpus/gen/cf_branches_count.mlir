// RUN: mlir-opt %s --canonicalize | FileCheck %s

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

// CHECK-COUNT-2: func.func
// CHECK-NOT: func.func
