// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @complex(
// CHECK-SAME: %[[ARG0:.*]]: f32, %[[ARG1:.*]]: f32) -> f32 {
// CHECK: %[[VAL_0:.*]] = complex.create %[[ARG0]], %[[ARG1]] : complex<f32>
// CHECK: %[[VAL_1:.*]] = complex.re %[[VAL_0]] : complex<f32>
// CHECK: return %[[VAL_1]] : f32
// CHECK: }
func.func @complex(%a: f32, %b: f32) -> f32 {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.re %0 : complex<f32>
  return %1 : f32
}

// CHECK-LABEL: func.func @complex_add_missing(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: complex<f64>, %[[ARG1:[a-z0-9_]+]]: complex<f64>) -> complex<f64> {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = complex.add %[[ARG0]], %[[ARG1]] : complex<f64>
// CHECK: return %[[VAL_0]] : complex<f64>
// CHECK: }
func.func @complex_add(%x: complex<f64>, %y: complex<f64>) -> complex<f64> {
  %0 = complex.add %x, %y : complex<f64>
  return %0 : complex<f64>
}
