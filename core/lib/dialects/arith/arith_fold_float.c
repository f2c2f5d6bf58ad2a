/* arith_fold_float.c: folders of arith's float ops (addf, subf, mulf,
 * divf, remf, negf, the min/max family) and cmpf, with APFloat's results
 * (float_ops.c). */
#include "../dialects.h"
#include "arith_fold.h"

static bool float_bin_elem(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user) {
  float_binop(float_semantics(et), *(int *)user, a->w, b->w, r->w);
  return true;
}

static const Attr *fold_float(Operation *op, const Attr *const *c, int kind) {
  return fold_binary(op_context(op), c[0], c[1], true, NULL, float_bin_elem, &kind);
}

/* m_PosZeroFloat, m_NegZeroFloat, m_AnyZeroFloat, m_OneFloat, m_NaNFloat,
 * m_PosInfFloat, m_NegInfFloat on an attribute. */
enum { FM_POS_ZERO, FM_NEG_ZERO, FM_ANY_ZERO, FM_ONE, FM_NAN, FM_POS_INF, FM_NEG_INF };
static bool attr_float_is(const Attr *a, int what) {
  Elem e;
  const FloatSemantics *s;
  if (!attr_splat_float(a, &e, &s)) return false;
  switch (what) {
  case FM_POS_ZERO: return float_is_zero(s, e.w) && !float_is_neg(s, e.w);
  case FM_NEG_ZERO: return float_is_zero(s, e.w) && float_is_neg(s, e.w);
  case FM_ANY_ZERO: return float_is_zero(s, e.w);
  case FM_ONE: {
    uint64_t one[2];
    float_one(s, one);
    return float_compare(s, e.w, one) == 0;
  }
  case FM_NAN: return float_is_nan(s, e.w);
  case FM_POS_INF: return float_is_inf(s, e.w, false);
  default: return float_is_inf(s, e.w, true);
  }
}

static bool fold_addf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_float_is(c[1], FM_NEG_ZERO)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_float(op, c, FB_ADD));
}
static bool fold_subf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_float_is(c[1], FM_POS_ZERO)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_float(op, c, FB_SUB));
}

enum { FMF_NNAN = 2, FMF_NINF = 4, FMF_NSZ = 8 };

static bool fold_mulf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_float_is(c[1], FM_ONE)) RETURN_VALUE(opnd(op, 0));
  uint64_t fm = enum_value(op_get_attr(op, "fastmath", 8));
  if ((fm & (FMF_NNAN | FMF_NSZ)) == (FMF_NNAN | FMF_NSZ) && attr_float_is(c[1], FM_ANY_ZERO))
    RETURN_VALUE(opnd(op, 1));
  RETURN_ATTR(fold_float(op, c, FB_MUL));
}
static bool fold_divf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_float_is(c[1], FM_ONE)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_float(op, c, FB_DIV));
}
static bool fold_remf(Operation *op, const Attr *const *c, FoldResult *out) {
  RETURN_ATTR(fold_float(op, c, FB_REM));
}

static bool fold_minmaxf(Operation *op, const Attr *const *c, FoldResult *out, int kind, int ident) {
  if (opnd(op, 0) == opnd(op, 1)) RETURN_VALUE(opnd(op, 1));
  if (attr_float_is(c[1], ident)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_float(op, c, kind));
}
static bool fold_maximumf(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_minmaxf(op, c, out, FB_MAXIMUM, FM_NEG_INF);
}
static bool fold_minimumf(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_minmaxf(op, c, out, FB_MINIMUM, FM_POS_INF);
}
static bool fold_maxnumf(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_minmaxf(op, c, out, FB_MAXNUM, FM_NAN);
}
static bool fold_minnumf(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_minmaxf(op, c, out, FB_MINNUM, FM_NAN);
}

static bool neg_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  (void)user;
  float_neg(float_semantics(et), a->w, r->w);
  return true;
}

static bool fold_negf(Operation *op, const Attr *const *c, FoldResult *out) {
  Operation *inner = def_is(opnd(op, 0), "arith.negf");
  if (inner) RETURN_VALUE(opnd(inner, 0));
  RETURN_ATTR(fold_unary(op_context(op), c[0], true, neg_elem, NULL));
}

/* ---- cmpf ----------------------------------------------------------------------------------- */

bool arith_cmpf_apply(int pred, int cmp) {
  bool unord = cmp == 2, eq = cmp == 0, lt = cmp < 0, gt = cmp == 1;
  switch (pred) {
  case 0: return false;
  case 1: return eq;
  case 2: return gt;
  case 3: return gt || eq;
  case 4: return lt;
  case 5: return lt || eq;
  case 6: return !unord && !eq;
  case 7: return !unord;
  case 8: return unord || eq;
  case 9: return unord || gt;
  case 10: return unord || gt || eq;
  case 11: return unord || lt;
  case 12: return unord || lt || eq;
  case 13: return !eq;
  case 14: return unord;
  default: return true;
  }
}

static bool fold_cmpf(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *l = c[0] && c[0]->kind == AK_FLOAT ? c[0] : NULL;
  const Attr *r = c[1] && c[1]->kind == AK_FLOAT ? c[1] : NULL;
  const Type *t = l ? attr_get_type(l) : r ? attr_get_type(r) : NULL;
  if (!t || !elem_float_foldable(t)) return false;
  const FloatSemantics *s = float_semantics(t);
  uint64_t lb[2], rb[2];
  if (l) lb[0] = l->p[1], lb[1] = l->p[2];
  if (r) rb[0] = r->p[1], rb[1] = r->p[2];
  if (l && float_is_nan(s, lb)) r = l, rb[0] = lb[0], rb[1] = lb[1];
  if (r && float_is_nan(s, rb)) l = r, lb[0] = rb[0], lb[1] = rb[1];
  if (!l || !r) return false;
  int pred = (int)attr_int_or(op_get_attr(op, "predicate", 9), -1);
  if (pred < 0 || pred > 15) return false;
  RETURN_ATTR(attr_bool(op_context(op), arith_cmpf_apply(pred, float_compare(s, lb, rb))));
}

const FoldHook ARITH_FLOAT_FOLDS[] = {
    {"arith.addf", fold_addf},         {"arith.subf", fold_subf},         {"arith.mulf", fold_mulf},
    {"arith.divf", fold_divf},         {"arith.remf", fold_remf},         {"arith.negf", fold_negf},
    {"arith.maximumf", fold_maximumf}, {"arith.minimumf", fold_minimumf}, {"arith.maxnumf", fold_maxnumf},
    {"arith.minnumf", fold_minnumf},   {"arith.cmpf", fold_cmpf},         {NULL, NULL},
};
