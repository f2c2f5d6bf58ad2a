#map = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 >= 0)>
func.func @f(%m: memref<100x100xf32>, %n: index, %v: vector<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    affine.for %j = %c0 to %n step 2 {
      %0 = affine.load %m[%i + 1, %j * 2 + symbol(%n)] : memref<100x100xf32>
      affine.store %0, %m[%i, %j] : memref<100x100xf32>
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 - 3)>(%i)[%n]
      %mn = affine.min #map(%i)[%n]
      %mx = affine.max affine_map<(d0, d1) -> (d0, d1)>(%i, %j)
      affine.if #set(%i)[%n] {
        affine.store %cst, %m[%i, %j] : memref<100x100xf32>
      } else {
        affine.store %cst, %m[%j, %i] : memref<100x100xf32>
      }
      %vv = affine.vector_load %m[%i, %j] : memref<100x100xf32>, vector<4xf32>
      affine.vector_store %vv, %m[%i, %j + 4] : memref<100x100xf32>, vector<4xf32>
      affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<100x100xf32>
    }
    affine.for %k = max #map(%i)[%n] to min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n] {
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %cst) -> (f32) {
    %x = affine.load %m[%i, 0] : memref<100x100xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  %r2 = affine.if #set(%n)[%n] -> f32 {
    affine.yield %cst : f32
  } else {
    affine.yield %r : f32
  }
  affine.parallel (%x, %y) = (0, 0) to (10, %n) {
    %q = affine.load %m[%x, %y] : memref<100x100xf32>
  }
  %p = affine.parallel (%x) = (max(0, %n)) to (min(10, %n + 5)) step (2) reduce ("addf") -> f32 {
    %q = affine.load %m[%x, %x] : memref<100x100xf32>
    affine.yield %q : f32
  }
  %l = affine.linearize_index [%c0, %n] by (4, 8) : index
  %d:2 = affine.delinearize_index %n into (4, 8) : index, index
  return %r2 : f32
}
