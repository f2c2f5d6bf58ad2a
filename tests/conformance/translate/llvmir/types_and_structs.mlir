llvm.func @ident(%p: !llvm.ptr) -> !llvm.struct<"pair", (i32, f64)> {
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<"pair", (i32, f64)>
  %w = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> !llvm.struct<packed (i8, i64)>
  %e = llvm.extractvalue %w[1] : !llvm.struct<packed (i8, i64)>
  %g = llvm.getelementptr inbounds %p[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i32, f64)>
  llvm.store %e, %g : i64, !llvm.ptr
  llvm.return %v : !llvm.struct<"pair", (i32, f64)>
}
llvm.mlir.global external @og() : !llvm.struct<"opaque_t", opaque>
llvm.func @opaque_user(!llvm.ptr) -> !llvm.ptr<3>
llvm.func @types(%a: i57, %b: f16, %c: bf16, %d: f128, %e: vector<2xi1>, %f: !llvm.array<0 x i32>, %g: !llvm.struct<()>) -> f80
