/* affine.c: affine expressions, maps and integer sets. Expressions are
 * uniqued storage built through constructors that apply upstream's
 * simplifications (AffineExpr.cpp), so printing and equality match. */
#include "ir.h"

static Context *ctx_of(const AffineExpr *e) { return e->ctx; }

const AffineExpr *ae_dim(Context *ctx, unsigned pos) {
  uint64_t w = pos;
  return storage_get(ctx, AE_DIM, 0, &w, 1);
}
const AffineExpr *ae_symbol(Context *ctx, unsigned pos) {
  uint64_t w = pos;
  return storage_get(ctx, AE_SYMBOL, 0, &w, 1);
}
const AffineExpr *ae_const(Context *ctx, int64_t v) {
  uint64_t w = (uint64_t)v;
  return storage_get(ctx, AE_CONSTANT, 0, &w, 1);
}
static const AffineExpr *binary(unsigned kind, const AffineExpr *a, const AffineExpr *b) {
  uint64_t w[2] = {PTR_WORD(a), PTR_WORD(b)};
  return storage_get(ctx_of(a), kind, 0, w, 2);
}

static bool is_const(const AffineExpr *e) { return e->kind == AE_CONSTANT; }
static int64_t cval(const AffineExpr *e) { return (int64_t)e->p[0]; }

/* Upstream orders the operands of a commutative operation on two dims (or
 * two symbols) by position: d2 + d1 is built as d1 + d2, s1 * s0 as s0 * s1. */
static bool leaves_out_of_order(const AffineExpr *l, const AffineExpr *r) {
  if (l->kind != r->kind || (l->kind != AE_DIM && l->kind != AE_SYMBOL)) return false;
  return l->p[0] > r->p[0];
}

bool ae_is_symbolic_or_const(const AffineExpr *e) {
  switch (e->kind) {
  case AE_DIM: return false;
  case AE_SYMBOL:
  case AE_CONSTANT: return true;
  default: return ae_is_symbolic_or_const(ae_lhs(e)) && ae_is_symbolic_or_const(ae_rhs(e));
  }
}

bool ae_is_pure_affine(const AffineExpr *e) {
  switch (e->kind) {
  case AE_DIM:
  case AE_SYMBOL:
  case AE_CONSTANT: return true;
  case AE_ADD: return ae_is_pure_affine(ae_lhs(e)) && ae_is_pure_affine(ae_rhs(e));
  case AE_MUL:
    return ae_is_pure_affine(ae_lhs(e)) && ae_is_pure_affine(ae_rhs(e)) &&
           (is_const(ae_lhs(e)) || is_const(ae_rhs(e)));
  default: return ae_is_pure_affine(ae_lhs(e)) && is_const(ae_rhs(e));
  }
}

/* Upstream takes this gcd of the divisors as unsigned 64-bit numbers. */
static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* getLargestKnownDivisor, with upstream's wrap-around on overflow and its
 * quotient rule for divisions by a constant. */
int64_t ae_largest_known_divisor(const AffineExpr *e) {
  switch (e->kind) {
  case AE_CONSTANT: return cval(e) < 0 ? (int64_t)(0 - (uint64_t)cval(e)) : cval(e);
  case AE_MUL:
    return (int64_t)((uint64_t)ae_largest_known_divisor(ae_lhs(e)) *
                     (uint64_t)ae_largest_known_divisor(ae_rhs(e)));
  case AE_ADD:
  case AE_MOD:
    return (int64_t)gcd_u64((uint64_t)ae_largest_known_divisor(ae_lhs(e)),
                            (uint64_t)ae_largest_known_divisor(ae_rhs(e)));
  case AE_FLOORDIV:
  case AE_CEILDIV: {
    const AffineExpr *r = ae_rhs(e);
    if (!is_const(r) || cval(r) == 0) return 1;
    /* The magnitude of the quotient, when the divisor divides the lhs's. */
    int64_t l = ae_largest_known_divisor(ae_lhs(e)), q;
    if (cval(r) == -1) q = (int64_t)(0 - (uint64_t)l);
    else if (l % cval(r) == 0) q = l / cval(r);
    else return 1;
    return q < 0 ? (int64_t)(0 - (uint64_t)q) : q;
  }
  default: return 1;
  }
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}
static int64_t mod_pos(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

static const AffineExpr *simplify_add(const AffineExpr *l, const AffineExpr *r) {
  Context *ctx = ctx_of(l);
  if (is_const(l) && is_const(r)) {
    int64_t s;
    if (__builtin_add_overflow(cval(l), cval(r), &s)) return NULL;
    return ae_const(ctx, s);
  }
  /* Constants go right; a symbolic term goes right of a dimensional one. */
  if (is_const(l) || (ae_is_symbolic_or_const(l) && !ae_is_symbolic_or_const(r))) return ae_add(r, l);
  if (leaves_out_of_order(l, r)) return ae_add(r, l);
  if (is_const(r) && cval(r) == 0) return l;
  /* (e + c1) + c2 => e + (c1 + c2) */
  if (l->kind == AE_ADD && is_const(r) && is_const(ae_rhs(l)))
    return ae_add(ae_lhs(l), ae_const(ctx, cval(ae_rhs(l)) + cval(r)));
  /* c1 * e + c2 * e => (c1 + c2) * e */
  const AffineExpr *le = l, *re = r;
  int64_t lc = 1, rc = 1;
  if (l->kind == AE_MUL && is_const(ae_rhs(l))) {
    lc = cval(ae_rhs(l));
    le = ae_lhs(l);
  }
  if (r->kind == AE_MUL && is_const(ae_rhs(r))) {
    rc = cval(ae_rhs(r));
    re = ae_lhs(r);
  }
  if (le == re) return ae_mul(le, ae_const(ctx, lc + rc));
  /* (e + c) + f => (e + f) + c */
  if (l->kind == AE_ADD && is_const(ae_rhs(l))) return ae_add(ae_add(ae_lhs(l), r), ae_rhs(l));
  /* e + (e floordiv c) * -c => e mod c */
  if (r->kind == AE_MUL && is_const(ae_rhs(r))) {
    const AffineExpr *fd = ae_lhs(r);
    if (fd->kind == AE_FLOORDIV && ae_lhs(fd) == l && is_const(ae_rhs(fd)) &&
        cval(ae_rhs(fd)) == -cval(ae_rhs(r)))
      return ae_mod(l, ae_rhs(fd));
  }
  return NULL;
}

const AffineExpr *ae_add(const AffineExpr *a, const AffineExpr *b) {
  if (!a || !b) return NULL;
  const AffineExpr *s = simplify_add(a, b);
  return s ? s : binary(AE_ADD, a, b);
}

static const AffineExpr *simplify_mul(const AffineExpr *l, const AffineExpr *r) {
  Context *ctx = ctx_of(l);
  if (is_const(l) && is_const(r)) {
    int64_t p;
    if (__builtin_mul_overflow(cval(l), cval(r), &p)) return NULL;
    return ae_const(ctx, p);
  }
  if (!ae_is_symbolic_or_const(l) && !ae_is_symbolic_or_const(r)) return NULL;
  if (!ae_is_symbolic_or_const(r) || is_const(l)) return ae_mul(r, l);
  if (leaves_out_of_order(l, r)) return ae_mul(r, l);
  if (is_const(r)) {
    if (cval(r) == 1) return l;
    if (cval(r) == 0) return r;
  }
  if (l->kind == AE_MUL && is_const(ae_rhs(l))) {
    if (is_const(r)) return ae_mul(ae_lhs(l), ae_const(ctx, cval(ae_rhs(l)) * cval(r)));
    return ae_mul(ae_mul(ae_lhs(l), r), ae_rhs(l));
  }
  return NULL;
}

const AffineExpr *ae_mul(const AffineExpr *a, const AffineExpr *b) {
  if (!a || !b) return NULL;
  const AffineExpr *s = simplify_mul(a, b);
  return s ? s : binary(AE_MUL, a, b);
}

const AffineExpr *ae_neg(const AffineExpr *a) { return ae_mul(a, ae_const(ctx_of(a), -1)); }

static const AffineExpr *simplify_div(const AffineExpr *l, const AffineExpr *r, bool ceil) {
  Context *ctx = ctx_of(l);
  if (!is_const(r) || cval(r) == 0) return NULL;
  int64_t d = cval(r);
  if (is_const(l)) {
    if (cval(l) == INT64_MIN && d == -1) return NULL;
    return ae_const(ctx, ceil ? ceil_div(cval(l), d) : floor_div(cval(l), d));
  }
  if (d == 1) return l;
  /* Negative divisors simplify too (upstream 22); x % -1 is 0 and the one
   * quotient that overflows, INT64_MIN / -1, is left alone. */
  if (l->kind == AE_MUL && is_const(ae_rhs(l)) && (d == -1 || cval(ae_rhs(l)) % d == 0) &&
      !(d == -1 && cval(ae_rhs(l)) == INT64_MIN))
    return ae_mul(ae_lhs(l), ae_const(ctx, cval(ae_rhs(l)) / d));
  if (!ceil && l->kind == AE_ADD) {
    int64_t a = ae_largest_known_divisor(ae_lhs(l)), b = ae_largest_known_divisor(ae_rhs(l));
    if (d == -1 || a % d == 0 || b % d == 0)
      return ae_add(ae_floordiv(ae_lhs(l), r), ae_floordiv(ae_rhs(l), r));
  }
  return NULL;
}

const AffineExpr *ae_floordiv(const AffineExpr *a, const AffineExpr *b) {
  if (!a || !b) return NULL;
  const AffineExpr *s = simplify_div(a, b, false);
  return s ? s : binary(AE_FLOORDIV, a, b);
}

const AffineExpr *ae_ceildiv(const AffineExpr *a, const AffineExpr *b) {
  if (!a || !b) return NULL;
  const AffineExpr *s = simplify_div(a, b, true);
  return s ? s : binary(AE_CEILDIV, a, b);
}

static const AffineExpr *simplify_mod(const AffineExpr *l, const AffineExpr *r) {
  Context *ctx = ctx_of(l);
  if (!is_const(r) || cval(r) < 1) return NULL;
  int64_t m = cval(r);
  if (is_const(l)) return ae_const(ctx, mod_pos(cval(l), m));
  if (ae_largest_known_divisor(l) % m == 0) return ae_const(ctx, 0);
  if (l->kind == AE_ADD) {
    if (ae_largest_known_divisor(ae_lhs(l)) % m == 0) return ae_mod(ae_rhs(l), r);
    if (ae_largest_known_divisor(ae_rhs(l)) % m == 0) return ae_mod(ae_lhs(l), r);
  }
  if (l->kind == AE_MOD && is_const(ae_rhs(l)) && cval(ae_rhs(l)) >= 1 && cval(ae_rhs(l)) % m == 0)
    return ae_mod(ae_lhs(l), r);
  return NULL;
}

const AffineExpr *ae_mod(const AffineExpr *a, const AffineExpr *b) {
  if (!a || !b) return NULL;
  const AffineExpr *s = simplify_mod(a, b);
  return s ? s : binary(AE_MOD, a, b);
}

/* ---- maps and sets ----------------------------------------------------------- */

const AffineMap *affine_map_get(Context *ctx, unsigned ndims, unsigned nsyms, size_t n,
                                const AffineExpr *const *results) {
  uint64_t small[9];
  uint64_t *w = n + 1 <= 9 ? small : ctx_alloc(ctx, (n + 1) * sizeof *w);
  if (!w) return NULL;
  w[0] = nsyms;
  for (size_t i = 0; i < n; i++) w[1 + i] = PTR_WORD(results[i]);
  const AffineMap *m = storage_get(ctx, AM_MAP, ndims, w, (uint32_t)(n + 1));
  if (w != small) ctx_free(ctx, w);
  return m;
}

bool affine_map_is_identity(const AffineMap *m) {
  if (affine_map_num_symbols(m) || affine_map_num_results(m) != affine_map_num_dims(m)) return false;
  for (unsigned i = 0; i < affine_map_num_results(m); i++) {
    const AffineExpr *e = affine_map_result(m, i);
    if (e->kind != AE_DIM || e->p[0] != i) return false;
  }
  return true;
}

const IntegerSet *integer_set_get(Context *ctx, unsigned ndims, unsigned nsyms, size_t n,
                                  const AffineExpr *const *exprs, const bool *eq) {
  size_t words = 2 + 2 * n;
  uint64_t *w = ctx_alloc(ctx, words * sizeof *w);
  if (!w) return NULL;
  w[0] = nsyms;
  w[1] = n;
  for (size_t i = 0; i < n; i++) {
    w[2 + i] = PTR_WORD(exprs[i]);
    w[2 + n + i] = eq[i];
  }
  const IntegerSet *s = storage_get(ctx, IS_SET, ndims, w, (uint32_t)words);
  ctx_free(ctx, w);
  return s;
}

const Attr *attr_affine_map(Context *ctx, const AffineMap *m) {
  uint64_t w = PTR_WORD(m);
  return storage_get(ctx, AK_AFFINE_MAP, 0, &w, 1);
}

const Attr *attr_integer_set(Context *ctx, const IntegerSet *s) {
  uint64_t w = PTR_WORD(s);
  return storage_get(ctx, AK_INTEGER_SET, 0, &w, 1);
}
