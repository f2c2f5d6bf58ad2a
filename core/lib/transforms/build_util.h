/* build_util.h: building the ops the lowering passes emit (index
 * constants, scf.for, scf.parallel, affine.for, loads and stores), each at
 * the rewriter's insertion point with upstream's builders' defaults:
 * loop bodies get one block whose induction variables are located at the
 * loop, and no terminator unless the function says so. NULL when out of
 * memory. */
#ifndef MLIRC_TRANSFORMS_BUILD_UTIL_H
#define MLIRC_TRANSFORMS_BUILD_UTIL_H

#include "transforms.h"

/* arith.constant N : index (always a new op). */
MLIR_INTERNAL Value *bu_index(Rewriter *rw, const Loc *loc, int64_t v);
/* An op with one result of `type` (or none when type is NULL). */
MLIR_INTERNAL Operation *bu_op(Rewriter *rw, const char *name, const Loc *loc, unsigned nops, Value *const *ops,
                               const Type *type);
/* scf.for %iv = lb to ub step step iter_args(inits): the body block has
 * the induction variable and one argument per init; no terminator. */
MLIR_INTERNAL Operation *bu_scf_for(Rewriter *rw, const Loc *loc, Value *lb, Value *ub, Value *step, unsigned ninits,
                                    Value *const *inits);
/* scf.parallel over n dims (no reductions): the body has n index
 * arguments; no terminator. */
MLIR_INTERNAL Operation *bu_scf_parallel(Rewriter *rw, const Loc *loc, unsigned n, Value *const *lbs,
                                         Value *const *ubs, Value *const *steps);
/* affine.for with constant bounds, or with single-value bounds through
 * identity maps (buildAffineLoopFromValues); no terminator. */
MLIR_INTERNAL Operation *bu_affine_for(Rewriter *rw, const Loc *loc, Value *lb, Value *ub, int64_t step);
/* memref.alloc or memref.alloca (`name`) of the memref type `t` with its
 * dynamic sizes (no symbol operands, no alignment). */
MLIR_INTERNAL Value *bu_alloc(Rewriter *rw, const char *name, const Loc *loc, const Type *t, unsigned ndyn,
                              Value *const *dyn);
/* memref.load / affine.load %m[indices] and the matching stores. */
MLIR_INTERNAL Value *bu_load(Rewriter *rw, const Loc *loc, bool affine, Value *mem, unsigned n, Value *const *idx);
MLIR_INTERNAL Operation *bu_store(Rewriter *rw, const Loc *loc, bool affine, Value *v, Value *mem, unsigned n,
                                  Value *const *idx);
/* The body block of a single-region op. */
static inline Block *bu_body(Operation *op) { return op->regions[0].first; }
/* The patterns an op's record holds (its canonicalization patterns), or
 * an empty list. */
MLIR_INTERNAL const Pattern *const *bu_op_patterns(Context *ctx, const char *name);

#endif
