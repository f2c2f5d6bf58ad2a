llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load %p dereferenceable<bytes = 8, mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  llvm.return
}
#group = #llvm.access_group<id = distinct[0]<>>
#domain = #llvm.alias_scope_domain<id = distinct[1]<>>
#scope = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
llvm.func @g(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<bytes = 16> {access_groups = [#group], alias_scopes = [#scope], noalias_scopes = [#scope]} : !llvm.ptr -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
