// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefixes=BOTH,OPT2

func.func @load_store(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x8xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%j, %i] : memref<4x8xf32>
  return %v : f32
}

func.func @alloc_dealloc() {
  %0 = memref.alloc() : memref<16xi8>
  memref.dealloc %0 : memref<16xi8>
  return
}

func.func @dim(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  return %d : index
}

// BOTH: module
// OPT2: func.func
// BOTH: return
