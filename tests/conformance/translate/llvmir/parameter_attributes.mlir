// Parameter and result attributes of definitions, declarations and call
// sites, in LLVM's order: enum attributes, type ones, then integer ones.
llvm.func @make(i32, !llvm.ptr) -> (!llvm.ptr {llvm.noalias, llvm.align = 16 : i64})
llvm.func @widen(i16 {llvm.signext}) -> (i32 {llvm.signext, llvm.noundef})

llvm.func @body(%a: i32 {llvm.zeroext, llvm.noundef}, %p: !llvm.ptr {llvm.nonnull, llvm.noalias, llvm.dereferenceable = 8 : i64, llvm.sret = i64}, %q: !llvm.ptr {llvm.readonly, llvm.dereferenceable_or_null = 4 : i64, llvm.nocapture}) {
  %0 = llvm.call @make(%a, %p) : (i32 {llvm.inreg}, !llvm.ptr {llvm.byval = i64, llvm.align = 8 : i64}) -> (!llvm.ptr {llvm.nonnull})
  llvm.return
}

llvm.func @indirect(%x: i16, %f: !llvm.ptr) -> i16 {
  %0 = llvm.call tail %f(%x) : !llvm.ptr, (i16 {llvm.noundef, llvm.signext}) -> (i16 {llvm.signext})
  llvm.return %0 : i16
}
