/* memref.h: what the memref dialect's files share: its tables (memref.c
 * registers them) and the cast helper its folders use. */
#ifndef MLIRC_MEMREF_H
#define MLIRC_MEMREF_H

#include "../dialects.h"
#include "../utils/slice_util.h"

MLIR_INTERNAL extern const FoldHook MEMREF_FOLDS[], MEMREF_SUBVIEW_FOLDS[];
MLIR_INTERNAL extern const Pattern *const MEMREF_PATTERNS[], *const MEMREF_SUBVIEW_PATTERNS[];
MLIR_INTERNAL extern const OpInterfaceHooks MEMREF_INTERFACES[];

/* memref::CastOp::canFoldIntoConsumerOp (memref_fold.c). */
MLIR_INTERNAL bool memref_cast_foldable_into_consumer(Operation *cast);

#endif /* MLIRC_MEMREF_H */
