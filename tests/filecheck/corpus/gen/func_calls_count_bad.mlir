// RUN: mlir-opt %s --inline | FileCheck %s

func.func private @helper(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = func.call @helper(%a) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @unused() {
  return
}

// CHECK-COUNT-2: func.func
