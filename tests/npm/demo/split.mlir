// RUN: split-file %s %t
// RUN: mlir-opt %t/a.mlir | FileCheck %t/a.mlir
// RUN: mlir-opt %t/b.mlir | count 6

//--- a.mlir
// CHECK: func.func private @decl()
func.func private @decl()
//--- b.mlir
func.func @b() {
  return
}
