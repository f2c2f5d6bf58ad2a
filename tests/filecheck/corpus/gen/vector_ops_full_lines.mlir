// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=OPT --match-full-lines

// OPT-LABEL: func.func @broadcast(%arg0: f32) -> vector<4xf32> {
// OPT-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// OPT-NEXT: return %0 : vector<4xf32>
// OPT-NEXT: }
func.func @broadcast(%a: f32) -> vector<4xf32> {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}

// OPT-LABEL: func.func @extract(%arg0: vector<4x8xf32>) -> f32 {
// OPT-NEXT: %0 = vector.extract %arg0[1, 2] : f32 from vector<4x8xf32>
// OPT-NEXT: return %0 : f32
// OPT-NEXT: }
func.func @extract(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[1, 2] : f32 from vector<4x8xf32>
  return %0 : f32
}

// OPT-LABEL: func.func @fma(%arg0: vector<8xf32>, %arg1: vector<8xf32>, %arg2: vector<8xf32>) -> vector<8xf32> {
// OPT-NEXT: %0 = vector.fma %arg0, %arg1, %arg2 : vector<8xf32>
// OPT-NEXT: return %0 : vector<8xf32>
// OPT-NEXT: }
func.func @fma(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.fma %a, %b, %c : vector<8xf32>
  return %0 : vector<8xf32>
}
