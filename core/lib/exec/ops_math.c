/* ops_math.c: the math dialect. Functions of f32 and f64 call the C
 * library of the same type (what upstream's lowering calls); narrower
 * types compute in f32 and round, as x86 code generation promotes them;
 * f80 and f128 use the long double or _Float128 functions of the host when
 * it has them. Operations with exact results (sqrt, floor, fma, ...) go
 * through softfloat.h for every type. */
#define __STDC_WANT_IEC_60559_TYPES_EXT__ 1
#include "exec.h"
#include "apint.h"
#include "softfloat.h"

#include <float.h>
#include <math.h>

#if LDBL_MANT_DIG == 113
#define QUAD_IS_LONG_DOUBLE 1
typedef long double Quad;
#define QFN(f) f##l
#elif defined(FLT128_MANT_DIG)
typedef _Float128 Quad;
#define QFN(f) f##f128
#else
typedef double Quad; /* no quad arithmetic on this host: f128 rounds through f64 */
#define QFN(f) f
#endif
#if LDBL_MANT_DIG == 64
#define HAVE_X87_LONG_DOUBLE 1
#endif

typedef struct Unary {
  float (*f)(float);
  double (*d)(double);
  long double (*l)(long double);
  Quad (*q)(Quad);
} Unary;

typedef struct Binary {
  float (*f)(float, float);
  double (*d)(double, double);
  long double (*l)(long double, long double);
  Quad (*q)(Quad, Quad);
} Binary;

#define UNARY(NAME) static const Unary U_##NAME = {NAME##f, NAME, NAME##l, QFN(NAME)};
#define BINARY(NAME) static const Binary B_##NAME = {NAME##f, NAME, NAME##l, QFN(NAME)};
UNARY(sin) UNARY(cos) UNARY(tan) UNARY(asin) UNARY(acos) UNARY(atan) UNARY(sinh) UNARY(cosh) UNARY(tanh)
UNARY(asinh) UNARY(acosh) UNARY(atanh) UNARY(exp) UNARY(exp2) UNARY(log) UNARY(log10)
UNARY(log2) UNARY(erf) UNARY(erfc) UNARY(cbrt)
BINARY(atan2) BINARY(pow)

static const FloatSemantics *sem(const Type *t) { return float_semantics(shaped_elem_or_self(t)); }
static bool is_width(const FloatSemantics *s, unsigned w, unsigned p) { return s->width == w && s->precision == p; }

/* Quad and long double values from and to bit patterns, through the exact
 * conversions when the host layout differs. */
static const FloatSemantics *sem_f128(Interp *in) { return float_semantics(in->ctx->t_simple[TK_F128]); }
static const FloatSemantics *sem_f32(Interp *in) { return float_semantics(in->ctx->t_simple[TK_F32]); }

static Quad quad_of(Interp *in, const FloatSemantics *s, const uint64_t a[2]) {
#if defined(QUAD_IS_LONG_DOUBLE) || defined(FLT128_MANT_DIG)
  uint64_t b[2];
  sf_convert(s, a, sem_f128(in), b);
  Quad q;
  memcpy(&q, b, sizeof q);
  return q;
#else
  return sf_to_double(s, a);
#endif
}

static void quad_to(Interp *in, Quad q, const FloatSemantics *s, uint64_t r[2]) {
#if defined(QUAD_IS_LONG_DOUBLE) || defined(FLT128_MANT_DIG)
  uint64_t b[2];
  memcpy(b, &q, sizeof b);
  sf_convert(sem_f128(in), b, s, r);
#else
  sf_from_double(s, (double)q, r);
#endif
}

#ifdef HAVE_X87_LONG_DOUBLE
static long double ld_of(const uint64_t a[2]) {
  long double l = 0;
  memcpy(&l, a, 10);
  return l;
}
static void ld_to(long double l, uint64_t r[2]) {
  r[0] = r[1] = 0;
  memcpy(r, &l, 10);
}
#endif

/* Narrow types: f32 in, f32 out, rounded to the type. */
static float narrow_in(Interp *in, const FloatSemantics *s, const uint64_t a[2]) {
  uint64_t b[2];
  sf_convert(s, a, sem_f32(in), b);
  uint32_t u = (uint32_t)b[0];
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static void narrow_out(Interp *in, float f, const FloatSemantics *s, uint64_t r[2]) {
  uint32_t u;
  memcpy(&u, &f, 4);
  uint64_t b[2] = {u, 0};
  sf_convert(sem_f32(in), b, s, r);
}

static void apply1(Interp *in, const Unary *fn, const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  r[0] = r[1] = 0;
  if (is_width(s, 64, 53)) {
    double d;
    memcpy(&d, a, 8);
    d = fn->d(d);
    memcpy(r, &d, 8);
  } else if (is_width(s, 80, 64)) {
#ifdef HAVE_X87_LONG_DOUBLE
    ld_to(fn->l(ld_of(a)), r);
#else
    quad_to(in, fn->q(quad_of(in, s, a)), s, r);
#endif
  } else if (is_width(s, 128, 113)) {
    quad_to(in, fn->q(quad_of(in, s, a)), s, r);
  } else {
    float f = fn->f(narrow_in(in, s, a));
    if (is_width(s, 32, 24)) memcpy(r, &f, 4);
    else narrow_out(in, f, s, r);
  }
}

static void apply2(Interp *in, const Binary *fn, const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2],
                   uint64_t r[2]) {
  r[0] = r[1] = 0;
  if (is_width(s, 64, 53)) {
    double x, y;
    memcpy(&x, a, 8);
    memcpy(&y, b, 8);
    x = fn->d(x, y);
    memcpy(r, &x, 8);
  } else if (is_width(s, 80, 64)) {
#ifdef HAVE_X87_LONG_DOUBLE
    ld_to(fn->l(ld_of(a), ld_of(b)), r);
#else
    quad_to(in, fn->q(quad_of(in, s, a), quad_of(in, s, b)), s, r);
#endif
  } else if (is_width(s, 128, 113)) {
    quad_to(in, fn->q(quad_of(in, s, a), quad_of(in, s, b)), s, r);
  } else {
    float f = fn->f(narrow_in(in, s, a), narrow_in(in, s, b));
    if (is_width(s, 32, 24)) memcpy(r, &f, 4);
    else narrow_out(in, f, s, r);
  }
}

static bool poison_in(const Val *const *a, unsigned n, Val *r) {
  for (unsigned k = 0; k < n; k++)
    if (a[k]->tag == VT_POISON) {
      *r = val_poison();
      return true;
    }
  return false;
}

#define MATH_UNARY(OP, FN)                                                                         \
  static bool OP##_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {                   \
    if (poison_in(a, 1, r)) return true;                                                         \
    *r = val_bits(0, 0);                                                                         \
    apply1(in, &U_##FN, sem(res_type(i, 0)), a[0]->w, r->w);                                     \
    return true;                                                                                 \
  }                                                                                              \
  static int h_##OP(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, OP##_e); }

MATH_UNARY(sin, sin)
MATH_UNARY(cos, cos)
MATH_UNARY(tan, tan)
MATH_UNARY(asin, asin)
MATH_UNARY(acos, acos)
MATH_UNARY(atan, atan)
MATH_UNARY(sinh, sinh)
MATH_UNARY(cosh, cosh)
MATH_UNARY(tanh, tanh)
MATH_UNARY(asinh, asinh)
MATH_UNARY(acosh, acosh)
MATH_UNARY(atanh, atanh)
MATH_UNARY(exp, exp)
MATH_UNARY(exp2, exp2)
MATH_UNARY(log, log)
MATH_UNARY(log10, log10)
MATH_UNARY(log2, log2)
MATH_UNARY(erf, erf)
MATH_UNARY(erfc, erfc)
MATH_UNARY(cbrt, cbrt)

/* expm1 and log1p as convert-math-to-llvm lowers them: exp(x) - 1 and
 * log(1 + x), each step rounded to the type (not the C library's
 * expm1/log1p, whose results differ near zero). */
static bool expm1_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 1, r)) return true;
  const FloatSemantics *s = sem(res_type(i, 0));
  uint64_t e[2] = {0, 0}, one[2] = {0, 0};
  apply1(in, &U_exp, s, a[0]->w, e);
  sf_from_double(s, 1.0, one);
  *r = val_bits(0, 0);
  sf_binop(s, SF_SUB, e, one, r->w);
  return true;
}
static int h_expm1(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, expm1_e); }

static bool log1p_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 1, r)) return true;
  const FloatSemantics *s = sem(res_type(i, 0));
  uint64_t x[2] = {0, 0}, one[2] = {0, 0};
  sf_from_double(s, 1.0, one);
  sf_binop(s, SF_ADD, one, a[0]->w, x);
  *r = val_bits(0, 0);
  apply1(in, &U_log, s, x, r->w);
  return true;
}
static int h_log1p(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, log1p_e); }

#define MATH_BINARY(OP, FN)                                                                        \
  static bool OP##_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {                   \
    if (poison_in(a, 2, r)) return true;                                                         \
    *r = val_bits(0, 0);                                                                         \
    apply2(in, &B_##FN, sem(res_type(i, 0)), a[0]->w, a[1]->w, r->w);                            \
    return true;                                                                                 \
  }                                                                                              \
  static int h_##OP(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, OP##_e); }

MATH_BINARY(atan2, atan2)
MATH_BINARY(powf, pow)

/* Exact operations, for every type. */
static bool sqrt_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 1, r)) return true;
  *r = val_bits(0, 0);
  sf_sqrt(sem(res_type(i, 0)), a[0]->w, r->w);
  return true;
}
static int h_sqrt(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, sqrt_e); }

/* rsqrt is 1 / sqrt(x), each step rounded (upstream's lowering). */
static bool rsqrt_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 1, r)) return true;
  const FloatSemantics *s = sem(res_type(i, 0));
  uint64_t root[2], one[2];
  sf_sqrt(s, a[0]->w, root);
  uint64_t unit[1] = {1};
  sf_from_int(s, unit, 2, false, one);
  *r = val_bits(0, 0);
  sf_binop(s, SF_DIV, one, root, r->w);
  return true;
}
static int h_rsqrt(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, rsqrt_e); }

#define MATH_ROUND(OP, MODE)                                                                       \
  static bool OP##_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {                   \
    if (poison_in(a, 1, r)) return true;                                                         \
    *r = val_bits(0, 0);                                                                         \
    sf_round_int(sem(res_type(i, 0)), MODE, a[0]->w, r->w);                                      \
    return true;                                                                                 \
  }                                                                                              \
  static int h_##OP(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, OP##_e); }

MATH_ROUND(floor, SF_FLOOR)
MATH_ROUND(ceil, SF_CEIL)
MATH_ROUND(trunc, SF_TRUNC)
MATH_ROUND(round, SF_ROUND_AWAY)
MATH_ROUND(roundeven, SF_ROUND_EVEN)

static bool absf_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 1, r)) return true;
  *r = val_bits(0, 0);
  sf_abs(sem(res_type(i, 0)), a[0]->w, r->w);
  return true;
}
static int h_absf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, absf_e); }

static bool copysign_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 2, r)) return true;
  *r = val_bits(0, 0);
  sf_copysign(sem(res_type(i, 0)), a[0]->w, a[1]->w, r->w);
  return true;
}
static int h_copysign(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, copysign_e); }

static bool fma_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 3, r)) return true;
  *r = val_bits(0, 0);
  sf_fma(sem(res_type(i, 0)), a[0]->w, a[1]->w, a[2]->w, r->w);
  return true;
}
static int h_fma(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 3, fma_e); }

/* clampf: minimumf(maximumf(x, lo), hi). */
static bool clampf_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 3, r)) return true;
  const FloatSemantics *s = sem(res_type(i, 0));
  uint64_t t[2];
  sf_minmax(s, true, false, a[0]->w, a[1]->w, t);
  *r = val_bits(0, 0);
  sf_minmax(s, false, false, t, a[2]->w, r->w);
  return true;
}
static int h_clampf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 3, clampf_e); }

/* fpowi: llvm.powi's repeated squaring in the type (compiler-rt's
 * __powisf2 / __powidf2). */
static bool fpowi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 2, r)) return true;
  const FloatSemantics *s = sem(res_type(i, 0));
  int64_t b = val_sext64(a[1], exec_int_width(shaped_elem_or_self(opnd_type(i, 1))));
  bool recip = b < 0;
  uint64_t x[2] = {a[0]->w[0], a[0]->w[1]}, acc[2], unit[1] = {1};
  sf_from_int(s, unit, 2, false, acc);
  uint64_t n = recip ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
  for (;;) {
    if (n & 1) sf_binop(s, SF_MUL, acc, x, acc);
    n >>= 1;
    if (!n) break;
    sf_binop(s, SF_MUL, x, x, x);
  }
  *r = val_bits(acc[0], acc[1]);
  if (recip) {
    uint64_t one[2];
    sf_from_int(s, unit, 2, false, one);
    sf_binop(s, SF_DIV, one, acc, r->w);
  }
  return true;
}
static int h_fpowi(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, fpowi_e); }

static bool sincos_e(Interp *in, const Inst *i, const Val *a, Val *s, Val *c) {
  *s = val_bits(0, 0);
  *c = val_bits(0, 0);
  apply1(in, &U_sin, sem(res_type(i, 0)), a->w, s->w);
  apply1(in, &U_cos, sem(res_type(i, 0)), a->w, c->w);
  return true;
}

static int h_sincos(Interp *in, Frame *f, const Inst *i) {
  Val *a = opv(f, i, 0);
  if (val_is_array(a)) return exec_fail(in, i, "'math.sincos' on vectors is not supported by the interpreter");
  if (a->tag == VT_POISON) {
    set_res(in, f, i, 0, val_poison());
    set_res(in, f, i, 1, val_poison());
    return EX_NEXT;
  }
  Val s, c;
  sincos_e(in, i, a, &s, &c);
  set_res(in, f, i, 0, s);
  set_res(in, f, i, 1, c);
  return EX_NEXT;
}

/* ---- classification ---------------------------------------------------------------------------- */

static bool classify(Interp *in, const Inst *i, const Val *const *a, Val *r, int what) {
  if (poison_in(a, 1, r)) return true;
  const FloatSemantics *s = sem(opnd_type(i, 0));
  FloatVal fv;
  float_decode(s, a[0]->w, &fv);
  bool v;
  switch (what) {
  case 0: v = fv.cat == FC_NAN; break;
  case 1: v = fv.cat == FC_INF; break;
  case 2: v = fv.cat == FC_NORMAL || fv.cat == FC_ZERO; break;
  default: {
    /* normal: finite, nonzero, not subnormal */
    unsigned top = s->precision - 1;
    bool lead = fv.sig[top / 64] >> (top % 64) & 1;
    v = fv.cat == FC_NORMAL && (lead || s->unsigned_only);
    break;
  }
  }
  *r = val_bits(v, 0);
  return true;
}
static bool isnan_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return classify(in, i, a, r, 0); }
static bool isinf_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return classify(in, i, a, r, 1); }
static bool isfinite_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return classify(in, i, a, r, 2); }
static bool isnormal_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return classify(in, i, a, r, 3); }
static int h_isnan(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, isnan_e); }
static int h_isinf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, isinf_e); }
static int h_isfinite(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, isfinite_e); }
static int h_isnormal(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, isnormal_e); }

/* ---- integer functions --------------------------------------------------------------------------- */

static unsigned int_w(const Inst *i) { return exec_int_width(shaped_elem_or_self(res_type(i, 0))); }

static bool int_result(Interp *in, const Inst *i, unsigned w, const uint64_t *z, Val *r) {
  if (!val_int(in, w, z, r)) {
    exec_oom(in, i);
    return false;
  }
  return true;
}

static bool bits_e(Interp *in, const Inst *i, const Val *const *a, Val *r, int what) {
  if (poison_in(a, 1, r)) return true;
  unsigned w = int_w(i);
  uint64_t z[AP_MAX_LIMBS + 1] = {0};
  const uint64_t *x = val_limbs(a[0]);
  switch (what) {
  case 0: z[0] = ap_ctlz(x, w); break;
  case 1: z[0] = ap_cttz(x, w); break;
  case 2: z[0] = ap_popcount(x, w); break;
  default:
    if (ap_neg_sign(x, w)) ap_neg(z, x, w);
    else memcpy(z, x, ap_limbs(w) * sizeof *z);
    break;
  }
  return int_result(in, i, w, z, r);
}
static bool ctlz_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return bits_e(in, i, a, r, 0); }
static bool cttz_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return bits_e(in, i, a, r, 1); }
static bool ctpop_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return bits_e(in, i, a, r, 2); }
static bool absi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return bits_e(in, i, a, r, 3); }
static int h_ctlz(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, ctlz_e); }
static int h_cttz(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, cttz_e); }
static int h_ctpop(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, ctpop_e); }
static int h_absi(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, absi_e); }

/* ipowi: integer power with wraparound; a negative exponent gives 0 but
 * for bases 1 and -1, and divides by zero for base 0 (upstream's
 * expansion computes 1 / base^-n). */
static bool ipowi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (poison_in(a, 2, r)) return true;
  unsigned w = int_w(i);
  const uint64_t *b = val_limbs(a[0]), *e = val_limbs(a[1]);
  uint64_t acc[AP_MAX_LIMBS + 1] = {1}, base[AP_MAX_LIMBS + 1] = {0}, n[AP_MAX_LIMBS + 1] = {0};
  memcpy(base, b, ap_limbs(w) * sizeof *base);
  memcpy(n, e, ap_limbs(w) * sizeof *n);
  if (ap_neg_sign(e, w)) {
    uint64_t ones[AP_MAX_LIMBS + 1];
    memset(ones, 0xff, sizeof ones);
    ap_trim(ones, w);
    if (ap_is_zero(b, w)) {
      exec_fail(in, i, "undefined behaviour: division by zero");
      return false;
    }
    uint64_t z[AP_MAX_LIMBS + 1] = {0};
    bool one = ap_cmp_u(b, acc, w) == 0, minus_one = ap_cmp_u(b, ones, w) == 0;
    if (one) z[0] = 1;
    else if (minus_one) memcpy(z, (e[0] & 1) ? ones : acc, sizeof z);
    return int_result(in, i, w, z, r);
  }
  ap_trim(acc, w);
  while (!ap_is_zero(n, w)) {
    if (n[0] & 1) ap_mul(acc, acc, base, w);
    ap_lshr(n, n, 1, w);
    ap_mul(base, base, base, w);
  }
  return int_result(in, i, w, acc, r);
}
static int h_ipowi(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, ipowi_e); }

static bool prep_width(Interp *in, Inst *i) {
  if (i->nres && exec_int_width(shaped_elem_or_self(res_type(i, 0))) > AP_MAX_WIDTH) {
    emit_error(in->ctx, i->op->loc, "the interpreter handles integers of up to %d bits", AP_MAX_WIDTH);
    return false;
  }
  return true;
}

static const ExecOpDef MATH_OPS[] = {
    {.name = "math.sin", .run = h_sin},
    {.name = "math.cos", .run = h_cos},
    {.name = "math.tan", .run = h_tan},
    {.name = "math.asin", .run = h_asin},
    {.name = "math.acos", .run = h_acos},
    {.name = "math.atan", .run = h_atan},
    {.name = "math.sinh", .run = h_sinh},
    {.name = "math.cosh", .run = h_cosh},
    {.name = "math.tanh", .run = h_tanh},
    {.name = "math.asinh", .run = h_asinh},
    {.name = "math.acosh", .run = h_acosh},
    {.name = "math.atanh", .run = h_atanh},
    {.name = "math.exp", .run = h_exp},
    {.name = "math.exp2", .run = h_exp2},
    {.name = "math.expm1", .run = h_expm1},
    {.name = "math.log", .run = h_log},
    {.name = "math.log10", .run = h_log10},
    {.name = "math.log2", .run = h_log2},
    {.name = "math.log1p", .run = h_log1p},
    {.name = "math.erf", .run = h_erf},
    {.name = "math.erfc", .run = h_erfc},
    {.name = "math.cbrt", .run = h_cbrt},
    {.name = "math.atan2", .run = h_atan2},
    {.name = "math.powf", .run = h_powf},
    {.name = "math.sqrt", .run = h_sqrt},
    {.name = "math.rsqrt", .run = h_rsqrt},
    {.name = "math.floor", .run = h_floor},
    {.name = "math.ceil", .run = h_ceil},
    {.name = "math.trunc", .run = h_trunc},
    {.name = "math.round", .run = h_round},
    {.name = "math.roundeven", .run = h_roundeven},
    {.name = "math.absf", .run = h_absf},
    {.name = "math.copysign", .run = h_copysign},
    {.name = "math.fma", .run = h_fma},
    {.name = "math.clampf", .run = h_clampf},
    {.name = "math.fpowi", .run = h_fpowi},
    {.name = "math.sincos", .run = h_sincos},
    {.name = "math.isnan", .run = h_isnan},
    {.name = "math.isinf", .run = h_isinf},
    {.name = "math.isfinite", .run = h_isfinite},
    {.name = "math.isnormal", .run = h_isnormal},
    {.name = "math.ctlz", .run = h_ctlz, .prep = prep_width},
    {.name = "math.cttz", .run = h_cttz, .prep = prep_width},
    {.name = "math.ctpop", .run = h_ctpop, .prep = prep_width},
    {.name = "math.absi", .run = h_absi, .prep = prep_width},
    {.name = "math.ipowi", .run = h_ipowi, .prep = prep_width},
    {.name = NULL},
};

const ExecDialect EXEC_MATH = {"math", MATH_OPS};
