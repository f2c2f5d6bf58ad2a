llvm.func @bad_pred(%a: i32) {
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}
// -----
llvm.mlir.global internal @both(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.func @void_arg(!llvm.void)
// -----
llvm.func @call_mismatch(%a: i32) {
  %0 = llvm.call @callee(%a) : (i32) -> i64
  llvm.return
}
llvm.func @callee(i32) -> i32
// -----
llvm.func @ret_mismatch() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}
// -----
!s = !llvm.struct<"a", (i32)>
!t = !llvm.struct<"a", (i64)>
llvm.func @redef(%x: !s, %y: !t)
// -----
llvm.func @insert_bad(%s: !llvm.struct<(i32, f32)>, %v: i64) {
  %0 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f32)>
  llvm.return
}
// -----
llvm.func @undef_global() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// -----
llvm.func @bad_array() {
  %0 = llvm.mlir.undef : !llvm.array<4 x void>
  llvm.return
}
// -----
llvm.mlir.global external constant @c(dense<1> : vector<2xi32>) : !llvm.array<3 x i32>
