llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
  %i = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %z = llvm.mlir.constant(7 : i32) : i32
  llvm.store %z, %p : i32, !llvm.ptr
  llvm.return
}
