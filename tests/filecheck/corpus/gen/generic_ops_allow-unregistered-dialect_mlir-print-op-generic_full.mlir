// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

func.func @unregistered(%a: i32) -> i32 {
  %0 = "test.foo"(%a) {attr = 7 : i64} : (i32) -> i32
  %1:2 = "test.bar"(%0, %0) : (i32, i32) -> (i32, i32)
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return %1#1 : i32
}

// CHECK: "builtin.module"() ({
// CHECK: "func.func"() <{function_type = (i32) -> i32, sym_name = "unregistered"}> ({
// CHECK: ^bb0(%arg0: i32):
// CHECK: %0 = "test.foo"(%arg0) {attr = 7 : i64} : (i32) -> i32
