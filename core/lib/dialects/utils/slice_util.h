/* slice_util.h: the offsets, sizes and strides of view and slice ops
 * (memref.subview, tensor.extract_slice, tensor.insert_slice,
 * tensor.parallel_insert_slice) as upstream's mixed lists of static values
 * and SSA values, with the helpers their folders share: constant folding of
 * the lists, bounds checks, rebuilding the op, and strided memref layouts. */
#ifndef MLIRC_SLICE_UTIL_H
#define MLIRC_SLICE_UTIL_H

#include "elems.h"

#define SLICE_MAX_RANK 16

/* Entry i is static (st[i]) unless st[i] == DYNAMIC_SIZE, then dyn[i]. */
typedef struct MixedList {
  unsigned n;
  int64_t st[SLICE_MAX_RANK];
  Value *dyn[SLICE_MAX_RANK];
} MixedList;

typedef struct SliceParams {
  MixedList off, size, stride;
} SliceParams;

/* Reads the op's static_* arrays and offsets/sizes/strides operands. */
MLIR_INTERNAL bool slice_read(const Operation *op, SliceParams *p);
/* getConstantIntValue of entry i: its static value or its constant. */
MLIR_INTERNAL bool mixed_const(const MixedList *m, unsigned i, int64_t *v);
/* foldDynamicIndexList: constant SSA entries become static ones (skipping
 * negative ones / zero ones when asked); true when any changed. */
MLIR_INTERNAL bool mixed_fold(MixedList *m, bool only_non_negative, bool only_non_zero);
/* OpFoldResult equality, entry by entry (isSameAs with ==). */
MLIR_INTERNAL bool slice_same(const SliceParams *a, const SliceParams *b);
/* verifyInBoundsSlice against `shape` (the static entries only). */
MLIR_INTERNAL bool slice_in_bounds(const Type *shaped, const SliceParams *p);
/* foldIdentityOffsetSizeAndStrideOpInterface against `shaped`. */
MLIR_INTERNAL bool slice_is_identity(const SliceParams *p, const Type *shaped);
/* Builds `name` (source, optional dest, the dynamic entries, the static
 * arrays) at the insertion point; `result` NULL for no result. */
MLIR_INTERNAL Operation *slice_build(Rewriter *rw, const char *name, const Loc *loc, const Type *result,
                                     Value *source, Value *dest, const SliceParams *p);

/* memref_strides_and_offset of a memref type of rank up to SLICE_MAX_RANK. */
MLIR_INTERNAL bool memref_strides_offset(const Type *t, int64_t *strides, int64_t *offset);
/* SubViewOp::inferResultType with the static parts of `p`; NULL when a
 * static offset/size is negative, a stride zero, or the layout unknown. */
MLIR_INTERNAL const Type *subview_infer_type(Context *ctx, const Type *src, const SliceParams *p);
/* The dims a rank-reducing subview drops (computeMemRefRankReductionMask
 * when the static unit sizes decide it); false when undecided. */
MLIR_INTERNAL bool subview_dropped_dims(const Type *src, const Type *res, const MixedList *sizes, bool *dropped);
/* `t` without the dropped dims (shape and strides). */
MLIR_INTERNAL const Type *memref_drop_dims(Context *ctx, const Type *t, const bool *dropped);

#endif
