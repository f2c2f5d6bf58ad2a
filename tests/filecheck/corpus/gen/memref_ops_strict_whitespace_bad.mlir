// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=STRICT --strict-whitespace

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

// STRICT: module {
// STRICT-NEXT: func.func @load_store(%arg0: memref<4x8xf32>, %arg1: index, %arg2: index) -> f32 {
// STRICT-NEXT:   %0 = memref.load %arg0[%arg1, %arg2] : memref<4x8xf32>
// STRICT-NEXT:   %1 = arith.addf %0, %0 : f32
// STRICT-NEXT:   memref.store %1, %arg0[%arg2, %arg1] : memref<4x8xf32>
// STRICT-NEXT:   return %0 : f32
