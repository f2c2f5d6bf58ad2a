// RUN: mlir-opt %s --inline | FileCheck %s --implicit-check-not=func.call

func.func private @helper(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
// CHECK-NOT: func.call
// CHECK: %[[C4_I32:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[VAL_0:.*]] = arith.muli %[[ARG0]], %[[C4_I32]] : i32
// CHECK-NEXT: return %[[VAL_0]] : i32
// CHECK-NEXT: }
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @helper(%a) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @unused() {
  return
}
