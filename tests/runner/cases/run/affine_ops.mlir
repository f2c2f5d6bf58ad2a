#map = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 3, s0)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>
#eq = affine_set<(d0) : (d0 mod 3 == 0)>
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc() : memref<4x6xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      affine.store %zero, %m[%i, %j] : memref<4x6xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = max affine_map<(d0) -> (d0 - 1, 0)>(%i) to min #ub(%i)[%c5] step 2 {
      %v = arith.index_cast %j : index to i64
      %f = arith.sitofp %v : i64 to f32
      affine.store %f, %m[%i, %j + 1] : memref<4x6xf32>
    }
  }
  %s = affine.for %k = 0 to 10 iter_args(%acc = %c7) -> index {
    %a = affine.apply #map(%k)[%acc]
    %r = affine.if #set(%k)[%c7] -> index {
      affine.yield %a : index
    } else {
      %mn = affine.min affine_map<(d0, d1) -> (d0, d1 floordiv 4, d0 ceildiv 3)>(%k, %acc)
      affine.yield %mn : index
    }
    affine.if #eq(%k) {
      %x = affine.max affine_map<(d0) -> (d0 mod 4, -d0)>(%r)
      %xi = arith.index_cast %x : index to i64
      func.call @printI64(%xi) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    affine.yield %r : index
  }
  %si = arith.index_cast %s : index to i64
  func.call @printI64(%si) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %l = affine.load %m[1, symbol(%c5) - 3] : memref<4x6xf32>
  %li = arith.fptosi %l : f32 to i64
  func.call @printI64(%li) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4x6xf32>
  return
}
