// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func.func @index_math(
// CHECK-SAME: %[[ARG0:[a-z0-9_]+]]: index, %[[ARG1:[a-z0-9_]+]]: index) -> index {
// CHECK: %[[VAL_0:[a-z0-9_]+]] = index.add %[[ARG0]], %[[ARG1]]
// CHECK: %[[VAL_2:[a-z0-9_]+]] = index.sub %1, %[[ARG0]]
// CHECK: }
func.func @index_math(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.sub %1, %a
  return %2 : index
}

// CHECK-LABEL: func.func @index_const() -> index {
// CHECK: %[[IDX40:[^ ,:)]+]] = index.constant {{[0-9]+}}
// CHECK: %[[VAL_0:[^ ,:)]+]] = index.add %[[IDX40]], %idx2
// CHECK: }
func.func @index_const() -> index {
  %0 = index.constant 40
  %1 = index.constant 2
  %2 = index.add %0, %1
  return %2 : index
}
