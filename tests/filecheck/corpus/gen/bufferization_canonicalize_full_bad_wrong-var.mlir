// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @to_buffer(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: tensor<4xf32>) -> memref<4xf32> {
// CHECK: %[[VAL_0:[^ ,:)]+]] = bufferization.to_buffer %[[ARG0]] : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: return %[[ARG0]] : memref<4xf32>
// CHECK-NEXT: }
func.func @to_buffer(%t: tensor<4xf32>) -> memref<4xf32> {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
