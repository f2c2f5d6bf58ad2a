llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @main() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.return
}
