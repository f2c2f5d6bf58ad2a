/* math_fold.c: folders of the math dialect. As upstream, the
 * transcendental functions fold f32 (in float) and f64 only, through the C
 * library, and keep the library's bits (NaN payloads included); rounding to
 * integral values, absf, copysign, the class tests and the integer ops fold
 * every width this folder supports. */
#include "../dialects.h"
#include "../arith/arith_fold.h"

#include <math.h>

typedef double (*FnD)(double);
typedef float (*FnF)(float);
typedef double (*FnD2)(double, double);
typedef float (*FnF2)(float, float);

enum Domain { D_ANY, D_NON_NEG, D_LOG1P };

typedef struct LibmFn {
  FnD d;
  FnF f;
  int domain;
} LibmFn;

static bool is_f32(const Type *t) { return t->kind == TK_F32; }
static bool is_f64(const Type *t) { return t->kind == TK_F64; }

static bool libm_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  const LibmFn *fn = user;
  const FloatSemantics *s = float_semantics(et);
  r->w[0] = r->w[1] = 0;
  if (!is_f32(et) && !is_f64(et)) return false;
  if (fn->domain == D_NON_NEG && float_is_neg(s, a->w)) return false;
  if (is_f64(et)) {
    double x;
    memcpy(&x, &a->w[0], 8);
    if (fn->domain == D_LOG1P && signbit(x + 1.0)) return false;
    double y = fn->d(x);
    memcpy(&r->w[0], &y, 8);
  } else {
    float x;
    uint32_t bits = (uint32_t)a->w[0], out;
    memcpy(&x, &bits, 4);
    if (fn->domain == D_LOG1P && signbit(x + 1.0f)) return false;
    float y = fn->f(x);
    memcpy(&out, &y, 4);
    r->w[0] = out;
  }
  return true;
}

#define LIBM(name, dom)                                                                                 \
  static bool fold_##name(Operation *op, const Attr *const *c, FoldResult *out) {                       \
    static const LibmFn fn = {name, name##f, dom};                                                      \
    RETURN_ATTR(fold_unary(op_context(op), c[0], true, libm_elem, (void *)&fn));                        \
  }
LIBM(acos, D_ANY)
LIBM(acosh, D_ANY)
LIBM(asin, D_ANY)
LIBM(asinh, D_ANY)
LIBM(atan, D_ANY)
LIBM(atanh, D_ANY)
LIBM(cos, D_ANY)
LIBM(cosh, D_ANY)
LIBM(sin, D_ANY)
LIBM(sinh, D_ANY)
LIBM(tan, D_ANY)
LIBM(tanh, D_ANY)
LIBM(erf, D_ANY)
LIBM(erfc, D_ANY)
LIBM(exp, D_ANY)
LIBM(exp2, D_ANY)
LIBM(expm1, D_ANY)
LIBM(log, D_NON_NEG)
LIBM(log2, D_NON_NEG)
LIBM(log10, D_NON_NEG)
LIBM(log1p, D_LOG1P)
LIBM(sqrt, D_NON_NEG)
LIBM(round, D_ANY)

typedef struct LibmFn2 {
  FnD2 d;
  FnF2 f;
  bool atan2;
} LibmFn2;

static bool libm2_elem(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user) {
  const LibmFn2 *fn = user;
  const FloatSemantics *s = float_semantics(et);
  r->w[0] = r->w[1] = 0;
  if (fn->atan2 && float_is_zero(s, a->w) && float_is_zero(s, b->w)) {
    float_special(s, FC_NAN, false, r->w);
    return true;
  }
  if (is_f64(et)) {
    double x, y, z;
    memcpy(&x, &a->w[0], 8);
    memcpy(&y, &b->w[0], 8);
    z = fn->d(x, y);
    memcpy(&r->w[0], &z, 8);
    return true;
  }
  if (!is_f32(et)) return false;
  float x, y, z;
  uint32_t xb = (uint32_t)a->w[0], yb = (uint32_t)b->w[0], zb;
  memcpy(&x, &xb, 4);
  memcpy(&y, &yb, 4);
  z = fn->f(x, y);
  memcpy(&zb, &z, 4);
  r->w[0] = zb;
  return true;
}

static bool fold_powf(Operation *op, const Attr *const *c, FoldResult *out) {
  static const LibmFn2 fn = {pow, powf, false};
  RETURN_ATTR(fold_binary(op_context(op), c[0], c[1], true, NULL, libm2_elem, (void *)&fn));
}
static bool fold_atan2(Operation *op, const Attr *const *c, FoldResult *out) {
  static const LibmFn2 fn = {atan2, atan2f, true};
  RETURN_ATTR(fold_binary(op_context(op), c[0], c[1], true, NULL, libm2_elem, (void *)&fn));
}

/* ---- every float width: rounding to integral, absf, copysign ----------------------- */

enum { R_CEIL, R_FLOOR, R_EVEN, R_TRUNC, R_ABS };

static bool round_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  const FloatSemantics *s = float_semantics(et);
  int mode = *(int *)user;
  r->w[0] = a->w[0];
  r->w[1] = a->w[1];
  if (mode == R_ABS) {
    if (float_is_neg(s, a->w)) float_neg(s, a->w, r->w);
    return true;
  }
  FloatVal fv;
  float_decode(s, a->w, &fv);
  if (fv.cat != FC_NORMAL) return true; /* zero, inf, NaN unchanged */
  double x = float_to_double(s, a->w), y;
  switch (mode) {
  case R_CEIL: y = ceil(x); break;
  case R_FLOOR: y = floor(x); break;
  case R_EVEN: y = nearbyint(x); break;
  default: y = trunc(x); break;
  }
  /* Integral results keep the sign of the input (-0.5 -> -0). */
  if (y == 0) y = copysign(0.0, x);
  float_from_double(s, y, r->w);
  return true;
}

static bool fold_round_mode(Operation *op, const Attr *const *c, FoldResult *out, int mode) {
  if (!elem_float_foldable(elem_type_of(op->results[0].type))) return false;
  RETURN_ATTR(fold_unary(op_context(op), c[0], true, round_elem, &mode));
}
static bool fold_ceil(Operation *op, const Attr *const *c, FoldResult *out) { return fold_round_mode(op, c, out, R_CEIL); }
static bool fold_floor(Operation *op, const Attr *const *c, FoldResult *out) { return fold_round_mode(op, c, out, R_FLOOR); }
static bool fold_roundeven(Operation *op, const Attr *const *c, FoldResult *out) { return fold_round_mode(op, c, out, R_EVEN); }
static bool fold_trunc(Operation *op, const Attr *const *c, FoldResult *out) { return fold_round_mode(op, c, out, R_TRUNC); }
static bool fold_absf(Operation *op, const Attr *const *c, FoldResult *out) { return fold_round_mode(op, c, out, R_ABS); }

static bool copysign_elem(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user) {
  (void)user;
  const FloatSemantics *s = float_semantics(et);
  r->w[0] = a->w[0];
  r->w[1] = a->w[1];
  if (float_is_neg(s, a->w) != float_is_neg(s, b->w)) float_neg(s, a->w, r->w);
  return true;
}
static bool fold_copysign(Operation *op, const Attr *const *c, FoldResult *out) {
  RETURN_ATTR(fold_binary(op_context(op), c[0], c[1], true, NULL, copysign_elem, NULL));
}

/* ---- class tests: i1 results ---------------------------------------------------------------- */

enum { C_FINITE, C_INF, C_NAN, C_NORMAL };

static bool class_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  FloatVal fv;
  const FloatSemantics *s = float_semantics(et);
  float_decode(s, a->w, &fv);
  int which = *(int *)user;
  bool v;
  if (which == C_FINITE) v = fv.cat == FC_ZERO || fv.cat == FC_NORMAL;
  else if (which == C_INF) v = fv.cat == FC_INF;
  else if (which == C_NAN) v = fv.cat == FC_NAN;
  else v = fv.cat == FC_NORMAL && ((fv.sig[0] >> (s->precision - 1)) & 1); /* not subnormal */
  r->w[0] = v;
  r->w[1] = 0;
  return true;
}
static bool fold_class(Operation *op, const Attr *const *c, FoldResult *out, int which) {
  RETURN_ATTR(fold_cast(op_context(op), c[0], true, op->results[0].type, class_elem, &which));
}
static bool fold_isfinite(Operation *op, const Attr *const *c, FoldResult *out) { return fold_class(op, c, out, C_FINITE); }
static bool fold_isinf(Operation *op, const Attr *const *c, FoldResult *out) { return fold_class(op, c, out, C_INF); }
static bool fold_isnan(Operation *op, const Attr *const *c, FoldResult *out) { return fold_class(op, c, out, C_NAN); }
static bool fold_isnormal(Operation *op, const Attr *const *c, FoldResult *out) { return fold_class(op, c, out, C_NORMAL); }

/* ---- integers ------------------------------------------------------------------------------------ */

enum { I_CTPOP, I_CTLZ, I_CTTZ, I_ABS };

static bool int_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  unsigned w = elem_int_width(et);
  uint64_t v = a->w[0] & int_mask(w), x = 0;
  switch (*(int *)user) {
  case I_CTPOP: x = (uint64_t)__builtin_popcountll(v); break;
  case I_CTLZ: x = v ? (uint64_t)(__builtin_clzll(v) - (64 - (int)w)) : w; break;
  case I_CTTZ: x = v ? (uint64_t)__builtin_ctzll(v) : w; break;
  default: x = int_sext(v, w) < 0 ? (uint64_t)0 - v : v; break;
  }
  r->w[0] = x & int_mask(w);
  r->w[1] = 0;
  return true;
}
static bool fold_int_un(Operation *op, const Attr *const *c, FoldResult *out, int which) {
  RETURN_ATTR(fold_unary(op_context(op), c[0], false, int_elem, &which));
}
static bool fold_ctpop(Operation *op, const Attr *const *c, FoldResult *out) { return fold_int_un(op, c, out, I_CTPOP); }
static bool fold_ctlz(Operation *op, const Attr *const *c, FoldResult *out) { return fold_int_un(op, c, out, I_CTLZ); }
static bool fold_cttz(Operation *op, const Attr *const *c, FoldResult *out) { return fold_int_un(op, c, out, I_CTTZ); }
static bool fold_absi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_int_un(op, c, out, I_ABS); }

static bool ipowi_elem(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user) {
  (void)user;
  unsigned w = elem_int_width(et);
  uint64_t m = int_mask(w), base = a->w[0] & m, pw = b->w[0] & m, one = 1 & m, minus1 = m;
  r->w[1] = 0;
  if (pw == 0) {
    r->w[0] = one;
    return true;
  }
  if (int_sext(pw, w) < 0) {
    if (base == 0) return false;
    if (base == one) r->w[0] = one;
    else if (base != minus1) r->w[0] = 0;
    else r->w[0] = (pw & 1) ? minus1 : one;
    return true;
  }
  uint64_t result = one, cur = base;
  for (;;) {
    if (pw & 1) result = (result * cur) & m;
    pw >>= 1;
    if (!pw) break;
    cur = (cur * cur) & m;
  }
  r->w[0] = result;
  return true;
}
static bool fold_ipowi(Operation *op, const Attr *const *c, FoldResult *out) {
  RETURN_ATTR(fold_binary(op_context(op), c[0], c[1], false, NULL, ipowi_elem, NULL));
}

const FoldHook MATH_FOLDS[] = {
    {"math.absf", fold_absf},         {"math.absi", fold_absi},       {"math.acos", fold_acos},
    {"math.acosh", fold_acosh},       {"math.asin", fold_asin},       {"math.asinh", fold_asinh},
    {"math.atan", fold_atan},         {"math.atan2", fold_atan2},     {"math.atanh", fold_atanh},
    {"math.ceil", fold_ceil},         {"math.copysign", fold_copysign}, {"math.cos", fold_cos},
    {"math.cosh", fold_cosh},         {"math.ctlz", fold_ctlz},       {"math.ctpop", fold_ctpop},
    {"math.cttz", fold_cttz},         {"math.erf", fold_erf},         {"math.erfc", fold_erfc},
    {"math.exp", fold_exp},           {"math.exp2", fold_exp2},       {"math.expm1", fold_expm1},
    {"math.floor", fold_floor},       {"math.ipowi", fold_ipowi},     {"math.isfinite", fold_isfinite},
    {"math.isinf", fold_isinf},       {"math.isnan", fold_isnan},     {"math.isnormal", fold_isnormal},
    {"math.log", fold_log},           {"math.log10", fold_log10},     {"math.log1p", fold_log1p},
    {"math.log2", fold_log2},         {"math.powf", fold_powf},       {"math.round", fold_round},
    {"math.roundeven", fold_roundeven}, {"math.sin", fold_sin},       {"math.sinh", fold_sinh},
    {"math.sqrt", fold_sqrt},         {"math.tan", fold_tan},         {"math.tanh", fold_tanh},
    {"math.trunc", fold_trunc},       {NULL, NULL},
};
