/* index_fold.c: the index dialect's folders and canonicalizations
 * (upstream's IndexOps.cpp). The width of index is unknown here, so an op
 * folds only when the 64-bit result truncated to 32 bits equals the 32-bit
 * result ("checked"), except for ops where truncation commutes with the
 * operation ("unchecked"). Associative and commutative ops combine constant
 * chains; cmp of a difference with zero compares the operands. */
#include "../dialects.h"
#include "../arith/arith_fold.h"

typedef bool (*IdxFn)(unsigned w, uint64_t a, uint64_t b, uint64_t *r);

static bool f_add(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (a + b) & int_mask(w); return true; }
static bool f_sub(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (a - b) & int_mask(w); return true; }
static bool f_mul(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (a * b) & int_mask(w); return true; }
static bool f_and(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = a & b & int_mask(w); return true; }
static bool f_or(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (a | b) & int_mask(w); return true; }
static bool f_xor(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (a ^ b) & int_mask(w); return true; }
static bool f_shl(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  if ((b & int_mask(w)) >= 32) return false;
  *r = (a << (b & int_mask(w))) & int_mask(w);
  return true;
}
static bool f_shrs(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  if ((b & int_mask(w)) >= 32) return false;
  *r = (uint64_t)(int_sext(a, w) >> (b & int_mask(w))) & int_mask(w);
  return true;
}
static bool f_shru(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  if ((b & int_mask(w)) >= 32) return false;
  *r = ((a & int_mask(w)) >> (b & int_mask(w)));
  return true;
}
static bool f_divs(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t x = int_sext(a, w), y = int_sext(b, w);
  if (!y) return false;
  if (x == int_sext(int_smin(w), w) && y == -1) *r = a & int_mask(w); /* APInt sdiv wraps */
  else *r = (uint64_t)(x / y) & int_mask(w);
  return true;
}
static bool f_divu(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t x = a & int_mask(w), y = b & int_mask(w);
  if (!y) return false;
  *r = x / y;
  return true;
}
static bool f_ceildivs(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t n = int_sext(a, w), m = int_sext(b, w);
  if (!m) return false;
  if (!n) {
    *r = 0;
    return true;
  }
  uint64_t res;
  if ((n > 0) != (m > 0)) {
    uint64_t q;
    f_divs(w, (uint64_t)-n, (uint64_t)m, &q);
    res = (uint64_t)0 - q;
  } else {
    int64_t x = m > 0 ? -1 : 1;
    uint64_t q;
    f_divs(w, (uint64_t)(n + x), (uint64_t)m, &q);
    res = q + 1;
  }
  *r = res & int_mask(w);
  return true;
}
static bool f_ceildivu(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t n = a & int_mask(w), m = b & int_mask(w);
  if (!m) return false;
  *r = n ? ((n - 1) / m + 1) & int_mask(w) : 0;
  return true;
}
static bool f_floordivs(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t n = int_sext(a, w), m = int_sext(b, w);
  if (!m) return false;
  if (!n) {
    *r = 0;
    return true;
  }
  uint64_t q;
  if ((n < 0) == (m < 0)) {
    f_divs(w, (uint64_t)n, (uint64_t)m, &q);
    *r = q;
    return true;
  }
  int64_t x = m < 0 ? 1 : -1;
  f_divs(w, (uint64_t)(x - n), (uint64_t)m, &q);
  *r = ((uint64_t)-1 - q) & int_mask(w);
  return true;
}
static bool f_rems(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  int64_t x = int_sext(a, w), y = int_sext(b, w);
  if (!y) return false;
  *r = y == -1 ? 0 : (uint64_t)(x % y) & int_mask(w);
  return true;
}
static bool f_remu(unsigned w, uint64_t a, uint64_t b, uint64_t *r) {
  uint64_t x = a & int_mask(w), y = b & int_mask(w);
  if (!y) return false;
  *r = x % y;
  return true;
}
static bool f_maxs(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (int_sext(a, w) > int_sext(b, w) ? a : b) & int_mask(w); return true; }
static bool f_mins(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = (int_sext(a, w) < int_sext(b, w) ? a : b) & int_mask(w); return true; }
static bool f_maxu(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = ((a & int_mask(w)) > (b & int_mask(w)) ? a : b) & int_mask(w); return true; }
static bool f_minu(unsigned w, uint64_t a, uint64_t b, uint64_t *r) { *r = ((a & int_mask(w)) < (b & int_mask(w)) ? a : b) & int_mask(w); return true; }

/* Both operands index constants; `checked` compares with the 32-bit result. */
static const Attr *fold_idx(Operation *op, const Attr *const *c, IdxFn fn, bool checked) {
  const Attr *l = c[0], *r = c[1];
  if (!l || !r || l->kind != AK_INTEGER || r->kind != AK_INTEGER || l->n != 2 || r->n != 2) return NULL;
  uint64_t r64, r32;
  if (!fn(64, l->p[1], r->p[1], &r64)) return NULL;
  if (checked && (!fn(32, l->p[1], r->p[1], &r32) || (r64 & 0xffffffffu) != r32)) return NULL;
  Context *ctx = op_context(op);
  return attr_integer_limbs(ctx, ctx->t_index, &r64, 1);
}

#define IDX_FOLD(name, fn, checked)                                                                     \
  static bool fold_##name(Operation *op, const Attr *const *c, FoldResult *out) {                       \
    RETURN_ATTR(fold_idx(op, c, fn, checked));                                                          \
  }
IDX_FOLD(divs, f_divs, true)
IDX_FOLD(divu, f_divu, true)
IDX_FOLD(ceildivs, f_ceildivs, true)
IDX_FOLD(ceildivu, f_ceildivu, true)
IDX_FOLD(floordivs, f_floordivs, true)
IDX_FOLD(rems, f_rems, true)
IDX_FOLD(remu, f_remu, true)
IDX_FOLD(maxs, f_maxs, true)
IDX_FOLD(maxu, f_maxu, true)
IDX_FOLD(mins, f_mins, true)
IDX_FOLD(minu, f_minu, true)
IDX_FOLD(shl, f_shl, false)
IDX_FOLD(shrs, f_shrs, true)
IDX_FOLD(shru, f_shru, true)
IDX_FOLD(and, f_and, false)
IDX_FOLD(or, f_or, false)
IDX_FOLD(xor, f_xor, false)

static bool is_int(const Attr *a, uint64_t v) { return a && a->kind == AK_INTEGER && a->n == 2 && a->p[1] == v; }

static bool fold_add(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *a = fold_idx(op, c, f_add, false);
  if (a) RETURN_ATTR(a);
  if (is_int(c[1], 0)) RETURN_VALUE(opnd(op, 0));
  return false;
}
static bool fold_sub(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *a = fold_idx(op, c, f_sub, false);
  if (a) RETURN_ATTR(a);
  if (is_int(c[1], 0)) RETURN_VALUE(opnd(op, 0));
  return false;
}
static bool fold_mul(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *a = fold_idx(op, c, f_mul, false);
  if (a) RETURN_ATTR(a);
  if (is_int(c[1], 1)) RETURN_VALUE(opnd(op, 0));
  if (is_int(c[1], 0)) RETURN_ATTR(c[1]);
  return false;
}

static bool cmp_apply(int pred, uint64_t a, uint64_t b, unsigned w) { return arith_cmpi_apply(pred, a, b, w); }

/* ConstantIntRanges of a w-bit value (bits masked to w). */
typedef struct Range {
  int64_t smin, smax;
  uint64_t umin, umax;
} Range;

/* The range of min/max(x, a) for an unknown x, as upstream's inferMaxS & co
 * give it (the other signedness from fromSigned / fromUnsigned). */
static Range minmax_range(const char *name, uint64_t a, unsigned w) {
  int64_t smin = int_sext(int_mask(w) ^ (int_mask(w) >> 1), w), smax = (int64_t)(int_mask(w) >> 1);
  uint64_t umax = int_mask(w), sign = (uint64_t)1 << (w - 1);
  int64_t sa = int_sext(a, w);
  Range r = {smin, smax, 0, umax};
  if (!strcmp(name, "index.maxs") || !strcmp(name, "index.mins")) {
    bool max = !strcmp(name, "index.maxs");
    r.smin = max ? sa : smin;
    r.smax = max ? smax : sa;
    if (r.smin >= 0 || r.smax < 0) { /* one sign: the same bits unsigned */
      r.umin = (uint64_t)r.smin & umax;
      r.umax = (uint64_t)r.smax & umax;
    }
  } else {
    bool max = !strcmp(name, "index.maxu");
    r.umin = max ? a : 0;
    r.umax = max ? umax : a;
    if ((r.umin & sign) == (r.umax & sign)) {
      r.smin = int_sext(r.umin, w);
      r.smax = int_sext(r.umax, w);
    }
  }
  return r;
}

/* intrange::isStaticallyTrue for a range against the constant b. */
static bool range_always(int pred, const Range *l, uint64_t b, unsigned w) {
  int64_t sb = int_sext(b, w);
  switch (pred) {
  case CMPI_SLE: return l->smax <= sb;
  case CMPI_SLT: return l->smax < sb;
  case CMPI_ULE: return l->umax <= b;
  case CMPI_ULT: return l->umax < b;
  case CMPI_SGE: return l->smin >= sb;
  case CMPI_SGT: return l->smin > sb;
  case CMPI_UGE: return l->umin >= b;
  case CMPI_UGT: return l->umin > b;
  case CMPI_EQ:
    return (l->umin == l->umax && l->umin == b) || (l->smin == l->smax && (uint64_t)l->smin == (uint64_t)sb);
  default: /* ne: neither signed nor unsigned interpretation may overlap */
    return (range_always(CMPI_SLT, l, b, w) || range_always(CMPI_SGT, l, b, w)) &&
           (range_always(CMPI_ULT, l, b, w) || range_always(CMPI_UGT, l, b, w));
  }
}

/* foldCmpOfMaxOrMin: -1 unknown, else the result at width w. */
static int cmp_of_minmax(const char *name, int pred, uint64_t a, uint64_t b, unsigned w) {
  static const int inverse[] = {CMPI_NE, CMPI_EQ, CMPI_SGE, CMPI_SGT, CMPI_SLE, CMPI_SLT,
                                CMPI_UGE, CMPI_UGT, CMPI_ULE, CMPI_ULT};
  a &= int_mask(w);
  b &= int_mask(w);
  Range r = minmax_range(name, a, w);
  if (range_always(pred, &r, b, w)) return 1;
  if (range_always(inverse[pred], &r, b, w)) return 0;
  return -1;
}

static bool fold_cmp(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  int pred = (int)enum_value(op_get_attr(op, "pred", 4));
  if (pred < 0 || pred > 9) return false;
  if (c[0] && c[1] && c[0]->kind == AK_INTEGER && c[1]->kind == AK_INTEGER && c[0]->n == 2 && c[1]->n == 2) {
    bool r64 = cmp_apply(pred, c[0]->p[1], c[1]->p[1], 64), r32 = cmp_apply(pred, c[0]->p[1], c[1]->p[1], 32);
    if (r64 != r32) return false;
    RETURN_ATTR(attr_bool(ctx, r64));
  }
  /* cmp(max/min(x, cstA), cstB), when 64 and 32 bits agree */
  Operation *lhs = value_defining_op(opnd(op, 0));
  const char *ln = lhs ? lhs->name->name->str : "";
  if (c[1] && c[1]->kind == AK_INTEGER && c[1]->n == 2 &&
      (!strcmp(ln, "index.maxs") || !strcmp(ln, "index.mins") || !strcmp(ln, "index.maxu") ||
       !strcmp(ln, "index.minu"))) {
    const Attr *ca = value_constant(lhs->operands[1].value);
    if (ca && ca->kind == AK_INTEGER && ca->n == 2) {
      int r64 = cmp_of_minmax(ln, pred, ca->p[1], c[1]->p[1], 64);
      int r32 = cmp_of_minmax(ln, pred, ca->p[1], c[1]->p[1], 32);
      if (r64 >= 0 && r64 == r32) RETURN_ATTR(attr_bool(ctx, r64 == 1));
    }
  }
  if (opnd(op, 0) == opnd(op, 1)) {
    bool v = pred == CMPI_EQ || pred == CMPI_SGE || pred == CMPI_SLE || pred == CMPI_UGE || pred == CMPI_ULE;
    RETURN_ATTR(attr_bool(ctx, v));
  }
  return false;
}

/* index.casts / castu of a constant: to index assuming 64 bits; from index
 * only when the 32-bit target would agree. */
static bool fold_idx_cast(Operation *op, const Attr *const *c, FoldResult *out, bool is_signed) {
  const Attr *a = c[0];
  if (!a || a->kind != AK_INTEGER || a->n != 2) return false;
  Context *ctx = op_context(op);
  const Type *t = op->results[0].type;
  unsigned sw = elem_int_width(attr_get_type(a));
  uint64_t v = a->p[1];
  uint64_t ext = is_signed ? (uint64_t)int_sext(v, sw) : v & int_mask(sw);
  if (t->kind == TK_INDEX) RETURN_ATTR(attr_integer_limbs(ctx, t, &ext, 1));
  if (t->kind != TK_INTEGER || type_int_width(t) > 64) return false;
  unsigned w = type_int_width(t);
  uint64_t low32 = v & 0xffffffffu, ext32 = is_signed ? (uint64_t)int_sext(low32, 32) : low32;
  if (w >= 64 && ext32 != v) return false;
  if (w > 32 && w < 64 && ((v & int_mask(w)) != (ext32 & int_mask(w)))) return false;
  uint64_t r = (w >= 64 ? v : v & int_mask(w));
  RETURN_ATTR(attr_integer_limbs(ctx, t, &r, 1));
}
static bool fold_casts(Operation *op, const Attr *const *c, FoldResult *out) { return fold_idx_cast(op, c, out, true); }
static bool fold_castu(Operation *op, const Attr *const *c, FoldResult *out) { return fold_idx_cast(op, c, out, false); }

static bool fold_constant(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  RETURN_ATTR(op_get_attr(op, "value", 5));
}

const FoldHook INDEX_FOLDS[] = {
    {"index.add", fold_add},         {"index.sub", fold_sub},         {"index.mul", fold_mul},
    {"index.divs", fold_divs},       {"index.divu", fold_divu},       {"index.ceildivs", fold_ceildivs},
    {"index.ceildivu", fold_ceildivu}, {"index.floordivs", fold_floordivs}, {"index.rems", fold_rems},
    {"index.remu", fold_remu},       {"index.maxs", fold_maxs},       {"index.maxu", fold_maxu},
    {"index.mins", fold_mins},       {"index.minu", fold_minu},       {"index.shl", fold_shl},
    {"index.shrs", fold_shrs},       {"index.shru", fold_shru},       {"index.and", fold_and},
    {"index.or", fold_or},           {"index.xor", fold_xor},         {"index.cmp", fold_cmp},
    {"index.casts", fold_casts},     {"index.castu", fold_castu},     {"index.constant", fold_constant},
    {"index.bool.constant", fold_constant}, {NULL, NULL},
};

/* ---- canonicalizations ----------------------------------------------------------------- */

/* op(op(x, c2), c1) -> op(x, op(c1, c2)) when the constant op folds. */
static bool assoc_comm(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  const Attr *c1 = value_constant(opnd(op, 1));
  if (!c1 || c1->kind != AK_INTEGER) return false;
  Operation *lhs = value_defining_op(opnd(op, 0));
  if (!lhs || lhs->name != op->name) return false;
  const Attr *c2 = value_constant(opnd(lhs, 1));
  if (!c2 || c2->kind != AK_INTEGER) return false;
  /* createOrFold: fold op(c1, c2) without creating it, materialize the result */
  const Attr *cs[2] = {c1, c2};
  FoldResult fr[1] = {{NULL, NULL}};
  OpFoldFn fn = op_folder(op);
  Operation probe = *op; /* the folders only read the name and attributes here */
  if (!fn || !fn(&probe, cs, fr) || !fr[0].attr) return false;
  Operation *cst = materialize_constant(rw, op, fr[0].attr, ctx->t_index, op->loc);
  if (!cst) return false;
  Value *ops[2] = {opnd(lhs, 0), res0(cst)};
  Operation *n = rw_build(rw, op->name->name->str, op->loc, 2, ops, 1, &ctx->t_index, 0, NULL);
  if (!n) return false;
  Value *r = res0(n);
  rw_replace_op(rw, op, &r);
  return true;
}

/* cmp(sub(a, b), 0) -> cmp(a, b); cmp(0, sub(a, b)) -> cmp(b, a) */
static bool cmp_canonicalize(Rewriter *rw, Operation *op) {
  const Attr *l = value_constant(opnd(op, 0)), *r = value_constant(opnd(op, 1));
  bool rz = is_int(r, 0), lz = is_int(l, 0);
  if (!rz && !lz) return false;
  Operation *sub = def_is(opnd(op, rz ? 0 : 1), "index.sub");
  if (!sub) return false;
  Value *ops[2] = {rz ? opnd(sub, 0) : opnd(sub, 1), rz ? opnd(sub, 1) : opnd(sub, 0)};
  NamedAttr pa = named(rw->ctx, "pred", op_get_attr(op, "pred", 4));
  Operation *n = rw_build(rw, "index.cmp", op->loc, 2, ops, 1, &rw->ctx->t_i1, 1, &pa);
  if (!n) return false;
  Value *v = res0(n);
  rw_replace_op(rw, op, &v);
  return true;
}

#define IDX_PAT(var, root_) \
  static const Pattern var = {.root = root_, .benefit = 1, .match_and_rewrite = assoc_comm, .debug_name = "canonicalize"};
IDX_PAT(AddCanon, "index.add")
IDX_PAT(AndCanon, "index.and")
IDX_PAT(MaxsCanon, "index.maxs")
IDX_PAT(MaxuCanon, "index.maxu")
IDX_PAT(MinsCanon, "index.mins")
IDX_PAT(MinuCanon, "index.minu")
IDX_PAT(MulCanon, "index.mul")
IDX_PAT(OrCanon, "index.or")
IDX_PAT(XorCanon, "index.xor")
static const Pattern CmpCanon = {.root = "index.cmp", .benefit = 1, .match_and_rewrite = cmp_canonicalize, .debug_name = "canonicalize"};

const Pattern *const INDEX_PATTERNS[] = {
    &AddCanon, &AndCanon, &CmpCanon, &MaxsCanon, &MaxuCanon, &MinsCanon, &MinuCanon, &MulCanon, &OrCanon, &XorCanon,
    NULL,
};
