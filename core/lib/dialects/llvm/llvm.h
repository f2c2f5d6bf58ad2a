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
/* #llvm.tbaa_type_desc (llvm_tbaa.c). */
MLIR_INTERNAL const Storage *llvm_tbaa_type_desc_parse(Parser *p, const AttrClass *cls);
MLIR_INTERNAL void llvm_tbaa_type_desc_print(const Storage *s, const AttrPrinter *ap);
MLIR_INTERNAL bool llvm_array_verify(Parser *p, const Token *at, const uint64_t *words);
MLIR_INTERNAL bool llvm_func_type_verify(Parser *p, const Token *at, const uint64_t *words);

/* ---- attributes and enums (llvm_util.c) ------------------------------------------------- */

/* An enum of the dialect's tables by its ODS record ("LinkageEnum"). */
MLIR_INTERNAL const OdsEnum *llvm_enum(const char *record);
/* The text of an enum value, or NULL. */
MLIR_INTERNAL const char *llvm_enum_str(const OdsEnum *e, uint64_t v);
/* `#llvm.<mnemonic><...>` of a def with one enum (or integer) parameter
 * (#llvm.linkage<internal>, #llvm.cconv<ccc>), or NULL. */
MLIR_INTERNAL const Attr *llvm_param_attr(Context *ctx, const char *mnemonic, uint64_t v);
/* The first parameter word of an llvm attribute of that mnemonic, or
 * `dflt` when `a` is not one. */
MLIR_INTERNAL uint64_t llvm_param_of(const Attr *a, const char *mnemonic, uint64_t dflt);
/* The class of `#llvm.<mnemonic>`, or NULL. */
MLIR_INTERNAL const AttrClass *llvm_attr_class(Context *ctx, const char *mnemonic);
/* parseOptionalLLVMKeyword: the value of the first case (in declaration
 * order) whose text is the next keyword, consumed; `dflt` when none. */
MLIR_INTERNAL uint64_t llvm_parse_optional_keyword(Parser *p, const OdsEnum *e, uint64_t dflt);
/* An i64 integer attribute (the enum-valued properties upstream keeps as
 * plain integers: visibility_, unnamed_addr). */
MLIR_INTERNAL const Attr *llvm_i64_attr(Context *ctx, int64_t v);
/* A signature entry of a function-like op as written. */
typedef struct LlvmSigEntry {
  UnresolvedUse name; /* tok.kind == T_PERCENT_ID when named */
  const Type *type;
  const Attr *attrs;  /* dictionary or NULL */
  const Loc *loc;
} LlvmSigEntry;

/* ---- the syntax of hand-written ops ------------------------------------------------------ */

/* getInsertExtractValueElementType: the type at `position` (a dense i64
 * array) inside an aggregate; NULL when it has none (reported at the
 * parser's token when `p` is given). */
MLIR_INTERNAL const Type *llvm_aggregate_element(Parser *p, const Type *container, const Attr *position);
/* Operand bundles `["tag"(%a : t), ...]` (llvm_directives.c): the uses
 * and types are appended, the per-bundle sizes allocated (ctx_free);
 * *present false when no `[` comes. */
MLIR_INTERNAL bool llvm_parse_op_bundles(Parser *p, bool *present, UseList *uses, PtrVec *types,
                                         int32_t **sizes, size_t *n, const Attr **tags);
MLIR_INTERNAL void llvm_print_op_bundles(Printer *pr, Operation *op, unsigned start, const Attr *sizes,
                                         const Attr *tags);

MLIR_INTERNAL bool llvm_func_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_func_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_func_verify(Operation *op);
MLIR_INTERNAL bool llvm_func_verify_regions(Operation *op);

/* llvm_call.c */
/* Size `i` of an op's operandSegmentSizes, `dflt` when it has none. */
MLIR_INTERNAL unsigned llvm_operand_segment(Operation *op, unsigned i, unsigned dflt);
MLIR_INTERNAL bool llvm_call_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_call_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_invoke_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_invoke_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_call_intrinsic_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_call_intrinsic_print(Printer *pr, Operation *op);
/* llvm_ops.c */
MLIR_INTERNAL bool llvm_icmp_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_icmp_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_fcmp_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_fcmp_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_alloca_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_alloca_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_landingpad_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_landingpad_print(Printer *pr, Operation *op);
/* llvm_verify.c */
MLIR_INTERNAL bool llvm_return_verify(Operation *op);
MLIR_INTERNAL bool llvm_global_verify(Operation *op);
MLIR_INTERNAL bool llvm_global_verify_regions(Operation *op);
MLIR_INTERNAL bool llvm_call_verify_symbol_uses(Operation *op);
MLIR_INTERNAL bool llvm_addressof_verify_symbol_uses(Operation *op);
/* llvm_global.c */
MLIR_INTERNAL bool llvm_global_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_global_print(Printer *pr, Operation *op);
MLIR_INTERNAL bool llvm_alias_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void llvm_alias_print(Printer *pr, Operation *op);

#endif /* MLIRC_DIALECT_LLVM_H */
