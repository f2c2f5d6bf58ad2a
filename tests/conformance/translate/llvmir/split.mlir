llvm.func @a() {
  llvm.return
}
// -----
llvm.func @b() {
  llvm.return
}
