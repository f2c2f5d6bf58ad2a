// RUN: mlir-opt %s --symbol-dce | FileCheck %s

module {
  func.func private @dead() {
    return
  }
  func.func nested @nested() {
    return
  }
// CHECK-LABEL: func.func @live() {
// CHECK: return
// CHECK-SAME: }
  func.func @live() {
    return
  }
}
