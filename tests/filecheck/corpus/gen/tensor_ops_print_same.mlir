// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @extract_insert(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: tensor<4xf32>,
// CHECK-SAME: %[[ARG1:[a-z0-9_]+]]: f32) -> f32 {
// CHECK: %[[C1:[a-z0-9_]+]] = arith.constant 1 : index
// CHECK-NEXT: %[[INSERTED:[a-z0-9_]+]] = tensor.insert %[[ARG1]] into %[[ARG0]][%[[C1]]] : tensor<4xf32>
// CHECK-NEXT: %[[EXTRACTED:[a-z0-9_]+]] = tensor.extract %[[INSERTED]][%[[C1]]] : tensor<4xf32>
// CHECK-NEXT: return %[[EXTRACTED]] : f32
// CHECK-NEXT: }
func.func @extract_insert(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1] : tensor<4xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @empty(
// CHECK-SAME: ) -> tensor<2x3xi32> {
// CHECK: %[[VAL_0:[^ ,:)]+]] = tensor.empty() : tensor<2x3xi32>
// CHECK-NEXT: return %[[VAL_0]] : tensor<2x3xi32>
// CHECK-NEXT: }
func.func @empty() -> tensor<2x3xi32> {
  %0 = tensor.empty() : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// CHECK-LABEL: func.func @cast(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: tensor<4xf32>) -> tensor<?xf32> {
// CHECK: %[[CAST:[^ ,:)]+]] = tensor.cast %[[ARG0]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[CAST]] : tensor<?xf32>
// CHECK-NEXT: }
func.func @cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
