/* fold_tables.h: the per-dialect folder tables (one or more .c per dialect)
 * and the canonicalization pattern lists they register. */
#ifndef MLIRC_FOLD_TABLES_H
#define MLIRC_FOLD_TABLES_H

#include "rewrite.h"

MLIR_INTERNAL extern const FoldHook ARITH_FOLDS[], ARITH_FLOAT_FOLDS[], ARITH_CAST_FOLDS[], MATH_FOLDS[], SCF_FOLDS[], MEMREF_FOLDS[],
    TENSOR_FOLDS[], TENSOR_SLICE_FOLDS[], MEMREF_SUBVIEW_FOLDS[], INDEX_FOLDS[], UB_FOLDS[], FUNC_FOLDS[], BUILTIN_FOLDS[], CF_FOLDS[],
    TENSOR_RESHAPE_FOLDS[], MEMREF_RESHAPE_FOLDS[];

/* Canonicalization patterns per dialect, NULL-terminated, in upstream's
 * registration order (ops by name, each op's patterns in its order). */
MLIR_INTERNAL extern const Pattern *const ARITH_PATTERNS[], *const CF_PATTERNS[], *const SCF_PATTERNS[],
    *const MEMREF_PATTERNS[], *const TENSOR_PATTERNS[], *const INDEX_PATTERNS[], *const FUNC_PATTERNS[],
    *const SCF_IF_PATTERNS[], *const SCF_WHILE_PATTERNS[], *const MEMREF_SUBVIEW_PATTERNS[],
    *const TENSOR_SLICE_PATTERNS[], *const SCF_PARALLEL_PATTERNS[];

#endif
