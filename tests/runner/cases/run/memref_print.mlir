func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printI64(i64)
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> i64 {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @main() -> i32 {
  %c = arith.constant 42 : i32
  %m = memref.alloc() : memref<3x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %p = arith.muli %ii, %jj : i32
      %f = arith.sitofp %p : i32 to f32
      %g = arith.divf %f, %f : f32
      memref.store %g, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %sv = memref.subview %m[1, 1][2, 2][1, 1] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %su = memref.cast %sv : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %n = arith.constant 20 : i64
  %fib = call @fib(%n) : (i64) -> i64
  call @printI64(%fib) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = arith.constant 0.1 : f32
  %y = arith.constant 0.2 : f32
  %z = arith.addf %x, %y : f32
  call @printF32(%z) : (f32) -> ()
  call @printNewline() : () -> ()
  %zd = arith.extf %z : f32 to f64
  %sq = math.sqrt %zd : f64
  %sn = math.sin %sq : f64
  call @printF64(%sn) : (f64) -> ()
  call @printNewline() : () -> ()
  %big = arith.constant 1.0e30 : f32
  %bb = arith.mulf %big, %big : f32
  call @printF32(%bb) : (f32) -> ()
  call @printNewline() : () -> ()
  %w = scf.while (%arg = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %arg, %c4 : index
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg: index):
    %next = arith.addi %arg, %c3 : index
    scf.yield %next : index
  }
  %wi = arith.index_cast %w : index to i64
  call @printI64(%wi) : (i64) -> ()
  call @printNewline() : () -> ()
  %mi = memref.alloca() : memref<5xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %neg = arith.subi %c, %ii : i32
    memref.store %neg, %mi[%i] : memref<5xi32>
  }
  memref.store %c, %mi[%c4] : memref<5xi32>
  %ui = memref.cast %mi : memref<5xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  return %c : i32
}
