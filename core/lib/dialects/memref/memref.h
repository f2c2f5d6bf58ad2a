/* memref.h: what the memref dialect's files share: its tables (memref.c
 * registers them) and its cast helpers. */
#ifndef MLIRC_MEMREF_H
#define MLIRC_MEMREF_H

#include "../dialects.h"
#include "../utils/slice_util.h"

MLIR_INTERNAL extern const FoldHook MEMREF_FOLDS[], MEMREF_SUBVIEW_FOLDS[];
MLIR_INTERNAL extern const Pattern *const MEMREF_PATTERNS[], *const MEMREF_SUBVIEW_PATTERNS[];
MLIR_INTERNAL extern const OpInterfaceHooks MEMREF_INTERFACES[];

/* memref::CastOp::canFoldIntoConsumerOp (memref_fold.c). */
MLIR_INTERNAL bool memref_cast_foldable_into_consumer(Operation *cast);

/* memref::CastOp::areCastCompatible. */
MLIR_INTERNAL bool memref_cast_compatible(const Type *from, const Type *to);

#endif /* MLIRC_MEMREF_H */
