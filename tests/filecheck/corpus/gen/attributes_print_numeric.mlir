// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @attrs() attributes {test.arr = [1, 2, 3], test.flag, test.num = 42 : i64, test.str = "hello"} {
// CHECK: return
// CHECK-NEXT: }
func.func @attrs() attributes {test.flag, test.num = 42 : i64, test.str = "hello", test.arr = [1, 2, 3]} {
  return
}

// CHECK-LABEL: func.func @dense() -> tensor<2x2xi32> {
// CHECK: %[[CST:[a-z0-9_]+]] = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: return %[[CST]] : tensor<2x2xi32>
// CHECK-NEXT: }
func.func @dense() -> tensor<2x2xi32> {
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func.func @splat() -> vector<4xf32> {
// CHECK: %[[CST:[a-z0-9_]+]] = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT: return %[[CST]] : vector<4xf32>
// CHECK-NEXT: }
func.func @splat() -> vector<4xf32> {
  %0 = arith.constant dense<1.5> : vector<4xf32>
  return %0 : vector<4xf32>
}
