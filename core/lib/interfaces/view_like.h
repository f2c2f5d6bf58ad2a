/* view_like.h: verification helpers the memref and tensor dialects share
 * (view_like.c): upstream's ViewLikeInterface (the mixed static/dynamic
 * offset, size and stride lists of OffsetSizeAndStrideOpInterface ops), the
 * tensor slice checks, and the reassociation checks of expand/collapse_shape
 * (ReshapeOpsUtils). */
#ifndef MLIRC_VIEW_LIKE_H
#define MLIRC_VIEW_LIKE_H

#include "../ods/ods_format.h"

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

/* tensor.expand_shape / collapse_shape: verifyTensorReshapeOp (with the
 * expand-only output_shape checks when `is_expand`). */
MLIR_INTERNAL bool tensor_reshape_verify(Operation *op, const Type *expanded,
                                         const Type *collapsed, bool is_expand);
/* memref.expand_shape / collapse_shape: verifyCollapsedShape and the result
 * type for identity layouts (other layouts are not checked yet). */
MLIR_INTERNAL bool memref_reshape_verify(Operation *op, const Type *expanded,
                                         const Type *collapsed, bool is_expand);

/* SubViewOp::verify: memory space, the inferred strided result type (up
 * to rank reduction), offsets and strides, then the bounds. */
MLIR_INTERNAL bool memref_subview_verify(Operation *op);

#endif /* MLIRC_VIEW_LIKE_H */
