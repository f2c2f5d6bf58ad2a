/* dialects.h: the dialects subsystem's private header: a dialect is its
 * generated ODS tables plus the hand-written pieces ODS cannot express
 * (custom syntax, verifiers, result names), joined when the dialect is
 * loaded into a context. Depends on asm/ and ir/. */
#ifndef MLIRC_DIALECTS_H
#define MLIRC_DIALECTS_H

#include "ods.h"

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
} OpHooks;

struct DialectDef {
  const char *ns;
  const OdsDialect *ods;    /* generated tables, or NULL */
  const OpHooks *hooks;     /* terminated by an entry with a NULL name */
  const OpDef *const *ops;  /* ops written by hand only, NULL-terminated */
  /* attribute classes written by hand (e.g. #ub.poison), NULL-terminated */
  const AttrClass *const *attr_classes;
};

/* Loads a dialect into the context (idempotent); NULL when out of memory. */
MLIR_INTERNAL const Dialect *dialect_load(Context *ctx, const DialectDef *def);
/* Every dialect mlirc provides, NULL-terminated. */
MLIR_INTERNAL extern const DialectDef *const ALL_DIALECTS[];
MLIR_INTERNAL const DialectDef *dialect_find(const char *ns, size_t n);
MLIR_INTERNAL void dialect_load_all(Context *ctx);

/* The ODS op record behind an operation, or NULL. */
static inline const OdsOp *op_ods(const Operation *op) {
  return op->name->def ? (const OdsOp *)op->name->def->ods : NULL;
}

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
/* The class of a dialect attribute def in a context (for building). */
MLIR_INTERNAL const AttrClass *ods_attr_class(Context *ctx, const OdsAttrDef *def);

/* Generated tables, one per dialect (core/gen/ods_gen.py). */
MLIR_INTERNAL extern const OdsDialect ODS_builtin, ODS_func, ODS_arith, ODS_cf,
    ODS_scf, ODS_math, ODS_memref, ODS_tensor, ODS_index, ODS_ub;

/* Dialect definitions. */
MLIR_INTERNAL extern const DialectDef BUILTIN_DIALECT, FUNC_DIALECT,
    ARITH_DIALECT, CF_DIALECT, SCF_DIALECT, MATH_DIALECT, MEMREF_DIALECT,
    TENSOR_DIALECT, INDEX_DIALECT, UB_DIALECT;

#endif /* MLIRC_DIALECTS_H */
