// affine.parallel: a 2-D loop storing, reductions with group bounds (max of
// the lower group, min of the upper) and steps, as lower-affine runs them.
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  %c0 = arith.constant 0 : index
  affine.parallel (%i, %j) = (0, 0) to (3, 4) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %k = arith.muli %ii, %jj : i32
    %f = arith.sitofp %k : i32 to f32
    affine.store %f, %m[%i, %j] : memref<3x4xf32>
  }
  %n = arith.constant 3 : index
  %s:2 = affine.parallel (%i) = (max(0, 1)) to (min(symbol(%n), 5)) step (1) reduce ("addf", "muli") -> (f32, i32) {
    %v = affine.load %m[%i, 3] : memref<3x4xf32>
    %ii = arith.index_cast %i : index to i32
    %one = arith.constant 2 : i32
    %t = arith.addi %ii, %one : i32
    affine.yield %v, %t : f32, i32
  }
  vector.print %s#0 : f32
  vector.print %s#1 : i32
  %r = affine.parallel (%i, %j) = (0, 0) to (3, 4) step (2, 3) reduce ("maximumf") -> f32 {
    %v = affine.load %m[%i, %j] : memref<3x4xf32>
    affine.yield %v : f32
  }
  vector.print %r : f32
  %cast = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
