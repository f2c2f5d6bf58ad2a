/* affine_ops.h: what the affine dialect offers the transforms beyond its
 * syntax (upstream's AffineOps.h): dimension and symbol validity, map and
 * operand canonicalization and composition, building affine.apply, and
 * the dialect's folders and canonicalization patterns. */
#ifndef MLIRC_AFFINE_OPS_H
#define MLIRC_AFFINE_OPS_H

#include "../dialects.h"
#include "../utils/affine_util.h"

/* isValidSymbol(Value) and isValidDim(Value). */
MLIR_INTERNAL bool affine_is_valid_symbol(const Value *v);
MLIR_INTERNAL bool affine_is_valid_dim(const Value *v);

/* A map's operands while it is rewritten: Value* entries (dims first). */
typedef struct MapOperands {
  Value **v;
  unsigned n, cap;
} MapOperands;

MLIR_INTERNAL bool map_operands_set(Context *ctx, MapOperands *ops, unsigned n, Value *const *vals);
MLIR_INTERNAL void map_operands_free(Context *ctx, MapOperands *ops);

/* canonicalizeMapAndOperands: dims that are valid symbols become symbols
 * (and symbols that are only valid dims become dims), unused and repeated
 * operands go, and constant symbols fold into the map. False when out of
 * memory. */
MLIR_INTERNAL bool affine_canonicalize_map(Context *ctx, const AffineMap **map, MapOperands *ops);
/* composeAffineMapAndOperands: operands defined by single-result
 * affine.apply ops are replaced by their expressions over their own
 * operands, then the map is canonicalized. */
MLIR_INTERNAL bool affine_compose_map(Context *ctx, const AffineMap **map, MapOperands *ops);
/* AffineMap::constantFold over the operands' constants (NULL entries:
 * unknown); true with every result in `out` when all fold. */
MLIR_INTERNAL bool affine_map_constant_fold(const AffineMap *map, const Attr *const *consts, int64_t *out);

/* Creates `affine.apply map(operands)` at the insertion point. */
MLIR_INTERNAL Operation *affine_build_apply(Rewriter *rw, const Loc *loc, const AffineMap *map, unsigned n,
                                            Value *const *operands);
/* makeComposedAffineApply folded: the operand itself when the composed
 * and canonicalized map is a single dim or symbol, a constant index when
 * it is constant, else a new affine.apply. */
MLIR_INTERNAL Value *affine_make_composed_apply(Rewriter *rw, const Loc *loc, const AffineMap *map, unsigned n,
                                                Value *const *operands);

/* printAffineMapOfSSAIds: the map's results comma-separated, each dN the
 * name of operands[N] and each sN `symbol(...)` of the symbol operand. */
MLIR_INTERNAL void affine_print_map_ssa(Printer *pr, const AffineMap *m, const OpOperand *operands, unsigned n);

/* The map of an affine op (`map` of affine.apply/min/max/load/store). */
MLIR_INTERNAL const AffineMap *affine_op_map(const Operation *op, const char *attr);

MLIR_INTERNAL extern const FoldHook AFFINE_FOLDS[];
MLIR_INTERNAL extern const Pattern *const AFFINE_PATTERNS[];

#endif
