// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @complex(
// CHECK-SAME: %[[ARG0:.*]]: f32, %[[ARG1:.*]]: f32) -> f32 {
// CHECK: %[[VAL_0:.*]] = complex.create %[[ARG0]], %[[ARG1]] : complex<f32>
// CHECK-NEXT: %[[VAL_1:.*]] = complex.re %[[VAL_0]] : complex<f32>
// CHECK-NEXT: return %[[VAL_1]] : f32
// CHECK-NEXT: }
func.func @complex(%a: f32, %b: f32) -> f32 {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.re %0 : complex<f32>
  return %1 : f32
}

// CHECK-LABEL: func.func @complex_add(
// CHECK-SAME: %[[ARG0:.*]]: complex<f64>, %[[ARG1:.*]]: complex<f64>) -> complex<f64> {
// CHECK: %[[VAL_0:.*]] = complex.add %[[ARG0]], %[[ARG1]] : complex<f64>
// CHECK-NEXT: return %[[VAL_0]] : complex<f64>
// CHECK-NEXT: }
func.func @complex_add(%x: complex<f64>, %y: complex<f64>) -> complex<f64> {
  %0 = complex.add %x, %y : complex<f64>
  return %0 : complex<f64>
}
