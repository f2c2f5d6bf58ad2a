// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefixes=BOTH,NOPE

func.func @extract_insert(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1] : tensor<4xf32>
  return %1 : f32
}

func.func @empty() -> tensor<2x3xi32> {
  %0 = tensor.empty() : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// BOTH: module
// OPT2: func.func
// BOTH: return
