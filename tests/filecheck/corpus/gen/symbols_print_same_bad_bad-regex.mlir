// RUN: mlir-opt %s | FileCheck %s

module {
// CHECK-LABEL: func.func private @dead(
// CHECK-SAME: ) {
// CHECK: return
// CHECK-NEXT: } {{[[:nope:]]}}
  func.func private @dead() {
    return
  }
// CHECK-LABEL: func.func nested @nested(
// CHECK-SAME: ) {
// CHECK: return
// CHECK-NEXT: }
  func.func nested @nested() {
    return
  }
// CHECK-LABEL: func.func @live(
// CHECK-SAME: ) {
// CHECK: return
// CHECK-NEXT: }
  func.func @live() {
    return
  }
}
