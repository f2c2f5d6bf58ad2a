// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @types_missing(
// CHECK-SAME: %[[ARG0:[^ ,:)]+]]: i1, %[[ARG1:[^ ,:)]+]]: si8, %[[ARG2:[^ ,:)]+]]: ui16, %[[ARG3:[^ ,:)]+]]: f16, %[[ARG4:[^ ,:)]+]]: bf16, %[[ARG5:[^ ,:)]+]]: f64, %[[ARG6:[^ ,:)]+]]: index, %[[ARG7:[^ ,:)]+]]: tuple<i32, f32>, %[[ARG8:[^ ,:)]+]]: memref<2x?xf32, strided<[?, 1], offset: ?>>, %[[ARG9:[^ ,:)]+]]: tensor<*xf32>, %[[ARG10:[^ ,:)]+]]: vector<[4]xf32>, %[[ARG11:[^ ,:)]+]]: none) {
// CHECK: return
// CHECK: }
func.func @types(%a: i1, %b: si8, %c: ui16, %d: f16, %e: bf16, %f: f64, %g: index,
                 %h: tuple<i32, f32>, %i: memref<2x?xf32, strided<[?, 1], offset: ?>>,
                 %j: tensor<*xf32>, %k: vector<[4]xf32>, %l: none) {
  return
}
