// Alias scopes, noalias scopes and access groups of memory accesses:
// distinct domains and scopes name themselves, string ids make uniqued
// nodes, scope lists are uniqued, a lone access group is named directly.
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#dom2 = #llvm.alias_scope_domain<id = distinct[1]<>>
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "first">
#s2 = #llvm.alias_scope<id = distinct[3]<>, domain = #dom>
#s3 = #llvm.alias_scope<id = distinct[4]<>, domain = #dom2>
#ndom = #llvm.alias_scope_domain<id = "named domain">
#n1 = #llvm.alias_scope<id = "scope a", domain = #ndom, description = "A">
#n2 = #llvm.alias_scope<id = "scope b", domain = #ndom>
#g1 = #llvm.access_group<id = distinct[5]<>>
#g2 = #llvm.access_group<id = distinct[6]<>>

llvm.func @scoped(%p: !llvm.ptr, %q: !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.store %0, %p {alias_scopes = [#s1], noalias_scopes = [#s2, #s3], access_groups = [#g1]} : i32, !llvm.ptr
  %1 = llvm.load %p {alias_scopes = [#s2], noalias_scopes = [#s1], access_groups = [#g1, #g2]} : !llvm.ptr -> i32
  %2 = llvm.load %q {access_groups = [#g2]} : !llvm.ptr -> i32
  %3 = llvm.atomicrmw add %q, %1 monotonic {alias_scopes = [#n1], noalias_scopes = [#n2]} : !llvm.ptr, i32
  %4 = llvm.cmpxchg %q, %2, %3 acq_rel monotonic {alias_scopes = [#s2, #s3], noalias_scopes = [#n1, #n2]} : !llvm.ptr, i32
  llvm.return
}
