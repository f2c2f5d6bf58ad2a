llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.struct<(i32, f64)> : (i64) -> !llvm.ptr
  %x = llvm.mlir.constant(3 : i32) : i32
  llvm.store %x, %a : i32, !llvm.ptr
  %s = llvm.load %a : !llvm.ptr -> !llvm.struct<(i32, f64)>
  llvm.return
}
