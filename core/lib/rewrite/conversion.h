/* conversion.h: the dialect conversion framework (upstream's
 * DialectConversion): a conversion target saying which ops are legal, a
 * type converter with its materializations, conversion patterns that see
 * their op's operands as already converted (adaptors, 1:1 and 1:N), and
 * the driver that legalizes ops one by one (partial, full and analysis
 * conversion), journaling every change so that a failed pattern, or a
 * failed conversion, is undone. Depends on rewrite.h (folding) and ir/. */
#ifndef MLIRC_CONVERSION_H
#define MLIRC_CONVERSION_H

#include "rewrite.h"

/* ---- type converter (type_converter.c) -------------------------------------------------- */

typedef struct TypeConverter TypeConverter;

/* A conversion callback's answer: no opinion (the next older callback is
 * asked), a definite failure, or success with the types appended (none:
 * the value is dropped). */
enum { TYPE_CONV_NONE = -1, TYPE_CONV_FAILURE = 0, TYPE_CONV_SUCCESS = 1 };
typedef int (*TypeConversionFn)(void *user, const Type *t, PtrVec *results, Allocator *alloc);
/* Builds a value of `type` from `inputs` at the rewriter's insertion
 * point, or returns NULL to let an older callback try. */
typedef Value *(*SourceMaterializationFn)(void *user, Rewriter *rw, const Type *type, unsigned n,
                                          Value *const *inputs, const Loc *loc);
/* Builds values of `types` (written to `out`) from `inputs`; false to let
 * an older callback try. `original` is the type the inputs replaced (NULL
 * when unknown). */
typedef bool (*TargetMaterializationFn)(void *user, Rewriter *rw, unsigned ntypes, const Type *const *types,
                                        unsigned n, Value *const *inputs, const Loc *loc,
                                        const Type *original, Value **out);
/* Releases a callback's user data when the converter is destroyed. */
typedef void (*UserFreeFn)(void *user);

/* Creates an empty converter (no type converts until a callback says so)
 * allocating with `alloc` (NULL: libc, for one made before any context);
 * NULL when out of memory. */
MLIR_INTERNAL TypeConverter *tc_create(Allocator *alloc);
MLIR_INTERNAL void tc_destroy(TypeConverter *tc);
/* Callbacks are tried most recent first, as upstream's. */
MLIR_INTERNAL bool tc_add_conversion(TypeConverter *tc, TypeConversionFn fn, void *user, UserFreeFn free_user);
/* Every type converts to itself (upstream's `addConversion([](Type t) { return t; })`). */
MLIR_INTERNAL bool tc_add_identity(TypeConverter *tc);
MLIR_INTERNAL bool tc_add_source_materialization(TypeConverter *tc, SourceMaterializationFn fn, void *user,
                                                 UserFreeFn free_user);
MLIR_INTERNAL bool tc_add_target_materialization(TypeConverter *tc, TargetMaterializationFn fn, void *user,
                                                 UserFreeFn free_user);
/* Appends the conversion of `t` to `out` (cached; `out` grows with the
 * converter's allocator, tc_alloc); false when it fails. */
MLIR_INTERNAL bool tc_convert_type(const TypeConverter *tc, const Type *t, PtrVec *out);
/* The single type `t` converts to, or NULL. */
MLIR_INTERNAL const Type *tc_convert_type1(const TypeConverter *tc, const Type *t);
MLIR_INTERNAL bool tc_convert_types(const TypeConverter *tc, size_t n, const Type *const *types, PtrVec *out);
MLIR_INTERNAL bool tc_is_legal_type(const TypeConverter *tc, const Type *t);
/* Its operand and result types are legal. */
MLIR_INTERNAL bool tc_is_legal_op(const TypeConverter *tc, const Operation *op);
/* Every block argument of the region has a legal type. */
MLIR_INTERNAL bool tc_is_legal_region(const TypeConverter *tc, const Region *r);
/* The inputs and results of a function type are legal. */
MLIR_INTERNAL bool tc_is_signature_legal(const TypeConverter *tc, const Type *fn_type);
MLIR_INTERNAL Value *tc_materialize_source(const TypeConverter *tc, Rewriter *rw, const Type *type, unsigned n,
                                           Value *const *inputs, const Loc *loc);
MLIR_INTERNAL bool tc_materialize_target(const TypeConverter *tc, Rewriter *rw, unsigned ntypes,
                                         const Type *const *types, unsigned n, Value *const *inputs,
                                         const Loc *loc, const Type *original, Value **out);
MLIR_INTERNAL Allocator *tc_alloc(const TypeConverter *tc);

/* Upstream's SignatureConversion: how each original argument maps to the
 * new ones (a run of new arguments, or replacement values, or nothing). */
typedef struct SignatureInput {
  unsigned input_no, size; /* size 0 with no replacements: dropped */
  Value **repl;            /* replacement values (context allocator) */
  unsigned nrepl;
  bool remapped;
} SignatureInput;

typedef struct SignatureConversion {
  Context *ctx;
  unsigned norig;
  SignatureInput *inputs; /* norig entries */
  PtrVec types;           /* the new argument types */
} SignatureConversion;

MLIR_INTERNAL bool sig_init(SignatureConversion *s, Context *ctx, unsigned norig);
MLIR_INTERNAL void sig_free(SignatureConversion *s);
/* Original input `orig` becomes the new inputs of `types`, appended. */
MLIR_INTERNAL bool sig_add_inputs(SignatureConversion *s, unsigned orig, unsigned n, const Type *const *types);
/* Appends new inputs that no original maps to. */
MLIR_INTERNAL bool sig_append_types(SignatureConversion *s, unsigned n, const Type *const *types);
MLIR_INTERNAL void sig_remap_input(SignatureConversion *s, unsigned orig, unsigned new_no, unsigned count);
/* Original input `orig` is dropped and replaced by `values`. */
MLIR_INTERNAL bool sig_remap_to_values(SignatureConversion *s, unsigned orig, unsigned n, Value *const *values);
/* Converts the argument types (offset by `first`) into `s`. */
MLIR_INTERNAL bool tc_convert_signature_args(const TypeConverter *tc, size_t n, const Type *const *types,
                                             SignatureConversion *s, unsigned first);
/* The signature conversion of a block's arguments; false on failure
 * (then `s` is freed). */
MLIR_INTERNAL bool tc_convert_block_signature(const TypeConverter *tc, Context *ctx, const Block *b,
                                              SignatureConversion *s);

/* ---- conversion target (conversion_target.c) --------------------------------------------- */

typedef struct ConversionTarget ConversionTarget;

enum LegalizationAction { LEGAL_UNKNOWN = 0, LEGAL_LEGAL, LEGAL_DYNAMIC, LEGAL_ILLEGAL };
/* A dynamic legality callback: 1 legal, 0 illegal, -1 no opinion (the
 * callback registered before it is asked). */
typedef int (*LegalityFn)(void *user, Operation *op);

MLIR_INTERNAL ConversionTarget *ct_create(Context *ctx);
MLIR_INTERNAL void ct_destroy(ConversionTarget *ct);
MLIR_INTERNAL bool ct_set_op_action(ConversionTarget *ct, const char *op, int action);
MLIR_INTERNAL bool ct_set_dialect_action(ConversionTarget *ct, const char *ns, int action);
/* Marks an op dynamically legal with `fn` (composed with earlier ones). */
MLIR_INTERNAL bool ct_add_dynamic_op(ConversionTarget *ct, const char *op, LegalityFn fn, void *user,
                                     UserFreeFn free_user);
MLIR_INTERNAL bool ct_add_dynamic_dialect(ConversionTarget *ct, const char *ns, LegalityFn fn, void *user,
                                          UserFreeFn free_user);
/* Ops of no listed name or dialect are asked `fn`. */
MLIR_INTERNAL bool ct_mark_unknown_dynamic(ConversionTarget *ct, LegalityFn fn, void *user, UserFreeFn free_user);
/* A legal `op` also makes what it holds legal (`fn` NULL: always). */
MLIR_INTERNAL bool ct_mark_recursively_legal(ConversionTarget *ct, const char *op, LegalityFn fn, void *user,
                                             UserFreeFn free_user);
/* The action set for an op name (its own, its dialect's, or the unknown
 * callback's); LEGAL_UNKNOWN when none. */
MLIR_INTERNAL int ct_op_action(const ConversionTarget *ct, const OpName *name);
/* Whether the op is legal now; *recursive tells whether its regions are
 * too. */
MLIR_INTERNAL bool ct_is_legal(const ConversionTarget *ct, Operation *op, bool *recursive);
MLIR_INTERNAL bool ct_is_illegal(const ConversionTarget *ct, Operation *op);

/* ---- patterns ------------------------------------------------------------------------------ */

/* The operands a conversion pattern sees: operand i as count[i] values
 * from vals[start[i]] (one for a 1:1 conversion; none when dropped). */
typedef struct ConvOperands {
  unsigned n;
  Value *const *vals;
  const unsigned *start, *count;
} ConvOperands;

/* Operand i when it converted to exactly one value, else NULL. */
static inline Value *conv_operand(const ConvOperands *o, unsigned i) {
  return i < o->n && o->count[i] == 1 ? o->vals[o->start[i]] : NULL;
}

typedef struct ConvPattern ConvPattern;
/* Rewrites `op` through `rw` (rw_* functions; the conv_* ones below for
 * what only a conversion does); false when it does not apply, without
 * changing anything it did not undo. */
typedef bool (*ConvRewriteFn)(Rewriter *rw, Operation *op, const ConvOperands *operands);

struct ConvPattern {
  const char *root; /* op name, NULL: any op */
  unsigned benefit;
  const char *debug_name;
  /* Converts the operands the pattern sees (NULL: they are passed as
   * mapped, and nothing is materialized). */
  const TypeConverter *converter;
  ConvRewriteFn rewrite;
  /* Or a plain rewrite pattern (a canonicalization pattern, say). */
  const Pattern *plain;
  /* Names of the ops it may create, NULL-terminated (NULL: unknown), for
   * the legalization cost model. */
  const char *const *generated;
  /* It may apply again to what it produced (else it is not tried on an op
   * it created while it is being applied). */
  bool bounded_recursion;
  const void *data; /* the pattern's own data, read through conv_pattern */
};

/* The pattern being applied by `rw` (a conversion rewriter), or NULL. */
MLIR_INTERNAL const ConvPattern *conv_pattern(const Rewriter *rw);

/* ---- the conversion rewriter ------------------------------------------------------------- */

/* Whether `rw` is a conversion rewriter. */
MLIR_INTERNAL bool rw_is_conversion(const Rewriter *rw);
/* Replaces result i of `op` with values[start[i]..+count[i]) (1:N;
 * count 0: dropped) and erases it once the conversion commits. */
MLIR_INTERNAL void conv_replace_op_multiple(Rewriter *rw, Operation *op, Value *const *values,
                                            const unsigned *start, const unsigned *count);
/* Replaces the uses of a block argument with `values`. */
MLIR_INTERNAL void conv_replace_block_arg(Rewriter *rw, Value *arg, unsigned n, Value *const *values);
/* The value `v` is mapped to, converted by the current pattern's type
 * converter (a materialization when the types differ); NULL on failure. */
MLIR_INTERNAL Value *conv_remapped_value(Rewriter *rw, Value *v);
/* Applies a signature conversion to a block: a new block with the new
 * argument types takes its ops and uses; returns it (or `b` when nothing
 * changes), NULL when out of memory. */
MLIR_INTERNAL Block *conv_apply_signature_conversion(Rewriter *rw, Block *b, SignatureConversion *sig,
                                                     const TypeConverter *tc);
/* Converts the argument types of every block of `r` (the entry block's
 * with `entry` when given); false when a type does not convert. */
MLIR_INTERNAL bool conv_convert_region_types(Rewriter *rw, Region *r, const TypeConverter *tc,
                                             SignatureConversion *entry);
/* The type converter of the pattern being applied, or NULL. */
MLIR_INTERNAL const TypeConverter *conv_type_converter(const Rewriter *rw);
/* Records why a pattern failed (upstream's notifyMatchFailure: only
 * visible in debug logs); returns false. */
MLIR_INTERNAL bool conv_match_failure(Rewriter *rw, const char *why);

/* ---- the driver -------------------------------------------------------------------------- */

enum ConversionFoldingMode { CONV_FOLD_NEVER, CONV_FOLD_BEFORE_PATTERNS, CONV_FOLD_AFTER_PATTERNS };

typedef struct ConversionConfig {
  int folding_mode;
  bool build_materializations;
  bool allow_pattern_rollback;
  /* Partial conversion: filled with the ops left unconverted (NULL: not
   * collected); analysis conversion: the ops that would convert. */
  PtrVec *unlegalized_ops;
  PtrVec *legalizable_ops;
} ConversionConfig;

MLIR_INTERNAL void conversion_config_default(ConversionConfig *c);

typedef struct ConvPatternSet {
  const ConvPattern *const *patterns;
  size_t n;
} ConvPatternSet;

enum ConversionMode { CONVERSION_PARTIAL, CONVERSION_FULL, CONVERSION_ANALYSIS };

/* Converts `op` and what it holds; false after the diagnostics, with the
 * IR as it was before (upstream's applyPartialConversion and friends). */
MLIR_INTERNAL bool apply_conversion(Operation *op, const ConversionTarget *target, const ConvPatternSet *patterns,
                                    const ConversionConfig *config, int mode);
static inline bool apply_partial_conversion(Operation *op, const ConversionTarget *target,
                                            const ConvPatternSet *patterns, const ConversionConfig *config) {
  return apply_conversion(op, target, patterns, config, CONVERSION_PARTIAL);
}
static inline bool apply_full_conversion(Operation *op, const ConversionTarget *target,
                                         const ConvPatternSet *patterns, const ConversionConfig *config) {
  return apply_conversion(op, target, patterns, config, CONVERSION_FULL);
}

/* reconcileUnrealizedCasts: erases the casts of `casts` (and the casts
 * feeding them) that are dead or that undo an earlier cast, rewiring their
 * users; the casts left are appended to `remaining` when given. */
MLIR_INTERNAL void reconcile_unrealized_casts(Context *ctx, PtrVec *casts, PtrVec *remaining);

/* ---- common patterns ------------------------------------------------------------------- */

/* Converts the signature of a function-like op named `op_name` (its
 * function_type and the entry block's arguments), as upstream's
 * populateFunctionOpInterfaceTypeConversionPattern. The pattern is
 * written to `out` (it refers to `tc`). */
MLIR_INTERNAL void conv_function_signature_pattern(ConvPattern *out, const char *op_name, const TypeConverter *tc);

#endif /* MLIRC_CONVERSION_H */
