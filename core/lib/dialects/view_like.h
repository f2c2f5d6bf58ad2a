/* view_like.h: upstream's ViewLikeInterface verification helpers shared
 * by the memref and tensor dialects (view_like.c): the mixed static/dynamic
 * offset, size and stride lists of OffsetSizeAndStrideOpInterface ops, and
 * the slice checks of tensor.extract_slice / insert_slice. */
#ifndef MLIRC_VIEW_LIKE_H
#define MLIRC_VIEW_LIKE_H

#include "ods_format.h"

/* verifyOffsetSizeAndStrideOp: list lengths agree, each has `max_ranks[i]`
 * entries with one operand per dynamic entry, and static offsets and sizes
 * are not negative. Reads the ODS operands offsets/sizes/strides and the
 * attributes static_offsets/static_sizes/static_strides. */
MLIR_INTERNAL bool view_like_verify(Operation *op, const unsigned max_ranks[3]);

/* The tensor type a slice of `src` with static sizes `sizes` has
 * (ExtractSliceOp::inferResultType); NULL when out of memory. */
MLIR_INTERNAL const Type *slice_type(Context *ctx, const Type *src, const Attr *sizes);

/* isRankReducedType + produceSliceErrorMsg: `candidate` is `expected` or a
 * rank-reduced version of it; otherwise reports on `op` and returns false. */
MLIR_INTERNAL bool slice_type_verify(Operation *op, const Type *expected, const Type *candidate);

/* verifyInBoundsSlice against the static `shape` of a ranked type. */
MLIR_INTERNAL bool slice_bounds_verify(Operation *op, const Type *shaped);

#endif /* MLIRC_VIEW_LIKE_H */
