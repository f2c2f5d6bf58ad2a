llvm.mlir.global internal constant @s1("foobar") : !llvm.array<42 x i8>
// -----
llvm.mlir.global internal @g() : i32 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}
// -----
llvm.mlir.global internal constant @constant(37.0) : !llvm.label
// -----
llvm.mlir.global @target_fail(0 : i64) : !llvm.target<"spirv.Image", i32, 0>
// -----
llvm.mlir.global internal @h() : i32 {
  llvm.return
}
