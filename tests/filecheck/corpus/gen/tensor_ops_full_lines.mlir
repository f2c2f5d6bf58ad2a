// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @extract_insert(%arg0: tensor<4xf32>, %arg1: f32) -> f32 {
// OPT-NEXT: return %arg1 : f32
// OPT-NEXT: }
func.func @extract_insert(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1] : tensor<4xf32>
  return %1 : f32
}

// OPT-LABEL: func.func @empty() -> tensor<2x3xi32> {
// OPT-NEXT: %0 = tensor.empty() : tensor<2x3xi32>
// OPT-NEXT: return %0 : tensor<2x3xi32>
// OPT-NEXT: }
func.func @empty() -> tensor<2x3xi32> {
  %0 = tensor.empty() : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// OPT-LABEL: func.func @cast(%arg0: tensor<4xf32>) -> tensor<?xf32> {
// OPT-NEXT: %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// OPT-NEXT: return %cast : tensor<?xf32>
// OPT-NEXT: }
func.func @cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
