// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=STRICT --strict-whitespace

func.func @broadcast(%a: f32) -> vector<4xf32> {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @extract(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[1, 2] : f32 from vector<4x8xf32>
  return %0 : f32
}

func.func @fma(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.fma %a, %b, %c : vector<8xf32>
  return %0 : vector<8xf32>
}

// STRICT: module {
// STRICT-NEXT:  func.func @broadcast(%arg0: f32) -> vector<4xf32> {
// STRICT-NEXT:    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// STRICT-NEXT:    return %0 : vector<4xf32>
// STRICT-NEXT:  }
// STRICT-NEXT:  func.func @extract(%arg0: vector<4x8xf32>) -> f32 {
