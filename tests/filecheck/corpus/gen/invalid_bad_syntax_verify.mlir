// RUN: mlir-opt %s --verify-diagnostics

// expected-error@+1 {{expected non-function type}}
func.func @f( {
  return
}
