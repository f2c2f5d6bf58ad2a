llvm.mlir.global private @g(dense<0.0> : tensor<4xf32>) : !llvm.array<4 x f32>
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @e() -> !llvm.ptr {
  %c = llvm.mlir.constant(4 : index) : i64
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.getelementptr %z[%c] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %s = llvm.ptrtoint %g : !llvm.ptr to i64
  %p = llvm.call @malloc(%s) : (i64) -> !llvm.ptr
  %a = llvm.mlir.addressof @g : !llvm.ptr
  %g2 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
  %g3 = llvm.getelementptr inbounds %a[0, 9] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
  %g4 = llvm.getelementptr %a[3] : (!llvm.ptr) -> !llvm.ptr, f32
  %pi = llvm.ptrtoint %a : !llvm.ptr to i64
  %x = llvm.add %pi, %c : i64
  %x2 = llvm.mul %pi, %c : i64
  llvm.store %g2, %p : !llvm.ptr, !llvm.ptr
  llvm.store %g3, %p : !llvm.ptr, !llvm.ptr
  llvm.store %g4, %p : !llvm.ptr, !llvm.ptr
  llvm.store %x, %p : i64, !llvm.ptr
  llvm.store %x2, %p : i64, !llvm.ptr
  %u = llvm.mlir.undef : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %y = llvm.add %u, %one : i32
  llvm.store %y, %p : i32, !llvm.ptr
  %d = llvm.sdiv %one, %u : i32
  llvm.store %d, %p : i32, !llvm.ptr
  llvm.return %p : !llvm.ptr
}
