llvm.func @callee(i32) -> i32
llvm.func @a(%a: i32) {
  %0 = llvm.call @nothere(%a) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @callee(i32) -> i32
llvm.func @b(%a: i32) {
  %0 = llvm.call @callee(%a, %a) : (i32, i32) -> i32
  llvm.return
}
// -----
llvm.func @callee(i32) -> i32
llvm.func @c(%a: i64) {
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}
// -----
llvm.func @callee(i32) -> i32
llvm.func @d(%a: i32) {
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}
// -----
llvm.func @callee(i32)
llvm.func @e(%a: i32) {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.return
}
// -----
llvm.mlir.global internal @gg(1 : i32) : i32
llvm.func @f(%a: i32) {
  %0 = llvm.call @gg(%a) : (i32) -> i32
  llvm.return
}
// -----
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.func @h() -> i32 {
  llvm.return
}
// -----
llvm.mlir.global internal @gs(1 : i32) {addr_space = 1 : i32} : i32
llvm.func @i() {
  %0 = llvm.mlir.addressof @gs : !llvm.ptr
  llvm.return
}
