func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<?xf32>
    %yi = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  return
}
func.func @wrap(%a: i8, %b: i64, %n: index) -> (i8, i64, memref<?xi32>) {
  %c0i = arith.constant 0 : i32
  %c = arith.muli %a, %a : i8
  %d = arith.shli %b, %b : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %neg = arith.subi %c0i, %sq : i32
    memref.store %neg, %m[%i] : memref<?xi32>
  }
  return %c, %d, %m : i8, i64, memref<?xi32>
}
func.func @main() {
  %x = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v1 = arith.constant 0.1 : f32
  %v2 = arith.constant 1.0e20 : f32
  %v3 = arith.constant -3.5 : f32
  memref.store %v1, %x[%c0] : memref<3xf32>
  memref.store %v2, %x[%c1] : memref<3xf32>
  memref.store %v3, %x[%c2] : memref<3xf32>
  memref.store %v3, %y[%c0] : memref<3xf32>
  memref.store %v1, %y[%c1] : memref<3xf32>
  memref.store %v2, %y[%c2] : memref<3xf32>
  %xd = memref.cast %x : memref<3xf32> to memref<?xf32>
  %yd = memref.cast %y : memref<3xf32> to memref<?xf32>
  %a = arith.constant 3.0 : f32
  call @saxpy(%a, %xd, %yd) : (f32, memref<?xf32>, memref<?xf32>) -> ()
  %u = memref.cast %y : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %e0 = memref.load %y[%c0] : memref<3xf32>
  call @printF32(%e0) : (f32) -> ()
  call @printNewline() : () -> ()
  %i8 = arith.constant 100 : i8
  %b = arith.constant 3 : i64
  %r:3 = call @wrap(%i8, %b, %c2) : (i8, i64, index) -> (i8, i64, memref<?xi32>)
  %r8 = arith.extsi %r#0 : i8 to i64
  call @printI64(%r8) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %r#2 : memref<?xi32>
  memref.dealloc %x : memref<3xf32>
  memref.dealloc %y : memref<3xf32>
  return
}
