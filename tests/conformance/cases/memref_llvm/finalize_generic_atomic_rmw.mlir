// generic_atomic_rmw becomes a cmpxchg loop once its body is in the llvm
// dialect; with arith ops left in the body it stays as it is.
func.func @llvm_body(%m: memref<4x?xi32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %v: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xi32, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: i32):
    %n = llvm.mul %cur, %v : i32
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
func.func @arith_body(%m: memref<8xi64>, %i: index, %v: i64) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<8xi64> {
  ^bb0(%cur: i64):
    %n = arith.maxsi %cur, %v : i64
    memref.atomic_yield %n : i64
  }
  return %x : i64
}
