/* llvm.h: the llvm dialect's private header: its types (llvm_types.c:
 * constructors, accessors, upstream's compatibility predicates and the
 * prefix-less syntax of nested LLVM types) and the helpers its op syntax
 * and verifiers share. The target/llvmir translation reads the IR through
 * it. Depends on dialects.h. */
#ifndef MLIRC_DIALECT_LLVM_H
#define MLIRC_DIALECT_LLVM_H

#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_llvm; /* generated from ODS */

/* ---- types ------------------------------------------------------------------------ */

/* The mnemonic of an LLVM dialect type ("ptr", "struct", "void", ...), or
 * NULL for any other type. */
MLIR_INTERNAL const char *llvm_type_kind(const Type *t);
static inline bool llvm_type_is(const Type *t, const char *mnemonic) {
  const char *k = llvm_type_kind(t);
  return k && strcmp(k, mnemonic) == 0;
}

/* Constructors (the llvm dialect must be loaded in ctx); NULL when out of
 * memory or when the dialect is not loaded. */
MLIR_INTERNAL const Type *llvm_simple_type(Context *ctx, const char *mnemonic); /* void, token, ... */
MLIR_INTERNAL const Type *llvm_ptr_type(Context *ctx, unsigned addrspace);
MLIR_INTERNAL const Type *llvm_array_type(Context *ctx, const Type *elem, uint64_t n);
MLIR_INTERNAL const Type *llvm_func_type(Context *ctx, const Type *result, size_t n,
                                         const Type *const *params, bool vararg);
MLIR_INTERNAL const Type *llvm_struct_literal(Context *ctx, size_t n, const Type *const *elems,
                                              bool packed);
/* The identified struct `name` (created without a body on first use). */
MLIR_INTERNAL const Type *llvm_struct_identified(Context *ctx, const char *name, size_t len);
/* Sets an identified struct's body; false when it has another one (or is
 * intentionally opaque): upstream's LLVMStructType::setBody. */
MLIR_INTERNAL bool llvm_struct_set_body(const Type *t, size_t n, const Type *const *elems, bool packed);

/* Accessors; each expects a type of its kind. */
MLIR_INTERNAL unsigned llvm_ptr_addrspace(const Type *t);
MLIR_INTERNAL const Type *llvm_array_elem(const Type *t);
MLIR_INTERNAL uint64_t llvm_array_size(const Type *t);
MLIR_INTERNAL const Type *llvm_func_result(const Type *t);
MLIR_INTERNAL unsigned llvm_func_num_params(const Type *t);
MLIR_INTERNAL const Type *llvm_func_param(const Type *t, unsigned i);
MLIR_INTERNAL bool llvm_func_vararg(const Type *t);
MLIR_INTERNAL bool llvm_struct_is_identified(const Type *t);
MLIR_INTERNAL bool llvm_struct_is_packed(const Type *t);
/* Identified and intentionally opaque, or identified without a body. */
MLIR_INTERNAL bool llvm_struct_is_opaque(const Type *t);
MLIR_INTERNAL const Ident *llvm_struct_name(const Type *t);
MLIR_INTERNAL unsigned llvm_struct_num_elems(const Type *t);
MLIR_INTERNAL const Type *llvm_struct_elem(const Type *t, unsigned i);
/* !llvm.target<"name", types..., ints...> */
MLIR_INTERNAL const Ident *llvm_target_name(const Type *t);
MLIR_INTERNAL unsigned llvm_target_num_types(const Type *t);
MLIR_INTERNAL const Type *llvm_target_type(const Type *t, unsigned i);
MLIR_INTERNAL unsigned llvm_target_num_ints(const Type *t);
MLIR_INTERNAL unsigned llvm_target_int(const Type *t, unsigned i);

/* Upstream's predicates (LLVMTypes.cpp). */
MLIR_INTERNAL bool llvm_is_compatible_type(const Type *t);
MLIR_INTERNAL bool llvm_is_compatible_outer_type(const Type *t);
MLIR_INTERNAL bool llvm_is_compatible_float_type(const Type *t);
MLIR_INTERNAL bool llvm_is_compatible_vector_type(const Type *t);
MLIR_INTERNAL bool llvm_is_valid_element_type(const Type *t); /* of arrays and structs */
MLIR_INTERNAL bool llvm_is_loadable_type(const Type *t);
/* The element type of a vector, or the type itself. */
MLIR_INTERNAL const Type *llvm_vector_elem_or_self(const Type *t);

/* The syntax of a type nested in an LLVM type (parsePrettyLLVMType /
 * printPrettyLLVMType): LLVM types without their `!llvm.` prefix, others
 * in full; either form parses. */
MLIR_INTERNAL const Type *llvm_parse_pretty_type(Parser *p);
MLIR_INTERNAL void llvm_print_pretty_type(const AttrPrinter *ap, const Type *t);
/* The same through an op printer (aliases and flags of the printer). */
MLIR_INTERNAL void llvm_pr_pretty_type(Printer *pr, const Type *t);

/* The hand-written type classes, and the syntax hooks of the ODS ones
 * (DefHooks of llvm.c): !llvm.struct whole, the custom directives of the
 * others' formats and their verifiers. */
MLIR_INTERNAL extern const AttrClass LLVM_VOID_TYPE, LLVM_TOKEN_TYPE, LLVM_LABEL_TYPE,
    LLVM_METADATA_TYPE;
MLIR_INTERNAL const Storage *llvm_struct_parse(Parser *p, const AttrClass *cls);
MLIR_INTERNAL void llvm_struct_print(const Storage *t, const AttrPrinter *ap);
MLIR_INTERNAL extern const DefDirective LLVM_TYPE_DIRECTIVES[];
MLIR_INTERNAL bool llvm_array_verify(Parser *p, const Token *at, const uint64_t *words);
MLIR_INTERNAL bool llvm_func_verify(Parser *p, const Token *at, const uint64_t *words);

#endif /* MLIRC_DIALECT_LLVM_H */
