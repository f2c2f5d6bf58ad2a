/* tensor.h: what the tensor dialect's files share: its tables (tensor.c
 * registers them) and the cast helpers its folders and patterns use. */
#ifndef MLIRC_TENSOR_H
#define MLIRC_TENSOR_H

#include "../dialects.h"
#include "../utils/slice_util.h"

MLIR_INTERNAL extern const FoldHook TENSOR_FOLDS[], TENSOR_SLICE_FOLDS[];
MLIR_INTERNAL extern const Pattern *const TENSOR_SLICE_PATTERNS[], *const TENSOR_PATTERNS[];
MLIR_INTERNAL extern const OpInterfaceHooks TENSOR_INTERFACES[];

/* tensor::canFoldIntoConsumerOp / preservesStaticInformation (tensor_fold.c). */
MLIR_INTERNAL bool tensor_cast_foldable_into_consumer(Operation *cast);
MLIR_INTERNAL bool tensor_preserves_static_info(const Type *src, const Type *dst);

#endif /* MLIRC_TENSOR_H */
