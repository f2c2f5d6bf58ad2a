// RUN: mlir-opt %s | FileCheck %s

module @outer {
  module @inner {
// CHECK: module @outer {
// CHECK: module @inner {
// CHECK-LABEL: func.func @f() {
// CHECK-COUNT-3: return
// CHECK-NEXT: }
    func.func @f() {
      return
    }
  }
// CHECK-LABEL: func.func @g() {
// CHECK: return
// CHECK-NEXT: }
  func.func @g() {
    return
  }
}
