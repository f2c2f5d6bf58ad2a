/* llvm.c: the llvm dialect: its ops, attributes and types come from
 * upstream's ODS (LLVMOps.td, LLVMIntrinsicOps.td, LLVMTypes.td); what
 * upstream writes in C++ is in the files beside this one (types, the
 * syntax of functions, globals, calls and the other hand-written ops,
 * verifiers, attributes) and is listed here. */
#include "llvm.h"

static const OpHooks HOOKS[] = {
    {NULL},
};

static const DefHooks DEF_HOOKS[] = {
    {.name = "llvm.struct", .parse = llvm_struct_parse, .print = llvm_struct_print},
    {.name = "llvm.array", .directives = LLVM_TYPE_DIRECTIVES, .verify = llvm_array_verify},
    {.name = "llvm.func", .directives = LLVM_TYPE_DIRECTIVES, .verify = llvm_func_verify},
    {.name = "llvm.target", .directives = LLVM_TYPE_DIRECTIVES},
    {NULL},
};

static const AttrClass *const CLASSES[] = {
    &LLVM_VOID_TYPE, &LLVM_TOKEN_TYPE, &LLVM_LABEL_TYPE, &LLVM_METADATA_TYPE, NULL,
};

const DialectDef LLVM_DIALECT = {
    .ns = "llvm",
    .ods = &ODS_llvm,
    .hooks = HOOKS,
    .attr_classes = CLASSES,
    .def_hooks = DEF_HOOKS,
};
