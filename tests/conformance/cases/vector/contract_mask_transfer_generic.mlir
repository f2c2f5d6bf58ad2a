#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%w: vector<4x8xf32>, %x: vector<8x4xf32>, %acc: vector<4x4xf32>, %m: memref<16x16xf32>, %t: tensor<16x16xf32>, %i: index, %s: f32, %mask: vector<4xi1>, %v: vector<4xf32>, %m2: vector<4x8xi1>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %w, %x, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %1 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>, foo = 1} %w, %x, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %2 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<16x16xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %s {in_bounds = [false, true]} : memref<16x16xf32>, vector<4x8xf32>
  %4 = vector.transfer_read %m[%i, %i], %s, %m2 {in_bounds = [false, true]} : memref<16x16xf32>, vector<4x8xf32>
  vector.transfer_write %w, %m[%i, %i], %m2 {in_bounds = [true, true]} : vector<4x8xf32>, memref<16x16xf32>
  %5 = vector.transfer_read %m[%i, %i], %s {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<16x16xf32>, vector<4x8xf32>
  %6 = vector.mask %mask, %v { vector.transfer_read %m[%i, %i], %s : memref<16x16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<16x16xf32> } : vector<4xi1>
  %7 = vector.outerproduct %v, %v, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<4xf32>
  %8 = vector.mask %m2 { vector.multi_reduction <add>, %w, %v [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  return %0 : vector<4x4xf32>
}
