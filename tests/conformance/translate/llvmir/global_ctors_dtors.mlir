// llvm.mlir.global_ctors/dtors become appending arrays of
// { i32, ptr, ptr } after the other globals, in the order of their ops.
llvm.mlir.global_dtors dtors = [@fini], priorities = [101 : i32], data = [#llvm.zero]
llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global_ctors ctors = [@init_a, @init_b], priorities = [0 : i32, 65535 : i32], data = [#llvm.zero, #llvm.zero]
llvm.mlir.global internal @state(1 : i64) {addr_space = 0 : i32} : i64

llvm.func @init_a() {
  llvm.return
}
llvm.func @init_b() {
  llvm.return
}
llvm.func @fini() {
  llvm.return
}
