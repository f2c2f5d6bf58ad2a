/* arith_fold.h: what arith's folder and pattern files share: the cmpi
 * predicates, result helpers and shape helpers. */
#ifndef MLIRC_ARITH_FOLD_H
#define MLIRC_ARITH_FOLD_H

#include "../utils/elems.h"

/* arith.cmpi predicates, as upstream's CmpIPredicate values. */
enum { CMPI_EQ, CMPI_NE, CMPI_SLT, CMPI_SLE, CMPI_SGT, CMPI_SGE, CMPI_ULT, CMPI_ULE, CMPI_UGT, CMPI_UGE };


MLIR_INTERNAL const Attr *arith_zero_of(Operation *op);
MLIR_INTERNAL bool arith_cmpi_apply(int pred, uint64_t a, uint64_t b, unsigned w);
MLIR_INTERNAL const Attr *arith_bool_attr(Context *ctx, const Type *type, bool v);
/* cmpf predicate on a float_compare result. */
MLIR_INTERNAL bool arith_cmpf_apply(int pred, int cmp);

/* The arith dialect's tables (arith.c registers them). */
MLIR_INTERNAL extern const FoldHook ARITH_FOLDS[], ARITH_FLOAT_FOLDS[], ARITH_CAST_FOLDS[];
MLIR_INTERNAL extern const Pattern *const ARITH_PATTERNS[];
MLIR_INTERNAL extern const OpInterfaceHooks ARITH_INTERFACES[];

#endif
