func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() -> i32 {
  %m = memref.alloc() : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c3f = arith.constant 3.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.subi %ii, %jj : i32
      %f = arith.sitofp %p : i32 to f32
      %g = arith.divf %f, %c3f : f32
      memref.store %g, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  %big = arith.constant -9223372036854775808 : i64
  call @printI64(%big) : (i64) -> ()
  call @printNewline() : () -> ()
  %r = arith.constant 7 : i32
  return %r : i32
}
