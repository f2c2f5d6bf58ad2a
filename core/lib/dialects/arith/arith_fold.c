/* arith_fold.c: folders of arith's integer ops, arith.constant, cmpi and
 * select (upstream's ArithOps.cpp fold methods): identities, cancelling
 * chains, and constant folding of scalars, splats and dense elements with
 * APInt's wrap-around semantics. Float ops live in arith_fold_float.c,
 * casts in arith_fold_cast.c. */
#include "../dialects.h"
#include "arith_fold.h"

/* ---- integer element functions ------------------------------------------------------ */

enum IntBin {
  IB_ADD, IB_SUB, IB_MUL, IB_AND, IB_OR, IB_XOR, IB_DIVUI, IB_DIVSI, IB_REMUI, IB_REMSI,
  IB_CEILDIVUI, IB_CEILDIVSI, IB_FLOORDIVSI, IB_SHL, IB_SHRUI, IB_SHRSI, IB_MAXSI, IB_MINSI,
  IB_MAXUI, IB_MINUI, IB_MULHS, IB_MULHU,
};

static uint64_t mulh(uint64_t a, uint64_t b, unsigned w, bool is_signed) {
  /* High half of the 2w-bit product. */
  if (w <= 32) {
    if (is_signed) return (uint64_t)((int64_t)int_sext(a, w) * int_sext(b, w)) >> w;
    return ((a & int_mask(w)) * (b & int_mask(w))) >> w;
  }
  uint64_t x = a & int_mask(w), y = b & int_mask(w);
  uint64_t xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
  uint64_t ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  uint64_t lo = (ll & 0xffffffffu) | (mid << 32);
  uint64_t hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  /* full 128-bit product = hi:lo; take bits [w, 2w) */
  uint64_t r = w == 64 ? hi : (lo >> w) | (hi << (64 - w));
  if (is_signed) {
    if (int_sext(a, w) < 0) r -= y;
    if (int_sext(b, w) < 0) r -= x;
  }
  return r;
}

/* Signed division with APInt's sdiv_ov: overflow for MIN / -1. */
static bool sdiv_ov(int64_t x, int64_t y, unsigned w, int64_t *q) {
  if (x == int_sext(int_smin(w), w) && y == -1) return false;
  *q = x / y;
  return true;
}

static bool int_bin(unsigned w, int kind, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t m = int_mask(w), ua = a & m, ub = b & m;
  int64_t sa = int_sext(a, w), sb = int_sext(b, w), q;
  switch (kind) {
  case IB_ADD: *r = a + b; break;
  case IB_SUB: *r = a - b; break;
  case IB_MUL: *r = a * b; break;
  case IB_AND: *r = a & b; break;
  case IB_OR: *r = a | b; break;
  case IB_XOR: *r = a ^ b; break;
  case IB_DIVUI:
    if (!ub) return false;
    *r = ua / ub;
    break;
  case IB_REMUI:
    if (!ub) return false;
    *r = ua % ub;
    break;
  case IB_DIVSI:
    if (!ub || !sdiv_ov(sa, sb, w, &q)) return false;
    *r = (uint64_t)q;
    break;
  case IB_REMSI:
    if (!ub) return false;
    *r = sb == -1 ? 0 : (uint64_t)(sa % sb);
    break;
  case IB_CEILDIVUI:
    if (!ub) return false;
    *r = ua / ub;
    if (ua % ub) {
      if (*r == m) return false; /* uadd_ov */
      *r += 1;
    }
    break;
  case IB_CEILDIVSI: {
    if (!ub) return false;
    if (!ua) {
      *r = 0;
      break;
    }
    int64_t mn = int_sext(int_smin(w), w);
    bool apos = sa > 0, bpos = sb > 0;
    if (apos && bpos) { /* (a-1)/b + 1 */
      *r = (uint64_t)((sa - 1) / sb + 1);
      break;
    }
    if (!apos && !bpos) {
      if (sa == mn || sb == mn) return false;
      *r = (uint64_t)((-sa - 1) / -sb + 1);
      break;
    }
    if (!apos) { /* -((-a) / b) */
      if (sa == mn) return false;
      *r = (uint64_t)(-(-sa / sb));
      break;
    }
    if (sb == mn) return false; /* -(a / -b) */
    *r = (uint64_t)(-(sa / -sb));
    break;
  }
  case IB_FLOORDIVSI: {
    if (!ub || !sdiv_ov(sa, sb, w, &q)) return false;
    if ((sa % sb) && ((sa < 0) != (sb < 0))) q -= 1;
    *r = (uint64_t)q;
    break;
  }
  case IB_SHL:
    if (ub >= w) return false;
    *r = a << ub;
    break;
  case IB_SHRUI:
    if (ub >= w) return false;
    *r = ua >> ub;
    break;
  case IB_SHRSI:
    if (ub >= w) return false;
    *r = (uint64_t)(sa >> ub);
    break;
  case IB_MAXSI: *r = sa > sb ? a : b; break;
  case IB_MINSI: *r = sa < sb ? a : b; break;
  case IB_MAXUI: *r = ua > ub ? a : b; break;
  case IB_MINUI: *r = ua < ub ? a : b; break;
  case IB_MULHS: *r = mulh(a, b, w, true); break;
  case IB_MULHU: *r = mulh(a, b, w, false); break;
  default: return false;
  }
  *r &= m;
  return true;
}

static bool int_bin_elem(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user) {
  r->w[1] = 0;
  return int_bin(elem_int_width(et), *(int *)user, a->w[0], b->w[0], &r->w[0]);
}

/* constFoldBinaryOp<IntegerAttr> with one of the kinds above. */
static const Attr *fold_int(Operation *op, const Attr *const *c, int kind) {
  return fold_binary(op_context(op), c[0], c[1], false, NULL, int_bin_elem, &kind);
}

/* ---- helpers shared with the other arith files ------------------------------------- */

const Attr *arith_zero_of(Operation *op) {
  const Type *t = op->results[0].type;
  return attr_zero(op_context(op), t);
}

/* ---- add / sub / mul ----------------------------------------------------------------- */

static bool fold_addi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 0)) RETURN_VALUE(opnd(op, 0));
  Operation *sub;
  if ((sub = def_is(opnd(op, 0), "arith.subi")) && opnd(op, 1) == opnd(sub, 1)) RETURN_VALUE(opnd(sub, 0));
  if ((sub = def_is(opnd(op, 1), "arith.subi")) && opnd(op, 0) == opnd(sub, 1)) RETURN_VALUE(opnd(sub, 0));
  RETURN_ATTR(fold_int(op, c, IB_ADD));
}

static bool fold_subi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (opnd(op, 0) == opnd(op, 1)) {
    const Attr *z = arith_zero_of(op);
    if (z) RETURN_ATTR(z);
  }
  if (attr_is_int(c[1], 0)) RETURN_VALUE(opnd(op, 0));
  Operation *add = def_is(opnd(op, 0), "arith.addi");
  if (add) {
    if (opnd(op, 1) == opnd(add, 1)) RETURN_VALUE(opnd(add, 0));
    if (opnd(op, 1) == opnd(add, 0)) RETURN_VALUE(opnd(add, 1));
  }
  RETURN_ATTR(fold_int(op, c, IB_SUB));
}

static bool fold_muli(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 0)) RETURN_VALUE(opnd(op, 1));
  if (attr_is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_int(op, c, IB_MUL));
}

/* ---- extended arithmetic (two results) ------------------------------------------------- */

static bool overflow_elem(const Type *et, const Elem *sum, const Elem *lhs, Elem *r, void *user) {
  (void)user;
  unsigned w = elem_int_width(et);
  r->w[1] = 0;
  r->w[0] = (sum->w[0] & int_mask(w)) < (lhs->w[0] & int_mask(w));
  return true;
}


static bool fold_addui_extended(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  const Type *ovt = op->results[1].type;
  if (attr_is_int(c[1], 0)) {
    const Attr *z = attr_zero(ctx, ovt);
    if (!z) return false;
    out[0].value = opnd(op, 0);
    out[1].attr = z;
    return true;
  }
  const Attr *sum = fold_int(op, c, IB_ADD);
  if (!sum) return false;
  if (attr_is_poison(sum)) {
    out[0].attr = out[1].attr = sum;
    return true;
  }
  const Attr *ov = fold_binary(ctx, sum, c[0], false, type_with_elem(ctx, attr_get_type(sum), ctx->t_i1), overflow_elem, NULL);
  if (!ov) return false;
  out[0].attr = sum;
  out[1].attr = ov;
  return true;
}

static bool fold_mul_extended(Operation *op, const Attr *const *c, FoldResult *out, bool is_signed) {
  if (attr_is_int(c[1], 0)) {
    out[0].attr = out[1].attr = c[1];
    return true;
  }
  if (!is_signed && attr_is_int(c[1], 1)) {
    const Attr *z = attr_zero(op_context(op), opnd(op, 0)->type);
    if (!z) return false;
    out[0].value = opnd(op, 0);
    out[1].attr = z;
    return true;
  }
  const Attr *lo = fold_int(op, c, IB_MUL);
  if (!lo) return false;
  const Attr *hi = fold_int(op, c, is_signed ? IB_MULHS : IB_MULHU);
  if (!hi) return false;
  out[0].attr = lo;
  out[1].attr = hi;
  return true;
}
static bool fold_mulsi_extended(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_mul_extended(op, c, out, true);
}
static bool fold_mului_extended(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_mul_extended(op, c, out, false);
}

/* ---- division and remainder ---------------------------------------------------------- */

/* (a * b) / b -> a when the multiplication has the overflow flags. */
static Value *fold_div_mul(Operation *op, uint64_t flags) {
  Operation *mul = def_is(opnd(op, 0), "arith.muli");
  if (!mul) return NULL;
  uint64_t have = enum_value(op_get_attr(mul, "overflowFlags", 13));
  if ((have & flags) != flags) return NULL;
  if (opnd(mul, 0) == opnd(op, 1)) return opnd(mul, 1);
  if (opnd(mul, 1) == opnd(op, 1)) return opnd(mul, 0);
  return NULL;
}

enum { OVF_NSW = 1, OVF_NUW = 2 };

static bool fold_divui(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  Value *v = fold_div_mul(op, OVF_NUW);
  if (v) RETURN_VALUE(v);
  RETURN_ATTR(fold_int(op, c, IB_DIVUI));
}
static bool fold_divsi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  Value *v = fold_div_mul(op, OVF_NSW);
  if (v) RETURN_VALUE(v);
  RETURN_ATTR(fold_int(op, c, IB_DIVSI));
}
static bool fold_ceildivui(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_int(op, c, IB_CEILDIVUI));
}
static bool fold_ceildivsi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_int(op, c, IB_CEILDIVSI));
}
static bool fold_floordivsi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_int(op, c, IB_FLOORDIVSI));
}
static bool fold_rem(Operation *op, const Attr *const *c, FoldResult *out, int kind) {
  if (attr_is_int(c[1], 1)) RETURN_ATTR(arith_zero_of(op));
  RETURN_ATTR(fold_int(op, c, kind));
}
static bool fold_remui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_rem(op, c, out, IB_REMUI); }
static bool fold_remsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_rem(op, c, out, IB_REMSI); }

/* ---- bitwise ------------------------------------------------------------------------------ */

/* `v` is xori(x, all-ones) with x == other. */
static Operation *not_of(Value *v, Value *other) {
  Operation *x = def_is(v, "arith.xori");
  if (!x || opnd(x, 0) != other || !attr_is_all_ones(value_constant(opnd(x, 1)))) return NULL;
  return x;
}

static bool fold_andi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 0)) RETURN_VALUE(opnd(op, 1));
  if (attr_is_all_ones(c[1])) RETURN_VALUE(opnd(op, 0));
  if (not_of(opnd(op, 1), opnd(op, 0)) || not_of(opnd(op, 0), opnd(op, 1))) RETURN_ATTR(arith_zero_of(op));
  /* and(a, and(a, b)) -> and(a, b) */
  for (int rev = 0; rev < 2; rev++) {
    Operation *prev = def_is(opnd(op, rev ? 1 : 0), "arith.andi");
    if (!prev) continue;
    Value *other = opnd(op, rev ? 0 : 1);
    if (other != opnd(prev, 0) && other != opnd(prev, 1)) continue;
    RETURN_VALUE(res0(prev));
  }
  RETURN_ATTR(fold_int(op, c, IB_AND));
}

static bool fold_ori(Operation *op, const Attr *const *c, FoldResult *out) {
  uint64_t v;
  unsigned w;
  if (attr_splat_int(c[1], &v, &w)) {
    if (v == 0) RETURN_VALUE(opnd(op, 0));
    if (v == int_mask(w)) RETURN_ATTR(c[1]);
  }
  Operation *x;
  if ((x = not_of(opnd(op, 1), opnd(op, 0)))) RETURN_VALUE(opnd(x, 1));
  if ((x = not_of(opnd(op, 0), opnd(op, 1)))) RETURN_VALUE(opnd(x, 1));
  RETURN_ATTR(fold_int(op, c, IB_OR));
}

static bool fold_xori(Operation *op, const Attr *const *c, FoldResult *out) {
  if (attr_is_int(c[1], 0)) RETURN_VALUE(opnd(op, 0));
  if (opnd(op, 0) == opnd(op, 1)) RETURN_ATTR(arith_zero_of(op));
  Operation *prev;
  if ((prev = def_is(opnd(op, 0), "arith.xori"))) {
    if (opnd(prev, 1) == opnd(op, 1)) RETURN_VALUE(opnd(prev, 0));
    if (opnd(prev, 0) == opnd(op, 1)) RETURN_VALUE(opnd(prev, 1));
  }
  if ((prev = def_is(opnd(op, 1), "arith.xori"))) {
    if (opnd(prev, 1) == opnd(op, 0)) RETURN_VALUE(opnd(prev, 0));
    if (opnd(prev, 0) == opnd(op, 0)) RETURN_VALUE(opnd(prev, 1));
  }
  RETURN_ATTR(fold_int(op, c, IB_XOR));
}

static bool fold_shift(Operation *op, const Attr *const *c, FoldResult *out, int kind) {
  if (attr_is_int(c[1], 0)) RETURN_VALUE(opnd(op, 0));
  RETURN_ATTR(fold_int(op, c, kind));
}
static bool fold_shli(Operation *op, const Attr *const *c, FoldResult *out) { return fold_shift(op, c, out, IB_SHL); }
static bool fold_shrui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_shift(op, c, out, IB_SHRUI); }
static bool fold_shrsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_shift(op, c, out, IB_SHRSI); }

/* ---- min / max ----------------------------------------------------------------------------- */

/* kind, and which constant (signed max/min or unsigned max/min) absorbs
 * (returns rhs) and which is the identity (returns lhs). */
static bool fold_minmax(Operation *op, const Attr *const *c, FoldResult *out, int kind) {
  if (opnd(op, 0) == opnd(op, 1)) RETURN_VALUE(opnd(op, 1));
  uint64_t v;
  unsigned w;
  if (attr_splat_int(c[1], &v, &w)) {
    uint64_t smax = int_smax(w), smin = int_smin(w), umax = int_mask(w);
    uint64_t absorb = kind == IB_MAXSI ? smax : kind == IB_MINSI ? smin : kind == IB_MAXUI ? umax : 0;
    uint64_t ident = kind == IB_MAXSI ? smin : kind == IB_MINSI ? smax : kind == IB_MAXUI ? 0 : umax;
    if (v == absorb) RETURN_VALUE(opnd(op, 1));
    if (v == ident) RETURN_VALUE(opnd(op, 0));
  }
  RETURN_ATTR(fold_int(op, c, kind));
}
static bool fold_maxsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, IB_MAXSI); }
static bool fold_minsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, IB_MINSI); }
static bool fold_maxui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, IB_MAXUI); }
static bool fold_minui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, IB_MINUI); }

/* ---- cmpi ---------------------------------------------------------------------------------- */


bool arith_cmpi_apply(int pred, uint64_t a, uint64_t b, unsigned w) {
  int64_t x = int_sext(a, w), y = int_sext(b, w);
  uint64_t u = a & int_mask(w), v = b & int_mask(w);
  switch (pred) {
  case CMPI_EQ: return u == v;
  case CMPI_NE: return u != v;
  case CMPI_SLT: return x < y;
  case CMPI_SLE: return x <= y;
  case CMPI_SGT: return x > y;
  case CMPI_SGE: return x >= y;
  case CMPI_ULT: return u < v;
  case CMPI_ULE: return u <= v;
  case CMPI_UGT: return u > v;
  default: return u >= v;
  }
}

/* getBoolAttribute: a BoolAttr, or a splat of the shaped type (static). */
const Attr *arith_bool_attr(Context *ctx, const Type *type, bool v) {
  Elem e = {{v ? 1 : 0, 0}};
  if (!type_is_shaped(type)) return attr_bool(ctx, v);
  if (type->kind == TK_UNRANKED_TENSOR || shaped_num_elements(type) < 0) return NULL;
  return const_build(ctx, type, &e, 1);
}

static bool cmpi_elem(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user) {
  r->w[1] = 0;
  r->w[0] = arith_cmpi_apply(*(int *)user, a->w[0], b->w[0], elem_int_width(et));
  return true;
}

static bool is_i1_type(const Type *t) { return t->kind == TK_INTEGER && type_int_width(t) == 1; }

static bool fold_cmpi(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  int pred = (int)attr_int_or(op_get_attr(op, "predicate", 9), -1);
  if (pred < 0 || pred > 9) return false;
  if (opnd(op, 0) == opnd(op, 1)) {
    bool v = pred == CMPI_EQ || pred == CMPI_SLE || pred == CMPI_SGE || pred == CMPI_ULE || pred == CMPI_UGE;
    RETURN_ATTR(arith_bool_attr(ctx, op->results[0].type, v));
  }
  const Type *lt = elem_type_of(opnd(op, 0)->type);
  if (attr_is_int(c[1], 0)) {
    Operation *ext = def_is(opnd(op, 0), "arith.extsi");
    if (!ext) ext = def_is(opnd(op, 0), "arith.extui");
    if (ext) {
      const Type *st = opnd(ext, 0)->type;
      const Type *sw = st->kind == TK_VECTOR ? shaped_elem(st) : st;
      if (sw->kind == TK_INTEGER && type_int_width(sw) == 1 && pred == CMPI_NE) RETURN_VALUE(opnd(ext, 0));
    }
    if (is_i1_type(lt) && pred == CMPI_NE) RETURN_VALUE(opnd(op, 0));
  }
  if (attr_is_int(c[1], 1) && is_i1_type(lt) && pred == CMPI_EQ) RETURN_VALUE(opnd(op, 0));
  if (c[0] && !c[1]) {
    static const int SWAP[] = {CMPI_EQ, CMPI_NE, CMPI_SGT, CMPI_SGE, CMPI_SLT, CMPI_SLE,
                               CMPI_UGT, CMPI_UGE, CMPI_ULT, CMPI_ULE};
    op_set_attr(op, ident_cstr(ctx, "predicate"), attr_integer(ctx, ctx->t_i64, SWAP[pred]));
    Value *l = opnd(op, 0), *r = opnd(op, 1);
    operand_set(&op->operands[0], r);
    operand_set(&op->operands[1], l);
    RETURN_VALUE(res0(op));
  }
  if (c[0] && attr_get_type(c[0]) && !attr_is_poison(c[0])) {
    const Type *rt = type_with_elem(ctx, attr_get_type(c[0]), ctx->t_i1);
    RETURN_ATTR(fold_binary(ctx, c[0], c[1], false, rt, cmpi_elem, &pred));
  }
  return false;
}

/* ---- select ---------------------------------------------------------------------------------- */

static bool fold_select(Operation *op, const Attr *const *c, FoldResult *out) {
  Value *t = opnd(op, 1), *f = opnd(op, 2), *cond = opnd(op, 0);
  if (t == f) RETURN_VALUE(t);
  if (attr_is_int(c[0], 1)) RETURN_VALUE(t);
  if (attr_is_int(c[0], 0)) RETURN_VALUE(f);
  if (attr_is_poison(c[1])) RETURN_VALUE(f);
  if (attr_is_poison(c[2])) RETURN_VALUE(t);
  const Type *rt = op->results[0].type;
  if (is_i1_type(rt) && attr_is_int(c[1], 1) && attr_is_int(c[2], 0)) RETURN_VALUE(cond);
  Operation *cmp = def_is(cond, "arith.cmpi");
  if (cmp) {
    int pred = (int)attr_int_or(op_get_attr(cmp, "predicate", 9), -1);
    if (pred == CMPI_EQ || pred == CMPI_NE) {
      Value *l = opnd(cmp, 0), *r = opnd(cmp, 1);
      if ((l == t && r == f) || (r == t && l == f)) RETURN_VALUE(pred == CMPI_NE ? t : f);
    }
  }
  /* Elementwise select over dense constants. */
  ConstView cv, tv, fv;
  if (c[0] && c[0]->kind == AK_DENSE_ELEMENTS && c[1] && c[1]->kind == AK_DENSE_ELEMENTS && c[2] &&
      c[2]->kind == AK_DENSE_ELEMENTS && const_view(c[0], &cv) && const_view(c[1], &tv) && const_view(c[2], &fv) &&
      cv.n == tv.n && tv.n == fv.n && tv.n) {
    Context *ctx = op_context(op);
    Elem *els = ctx_alloc(ctx, tv.n * sizeof *els);
    if (!els) return false;
    for (size_t i = 0; i < tv.n; i++) {
      Elem e;
      const_elem(&cv, i, &e);
      const_elem(e.w[0] & 1 ? &tv : &fv, i, &els[i]);
    }
    const Attr *a = const_build(ctx, tv.type, els, tv.n);
    ctx_free(ctx, els);
    RETURN_ATTR(a);
  }
  return false;
}

static bool fold_constant(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  RETURN_ATTR(op_get_attr(op, "value", 5));
}

const FoldHook ARITH_FOLDS[] = {
    {"arith.addi", fold_addi},
    {"arith.subi", fold_subi},
    {"arith.muli", fold_muli},
    {"arith.addui_extended", fold_addui_extended},
    {"arith.mulsi_extended", fold_mulsi_extended},
    {"arith.mului_extended", fold_mului_extended},
    {"arith.divsi", fold_divsi},
    {"arith.divui", fold_divui},
    {"arith.ceildivsi", fold_ceildivsi},
    {"arith.ceildivui", fold_ceildivui},
    {"arith.floordivsi", fold_floordivsi},
    {"arith.remsi", fold_remsi},
    {"arith.remui", fold_remui},
    {"arith.andi", fold_andi},
    {"arith.ori", fold_ori},
    {"arith.xori", fold_xori},
    {"arith.shli", fold_shli},
    {"arith.shrui", fold_shrui},
    {"arith.shrsi", fold_shrsi},
    {"arith.maxsi", fold_maxsi},
    {"arith.minsi", fold_minsi},
    {"arith.maxui", fold_maxui},
    {"arith.minui", fold_minui},
    {"arith.cmpi", fold_cmpi},
    {"arith.select", fold_select},
    {"arith.constant", fold_constant},
    {NULL, NULL},
};
