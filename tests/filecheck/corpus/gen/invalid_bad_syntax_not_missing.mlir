// RUN: mlir-opt %s 2>&1 | FileCheck %s

func.func @f( {
  return
}

// CHECK: error: expected non-function type
