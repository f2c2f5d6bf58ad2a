// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @types(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i1,
// CHECK-SAME: %[[ARG1:[^ ,:)]+]]: si8,
// CHECK-SAME: %[[ARG2:[^ ,:)]+]]: ui16,
// CHECK-SAME: %[[ARG3:[^ ,:)]+]]: f16,
// CHECK-SAME: %[[ARG4:[^ ,:)]+]]: bf16,
// CHECK-SAME: %[[ARG5:[^ ,:)]+]]: f64,
// CHECK-SAME: %[[ARG6:[^ ,:)]+]]: index,
// CHECK-SAME: %[[ARG7:[^ ,:)]+]]: tuple<i32,
// CHECK-SAME: f32>,
// CHECK-SAME: %[[ARG8:[^ ,:)]+]]: memref<2x?xf32,
// CHECK-SAME: strided<[?,
// CHECK-SAME: 1],
// CHECK-SAME: offset: ?>>,
// CHECK-SAME: %[[ARG9:[^ ,:)]+]]: tensor<*xf32>,
// CHECK-SAME: %[[ARG10:[^ ,:)]+]]: vector<[4]xf32>,
// CHECK-SAME: %[[ARG11:[^ ,:)]+]]: none) {
// CHECK: return
// CHECK-NEXT: }
func.func @types(%a: i1, %b: si8, %c: ui16, %d: f16, %e: bf16, %f: f64, %g: index,
                 %h: tuple<i32, f32>, %i: memref<2x?xf32, strided<[?, 1], offset: ?>>,
                 %j: tensor<*xf32>, %k: vector<[4]xf32>, %l: none) {
  return
}
