/* region_util.h: building scf ops (and others with regions) from patterns:
 * ops with empty regions, blocks with typed arguments, yields, and the
 * helpers upstream's scf patterns share (replacing an op by the body of a
 * single-block region). */
#ifndef MLIRC_REGION_UTIL_H
#define MLIRC_REGION_UTIL_H

#include "elems.h"

/* Creates `name` with `nregions` empty regions at the insertion point; the
 * attributes (properties and discardable) of `attrs_from` are copied when
 * it is not NULL. */
MLIR_INTERNAL Operation *build_with_regions(Rewriter *rw, const char *name, const Loc *loc, unsigned nops,
                                            Value *const *ops, unsigned ntypes, const Type *const *types,
                                            unsigned nregions, const Operation *attrs_from);
/* Appends a block with arguments of `types` to `r`; argument i has
 * locs[i] (or `loc` when locs is NULL). */
MLIR_INTERNAL Block *append_block(Context *ctx, Region *r, unsigned n, const Type *const *types,
                                  const Loc *const *locs, const Loc *loc);
/* Creates a terminator (scf.yield, scf.condition, ...) at the insertion
 * point. */
MLIR_INTERNAL Operation *build_term(Rewriter *rw, const char *name, const Loc *loc, unsigned n, Value *const *vals);
/* Appends `name` (no operands) to the block without notifying anyone, as
 * upstream's ensureTerminator does with its own builder. */
MLIR_INTERNAL void append_implicit_term(Context *ctx, Block *b, const char *name, const Loc *loc);
/* The location of a value (its defining op's, or the argument's). */
MLIR_INTERNAL const Loc *value_loc_of(const Value *v);
/* `r` is an ancestor of (or equal to) the region holding `v`. */
MLIR_INTERNAL bool region_holds_value(const Region *r, const Value *v);
MLIR_INTERNAL bool region_is_ancestor(const Region *r, const Region *of);
/* upstream's replaceOpWithRegion: the single block of `r` moves before
 * `op` (arguments replaced by `args`), the terminator's operands replace
 * op's results, and the terminator goes. */
MLIR_INTERNAL void replace_op_with_region(Rewriter *rw, Operation *op, Region *r, Value *const *args);
/* A constant integer (IntegerAttr) defining `v`, sign-extended. */
MLIR_INTERNAL bool const_int_value(const Value *v, int64_t *out);

/* A loop bound as an OpFoldResult: an SSA value, or (v NULL) a static
 * index. */
typedef struct LoopBound {
  Value *v;
  int64_t st;
} LoopBound;
/* upstream's constantTripCount: *known false when it cannot tell; an
 * unknown upper bound counts only as `lb + c` with the matching no-wrap
 * flag (computeUbMinusLb). */
MLIR_INTERNAL int64_t loop_trip_count(LoopBound lb, LoopBound ub, LoopBound step, bool is_signed, bool *known);
/* getValueOrCreateConstantIndexOp at the insertion point. */
MLIR_INTERNAL Value *loop_bound_value(Rewriter *rw, const Loc *loc, LoopBound b);

#endif
