// llvm.mlir.alias after every global: the keywords LLVM prints (dso_local
// only where not implied), the value type, then the aliasee, typed unless
// it is a constant expression.
llvm.mlir.global external @v(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private constant @table(dense<7> : tensor<4xi32>) {addr_space = 0 : i32, dso_local} : !llvm.array<4 x i32>

llvm.func internal @impl() -> !llvm.ptr attributes {dso_local} {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.mlir.alias external @fn_alias {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.addressof @impl : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.mlir.alias weak hidden unnamed_addr @tls_alias {addr_space = 0 : i32, dso_local, thread_local_} : i32 {
  %0 = llvm.mlir.addressof @v : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.mlir.alias internal @elem2 {dso_local} : i32 {
  %0 = llvm.mlir.addressof @table : !llvm.ptr
  %1 = llvm.getelementptr %0[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %1 : !llvm.ptr
}

llvm.mlir.alias linkonce_odr @shifted {addr_space = 0 : i32} : !llvm.array<4 x i32> {
  %0 = llvm.mlir.constant(64 : i64) : i64
  %1 = llvm.mlir.addressof @table : !llvm.ptr
  %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
  %3 = llvm.add %2, %0 : i64
  %4 = llvm.inttoptr %3 : i64 to !llvm.ptr
  llvm.return %4 : !llvm.ptr
}

llvm.mlir.alias external @far {addr_space = 1 : i32} : i32 {
  %0 = llvm.mlir.addressof @v : !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %1 : !llvm.ptr<1>
}

llvm.func @use() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @elem2 : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
