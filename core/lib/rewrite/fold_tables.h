/* fold_tables.h: the per-dialect folder tables (one .c per dialect). */
#ifndef MLIRC_FOLD_TABLES_H
#define MLIRC_FOLD_TABLES_H

#include "rewrite.h"

MLIR_INTERNAL extern const FoldHook ARITH_FOLDS[];
MLIR_INTERNAL extern const FoldHook MATH_FOLDS[];

#endif
