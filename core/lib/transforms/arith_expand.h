/* arith_expand.h: what the arith-expand pass's files share: the expander
 * (a rewriter placing new ops before the expanded op, with its location),
 * op-building helpers, and the small float types' extf/truncf expansions. */
#ifndef MLIRC_ARITH_EXPAND_H
#define MLIRC_ARITH_EXPAND_H

#include "transforms.h"

#include "../dialects/arith/arith_fold.h"
#include "../dialects/utils/elems.h"

/* arith.cmpf predicates, as their enum numbers them (cmpi's: arith_fold.h). */
enum { CMPF_UGT = 9, CMPF_ULT = 11, CMPF_UNE = 13, CMPF_UNO = 14 };

typedef struct Expander {
  Context *ctx;
  Rewriter rw;
  const Loc *loc; /* the expanded op's location, given to every new op */
  bool failed;    /* an op could not be built */
} Expander;

static inline bool is_kind(const Type *t, unsigned kind) { return t && t->kind == kind; }

/* ---- building (arith_expand_build.c); NULL once anything failed ---------------- */

/* A one-result op `name` of `type`; attributes with a NULL value are left out. */
MLIR_INTERNAL Value *ex_build(Expander *ex, const char *name, unsigned n, Value *const *ops, const Type *type,
                              unsigned nattrs, const NamedAttr *attrs);
/* A binary op whose result has the lhs type. */
MLIR_INTERNAL Value *ex_binary(Expander *ex, const char *name, Value *l, Value *r);
/* arith.cmpi / arith.cmpf with an i1 result of the operands' shape. */
MLIR_INTERNAL Value *ex_compare(Expander *ex, const char *name, int64_t pred, Value *l, Value *r);
MLIR_INTERNAL Value *ex_select(Expander *ex, Value *c, Value *t, Value *f);
/* An integer (or index) constant of `type`, splat when shaped. */
MLIR_INTERNAL Value *ex_int_const(Expander *ex, const Type *type, int64_t v);
/* A unary cast op to `to`. */
MLIR_INTERNAL Value *ex_cast(Expander *ex, const char *name, Value *v, const Type *to);
/* The storage width of a float type, 0 for others. */
MLIR_INTERNAL unsigned ex_float_width(const Type *t);
/* `v` converted to the float element `elem` (same shape) by extf or truncf
 * by width, with `fastmath`; `v` itself when already that wide. */
MLIR_INTERNAL Value *ex_resize_float(Expander *ex, Value *v, const Type *elem, const Attr *fastmath);

/* ---- the small float types (arith_expand_floats.c) ---------------------------- */

MLIR_INTERNAL Value *ex_extf_bf16(Expander *ex, Value *in, const Type *out_type);
MLIR_INTERNAL Value *ex_truncf_bf16(Expander *ex, Value *in, const Type *out_type);
MLIR_INTERNAL Value *ex_extf_f8e8m0(Expander *ex, Value *in, const Type *out_type, const Attr *fastmath);
MLIR_INTERNAL Value *ex_truncf_f8e8m0(Expander *ex, Value *in, const Type *out_type, const Attr *fastmath);
MLIR_INTERNAL Value *ex_extf_f4e2m1(Expander *ex, Value *in, const Type *out_type);
MLIR_INTERNAL Value *ex_truncf_f4e2m1(Expander *ex, Value *in, const Type *out_type);

#endif
