#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition, type = #sty>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
#ag = #llvm.access_group<id = distinct[2]<>>
#unroll = #llvm.loop_unroll<disable = true>
#la = #llvm.loop_annotation<unroll = #unroll, parallelAccesses = #ag>
#dom = #llvm.alias_scope_domain<id = distinct[3]<>>
#scope = #llvm.alias_scope<id = distinct[4]<>, domain = #dom>
llvm.func @f(%arg0: i32, %p: !llvm.ptr) -> i32 {
  llvm.intr.dbg.value #var = %arg0 : i32 loc(fused<#sp>["foo.c":2:3])
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return %v : i32
} loc(fused<#sp>["foo.c":1:1])
