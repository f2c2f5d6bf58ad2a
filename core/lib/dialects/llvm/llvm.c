/* llvm.c: the llvm dialect: its ops, attributes and types come from
 * upstream's ODS (LLVMOps.td, LLVMIntrinsicOps.td, LLVMTypes.td); what
 * upstream writes in C++ is in the files beside this one (types, the
 * syntax of functions, globals, calls and the other hand-written ops,
 * verifiers, attributes) and is listed here. */
#include "llvm.h"

static const OpHooks HOOKS[] = {
    {.name = "llvm.alloca", .parse = llvm_alloca_parse, .print = llvm_alloca_print},
    {.name = "llvm.call", .parse = llvm_call_parse, .print = llvm_call_print,
     .verify_symbol_uses = llvm_call_verify_symbol_uses},
    {.name = "llvm.call_intrinsic", .parse = llvm_call_intrinsic_parse, .print = llvm_call_intrinsic_print},
    {.name = "llvm.fcmp", .parse = llvm_fcmp_parse, .print = llvm_fcmp_print},
    {.name = "llvm.func", .parse = llvm_func_parse, .print = llvm_func_print, .verify = llvm_func_verify,
     .verify_regions = llvm_func_verify_regions},
    {.name = "llvm.icmp", .parse = llvm_icmp_parse, .print = llvm_icmp_print},
    {.name = "llvm.invoke", .parse = llvm_invoke_parse, .print = llvm_invoke_print},
    {.name = "llvm.landingpad", .parse = llvm_landingpad_parse, .print = llvm_landingpad_print},
    {.name = "llvm.mlir.alias", .parse = llvm_alias_parse, .print = llvm_alias_print},
    {.name = "llvm.mlir.addressof", .verify_symbol_uses = llvm_addressof_verify_symbol_uses},
    {.name = "llvm.mlir.global", .parse = llvm_global_parse, .print = llvm_global_print, .verify = llvm_global_verify,
     .verify_regions = llvm_global_verify_regions},
    {.name = "llvm.return", .verify = llvm_return_verify},
    {0},
};

static const DefHooks DEF_HOOKS[] = {
    {.name = "llvm.struct", .is_type = true, .parse = llvm_struct_parse, .print = llvm_struct_print},
    {.name = "llvm.array", .is_type = true, .directives = LLVM_TYPE_DIRECTIVES, .verify = llvm_array_verify},
    {.name = "llvm.func", .is_type = true, .directives = LLVM_TYPE_DIRECTIVES, .verify = llvm_func_type_verify},
    {.name = "llvm.target", .is_type = true, .directives = LLVM_TYPE_DIRECTIVES},
    {.name = "llvm.tbaa_type_desc", .parse = llvm_tbaa_type_desc_parse, .print = llvm_tbaa_type_desc_print,
     .storage_params = 1u << 0 | 1u << 1},
    {0},
};

static const AttrClass *const CLASSES[] = {
    &LLVM_VOID_TYPE, &LLVM_TOKEN_TYPE, &LLVM_LABEL_TYPE, &LLVM_METADATA_TYPE, NULL,
};

/* The attributes printed under aliases named after their mnemonic
 * (`#loop_annotation = #llvm.loop_annotation<...>`), as upstream's
 * LLVMOpAsmDialectInterface names them. */
static const char *const ATTR_ALIASES[] = {
    "llvm.access_group", "llvm.alias_scope", "llvm.alias_scope_domain", "llvm.di_basic_type",
    "llvm.di_common_block", "llvm.di_compile_unit", "llvm.di_composite_type", "llvm.di_derived_type",
    "llvm.di_file", "llvm.di_global_variable", "llvm.di_global_variable_expression", "llvm.di_imported_entity",
    "llvm.di_label", "llvm.di_lexical_block", "llvm.di_lexical_block_file", "llvm.di_local_variable",
    "llvm.di_module", "llvm.di_namespace", "llvm.di_null_type", "llvm.di_string_type", "llvm.di_subprogram",
    "llvm.di_subroutine_type", "llvm.loop_annotation", "llvm.loop_vectorize", "llvm.loop_interleave",
    "llvm.loop_unroll", "llvm.loop_unroll_and_jam", "llvm.loop_licm", "llvm.loop_distribute",
    "llvm.loop_pipeline", "llvm.loop_peeled", "llvm.loop_unswitch", "llvm.tbaa_root", "llvm.tbaa_tag",
    "llvm.tbaa_type_desc", NULL,
};

const DialectDef LLVM_DIALECT = {
    .ns = "llvm",
    .ods = &ODS_llvm,
    .hooks = HOOKS,
    .attr_classes = CLASSES,
    .def_hooks = DEF_HOOKS,
    .attr_aliases = ATTR_ALIASES,
};
