/* ops_complex.c: the complex dialect on complex numbers of f16, bf16, f32
 * and f64 parts (a value's w[0] is the real part, w[1] the imaginary),
 * elementwise over vectors and tensors. Each op computes on the parts in
 * the order and with the roundings of upstream's lowering along the
 * runner's path: add, sub, mul, div and abs as convert-to-llvm's complex
 * patterns give them (div by the algebraic formula, its default
 * complex-range `basic`; abs as sqrt(re^2 + im^2)); neg, conj, eq, neq,
 * exp, sin and cos by convert-complex-to-standard's formulas, their
 * transcendental steps calling the C library of the part type as the
 * lowered math ops do. */
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

static void constant(const FloatSemantics *s, double d, uint64_t r[2]) {
  r[0] = r[1] = 0;
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
    {.name = NULL},
};

const ExecDialect EXEC_COMPLEX = {"complex", COMPLEX_OPS};
