// TBAA access tags as !tbaa: type descriptors and roots are uniqued nodes
// numbered depth-first from the first tag that names them; a constant tag
// gets a trailing `i64 1`.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#long = #llvm.tbaa_type_desc<id = "long long", members = {<#char, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair_t", members = {<#long, 0>, <#long, 8>}>
#two = #llvm.tbaa_type_desc<id = "two_ints", members = {<#int, 0>, <#int, 4>}>
#tag_second = #llvm.tbaa_tag<access_type = #long, base_type = #pair, offset = 8>
#tag_first = #llvm.tbaa_tag<access_type = #int, base_type = #two, offset = 0, constant = true>
#tag_int = #llvm.tbaa_tag<access_type = #int, base_type = #int, offset = 0>

llvm.func @copy(%dst: !llvm.ptr, %src: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds %src[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair_t", (i64, i64)>
  %1 = llvm.load %0 {tbaa = [#tag_second]} : !llvm.ptr -> i64
  %2 = llvm.trunc %1 : i64 to i32
  llvm.store %2, %dst {tbaa = [#tag_first]} : i32, !llvm.ptr
  %3 = llvm.atomicrmw add %dst, %2 monotonic {tbaa = [#tag_int]} : !llvm.ptr, i32
  %4 = llvm.cmpxchg %dst, %3, %2 acq_rel monotonic {tbaa = [#tag_int]} : !llvm.ptr, i32
  %5 = llvm.load %src {tbaa = [#tag_second]} : !llvm.ptr -> i64
  llvm.store %5, %0 {tbaa = [#tag_second]} : i64, !llvm.ptr
  llvm.return
}
