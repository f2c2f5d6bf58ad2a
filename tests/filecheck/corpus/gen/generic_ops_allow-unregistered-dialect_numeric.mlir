// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @unregistered(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: i32) -> i32 {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = "test.foo"(%[[ARG0]]) {attr = 7 : i64} : (i32) -> i32
// CHECK-NEXT: %[[VAL_1:[a-z0-9_]+]]:2 = "test.bar"(%[[VAL_0]], %[[VAL_0]]) : (i32, i32) -> (i32, i32)
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: "test.inner"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return %[[VAL_1]]#1 : i32
// CHECK-NEXT: }
func.func @unregistered(%a: i32) -> i32 {
  %0 = "test.foo"(%a) {attr = 7 : i64} : (i32) -> i32
  %1:2 = "test.bar"(%0, %0) : (i32, i32) -> (i32, i32)
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return %1#1 : i32
}
