/* ops_complex.c: the complex dialect on complex numbers of f16, bf16, f32
 * and f64 parts (a value's w[0] is the real part, w[1] the imaginary),
 * elementwise over vectors and tensors. Each op computes on the parts in
 * the order and with the roundings of upstream's lowering along the
 * runner's path: add, sub, mul, div and abs as convert-to-llvm's complex
 * patterns give them (div by the algebraic formula, its default
 * complex-range `basic`; abs as sqrt(re^2 + im^2)); neg, conj, eq, neq,
 * exp, expm1, sin, cos, sqrt, rsqrt, pow, powi, atan2, angle, log, log1p,
 * sign, tanh and tan by
 * convert-complex-to-standard's formulas (the abs inside log and sign is
 * its scaled one), their transcendental steps calling the C library of
 * the part type as the lowered math ops do (math.expm1 and math.log1p as
 * exp(x) - 1 and log(1 + x)). */
#include <math.h>

#include "exec.h"
#include "softfloat.h"

typedef struct Parts {
  const FloatSemantics *s;
  uint64_t re[2], im[2];
} Parts;

static const FloatSemantics *part_sem(const Type *t) {
  t = shaped_elem_or_self(t);
  if (t->kind != TK_COMPLEX) return NULL;
  const Type *p = WORD_PTR(const Type, t->p[0]);
  const FloatSemantics *s = type_is_float(p) ? float_semantics(p) : NULL;
  return s && s->width <= 64 ? s : NULL;
}

static bool parts_of(const FloatSemantics *s, const Val *v, Parts *p) {
  p->s = s;
  p->re[0] = v->w[0], p->re[1] = 0;
  p->im[0] = v->w[1], p->im[1] = 0;
  return true;
}

static Val complex_val(const uint64_t re[2], const uint64_t im[2]) { return val_bits(re[0], im[0]); }

/* r = a op b; r must not alias an operand (it is cleared first). */
static void op2(const FloatSemantics *s, int op, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  r[0] = r[1] = 0;
  sf_binop(s, op, a, b, r);
}

/* The semantics of operand 0 (a complex type); NULL after a diagnostic. */
static const FloatSemantics *sem_of(Interp *in, const Inst *i, const Type *t) {
  const FloatSemantics *s = part_sem(t);
  if (!s) exec_fail(in, i, "the interpreter computes on complex numbers of f16, bf16, f32 and f64 parts");
  return s;
}

/* A C library function of the part type: f32 and f64 call it as
 * themselves, narrower types in f32 rounded back (x86's promotion). */
static void libm1(const FloatSemantics *s, float (*ff)(float), double (*fd)(double), const uint64_t a[2],
                  uint64_t r[2]) {
  r[0] = r[1] = 0;
  if (s->width == 64) {
    double d;
    memcpy(&d, a, 8);
    d = fd(d);
    memcpy(r, &d, 8);
    return;
  }
  float x = (float)sf_to_double(s, a);
  float y = ff(x);
  sf_from_double(s, (double)y, r);
}

static void libm2(const FloatSemantics *s, float (*ff)(float, float), double (*fd)(double, double),
                  const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  r[0] = r[1] = 0;
  if (s->width == 64) {
    double x, y;
    memcpy(&x, a, 8);
    memcpy(&y, b, 8);
    x = fd(x, y);
    memcpy(r, &x, 8);
    return;
  }
  float z = ff((float)sf_to_double(s, a), (float)sf_to_double(s, b));
  sf_from_double(s, (double)z, r);
}

static void constant(const FloatSemantics *s, double d, uint64_t r[2]) {
  r[0] = r[1] = 0;
  if (d != d) { /* the lowering's NaN constant: the positive quiet NaN */
    uint64_t n[2] = {0, 0};
    sf_default_nan(s, n);
    sf_abs(s, n, r);
    return;
  }
  sf_from_double(s, d, r);
}

/* ---- element functions ------------------------------------------------------------------------ */

#define POISON_GUARD(N)                                                                                    \
  for (unsigned k_ = 0; k_ < (N); k_++)                                                                    \
    if (a[k_]->tag == VT_POISON) {                                                                         \
      *r = val_poison();                                                                                   \
      return true;                                                                                         \
    }

static bool create_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  (void)in, (void)i;
  POISON_GUARD(2);
  *r = val_bits(a[0]->w[0], a[1]->w[0]);
  return true;
}

static bool re_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  (void)in, (void)i;
  POISON_GUARD(1);
  *r = val_bits(a[0]->w[0], 0);
  return true;
}

static bool im_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  (void)in, (void)i;
  POISON_GUARD(1);
  *r = val_bits(a[0]->w[1], 0);
  return true;
}

/* add, sub, mul, div on two complex operands. */
static bool binary(Interp *in, const Inst *i, const Val *const *a, Val *r, int what) {
  POISON_GUARD(2);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x, y;
  parts_of(s, a[0], &x);
  parts_of(s, a[1], &y);
  uint64_t re[2], im[2], t1[2], t2[2], t3[2], t4[2], t5[2];
  switch (what) {
  case SF_ADD:
  case SF_SUB:
    op2(s, what, x.re, y.re, re);
    op2(s, what, x.im, y.im, im);
    break;
  case SF_MUL: /* re = c a - d b, im = b c + a d */
    op2(s, SF_MUL, y.re, x.re, t1);
    op2(s, SF_MUL, y.im, x.im, t2);
    op2(s, SF_SUB, t1, t2, re);
    op2(s, SF_MUL, x.im, y.re, t1);
    op2(s, SF_MUL, x.re, y.im, t2);
    op2(s, SF_ADD, t1, t2, im);
    break;
  default: /* SF_DIV: ((a c + b d) + (b c - a d) i) / (c^2 + d^2) */
    op2(s, SF_MUL, y.re, y.re, t1);
    op2(s, SF_MUL, y.im, y.im, t2);
    op2(s, SF_ADD, t1, t2, t3);
    op2(s, SF_MUL, x.re, y.re, t1);
    op2(s, SF_MUL, x.im, y.im, t2);
    op2(s, SF_ADD, t1, t2, t4);
    op2(s, SF_MUL, x.im, y.re, t1);
    op2(s, SF_MUL, x.re, y.im, t2);
    op2(s, SF_SUB, t1, t2, t5);
    op2(s, SF_DIV, t4, t3, re);
    op2(s, SF_DIV, t5, t3, im);
    break;
  }
  *r = complex_val(re, im);
  return true;
}

static bool add_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return binary(in, i, a, r, SF_ADD); }
static bool sub_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return binary(in, i, a, r, SF_SUB); }
static bool mul_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return binary(in, i, a, r, SF_MUL); }
static bool div_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return binary(in, i, a, r, SF_DIV); }

/* neg negates both parts, conj the imaginary one. */
static bool negate(Interp *in, const Inst *i, const Val *const *a, Val *r, bool both) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t re[2] = {x.re[0], 0}, im[2] = {0, 0};
  if (both) sf_neg(s, x.re, re);
  sf_neg(s, x.im, im);
  *r = complex_val(re, im);
  return true;
}

static bool neg_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return negate(in, i, a, r, true); }
static bool conj_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return negate(in, i, a, r, false); }

static bool abs_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t re2[2], im2[2], n[2], q[2] = {0, 0};
  op2(s, SF_MUL, x.re, x.re, re2);
  op2(s, SF_MUL, x.im, x.im, im2);
  op2(s, SF_ADD, re2, im2, n);
  sf_sqrt(s, n, q);
  *r = val_bits(q[0], 0);
  return true;
}

/* eq: both parts compare oeq; neq: either compares une. */
static bool compare(Interp *in, const Inst *i, const Val *const *a, Val *r, bool eq) {
  POISON_GUARD(2);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x, y;
  parts_of(s, a[0], &x);
  parts_of(s, a[1], &y);
  int cre = sf_cmp(s, x.re, y.re), cim = sf_cmp(s, x.im, y.im);
  bool v = eq ? (cre == 0 && cim == 0) : (cre != 0 || cim != 0);
  *r = val_bits(v, 0);
  return true;
}

static bool eq_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return compare(in, i, a, r, true); }
static bool neq_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return compare(in, i, a, r, false); }

/* exp: e^re (cos im + i sin im); where e^re is infinite, e^(re/2) twice;
 * an imaginary part equal to zero stays zero. */
static bool exp_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t zero[2], half[2], inf[2], e[2], hre[2], eh[2], c[2], sn[2], t[2], re[2], im[2];
  constant(s, 0.0, zero);
  constant(s, 0.5, half);
  constant(s, INFINITY, inf);
  libm1(s, expf, exp, x.re, e);
  op2(s, SF_MUL, x.re, half, hre);
  libm1(s, expf, exp, hre, eh);
  libm1(s, cosf, cos, x.im, c);
  libm1(s, sinf, sin, x.im, sn);
  bool is_inf = sf_cmp(s, e, inf) == 0, im_zero = sf_cmp(s, x.im, zero) == 0;
  if (is_inf) {
    op2(s, SF_MUL, eh, c, t);
    op2(s, SF_MUL, t, eh, re);
    op2(s, SF_MUL, eh, sn, t);
    op2(s, SF_MUL, t, eh, im);
  } else {
    op2(s, SF_MUL, e, c, re);
    op2(s, SF_MUL, e, sn, im);
  }
  if (im_zero) memcpy(im, zero, sizeof im);
  *r = complex_val(re, im);
  return true;
}

/* cos and sin from e^im halved and its reciprocal halved (cosh and sinh
 * of im) and the cosine and sine of re. */
static bool trig(Interp *in, const Inst *i, const Val *const *a, Val *r, bool is_cos) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t half[2], e[2], scaled[2], recip[2], sr[2], cr[2], sum[2], diff[2], re[2], im[2];
  constant(s, 0.5, half);
  libm1(s, expf, exp, x.im, e);
  op2(s, SF_MUL, half, e, scaled);
  op2(s, SF_DIV, half, e, recip);
  libm1(s, sinf, sin, x.re, sr);
  libm1(s, cosf, cos, x.re, cr);
  const uint64_t *first = is_cos ? recip : scaled, *second = is_cos ? scaled : recip;
  op2(s, SF_ADD, first, second, sum);
  op2(s, SF_MUL, sum, is_cos ? cr : sr, re);
  op2(s, SF_SUB, first, second, diff);
  op2(s, SF_MUL, diff, is_cos ? sr : cr, im);
  *r = complex_val(re, im);
  return true;
}

static bool cos_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return trig(in, i, a, r, true); }
static bool sin_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return trig(in, i, a, r, false); }

/* math.expm1 and math.log1p as convert-math-to-llvm lowers them. */
static void expm1_std(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  uint64_t e[2], one[2];
  libm1(s, expf, exp, a, e);
  constant(s, 1.0, one);
  op2(s, SF_SUB, e, one, r);
}

static void log1p_std(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  uint64_t x[2], one[2];
  constant(s, 1.0, one);
  op2(s, SF_ADD, one, a, x);
  libm1(s, logf, log, x, r);
}

static bool is_nan(const FloatSemantics *s, const uint64_t a[2]) { return sf_cmp(s, a, a) == 2; }

/* convert-complex-to-standard's abs: max * sqrt(1 + (min/max)^2) of the
 * parts' magnitudes, min where that is NaN. */
static void abs_std(const FloatSemantics *s, const uint64_t re[2], const uint64_t im[2], uint64_t r[2]) {
  uint64_t one[2], ar[2] = {0, 0}, ai[2] = {0, 0}, mx[2] = {0, 0}, mn[2] = {0, 0}, q[2], q2[2], p1[2],
                   root[2] = {0, 0}, res[2];
  constant(s, 1.0, one);
  sf_abs(s, re, ar);
  sf_abs(s, im, ai);
  sf_minmax(s, true, false, ar, ai, mx);
  sf_minmax(s, false, false, ar, ai, mn);
  op2(s, SF_DIV, mn, mx, q);
  op2(s, SF_MUL, q, q, q2);
  op2(s, SF_ADD, q2, one, p1);
  sf_sqrt(s, p1, root);
  op2(s, SF_MUL, mx, root, res);
  memcpy(r, is_nan(s, res) ? mn : res, 2 * sizeof *r);
}

static bool angle_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t t[2];
  libm2(s, atan2f, atan2, x.im, x.re, t);
  *r = val_bits(t[0], 0);
  return true;
}

/* log: log|z| + atan2(im, re) i. */
static bool log_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t m[2], re[2], im[2];
  abs_std(s, x.re, x.im, m);
  libm1(s, logf, log, m, re);
  libm2(s, atan2f, atan2, x.im, x.re, im);
  *r = complex_val(re, im);
  return true;
}

/* log1p: log1p of the larger magnitude of (1 + re, im) minus one (or of
 * re when 1 + re is the larger) plus half log1p of the squared ratio;
 * atan2(im, 1 + re). */
static bool log1p_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t half[2], one[2], re1[2], are1[2] = {0, 0}, aim[2] = {0, 0}, mx[2] = {0, 0}, mn[2] = {0, 0}, mx1[2],
      ratio[2], lmax[2], rsq[2], lratio[2], hl[2], sum[2], im[2];
  constant(s, 0.5, half);
  constant(s, 1.0, one);
  op2(s, SF_ADD, x.re, one, re1);
  sf_abs(s, re1, are1);
  sf_abs(s, x.im, aim);
  sf_minmax(s, true, false, are1, aim, mx);
  sf_minmax(s, false, false, are1, aim, mn);
  bool use_re = sf_cmp(s, re1, aim) == 1; /* ogt */
  op2(s, SF_SUB, mx, one, mx1);
  op2(s, SF_DIV, mn, mx, ratio);
  log1p_std(s, use_re ? x.re : mx1, lmax);
  op2(s, SF_MUL, ratio, ratio, rsq);
  log1p_std(s, rsq, lratio);
  op2(s, SF_MUL, half, lratio, hl);
  op2(s, SF_ADD, hl, lmax, sum);
  libm2(s, atan2f, atan2, x.im, re1, im);
  *r = complex_val(is_nan(s, sum) ? mn : sum, im);
  return true;
}

/* sign: z itself when both parts are zero, else z / |z| (the scaled abs). */
static bool sign_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t zero[2], m[2], re[2], im[2];
  constant(s, 0.0, zero);
  if (sf_cmp(s, x.re, zero) == 0 && sf_cmp(s, x.im, zero) == 0) {
    *r = val_copy(a[0]);
    return true;
  }
  abs_std(s, x.re, x.im, m);
  op2(s, SF_DIV, x.re, m, re);
  op2(s, SF_DIV, x.im, m, im);
  *r = complex_val(re, im);
  return true;
}

/* tanh: (expm1(2re) - expm1(-2re) + 4 cos im sin im i) / (expm1(2re) +
 * expm1(-2re) + 4 cos^2 im), -1 with re's sign where the sum is infinite,
 * and the limits for infinite and NaN parts; tan(x + yi) = -i tanh(-y + xi). */
static bool tanh_common(Interp *in, const Inst *i, const Val *const *a, Val *r, bool tan) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t neg_one[2], inf[2], four[2], zero[2], nan[2], re[2], im[2];
  constant(s, -1.0, neg_one);
  constant(s, INFINITY, inf);
  constant(s, 4.0, four);
  constant(s, 0.0, zero);
  constant(s, NAN, nan);
  if (tan) {
    op2(s, SF_MUL, x.im, neg_one, re);
    memcpy(im, x.re, sizeof im);
  } else {
    memcpy(re, x.re, sizeof re);
    memcpy(im, x.im, sizeof im);
  }
  uint64_t two_re[2], neg_two_re[2], em[2], enm[2], re_num[2], c[2], c2[2], c4[2], sn[2], cs[2], im_num[2],
      esum[2], den[2], lim[2] = {0, 0}, rq[2], res_re[2], res_im[2], are[2] = {0, 0};
  op2(s, SF_ADD, re, re, two_re);
  op2(s, SF_MUL, neg_one, two_re, neg_two_re);
  expm1_std(s, two_re, em);
  expm1_std(s, neg_two_re, enm);
  op2(s, SF_SUB, em, enm, re_num);
  libm1(s, cosf, cos, im, c);
  op2(s, SF_MUL, c, c, c2);
  op2(s, SF_MUL, c2, four, c4);
  libm1(s, sinf, sin, im, sn);
  op2(s, SF_MUL, c, sn, cs);
  op2(s, SF_MUL, four, cs, im_num);
  op2(s, SF_ADD, em, enm, esum);
  op2(s, SF_ADD, esum, c4, den);
  sf_copysign(s, neg_one, re, lim);
  op2(s, SF_DIV, re_num, den, rq);
  if (sf_cmp(s, esum, inf) == 0) memcpy(res_re, lim, sizeof res_re);
  else memcpy(res_re, rq, sizeof res_re);
  op2(s, SF_DIV, im_num, den, res_im);
  sf_abs(s, re, are);
  bool are_inf = sf_cmp(s, are, inf) == 0, im_zero = sf_cmp(s, im, zero) == 0, num_nan = is_nan(s, im_num);
  if (num_nan && !are_inf) memcpy(res_re, nan, sizeof res_re);
  if (im_zero || (are_inf && num_nan)) memcpy(res_im, zero, sizeof res_im);
  if (tan) {
    uint64_t t[2];
    op2(s, SF_MUL, res_re, neg_one, t);
    *r = complex_val(res_im, t);
  } else {
    *r = complex_val(res_re, res_im);
  }
  return true;
}

static bool tanh_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return tanh_common(in, i, a, r, false); }
static bool tan_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return tanh_common(in, i, a, r, true); }

/* sqrt: sqrt|z| (cos + i sin)(arg z / 2), |z|'s root as
 * sqrt(max) (1 + (min/max)^2)^(1/4), with the limits for infinite parts
 * and zero. */
static bool sqrt_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t zero[2], half[2], one[2], quarter[2], inf[2], ninf[2], nan[2], ar[2] = {0, 0}, ai[2] = {0, 0},
      mx[2] = {0, 0}, mn[2] = {0, 0}, q[2], q2[2], p1[2], root[2] = {0, 0}, fourth[2], as[2], arg[2], harg[2],
      c[2], sn[2], re[2], im[2], isi[2] = {0, 0};
  constant(s, 0.0, zero);
  constant(s, 0.5, half);
  constant(s, 1.0, one);
  constant(s, 0.25, quarter);
  constant(s, INFINITY, inf);
  constant(s, -INFINITY, ninf);
  constant(s, NAN, nan);
  sf_abs(s, x.re, ar);
  sf_abs(s, x.im, ai);
  sf_minmax(s, true, false, ar, ai, mx);
  sf_minmax(s, false, false, ar, ai, mn);
  op2(s, SF_DIV, mn, mx, q);
  op2(s, SF_MUL, q, q, q2);
  op2(s, SF_ADD, q2, one, p1);
  sf_sqrt(s, mx, root);
  libm2(s, powf, pow, p1, quarter, fourth);
  op2(s, SF_MUL, root, fourth, as);
  if (is_nan(s, as)) memcpy(as, mn, sizeof as);
  libm2(s, atan2f, atan2, x.im, x.re, arg);
  op2(s, SF_MUL, arg, half, harg);
  libm1(s, cosf, cos, harg, c);
  libm1(s, sinf, sin, harg, sn);
  op2(s, SF_MUL, as, c, re);
  if (sf_cmp(s, sn, zero) == 0) memcpy(im, zero, sizeof im);
  else op2(s, SF_MUL, as, sn, im);
  bool im_inf = sf_cmp(s, ai, inf) == 0, im_finite = sf_cmp(s, ai, inf) == -1; /* one: ordered, unequal */
  bool re_inf = sf_cmp(s, x.re, inf) == 0, re_ninf = sf_cmp(s, x.re, ninf) == 0;
  if (re_ninf && im_finite) memcpy(re, zero, sizeof re);
  if (im_inf || re_inf) memcpy(re, inf, sizeof re);
  sf_copysign(s, inf, x.im, isi);
  if (is_nan(s, as)) memcpy(im, nan, sizeof im);
  if (im_inf || re_ninf) memcpy(im, isi, sizeof im);
  if (sf_cmp(s, as, zero) == 0) {
    memcpy(re, zero, sizeof re);
    memcpy(im, zero, sizeof im);
  }
  *r = complex_val(re, im);
  return true;
}

/* cos(x) - 1: the cephes polynomial in x^2 (fma steps) where x^2 <
 * 0.61685, else cos(x) - 1. */
static void cosm1(const FloatSemantics *s, const uint64_t x[2], uint64_t r[2]) {
  static const double COEFFS[] = {4.7377507964246204691685E-14, -1.1470284843425359765671E-11,
                                  2.0876754287081521758361E-9,  -2.7557319214999787979814E-7,
                                  2.4801587301570552304991E-5,  -1.3888888888888872993737E-3,
                                  4.1666666666666666609054E-2};
  uint64_t nh[2], n1[2], c[2], large[2], x2[2], x4[2], poly[2], k[2], t[2] = {0, 0}, xp[2], hx[2], small[2], b[2];
  constant(s, -0.5, nh);
  constant(s, -1.0, n1);
  libm1(s, cosf, cos, x, c);
  op2(s, SF_ADD, c, n1, large);
  op2(s, SF_MUL, x, x, x2);
  op2(s, SF_MUL, x2, x2, x4);
  constant(s, COEFFS[0], poly);
  for (size_t j = 1; j < sizeof COEFFS / sizeof *COEFFS; j++) {
    constant(s, COEFFS[j], k);
    t[0] = t[1] = 0;
    sf_fma(s, poly, x2, k, t);
    memcpy(poly, t, sizeof poly);
  }
  op2(s, SF_MUL, x4, poly, xp);
  op2(s, SF_MUL, nh, x2, hx);
  op2(s, SF_ADD, xp, hx, small);
  constant(s, 0.61685, b);
  int cmp = sf_cmp(s, x2, b);
  memcpy(r, cmp == 0 || cmp == 1 ? large : small, 2 * sizeof *r);
}

/* expm1: (expm1(re) cos(im) + cosm1(im)) + e^re sin(im) i, the imaginary
 * part zero when im is. */
static bool expm1_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t zero[2], one[2], em[2], e[2], sn[2], cm[2], c[2], sc[2], re[2], im[2];
  constant(s, 0.0, zero);
  constant(s, 1.0, one);
  expm1_std(s, x.re, em);
  op2(s, SF_ADD, em, one, e);
  libm1(s, sinf, sin, x.im, sn);
  cosm1(s, x.im, cm);
  op2(s, SF_ADD, cm, one, c);
  op2(s, SF_MUL, em, c, sc);
  op2(s, SF_ADD, sc, cm, re);
  if (sf_cmp(s, x.im, zero) == 0) memcpy(im, zero, sizeof im);
  else op2(s, SF_MUL, e, sn, im);
  *r = complex_val(re, im);
  return true;
}

/* math.rsqrt as lowered: 1 / sqrt(x). */
static void rsqrt1(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  uint64_t one[2], q[2] = {0, 0};
  constant(s, 1.0, one);
  sf_sqrt(s, a, q);
  op2(s, SF_DIV, one, q, r);
}

/* rsqrt: |z|^-1/2 (cos + i sin)(-arg z / 2), |z|^-1/2 as
 * rsqrt(max) sqrt(rsqrt(1 + (min/max)^2)), with the limits for infinite
 * and NaN parts and zero. */
static bool rsqrt_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(1);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts x;
  parts_of(s, a[0], &x);
  uint64_t zero[2], inf[2], nh[2], nan[2], one[2], n1[2], ar[2] = {0, 0}, ai[2] = {0, 0}, mx[2] = {0, 0},
      mn[2] = {0, 0}, q[2], q2[2], p1[2], rp1[2], rmn[2], rmx[2], root[2] = {0, 0}, ab[2], arg[2], ra[2], c[2],
      sn[2], re[2], im[2], rz[2] = {0, 0}, iz[2] = {0, 0}, niz[2];
  constant(s, 0.0, zero);
  constant(s, INFINITY, inf);
  constant(s, -0.5, nh);
  constant(s, NAN, nan);
  constant(s, 1.0, one);
  constant(s, -1.0, n1);
  sf_abs(s, x.re, ar);
  sf_abs(s, x.im, ai);
  sf_minmax(s, true, false, ar, ai, mx);
  sf_minmax(s, false, false, ar, ai, mn);
  op2(s, SF_DIV, mn, mx, q);
  op2(s, SF_MUL, q, q, q2);
  op2(s, SF_ADD, q2, one, p1);
  rsqrt1(s, p1, rp1);
  rsqrt1(s, mn, rmn);
  rsqrt1(s, mx, rmx);
  sf_sqrt(s, rp1, root);
  op2(s, SF_MUL, rmx, root, ab);
  if (is_nan(s, ab)) memcpy(ab, rmn, sizeof ab);
  libm2(s, atan2f, atan2, x.im, x.re, arg);
  op2(s, SF_MUL, arg, nh, ra);
  libm1(s, cosf, cos, ra, c);
  libm1(s, sinf, sin, ra, sn);
  op2(s, SF_MUL, ab, c, re);
  op2(s, SF_MUL, ab, sn, im);
  sf_copysign(s, zero, x.re, rz);
  sf_copysign(s, zero, x.im, iz);
  op2(s, SF_MUL, n1, iz, niz);
  bool im_inf = sf_cmp(s, ai, inf) == 0, re_nan = is_nan(s, x.re), re_inf = sf_cmp(s, ar, inf) == 0;
  if ((im_inf && re_nan) || re_inf) {
    memcpy(re, rz, sizeof re);
    memcpy(im, niz, sizeof im);
  }
  if (sf_cmp(s, x.re, zero) == 0 && sf_cmp(s, x.im, zero) == 0) {
    memcpy(re, inf, sizeof re);
    memcpy(im, nan, sizeof im);
  }
  *r = complex_val(re, im);
  return true;
}

/* z^(c + di) = |z|^c e^(-d arg z) (cos q + i sin q), q = c arg z + d ln|z|
 * (the scaled |z|), with the cases 0^w, z^0, 1^w and inf^c. */
static void pow_parts(const FloatSemantics *s, const Parts *z, const uint64_t c[2], const uint64_t d[2],
                      uint64_t re[2], uint64_t im[2]) {
  uint64_t zero[2], one[2], inf[2], ab[2], abc[2], nd[2] = {0, 0}, arg[2], nda[2], e[2], coeff[2], ln[2], ca[2],
      dl[2], q[2], cq[2], sq[2];
  constant(s, 0.0, zero);
  constant(s, 1.0, one);
  constant(s, INFINITY, inf);
  abs_std(s, z->re, z->im, ab);
  libm2(s, powf, pow, ab, c, abc);
  sf_neg(s, d, nd);
  libm2(s, atan2f, atan2, z->im, z->re, arg);
  op2(s, SF_MUL, nd, arg, nda);
  libm1(s, expf, exp, nda, e);
  op2(s, SF_MUL, abc, e, coeff);
  libm1(s, logf, log, ab, ln);
  op2(s, SF_MUL, c, arg, ca);
  op2(s, SF_MUL, d, ln, dl);
  op2(s, SF_ADD, ca, dl, q);
  libm1(s, cosf, cos, q, cq);
  libm1(s, sinf, sin, q, sq);
  op2(s, SF_MUL, coeff, cq, re);
  op2(s, SF_MUL, coeff, sq, im);
  int cc = sf_cmp(s, c, zero);
  bool d_zero = sf_cmp(s, d, zero) == 0, c_zero = cc == 0, b_zero = sf_cmp(s, z->im, zero) == 0;
  const uint64_t *pr = NULL, *pi = zero;
  if (sf_cmp(s, ab, zero) == 0 && d_zero && (cc == 0 || cc == 1)) pr = c_zero ? one : zero;
  if (c_zero && d_zero) pr = one;
  if (sf_cmp(s, z->re, one) == 0 && b_zero) pr = one;
  bool z_inf = sf_cmp(s, z->re, inf) == 0 && b_zero;
  if (z_inf && d_zero && cc == 1) pr = inf;
  if (z_inf && d_zero && cc == -1) pr = zero;
  if (pr) {
    memmove(re, pr, 2 * sizeof *re);
    memcpy(im, pi, 2 * sizeof *im);
  }
}

static bool pow_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(2);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts z, w;
  parts_of(s, a[0], &z);
  parts_of(s, a[1], &w);
  uint64_t re[2], im[2];
  pow_parts(s, &z, w.re, w.im, re, im);
  *r = complex_val(re, im);
  return true;
}

/* powi: pow with the exponent converted (sitofp) to a real complex. */
static bool powi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(2);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  unsigned w = exec_int_width(shaped_elem_or_self(opnd_type(i, 1)));
  if (!s) return false;
  if (!w || w > 64) return exec_fail(in, i, "the interpreter raises to integer powers of up to 64 bits") != EX_FAIL;
  Parts z;
  parts_of(s, a[0], &z);
  uint64_t c[2] = {0, 0}, d[2], re[2], im[2];
  sf_from_int(s, a[1]->w, w, true, c);
  constant(s, 0.0, d);
  pow_parts(s, &z, c, d, re, im);
  *r = complex_val(re, im);
  return true;
}

/* ---- atan2: complex steps, each as complex-to-standard lowers it ---------------------------- */

typedef struct Cx {
  uint64_t re[2], im[2];
} Cx;

static Cx cx_mul(const FloatSemantics *s, Cx a, Cx b) {
  Cx r;
  uint64_t ac[2], bd[2], bc[2], ad[2];
  op2(s, SF_MUL, a.re, b.re, ac);
  op2(s, SF_MUL, a.im, b.im, bd);
  op2(s, SF_SUB, ac, bd, r.re);
  op2(s, SF_MUL, a.im, b.re, bc);
  op2(s, SF_MUL, a.re, b.im, ad);
  op2(s, SF_ADD, bc, ad, r.im);
  return r;
}

static Cx cx_add(const FloatSemantics *s, Cx a, Cx b) {
  Cx r;
  op2(s, SF_ADD, a.re, b.re, r.re);
  op2(s, SF_ADD, a.im, b.im, r.im);
  return r;
}

/* One of Smith's quotients, r = num / den. */
static void smith(const FloatSemantics *s, Cx a, const uint64_t num[2], const uint64_t den[2], bool real_over_imag,
                  uint64_t re[2], uint64_t im[2]) {
  uint64_t ratio[2], sc[2], dn[2], t[2], n[2];
  op2(s, SF_DIV, num, den, ratio);
  op2(s, SF_MUL, ratio, num, sc);
  op2(s, SF_ADD, den, sc, dn);
  if (real_over_imag) {
    op2(s, SF_MUL, a.re, ratio, t);
    op2(s, SF_ADD, t, a.im, n);
    op2(s, SF_DIV, n, dn, re);
    op2(s, SF_MUL, a.im, ratio, t);
    op2(s, SF_SUB, t, a.re, n);
    op2(s, SF_DIV, n, dn, im);
  } else {
    op2(s, SF_MUL, a.im, ratio, t);
    op2(s, SF_ADD, a.re, t, n);
    op2(s, SF_DIV, n, dn, re);
    op2(s, SF_MUL, a.re, ratio, t);
    op2(s, SF_SUB, a.im, t, n);
    op2(s, SF_DIV, n, dn, im);
  }
}

static void unit_if(const FloatSemantics *s, bool is_inf, const uint64_t v[2], uint64_t r[2]) {
  uint64_t u[2];
  constant(s, is_inf ? 1.0 : 0.0, u);
  r[0] = r[1] = 0;
  sf_copysign(s, u, v, r);
}

/* complex.div with complex-range=improved (Smith's algorithm and the
 * limits where both parts come out NaN). */
static Cx cx_div_smith(const FloatSemantics *s, Cx a, Cx b) {
  Cx q1, q2, r;
  smith(s, a, b.re, b.im, true, q1.re, q1.im);
  smith(s, a, b.im, b.re, false, q2.re, q2.im);
  uint64_t zero[2], inf[2], rra[2] = {0, 0}, ria[2] = {0, 0}, lra[2] = {0, 0}, lia[2] = {0, 0}, sinf_[2] = {0, 0};
  constant(s, 0.0, zero);
  constant(s, INFINITY, inf);
  sf_abs(s, b.re, rra);
  sf_abs(s, b.im, ria);
  sf_abs(s, a.re, lra);
  sf_abs(s, a.im, lia);
  bool case1 = (!is_nan(s, a.re) || !is_nan(s, a.im)) && sf_cmp(s, rra, zero) == 0 && sf_cmp(s, ria, zero) == 0;
  bool lre_inf = sf_cmp(s, lra, inf) == 0, lim_inf = sf_cmp(s, lia, inf) == 0;
  bool rre_inf = sf_cmp(s, rra, inf) == 0, rim_inf = sf_cmp(s, ria, inf) == 0;
  bool case2 = (lre_inf || lim_inf) && sf_cmp(s, rra, inf) == -1 && sf_cmp(s, ria, inf) == -1;
  bool case3 = sf_cmp(s, lra, inf) == -1 && sf_cmp(s, lia, inf) == -1 && (rre_inf || rim_inf);
  bool re_smaller = sf_cmp(s, rra, ria) == -1;
  r = re_smaller ? q1 : q2;
  if (!(is_nan(s, r.re) && is_nan(s, r.im))) return r;
  Cx c = r;
  uint64_t t1[2], t2[2], t3[2];
  if (case3) {
    uint64_t ru[2], iu[2];
    unit_if(s, rre_inf, b.re, ru);
    unit_if(s, rim_inf, b.im, iu);
    op2(s, SF_MUL, a.re, ru, t1);
    op2(s, SF_MUL, a.im, iu, t2);
    op2(s, SF_ADD, t1, t2, t3);
    op2(s, SF_MUL, zero, t3, c.re);
    op2(s, SF_MUL, a.im, ru, t1);
    op2(s, SF_MUL, a.re, iu, t2);
    op2(s, SF_SUB, t1, t2, t3);
    op2(s, SF_MUL, zero, t3, c.im);
  }
  if (case2) {
    uint64_t ru[2], iu[2];
    unit_if(s, lre_inf, a.re, ru);
    unit_if(s, lim_inf, a.im, iu);
    op2(s, SF_MUL, ru, b.re, t1);
    op2(s, SF_MUL, iu, b.im, t2);
    op2(s, SF_ADD, t1, t2, t3);
    op2(s, SF_MUL, inf, t3, c.re);
    uint64_t t4[2];
    op2(s, SF_MUL, ru, b.im, t1);
    op2(s, SF_MUL, iu, b.re, t4);
    op2(s, SF_SUB, t4, t1, t3);
    op2(s, SF_MUL, inf, t3, c.im);
  }
  if (case1) {
    sf_copysign(s, inf, b.re, sinf_);
    op2(s, SF_MUL, sinf_, a.re, c.re);
    op2(s, SF_MUL, sinf_, a.im, c.im);
  }
  return c;
}

/* atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2)). */
static bool atan2_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  POISON_GUARD(2);
  const FloatSemantics *s = sem_of(in, i, opnd_type(i, 0));
  if (!s) return false;
  Parts py, px;
  parts_of(s, a[0], &py);
  parts_of(s, a[1], &px);
  Cx y, x, iu, niu;
  memcpy(y.re, py.re, sizeof y.re), memcpy(y.im, py.im, sizeof y.im);
  memcpy(x.re, px.re, sizeof x.re), memcpy(x.im, px.im, sizeof x.im);
  constant(s, 0.0, iu.re);
  constant(s, 1.0, iu.im);
  constant(s, 0.0, niu.re);
  constant(s, -1.0, niu.im);
  Cx sum = cx_add(s, cx_mul(s, x, x), cx_mul(s, y, y));
  Val sv = val_bits(sum.re[0], sum.im[0]), root, lg;
  const Val *arg[1] = {&sv};
  if (!sqrt_e(in, i, arg, &root)) return false;
  Cx rt = {{root.w[0], 0}, {root.w[1], 0}};
  Cx quot = cx_div_smith(s, cx_add(s, x, cx_mul(s, iu, y)), rt);
  Val qv = val_bits(quot.re[0], quot.im[0]);
  arg[0] = &qv;
  if (!log_e(in, i, arg, &lg)) return false;
  Cx l = {{lg.w[0], 0}, {lg.w[1], 0}};
  Cx res = cx_mul(s, niu, l);
  *r = complex_val(res.re, res.im);
  return true;
}

#define HANDLER(NAME, N)                                                                                   \
  static int h_##NAME(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, N, NAME##_e); }
HANDLER(create, 2)
HANDLER(re, 1)
HANDLER(im, 1)
HANDLER(add, 2)
HANDLER(sub, 2)
HANDLER(mul, 2)
HANDLER(div, 2)
HANDLER(neg, 1)
HANDLER(conj, 1)
HANDLER(abs, 1)
HANDLER(eq, 2)
HANDLER(neq, 2)
HANDLER(exp, 1)
HANDLER(cos, 1)
HANDLER(sin, 1)
HANDLER(angle, 1)
HANDLER(log, 1)
HANDLER(log1p, 1)
HANDLER(sign, 1)
HANDLER(tanh, 1)
HANDLER(tan, 1)
HANDLER(sqrt, 1)
HANDLER(expm1, 1)
HANDLER(rsqrt, 1)
HANDLER(pow, 2)
HANDLER(powi, 2)
HANDLER(atan2, 2)

static const ExecOpDef COMPLEX_OPS[] = {
    {.name = "complex.constant", .same_as = "arith.constant"},
    {.name = "complex.create", .run = h_create},
    {.name = "complex.re", .run = h_re},
    {.name = "complex.im", .run = h_im},
    {.name = "complex.add", .run = h_add},
    {.name = "complex.sub", .run = h_sub},
    {.name = "complex.mul", .run = h_mul},
    {.name = "complex.div", .run = h_div},
    {.name = "complex.neg", .run = h_neg},
    {.name = "complex.conj", .run = h_conj},
    {.name = "complex.abs", .run = h_abs},
    {.name = "complex.eq", .run = h_eq},
    {.name = "complex.neq", .run = h_neq},
    {.name = "complex.exp", .run = h_exp},
    {.name = "complex.cos", .run = h_cos},
    {.name = "complex.sin", .run = h_sin},
    {.name = "complex.angle", .run = h_angle},
    {.name = "complex.log", .run = h_log},
    {.name = "complex.log1p", .run = h_log1p},
    {.name = "complex.sign", .run = h_sign},
    {.name = "complex.tanh", .run = h_tanh},
    {.name = "complex.tan", .run = h_tan},
    {.name = "complex.sqrt", .run = h_sqrt},
    {.name = "complex.expm1", .run = h_expm1},
    {.name = "complex.rsqrt", .run = h_rsqrt},
    {.name = "complex.pow", .run = h_pow},
    {.name = "complex.powi", .run = h_powi},
    {.name = "complex.atan2", .run = h_atan2},
    {.name = NULL},
};

const ExecDialect EXEC_COMPLEX = {"complex", COMPLEX_OPS};
