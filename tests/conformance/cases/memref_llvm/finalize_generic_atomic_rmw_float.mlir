// generic_atomic_rmw on floats: the cmpxchg loop it becomes does not verify
// (cmpxchg takes integers and pointers only).
func.func @llvm_body(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %v: f32) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xf32, strided<[?, 1], offset: ?>> {
  ^bb0(%cur: f32):
    %n = llvm.fmul %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  return %x : f32
}
func.func @arith_body(%m: memref<8xi64>, %i: index, %v: i64) -> i64 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<8xi64> {
  ^bb0(%cur: i64):
    %n = arith.maxsi %cur, %v : i64
    memref.atomic_yield %n : i64
  }
  return %x : i64
}
