// What upstream's patterns leave: dynamic positions inside n-D vectors,
// n-D loads, and an unknown-shaped load stays for other passes.
func.func @e(%m: vector<2x4xf32>, %i: index, %mem: memref<4x4xf32>, %s: f32) -> (f32, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>) {
  %0 = vector.extract %m[%i, 1] : f32 from vector<2x4xf32>
  %1 = vector.extract %m[%i] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.load %mem[%i, %i] : memref<4x4xf32>, vector<2x4xf32>
  %3 = vector.insert %s, %m[%i, 0] : f32 into vector<2x4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>
}
