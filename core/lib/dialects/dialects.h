/* dialects.h: the dialects subsystem's private header: a dialect is its
 * generated ODS tables plus the hand-written pieces ODS cannot express
 * (custom syntax, verifiers, result names), joined when the dialect is
 * loaded into a context. Depends on asm/ and ir/. */
#ifndef MLIRC_DIALECTS_H
#define MLIRC_DIALECTS_H

#include "../ods/ods.h"

/* Hand-written pieces of one op, matched to its ODS record by name. */
typedef struct OpHooks {
  const char *name;
  OpParseFn parse;
  OpPrintFn print;
  OpVerifyFn verify;
  OpNamesFn result_names;
  const char *default_dialect;
  OpInferFn infer;
  const char *static_names; /* see OpDef::static_names */
  OpVerifyFn verify_regions; /* upstream's verifyRegions: after nested ops */
  OpArgNamesFn block_arg_names;
  OpVerifyFn verify_symbol_uses; /* see OpDef::verify_symbol_uses */
} OpHooks;

/* Hand-written syntax of an attribute or type def whose upstream syntax
 * is C++ (OdsAttrDef.custom), matched by name ("ns.mnemonic"). */
typedef struct DefHooks {
  const char *name;
  /* Parses what follows the mnemonic; returns the attribute or type. */
  const Storage *(*parse)(Parser *p, const AttrClass *cls);
  void (*print)(const Storage *s, const AttrPrinter *ap);
} DefHooks;

struct DialectDef {
  const char *ns;
  const OdsDialect *ods;    /* generated tables, or NULL */
  const OpHooks *hooks;     /* terminated by an entry with a NULL name */
  const OpDef *const *ops;  /* ops written by hand only, NULL-terminated */
  /* attribute classes written by hand (e.g. #ub.poison), NULL-terminated */
  const AttrClass *const *attr_classes;
  /* dialects loaded with this one (upstream's dependentDialects: the ops
   * its parsers create), NULL-terminated, may be NULL */
  const struct DialectDef *const *deps;
  /* hooks of ops not listed in `hooks` (e.g. families sharing a syntax),
   * or NULL */
  const OpHooks *(*extra_hooks)(const char *op_name);
  /* syntax of attribute and type defs, terminated by a NULL name, or NULL */
  const DefHooks *def_hooks;
};

/* Loads a dialect into the context (idempotent); NULL when out of memory. */
MLIR_INTERNAL const Dialect *dialect_load(Context *ctx, const DialectDef *def);
/* Every dialect mlirc provides, NULL-terminated. */
MLIR_INTERNAL extern const DialectDef *const ALL_DIALECTS[], X86VECTOR_DIALECT, ARM_NEON_DIALECT, ARM_SVE_DIALECT, MPI_DIALECT, SHAPE_DIALECT, ASYNC_DIALECT, SMT_DIALECT, IRDL_DIALECT, NVGPU_DIALECT;
MLIR_INTERNAL const DialectDef *dialect_find(const char *ns, size_t n);
MLIR_INTERNAL void dialect_load_all(Context *ctx);

/* The ODS op record behind an operation, or NULL. */
static inline const OdsOp *op_ods(const Operation *op) {
  return op->name->def ? (const OdsOp *)op->name->def->ods : NULL;
}

/* Registers the dialects an IRDL module defines (irdl_load.c, mlir-opt's
 * --irdl-file); false, with a diagnostic, when one cannot be loaded. */
MLIR_INTERNAL bool irdl_load_dialects(Context *ctx, Operation *module);

/* The ODS invariants of an op (ods_verify.c). */
MLIR_INTERNAL bool ods_verify_invariants(Operation *op);

/* Declarative assembly format engine (ods_format*.c). */
MLIR_INTERNAL bool ods_format_parse(Parser *p, OperationState *st);
MLIR_INTERNAL void ods_format_print(Printer *pr, Operation *op);

/* Enum attributes (ods_attr.c): `#ns.mnemonic<cases>`. */
MLIR_INTERNAL void ods_enum_attr_print(const Attr *a, StrBuf *out);
MLIR_INTERNAL const Attr *ods_enum_attr_parse(Parser *p, const AttrClass *cls);
MLIR_INTERNAL void ods_enum_print_value(const OdsEnum *e, uint64_t v, StrBuf *out);
/* Parses the case list of an enum (`a`, or `a, b` for bit enums). */
MLIR_INTERNAL bool ods_enum_parse_value(Parser *p, const OdsEnum *e, uint64_t *out);
MLIR_INTERNAL const Attr *ods_enum_attr_get(Context *ctx, const AttrClass *cls,
                                            uint64_t value);
/* An enum of a dialect's tables by its ODS record name, or NULL. */
MLIR_INTERNAL const OdsEnum *ods_dialect_enum(const OdsDialect *d, const char *record);
/* The value of an enum case by its textual form; false when none. */
MLIR_INTERNAL bool ods_enum_case_value(const OdsEnum *e, const char *str, size_t n, uint64_t *out);
/* The class of a dialect attribute def in a context (for building). */
MLIR_INTERNAL const AttrClass *ods_attr_class(Context *ctx, const OdsAttrDef *def);

/* Attribute and type defs (ods_defs.c). */
MLIR_INTERNAL void ods_def_print(const Storage *s, const AttrPrinter *ap);
MLIR_INTERNAL const Attr *ods_def_parse(Parser *p, const AttrClass *cls);
/* The uniqued attribute or type of a def class from its parameter words. */
MLIR_INTERNAL const Storage *ods_def_get(Context *ctx, const AttrClass *cls, const uint64_t *params);
MLIR_INTERNAL uint64_t ods_def_param(const Storage *s, unsigned i);
MLIR_INTERNAL uint32_t ods_def_storage_params(const OdsAttrDef *def);
MLIR_INTERNAL const AttrClass *ods_def_class_by_cpp(Context *ctx, const char *cpp, bool is_type);
MLIR_INTERNAL const DefHooks *ods_def_hooks(const AttrClass *cls);

/* Generated tables, one per dialect (core/gen/ods_gen.py). */
MLIR_INTERNAL extern const OdsDialect ODS_builtin, ODS_func, ODS_arith, ODS_cf,
    ODS_scf, ODS_math, ODS_memref, ODS_tensor, ODS_index, ODS_ub, ODS_affine,
    ODS_vector, ODS_linalg, ODS_complex, ODS_bufferization, ODS_x86vector, ODS_arm_neon, ODS_arm_sve, ODS_mpi, ODS_shape, ODS_async, ODS_smt, ODS_irdl, ODS_nvgpu;

/* Dialect definitions. */
MLIR_INTERNAL extern const DialectDef BUILTIN_DIALECT, FUNC_DIALECT,
    ARITH_DIALECT, CF_DIALECT, SCF_DIALECT, MATH_DIALECT, MEMREF_DIALECT,
    TENSOR_DIALECT, INDEX_DIALECT, UB_DIALECT, AFFINE_DIALECT, VECTOR_DIALECT,
    LINALG_DIALECT, COMPLEX_DIALECT, BUFFERIZATION_DIALECT;

#endif /* MLIRC_DIALECTS_H */
