// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s

func.func @attrs() attributes {test.flag, test.num = 42 : i64, test.str = "hello", test.arr = [1, 2, 3]} {
  return
}

func.func @dense() -> tensor<2x2xi32> {
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @splat() -> vector<4xf32> {
  %0 = arith.constant dense<1.5> : vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK: "builtin.module"() ({
// CHECK: "func.func"() <{function_type = () -> (), sym_name = "attrs"}> ({
// CHECK: "func.return"() : () -> ()
// CHECK: }) {test.arr = [1, 2, 3], test.flag, test.num = 42 : i64, test.str = "hello"} : () -> ()
