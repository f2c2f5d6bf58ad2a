// RUN: mlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @index_math(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index) -> index {
// CHECK: %[[VAL_0:.*]] = index.add %[[ARG0]], %[[ARG1]]
// CHECK-NEXT: %[[VAL_1:.*]] = index.mul %[[VAL_0]], %[[ARG1]]
// CHECK-NEXT: %[[VAL_2:.*]] = index.sub %[[VAL_1]], %[[ARG0]]
// CHECK-NEXT: return %[[VAL_2]] : index
// CHECK-NEXT: }
func.func @index_math(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.sub %1, %a
  return %2 : index
}

// CHECK-LABEL: func.func @index_const() -> index {
// CHECK: %[[IDX42:[^ ,:)]+]] = index.constant 42
// CHECK-NEXT: return %[[IDX42]] : index
// CHECK-NEXT: }
func.func @index_const() -> index {
  %0 = index.constant 40
  %1 = index.constant 2
  %2 = index.add %0, %1
  return %2 : index
}
