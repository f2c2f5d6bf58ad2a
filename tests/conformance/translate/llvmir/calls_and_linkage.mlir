llvm.mlir.global external @ext_g() : i32
llvm.mlir.global weak @weak_g(7 : i64) {alignment = 16 : i64} : i64
llvm.mlir.global linkonce_odr constant @lo(3.5 : f64) : f64
llvm.mlir.global internal @no_init() : i16
llvm.mlir.global private unnamed_addr constant @msg("hi\0A\00") : !llvm.array<4 x i8>
llvm.mlir.global internal thread_local @tls(0 : i32) : i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func internal @helper(%x: i32) -> i32 {
  llvm.return %x : i32
}
llvm.func private @priv() {
  llvm.return
}
llvm.func @main(%fp: !llvm.ptr) -> i32 {
  %m = llvm.mlir.addressof @msg : !llvm.ptr
  %s = llvm.getelementptr %m[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
  %c = llvm.mlir.constant(42 : i32) : i32
  %r = llvm.call @printf(%s, %c) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %h = llvm.call @helper(%r) : (i32) -> i32
  %i = llvm.call %fp(%h) : !llvm.ptr, (i32) -> i32
  llvm.call @priv() : () -> ()
  %t = llvm.call tail @helper(%i) : (i32) -> i32
  %g = llvm.mlir.addressof @ext_g : !llvm.ptr
  %v = llvm.load volatile %g : !llvm.ptr -> i32
  %sum = llvm.add %t, %v overflow<nsw, nuw> : i32
  %q = llvm.udiv exact %sum, %c : i32
  %o = llvm.or disjoint %q, %c : i32
  %z = llvm.zext nneg %o : i32 to i64
  %w = llvm.trunc %z overflow<nuw> : i64 to i16
  %back = llvm.sext %w : i16 to i32
  %fz = llvm.freeze %back : i32
  llvm.return %fz : i32
}
