/* complex_roots.c: the ComplexToStandard lowerings built on the magnitude
 * (upstream's computeAbs and its square-root forms) and on powers:
 * complex.abs, sqrt, rsqrt, expm1, pow, powi and atan2, in upstream's
 * order of creation. pow lowers through complex.abs, powi through
 * complex.pow, and atan2 through complex ops; the conversion lowers what
 * they create in turn. */
#include "complex_lowering.h"
#include "../ods/ods.h"

#include <math.h>

enum { CMPF_OGE = 3, CMPF_OLE = 5 };
enum AbsFn { ABS_PLAIN, ABS_SQRT, ABS_RSQRT };

/* A comparison carrying the op's fastmath flags. */
static Value *cmpf_fast(Lowering *l, int64_t pred, Value *a, Value *b) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, pred)), l->fastmath};
  return result_of(rw_build(l->rw, "arith.cmpf", l->op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
}

/* The special cases for NaN and infinite parts are left out when the
 * flags promise neither. */
static bool handles_nan_inf(const Lowering *l) {
  uint64_t fm = enum_value(l->fastmath.value);
  return (fm & (FASTMATH_NNAN | FASTMATH_NINF)) != (FASTMATH_NNAN | FASTMATH_NINF);
}

/* computeAbs: max * sqrt(1 + (min/max)^2) of the parts' magnitudes (or
 * its square root, or its reciprocal square root), min where that is
 * NaN. */
static Value *compute_abs(Lowering *l, Value *re, Value *im, enum AbsFn fn) {
  Value *one = cx_float_constant(l, 1.0);
  Value *abs_re = cx_math1(l, "math.absf", re);
  Value *abs_im = cx_math1(l, "math.absf", im);
  Value *max = cx_arith2(l, "arith.maximumf", abs_re, abs_im, true);
  Value *min = cx_arith2(l, "arith.minimumf", abs_re, abs_im, true);
  Value *ratio = cx_nan_inf2(l, "arith.divf", min, max);
  Value *ratio_sq = cx_nan_inf2(l, "arith.mulf", ratio, ratio);
  Value *plus_one = cx_nan_inf2(l, "arith.addf", ratio_sq, one);
  if (fn == ABS_RSQRT) {
    plus_one = cx_nan_inf1(l, "math.rsqrt", plus_one);
    min = cx_nan_inf1(l, "math.rsqrt", min);
    max = cx_nan_inf1(l, "math.rsqrt", max);
  }
  Value *result;
  if (fn == ABS_SQRT) {
    Value *quarter = cx_float_constant(l, 0.25);
    Value *root = cx_nan_inf1(l, "math.sqrt", max);
    Value *fourth = cx_nan_inf2(l, "math.powf", plus_one, quarter);
    result = cx_nan_inf2(l, "arith.mulf", root, fourth);
  } else {
    Value *root = cx_nan_inf1(l, "math.sqrt", plus_one);
    result = cx_nan_inf2(l, "arith.mulf", max, root);
  }
  return cx_select_part(l, cx_cmpf_uno(l, result), min, result);
}

static bool lower_abs(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *res = compute_abs(&l, re, im, ABS_PLAIN);
  if (!res) return false;
  rw_replace_op(rw, op, &res);
  return true;
}

/* sqrt: sqrt|z| (cos + i sin)(arg z / 2), with the limits for infinite
 * parts and zero. */
static bool lower_sqrt(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *zero = cx_float_constant(&l, 0.0);
  Value *half = cx_float_constant(&l, 0.5);
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *abs_sqrt = compute_abs(&l, re, im, ABS_SQRT);
  Value *arg = cx_arith2(&l, "math.atan2", im, re, true);
  Value *half_arg = cx_arith2(&l, "arith.mulf", arg, half, true);
  Value *cos = cx_math1(&l, "math.cos", half_arg);
  Value *sin = cx_math1(&l, "math.sin", half_arg);
  Value *sin_zero = cmpf_fast(&l, CMPF_OEQ, sin, zero);
  Value *res_re = cx_arith2(&l, "arith.mulf", abs_sqrt, cos, true);
  Value *res_im = cx_select_part(&l, sin_zero, zero, cx_arith2(&l, "arith.mulf", abs_sqrt, sin, true));
  if (handles_nan_inf(&l)) {
    Value *inf = cx_float_constant(&l, INFINITY);
    Value *neg_inf = cx_float_constant(&l, -INFINITY);
    Value *nan = cx_float_constant(&l, NAN);
    Value *abs_im = cx_math1(&l, "math.absf", im);
    Value *abs_im_inf = cmpf_fast(&l, CMPF_OEQ, abs_im, inf);
    Value *abs_im_finite = cmpf_fast(&l, CMPF_ONE, abs_im, inf);
    Value *re_inf = cmpf_fast(&l, CMPF_OEQ, re, inf);
    Value *re_neg_inf = cmpf_fast(&l, CMPF_OEQ, re, neg_inf);
    res_re = cx_select_part(&l, cx_bool2(&l, "arith.andi", re_neg_inf, abs_im_finite), zero, res_re);
    res_re = cx_select_part(&l, cx_bool2(&l, "arith.ori", abs_im_inf, re_inf), inf, res_re);
    Value *im_sign_inf = cx_arith2(&l, "math.copysign", inf, im, true);
    res_im = cx_select_part(&l, cx_cmpf(&l, CMPF_UNO, abs_sqrt, abs_sqrt), nan, res_im);
    res_im = cx_select_part(&l, cx_bool2(&l, "arith.ori", abs_im_inf, re_neg_inf), im_sign_inf, res_im);
  }
  Value *is_zero = cmpf_fast(&l, CMPF_OEQ, abs_sqrt, zero);
  res_re = cx_select_part(&l, is_zero, zero, res_re);
  res_im = cx_select_part(&l, is_zero, zero, res_im);
  return cx_finish_create(&l, res_re, res_im);
}

/* rsqrt: |z|^-1/2 (cos + i sin)(-arg z / 2), with the limits for infinite
 * and NaN parts and zero. */
static bool lower_rsqrt(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *zero = cx_float_constant(&l, 0.0);
  Value *inf = cx_float_constant(&l, INFINITY);
  Value *neg_half = cx_float_constant(&l, -0.5);
  Value *nan = cx_float_constant(&l, NAN);
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *abs_rsqrt = compute_abs(&l, re, im, ABS_RSQRT);
  Value *arg = cx_arith2(&l, "math.atan2", im, re, true);
  Value *rsqrt_arg = cx_arith2(&l, "arith.mulf", arg, neg_half, true);
  Value *cos = cx_math1(&l, "math.cos", rsqrt_arg);
  Value *sin = cx_math1(&l, "math.sin", rsqrt_arg);
  Value *res_re = cx_arith2(&l, "arith.mulf", abs_rsqrt, cos, true);
  Value *res_im = cx_arith2(&l, "arith.mulf", abs_rsqrt, sin, true);
  if (handles_nan_inf(&l)) {
    Value *neg_one = cx_float_constant(&l, -1.0);
    Value *re_signed_zero = cx_arith2(&l, "math.copysign", zero, re, true);
    Value *im_signed_zero = cx_arith2(&l, "math.copysign", zero, im, true);
    Value *neg_im_signed_zero = cx_arith2(&l, "arith.mulf", neg_one, im_signed_zero, true);
    Value *abs_re = cx_math1(&l, "math.absf", re);
    Value *abs_im = cx_math1(&l, "math.absf", im);
    Value *abs_im_inf = cmpf_fast(&l, CMPF_OEQ, abs_im, inf);
    Value *re_nan = cmpf_fast(&l, CMPF_UNO, re, re);
    Value *re_inf = cmpf_fast(&l, CMPF_OEQ, abs_re, inf);
    Value *nan_inf = cx_bool2(&l, "arith.andi", abs_im_inf, re_nan);
    Value *is_zero_result = cx_bool2(&l, "arith.ori", nan_inf, re_inf);
    res_re = cx_select_part(&l, is_zero_result, re_signed_zero, res_re);
    res_im = cx_select_part(&l, is_zero_result, neg_im_signed_zero, res_im);
  }
  Value *re_zero = cmpf_fast(&l, CMPF_OEQ, re, zero);
  Value *im_zero = cmpf_fast(&l, CMPF_OEQ, im, zero);
  Value *is_zero = cx_bool2(&l, "arith.andi", re_zero, im_zero);
  res_re = cx_select_part(&l, is_zero, inf, res_re);
  res_im = cx_select_part(&l, is_zero, nan, res_im);
  return cx_finish_create(&l, res_re, res_im);
}

/* cos(x) - 1, from the cephes polynomial in x^2 where |x| < pi/4. */
static Value *cosm1(Lowering *l, Value *x) {
  static const double COEFFS[] = {4.7377507964246204691685E-14, -1.1470284843425359765671E-11,
                                  2.0876754287081521758361E-9,  -2.7557319214999787979814E-7,
                                  2.4801587301570552304991E-5,  -1.3888888888888872993737E-3,
                                  4.1666666666666666609054E-2};
  static const double PI_OVER_4_SQUARED = 0.61685;
  Value *neg_half = cx_float_constant(l, -0.5);
  Value *neg_one = cx_float_constant(l, -1.0);
  Value *cos = cx_math1(l, "math.cos", x);
  Value *large = cx_arith2(l, "arith.addf", cos, neg_one, true);
  Value *x2 = cx_arith2(l, "arith.mulf", x, x, true);
  Value *x4 = cx_arith2(l, "arith.mulf", x2, x2, true);
  Value *poly = cx_float_constant(l, COEFFS[0]);
  for (size_t i = 1; i < sizeof COEFFS / sizeof *COEFFS; i++) {
    Value *c = cx_float_constant(l, COEFFS[i]);
    if (!poly || !x2 || !c) return NULL;
    Value *ops[3] = {poly, x2, c};
    poly = result_of(rw_build(l->rw, "math.fma", l->op->loc, 3, ops, 1, &l->elem, 1, &l->fastmath));
  }
  Value *x4_poly = cx_arith2(l, "arith.mulf", x4, poly, true);
  Value *half_x2 = cx_arith2(l, "arith.mulf", neg_half, x2, true);
  Value *small = cx_arith2(l, "arith.addf", x4_poly, half_x2, false);
  Value *bound = cx_float_constant(l, PI_OVER_4_SQUARED);
  Value *is_large = cmpf_fast(l, CMPF_OGE, x2, bound);
  return cx_select_part(l, is_large, large, small);
}

/* expm1: (expm1(re) cos(im) + cosm1(im)) + e^re sin(im) i, the imaginary
 * part zero when im is. */
static bool lower_expm1(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *zero = cx_float_constant(&l, 0.0);
  Value *one = cx_float_constant(&l, 1.0);
  Value *expm1_re = cx_math1(&l, "math.expm1", re);
  Value *exp_re = cx_arith2(&l, "arith.addf", expm1_re, one, true);
  Value *sin_im = cx_math1(&l, "math.sin", im);
  Value *cosm1_im = cosm1(&l, im);
  Value *cos_im = cx_arith2(&l, "arith.addf", cosm1_im, one, true);
  Value *scaled = cx_arith2(&l, "arith.mulf", expm1_re, cos_im, true);
  Value *res_re = cx_arith2(&l, "arith.addf", scaled, cosm1_im, true);
  Value *im_zero = cmpf_fast(&l, CMPF_OEQ, im, zero);
  Value *res_im = cx_select_part(&l, im_zero, zero, cx_arith2(&l, "arith.mulf", exp_re, sin_im, true));
  return cx_finish_create(&l, res_re, res_im);
}

/* complex.create of two parts of the op's result type. */
static Value *create(Lowering *l, const Type *t, Value *re, Value *im) {
  if (!re || !im) return NULL;
  Value *ops[2] = {re, im};
  return result_of(rw_build(l->rw, "complex.create", l->op->loc, 2, ops, 1, &t, 0, NULL));
}

static Value *select_complex(Lowering *l, Value *c, Value *t, Value *f) {
  if (!c || !t || !f) return NULL;
  Value *ops[3] = {c, t, f};
  return result_of(rw_build(l->rw, "arith.select", l->op->loc, 3, ops, 1, &t->type, 0, NULL));
}

/* powOpConversionImpl: z^(c + di) = |z|^c e^(-d arg z) (cos q + i sin q)
 * with q = c arg z + d ln|z|, and the cases 0^w, z^0, 1^w and inf^c. */
static Value *pow_impl(Lowering *l, Value *z, Value *c, Value *d) {
  const Type *t = l->op->results[0].type;
  Value *a = cx_part(l, "complex.re", z);
  Value *b = cx_part(l, "complex.im", z);
  Value *abs = z ? result_of(rw_build(l->rw, "complex.abs", l->op->loc, 1, &z, 1, &l->elem, 1, &l->fastmath)) : NULL;
  Value *abs_to_c = cx_arith2(l, "math.powf", abs, c, true);
  Value *neg_d = d ? result_of(rw_build(l->rw, "arith.negf", l->op->loc, 1, &d, 1, &l->elem, 1, &l->fastmath)) : NULL;
  Value *arg = cx_arith2(l, "math.atan2", b, a, true);
  Value *neg_d_arg = cx_arith2(l, "arith.mulf", neg_d, arg, true);
  Value *exp_neg_d_arg = cx_math1(l, "math.exp", neg_d_arg);
  Value *coeff = cx_arith2(l, "arith.mulf", abs_to_c, exp_neg_d_arg, true);
  Value *ln_abs = cx_math1(l, "math.log", abs);
  Value *c_arg = cx_arith2(l, "arith.mulf", c, arg, true);
  Value *d_ln_abs = cx_arith2(l, "arith.mulf", d, ln_abs, true);
  Value *q = cx_arith2(l, "arith.addf", c_arg, d_ln_abs, true);
  Value *cos_q = cx_math1(l, "math.cos", q);
  Value *sin_q = cx_math1(l, "math.sin", q);
  Value *inf = cx_float_constant(l, INFINITY);
  Value *zero = cx_float_constant(l, 0.0);
  Value *one = cx_float_constant(l, 1.0);
  Value *c_one = create(l, t, one, zero);
  Value *c_zero = create(l, t, zero, zero);
  Value *c_inf = create(l, t, inf, zero);
  /* 0^w is 0 for a real w > 0, 0^0 is 1. */
  Value *abs_zero = cmpf_fast(l, CMPF_OEQ, abs, zero);
  Value *d_zero = cmpf_fast(l, CMPF_OEQ, d, zero);
  Value *c_is_zero = cmpf_fast(l, CMPF_OEQ, c, zero);
  Value *b_zero = cmpf_fast(l, CMPF_OEQ, b, zero);
  Value *zero_le_c = cmpf_fast(l, CMPF_OLE, zero, c);
  Value *coeff_cos = cx_arith2(l, "arith.mulf", coeff, cos_q, true);
  Value *coeff_sin = cx_arith2(l, "arith.mulf", coeff, sin_q, true);
  Value *one_or_zero = select_complex(l, c_is_zero, c_one, c_zero);
  Value *general = create(l, t, coeff_cos, coeff_sin);
  Value *zero_base = cx_bool2(l, "arith.andi", cx_bool2(l, "arith.andi", abs_zero, d_zero), zero_le_c);
  Value *cut0 = select_complex(l, zero_base, one_or_zero, general);
  /* z^0 is 1. */
  Value *w_zero = cx_bool2(l, "arith.andi", c_is_zero, d_zero);
  Value *cut1 = select_complex(l, w_zero, c_one, cut0);
  /* 1^w is 1. */
  Value *z_one = cx_bool2(l, "arith.andi", cmpf_fast(l, CMPF_OEQ, a, one), b_zero);
  Value *cut2 = select_complex(l, z_one, c_one, cut1);
  /* inf^c is inf for a real c > 0 and 0 for c < 0. */
  Value *z_inf = cx_bool2(l, "arith.andi", cmpf_fast(l, CMPF_OEQ, a, inf), b_zero);
  Value *w_pos = cx_bool2(l, "arith.andi", d_zero, cmpf_fast(l, CMPF_OGT, c, zero));
  Value *cut3 = select_complex(l, cx_bool2(l, "arith.andi", z_inf, w_pos), c_inf, cut2);
  Value *w_neg = cx_bool2(l, "arith.andi", d_zero, cmpf_fast(l, CMPF_OLT, c, zero));
  return select_complex(l, cx_bool2(l, "arith.andi", z_inf, w_neg), c_zero, cut3);
}

static bool lower_pow(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *z = conv_operand(o, 0), *w = conv_operand(o, 1);
  if (!z || !w || !cx_begin(&l, rw, op)) return false;
  Value *c = cx_part(&l, "complex.re", w);
  Value *d = cx_part(&l, "complex.im", w);
  Value *r = pow_impl(&l, z, c, d);
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

/* powi: complex.pow with the exponent converted to a real complex. */
static bool lower_powi(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *z = conv_operand(o, 0), *n = conv_operand(o, 1);
  if (!z || !n || !cx_begin(&l, rw, op)) return false;
  const Type *t = op->results[0].type;
  Value *exp = result_of(rw_build(rw, "arith.sitofp", op->loc, 1, &n, 1, &l.elem, 0, NULL));
  Value *zero = cx_float_constant(&l, 0.0);
  Value *w = create(&l, t, exp, zero);
  if (!w) return false;
  Value *ops[2] = {z, w};
  Value *r = result_of(rw_build(rw, "complex.pow", op->loc, 2, ops, 1, &t, 1, &l.fastmath));
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

/* A binary complex op with the op's fastmath flags. */
static Value *complex2(Lowering *l, const char *name, Value *a, Value *b) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  const Type *t = l->op->results[0].type;
  return result_of(rw_build(l->rw, name, l->op->loc, 2, ops, 1, &t, 1, &l->fastmath));
}

/* atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)), in complex ops. */
static bool lower_atan2(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *y = conv_operand(o, 0), *x = conv_operand(o, 1);
  if (!y || !x || !cx_begin(&l, rw, op)) return false;
  const Type *t = op->results[0].type;
  Value *x_sq = complex2(&l, "complex.mul", x, x);
  Value *y_sq = complex2(&l, "complex.mul", y, y);
  Value *sum = complex2(&l, "complex.add", x_sq, y_sq);
  Value *root = sum ? result_of(rw_build(rw, "complex.sqrt", op->loc, 1, &sum, 1, &t, 1, &l.fastmath)) : NULL;
  Value *zero = cx_float_constant(&l, 0.0);
  Value *one = cx_float_constant(&l, 1.0);
  Value *i = create(&l, t, zero, one);
  Value *i_y = complex2(&l, "complex.mul", i, y);
  Value *x_plus_iy = complex2(&l, "complex.add", x, i_y);
  Value *quot = complex2(&l, "complex.div", x_plus_iy, root);
  Value *log = quot ? result_of(rw_build(rw, "complex.log", op->loc, 1, &quot, 1, &t, 1, &l.fastmath)) : NULL;
  Value *neg_one = cx_float_constant(&l, -1.0);
  Value *neg_i = create(&l, t, zero, neg_one);
  Value *r = complex2(&l, "complex.mul", neg_i, log);
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

#define LOWERING(NAME, FN)                                                                                  \
  { .root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN }

const ConvPattern COMPLEX_ROOT_PATTERNS[] = {
    LOWERING("complex.abs", lower_abs),   LOWERING("complex.sqrt", lower_sqrt),
    LOWERING("complex.rsqrt", lower_rsqrt), LOWERING("complex.expm1", lower_expm1),
    LOWERING("complex.pow", lower_pow),   LOWERING("complex.powi", lower_powi),
    LOWERING("complex.atan2", lower_atan2),
};
const size_t NUM_COMPLEX_ROOT_PATTERNS = sizeof COMPLEX_ROOT_PATTERNS / sizeof *COMPLEX_ROOT_PATTERNS;
