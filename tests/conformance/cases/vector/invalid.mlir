func.func @a(%v: vector<4x8xf32>) {
  %0 = vector.reduction <add>, %v : vector<4x8xf32> into f32
  return
}
// -----
func.func @b(%v: vector<4xf32>) {
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}
// -----
func.func @c(%v: vector<4x8xf32>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<30xf32>
  return
}
// -----
func.func @d(%v: vector<4x8xf32>) {
  %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}
// -----
func.func @e(%v: vector<4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x3xf32>
  return
}
// -----
func.func @f(%w: vector<4x8xf32>, %x: vector<8x4xf32>, %acc: vector<4x4xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "bogus"]} %w, %x, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}
// -----
func.func @g(%m: memref<4xf32>, %s: f32, %i: index) {
  %0 = vector.transfer_read %m[%i], %s : memref<4xf32>, f32
  return
}
