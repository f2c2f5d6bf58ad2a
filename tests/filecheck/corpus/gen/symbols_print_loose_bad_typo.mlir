// RUN: mlir-opt %s | FileCheck %s

module {
// CHECK-LABEL: func.func private @dead() {
// CHECK: rteurn
// CHECK: }
  func.func private @dead() {
    return
  }
// CHECK-LABEL: func.func nested @nested() {
// CHECK: return
// CHECK: }
  func.func nested @nested() {
    return
  }
// CHECK-LABEL: func.func @live() {
// CHECK: return
// CHECK: }
  func.func @live() {
    return
  }
}
