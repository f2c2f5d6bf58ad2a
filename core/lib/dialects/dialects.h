/* dialects.h: what a dialect is: its generated ODS tables plus the
 * hand-written behaviour ODS cannot express (custom syntax, verifiers,
 * folders, canonicalization patterns, interface implementations, constant
 * materialization), joined into the op records when the dialect is loaded
 * into a context (dialect_load.c). Each dialect lives in its own folder and
 * exports its DialectDef; init_all.c lists them. Depends on interfaces/,
 * ods/ and ir/. */
#ifndef MLIRC_DIALECTS_H
#define MLIRC_DIALECTS_H

#include "../interfaces/interfaces.h"

/* Hand-written pieces of one op, matched to its ODS record by name when
 * the dialect loads. */
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
  OpVerifyFn verify_preds;       /* see OpDef::verify_preds */
} OpHooks;

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
  /* Tables filled into the op records by op name, each list
   * NULL-terminated (may be NULL): folders (tables ended by a NULL op),
   * canonicalization patterns (lists of patterns, each given to its root
   * op in list order), interface implementations (tables ended by a NULL
   * name). */
  const FoldHook *const *folds;
  const Pattern *const *const *patterns;
  const OpInterfaceHooks *const *interfaces;
  /* Dialect::materializeConstant (see Dialect::materialize), or NULL. */
  Operation *(*materialize)(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc);
  /* The attribute defs (full names) whose values print under an alias
   * named after their mnemonic (upstream's getAlias), NULL-terminated, or
   * NULL. */
  const char *const *attr_aliases;
};

/* Loads a dialect and the dialects it depends on into the context
 * (idempotent); NULL when out of memory. */
MLIR_INTERNAL const Dialect *dialect_load(Context *ctx, const DialectDef *def);

/* The canonicalization patterns of the context's registered ops, ops by
 * name and each op's patterns in registration order, as upstream's
 * canonicalizer collects them: NULL-terminated pattern lists in a
 * NULL-terminated list owned by the context (rebuilt when a dialect
 * loads); NULL when out of memory. */
MLIR_INTERNAL const Pattern *const *const *ctx_canonicalization_patterns(Context *ctx);

#endif /* MLIRC_DIALECTS_H */
