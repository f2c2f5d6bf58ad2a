llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @main() {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %f = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %f, %p : f32, !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return
}
