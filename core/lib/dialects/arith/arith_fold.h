/* arith_fold.h: what arith's folder and pattern files share: the cmpi
 * predicates, result helpers and shape helpers. */
#ifndef MLIRC_ARITH_FOLD_H
#define MLIRC_ARITH_FOLD_H

#include "../utils/elems.h"
#include "../../rewrite/fold_tables.h"

/* arith.cmpi predicates, as upstream's CmpIPredicate values. */
enum { CMPI_EQ, CMPI_NE, CMPI_SLT, CMPI_SLE, CMPI_SGT, CMPI_SGE, CMPI_ULT, CMPI_ULE, CMPI_UGT, CMPI_UGE };

/* Fold results: a value, or an attribute (failing when NULL). */
#define RETURN_VALUE(v)                                                                                 \
  do {                                                                                                  \
    out[0].value = (v);                                                                                 \
    return true;                                                                                        \
  } while (0)
#define RETURN_ATTR(a)                                                                                  \
  do {                                                                                                  \
    const Attr *a_ = (a);                                                                               \
    if (!a_) return false;                                                                              \
    out[0].attr = a_;                                                                                   \
    return true;                                                                                        \
  } while (0)

MLIR_INTERNAL const Attr *arith_zero_of(Operation *op);
MLIR_INTERNAL const Type *arith_i1_same_shape(Context *ctx, const Type *t);
MLIR_INTERNAL bool arith_cmpi_apply(int pred, uint64_t a, uint64_t b, unsigned w);
MLIR_INTERNAL const Attr *arith_bool_attr(Context *ctx, const Type *type, bool v);
/* cmpf predicate on a float_compare result. */
MLIR_INTERNAL bool arith_cmpf_apply(int pred, int cmp);

#endif
