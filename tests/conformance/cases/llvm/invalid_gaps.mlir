llvm.func @entry_mismatch(i32) {
^bb0(%a: i64):
  llvm.return
}
// -----
llvm.func @gep_oob(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}
