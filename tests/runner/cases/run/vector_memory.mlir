// vector.transfer_read/write (padding, permutation and broadcast maps,
// masks, in_bounds), constant_mask, maskedload/maskedstore, gather/scatter,
// expandload/compressstore on a 4x5 memref.
func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.muli %i, %c5 : index
      %b = arith.addi %a, %j : index
      %bi = arith.index_cast %b : index to i32
      %f = arith.sitofp %bi : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x5xf32>
    }
  }
  %pad = arith.constant -1.0 : f32
  %r0 = vector.transfer_read %m[%c1, %c2], %pad : memref<4x5xf32>, vector<4xf32>
  vector.print %r0 : vector<4xf32>
  %r1 = vector.transfer_read %m[%c2, %c3], %pad : memref<4x5xf32>, vector<3x4xf32>
  vector.print %r1 : vector<3x4xf32>
  %r2 = vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x5xf32>, vector<2x4xf32>
  vector.print %r2 : vector<2x4xf32>
  %r3 = vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x5xf32>, vector<2x3xf32>
  vector.print %r3 : vector<2x3xf32>
  %mask = vector.constant_mask [1, 3] : vector<2x4xi1>
  %r4 = vector.transfer_read %m[%c0, %c0], %pad, %mask : memref<4x5xf32>, vector<2x4xf32>
  vector.print %r4 : vector<2x4xf32>
  %mk = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %r5 = vector.transfer_read %m[%c1, %c1], %pad, %mk {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x5xf32>, vector<4xf32>
  vector.print %r5 : vector<4xf32>
  %w = arith.constant dense<[10.0, 11.0, 12.0]> : vector<3xf32>
  vector.transfer_write %w, %m[%c3, %c3] : vector<3xf32>, memref<4x5xf32>
  %w2 = arith.constant dense<[[20.0, 21.0], [22.0, 23.0]]> : vector<2x2xf32>
  vector.transfer_write %w2, %m[%c0, %c3] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x2xf32>, memref<4x5xf32>
  %mm = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.transfer_write %w, %m[%c2, %c0], %mm {in_bounds = [true]} : vector<3xf32>, memref<4x5xf32>
  %cast = memref.cast %m : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  %ml = vector.maskedload %m[%c1, %c1], %mk, %r0 : memref<4x5xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  %idx = arith.constant dense<[0, 7, 2, 11]> : vector<4xi32>
  %g = vector.gather %m[%c0, %c1][%idx], %mk, %r0 : memref<4x5xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %e = vector.expandload %m[%c2, %c0], %mk, %r0 : memref<4x5xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %e : vector<4xf32>
  %v4 = arith.constant dense<[30.0, 31.0, 32.0, 33.0]> : vector<4xf32>
  vector.maskedstore %m[%c0, %c0], %mk, %v4 : memref<4x5xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c1, %c0], %mk, %v4 : memref<4x5xf32>, vector<4xi1>, vector<4xf32>
  %idx2 = arith.constant dense<[1, 3, 9, 12]> : vector<4xindex>
  vector.scatter %m[%c1, %c0][%idx2], %mk, %v4 : memref<4x5xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4x5xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
