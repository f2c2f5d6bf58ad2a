#root = #llvm.tbaa_root<id = "root">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#ll = #llvm.tbaa_type_desc<members = {<#char, 0>}, id = "long long">
#agg = #llvm.tbaa_type_desc<id = "agg2_t", members = {<#ll, 0>, <#ll, 8>}>
#tag = #llvm.tbaa_tag<base_type = #agg, access_type = #ll, offset = 8>
llvm.func @f(%p: !llvm.ptr) -> i64 {
  %v = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i64
  llvm.return %v : i64
}
