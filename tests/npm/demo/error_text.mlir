// RUN: not mlir-opt %s 2>&1 | FileCheck %s
// CHECK: error: custom op 'arith.nonexistent' is unknown
func.func @f() {
  arith.nonexistent
  return
}
