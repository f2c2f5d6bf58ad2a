llvm.func @a() {
  %0 = llvm.mlir.constant(1 : index) : index
  llvm.return
}
