llvm.func @main() {
  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return
}
