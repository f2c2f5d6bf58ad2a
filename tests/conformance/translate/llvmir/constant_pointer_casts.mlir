// IRBuilder's folding of pointer casts of constants: addrspacecast of a
// global, null or GEP; inttoptr of a whole-pointer ptrtoint gives the
// pointer back, of a narrower one or of an expression stays an
// expression; a GEP past the end of its global is not inbounds.
llvm.mlir.global external @a(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @b(0 : i64) {addr_space = 0 : i32} : i64

llvm.func @casts(%x: i64) -> !llvm.ptr<1> {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<1>
  %2 = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
  %4 = llvm.mlir.addressof @b : !llvm.ptr
  %5 = llvm.getelementptr %4[4] : (!llvm.ptr) -> !llvm.ptr, i32
  %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<1>
  %7 = llvm.getelementptr %4[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %3, %1 : !llvm.ptr<1>, !llvm.ptr<1>
  llvm.store %6, %1 : !llvm.ptr<1>, !llvm.ptr<1>
  llvm.store %7, %0 : !llvm.ptr, !llvm.ptr
  %8 = llvm.ptrtoint %0 : !llvm.ptr to i64
  %9 = llvm.inttoptr %8 : i64 to !llvm.ptr
  %10 = llvm.ptrtoint %0 : !llvm.ptr to i32
  %11 = llvm.inttoptr %10 : i32 to !llvm.ptr
  %12 = llvm.mlir.constant(8 : i64) : i64
  %13 = llvm.xor %8, %12 : i64
  %14 = llvm.inttoptr %13 : i64 to !llvm.ptr
  %15 = llvm.add %8, %x : i64
  llvm.store %9, %11 : !llvm.ptr, !llvm.ptr
  llvm.store %14, %11 : !llvm.ptr, !llvm.ptr
  llvm.store %15, %11 : i64, !llvm.ptr
  llvm.return %1 : !llvm.ptr<1>
}
