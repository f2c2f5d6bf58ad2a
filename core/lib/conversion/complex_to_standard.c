/* complex_to_standard.c: the convert-complex-to-standard pass: upstream's
 * ComplexToStandard patterns under a partial conversion in which arith,
 * math and complex.create/constant/re/im are legal. Each lowering takes
 * the parts of its operands with complex.re and complex.im and computes on
 * them in upstream's order, carrying the op's fastmath flags where
 * upstream does; complex.div by the complex-range option (Smith's
 * algorithm or the algebraic formula). The ops with no lowering here yet
 * (expm1, pow, powi, sqrt, rsqrt, tan, bitcast) are left as they are. */
#include "../transforms/transforms.h"
#include "../rewrite/conversion.h"
#include "../ods/ods.h"

#include <math.h>

enum { CMPF_OEQ = 1, CMPF_OGT = 2, CMPF_OLT = 4, CMPF_ONE = 6, CMPF_ORD = 7, CMPF_UNE = 13, CMPF_UNO = 14 };
/* arith::FastMathFlags bits the NaN- and infinity-sensitive steps drop. */
enum { FASTMATH_NNAN = 2, FASTMATH_NINF = 4 };

static Value *result_of(Operation *op) { return op ? &op->results[0] : NULL; }

typedef struct Lowering {
  Rewriter *rw;
  Operation *op;
  const Type *elem; /* the element type of the complex operands */
  NamedAttr fastmath;
  /* The flags without nnan and ninf, for the steps that need NaNs and
   * infinities to work (upstream's fmfWithNaNInf). */
  NamedAttr fastmath_nan_inf;
} Lowering;

static bool begin(Lowering *l, Rewriter *rw, Operation *op) {
  if (op->num_operands < 1) return false;
  const Type *c = op->operands[0].value->type;
  if (c->kind != TK_COMPLEX) return false;
  const Attr *fm = op_get_attr(op, "fastmath", 8);
  const Attr *fm_nan_inf = fm ? enum_attr(rw->ctx, "arith.fastmath", enum_value(fm) & ~(uint64_t)(FASTMATH_NNAN | FASTMATH_NINF))
                              : NULL;
  *l = (Lowering){.rw = rw, .op = op, .elem = WORD_PTR(const Type, c->p[0]),
                  .fastmath = named(rw->ctx, "fastmath", fm),
                  .fastmath_nan_inf = named(rw->ctx, "fastmath", fm_nan_inf)};
  return true;
}

static Value *part(Lowering *l, const char *name, Value *v) {
  if (!v) return NULL;
  return result_of(rw_build(l->rw, name, l->op->loc, 1, &v, 1, &l->elem, 0, NULL));
}

/* A binary arith op on the parts, with the op's fastmath flags when
 * `fast` (a null flags attribute is skipped). */
static Value *arith2(Lowering *l, const char *name, Value *a, Value *b, bool fast) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(l->rw, name, l->op->loc, 2, ops, 1, &l->elem, fast ? 1 : 0, &l->fastmath));
}

static Value *negf(Lowering *l, Value *a) {
  return a ? result_of(rw_build(l->rw, "arith.negf", l->op->loc, 1, &a, 1, &l->elem, 0, NULL)) : NULL;
}

static bool finish_create(Lowering *l, Value *re, Value *im) {
  if (!re || !im) return false;
  Value *ops[2] = {re, im};
  const Type *t = l->op->results[0].type;
  Value *c = result_of(rw_build(l->rw, "complex.create", l->op->loc, 2, ops, 1, &t, 0, NULL));
  if (!c) return false;
  rw_replace_op(l->rw, l->op, &c);
  return true;
}

/* add, sub: the parts added or subtracted pairwise. (Each step is its
 * own statement: upstream's order of creation is the output's order.) */
static bool lower_add_sub(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !begin(&l, rw, op)) return false;
  const char *name = op_is(op, "complex.add") ? "arith.addf" : "arith.subf";
  Value *are = part(&l, "complex.re", a);
  Value *bre = part(&l, "complex.re", b);
  Value *re = arith2(&l, name, are, bre, true);
  Value *aim = part(&l, "complex.im", a);
  Value *bim = part(&l, "complex.im", b);
  Value *im = arith2(&l, name, aim, bim, true);
  return finish_create(&l, re, im);
}

/* mul: (ac - bd) + (bc + ad)i. */
static bool lower_mul(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !begin(&l, rw, op)) return false;
  Value *lre = part(&l, "complex.re", a);
  Value *lim = part(&l, "complex.im", a);
  Value *rre = part(&l, "complex.re", b);
  Value *rim = part(&l, "complex.im", b);
  Value *ac = arith2(&l, "arith.mulf", lre, rre, true);
  Value *bd = arith2(&l, "arith.mulf", lim, rim, true);
  Value *re = arith2(&l, "arith.subf", ac, bd, true);
  Value *bc = arith2(&l, "arith.mulf", lim, rre, true);
  Value *ad = arith2(&l, "arith.mulf", lre, rim, true);
  Value *im = arith2(&l, "arith.addf", bc, ad, true);
  return finish_create(&l, re, im);
}

/* neg: both parts negated; conj: the imaginary part (no fastmath flags). */
static bool lower_neg_conj(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  if (op_is(op, "complex.neg")) {
    Value *nre = negf(&l, re);
    Value *nim = negf(&l, im);
    return finish_create(&l, nre, nim);
  }
  Value *nim = negf(&l, im);
  return finish_create(&l, re, nim);
}

static Value *float_constant(Lowering *l, double v) {
  Context *ctx = l->rw->ctx;
  NamedAttr a = named(ctx, "value", attr_float_double(ctx, l->elem, v));
  return result_of(rw_build(l->rw, "arith.constant", l->op->loc, 0, NULL, 1, &l->elem, 1, &a));
}

static Value *math1(Lowering *l, const char *name, Value *a) {
  return a ? result_of(rw_build(l->rw, name, l->op->loc, 1, &a, 1, &l->elem, 1, &l->fastmath)) : NULL;
}

static Value *cmpf_oeq(Lowering *l, Value *a, Value *b, bool fast) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_OEQ)), l->fastmath};
  return result_of(rw_build(l->rw, "arith.cmpf", l->op->loc, 2, ops, 1, &ctx->t_i1, fast ? 2 : 1, attrs));
}

static Value *select_part(Lowering *l, Value *c, Value *t, Value *f) {
  if (!c || !t || !f) return NULL;
  Value *ops[3] = {c, t, f};
  return result_of(rw_build(l->rw, "arith.select", l->op->loc, 3, ops, 1, &l->elem, 0, NULL));
}

/* exp: e^re (cos im + i sin im); where e^re overflows, e^(re/2) is used
 * twice, and an imaginary part of zero stays zero. */
static bool lower_exp(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *zero = float_constant(&l, 0.0);
  Value *half = float_constant(&l, 0.5);
  Value *inf = float_constant(&l, INFINITY);
  Value *exp_re = math1(&l, "math.exp", re);
  Value *half_re = arith2(&l, "arith.mulf", re, half, true);
  Value *exp_half_re = math1(&l, "math.exp", half_re);
  Value *cos_im = math1(&l, "math.cos", im);
  Value *sin_im = math1(&l, "math.sin", im);
  Value *is_inf = cmpf_oeq(&l, exp_re, inf, true);
  Value *im_is_zero = cmpf_oeq(&l, im, zero, false);
  Value *re_normal = arith2(&l, "arith.mulf", exp_re, cos_im, true);
  Value *re_half = arith2(&l, "arith.mulf", exp_half_re, cos_im, true);
  Value *re_overflow = arith2(&l, "arith.mulf", re_half, exp_half_re, true);
  Value *res_re = select_part(&l, is_inf, re_overflow, re_normal);
  Value *im_normal = arith2(&l, "arith.mulf", exp_re, sin_im, true);
  Value *im_half = arith2(&l, "arith.mulf", exp_half_re, sin_im, true);
  Value *im_overflow = arith2(&l, "arith.mulf", im_half, exp_half_re, true);
  Value *partial_im = select_part(&l, is_inf, im_overflow, im_normal);
  Value *res_im = select_part(&l, im_is_zero, zero, partial_im);
  return finish_create(&l, res_re, res_im);
}

/* cos and sin: from e^-im and e^im halved (cosh and sinh of im) and the
 * cosine and sine of re. */
static bool lower_cos_sin(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *half = float_constant(&l, 0.5);
  Value *e = math1(&l, "math.exp", im);
  Value *scaled = arith2(&l, "arith.mulf", half, e, true);
  Value *reciprocal = arith2(&l, "arith.divf", half, e, true);
  Value *sin_re = math1(&l, "math.sin", re);
  Value *cos_re = math1(&l, "math.cos", re);
  bool cos = op_is(op, "complex.cos");
  Value *first = cos ? reciprocal : scaled, *second = cos ? scaled : reciprocal;
  Value *sum = arith2(&l, "arith.addf", first, second, true);
  Value *res_re = arith2(&l, "arith.mulf", sum, cos ? cos_re : sin_re, true);
  Value *diff = arith2(&l, "arith.subf", first, second, true);
  Value *res_im = arith2(&l, "arith.mulf", diff, cos ? sin_re : cos_re, true);
  return finish_create(&l, res_re, res_im);
}

/* A float op (one or two operands) with the flags that keep NaNs and
 * infinities. */
static Value *nan_inf2(Lowering *l, const char *name, Value *a, Value *b) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(l->rw, name, l->op->loc, 2, ops, 1, &l->elem, 1, &l->fastmath_nan_inf));
}

static Value *nan_inf1(Lowering *l, const char *name, Value *a) {
  return a ? result_of(rw_build(l->rw, name, l->op->loc, 1, &a, 1, &l->elem, 1, &l->fastmath_nan_inf)) : NULL;
}

static Value *cmpf_uno(Lowering *l, Value *a) {
  Context *ctx = l->rw->ctx;
  if (!a) return NULL;
  Value *ops[2] = {a, a};
  NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_UNO)), l->fastmath_nan_inf};
  return result_of(rw_build(l->rw, "arith.cmpf", l->op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
}

/* abs: max * sqrt(1 + (min/max)^2) of the parts' magnitudes, min where
 * that is NaN (both zero). */
static bool lower_abs(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *one = float_constant(&l, 1.0);
  Value *abs_re = math1(&l, "math.absf", re);
  Value *abs_im = math1(&l, "math.absf", im);
  Value *max = arith2(&l, "arith.maximumf", abs_re, abs_im, true);
  Value *min = arith2(&l, "arith.minimumf", abs_re, abs_im, true);
  Value *ratio = nan_inf2(&l, "arith.divf", min, max);
  Value *ratio_sq = nan_inf2(&l, "arith.mulf", ratio, ratio);
  Value *plus_one = nan_inf2(&l, "arith.addf", ratio_sq, one);
  Value *root = nan_inf1(&l, "math.sqrt", plus_one);
  Value *r = nan_inf2(&l, "arith.mulf", max, root);
  Value *r_is_nan = cmpf_uno(&l, r);
  Value *res = select_part(&l, r_is_nan, min, r);
  if (!res) return false;
  rw_replace_op(rw, op, &res);
  return true;
}

/* sign: the value itself when zero, else divided by its abs (a
 * complex.abs, lowered in turn). */
static bool lower_sign(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *zero = float_constant(&l, 0.0);
  Value *re_zero = cmpf_oeq(&l, re, zero, false);
  Value *im_zero = cmpf_oeq(&l, im, zero, false);
  if (!re_zero || !im_zero) return false;
  Value *both[2] = {re_zero, im_zero};
  Value *is_zero = result_of(rw_build(rw, "arith.andi", op->loc, 2, both, 1, &ctx->t_i1, 0, NULL));
  Value *abs = is_zero ? result_of(rw_build(rw, "complex.abs", op->loc, 1, &a, 1, &l.elem, 1, &l.fastmath)) : NULL;
  Value *re_sign = arith2(&l, "arith.divf", re, abs, true);
  Value *im_sign = arith2(&l, "arith.divf", im, abs, true);
  if (!re_sign || !im_sign) return false;
  Value *parts[2] = {re_sign, im_sign};
  const Type *t = op->results[0].type;
  Value *sign = result_of(rw_build(rw, "complex.create", op->loc, 2, parts, 1, &t, 0, NULL));
  Value *sel[3] = {is_zero, a, sign};
  Value *res = sign ? result_of(rw_build(rw, "arith.select", op->loc, 3, sel, 1, &t, 0, NULL)) : NULL;
  if (!res) return false;
  rw_replace_op(rw, op, &res);
  return true;
}

/* log: log(abs) + atan2(im, re) i (the abs a complex.abs, lowered in
 * turn). */
static bool lower_log(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *abs = result_of(rw_build(rw, "complex.abs", op->loc, 1, &a, 1, &l.elem, 1, &l.fastmath));
  Value *res_re = math1(&l, "math.log", abs);
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *res_im = arith2(&l, "math.atan2", im, re, true);
  return finish_create(&l, res_re, res_im);
}

static Value *bool2(Lowering *l, const char *name, Value *a, Value *b) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(l->rw, name, l->op->loc, 2, ops, 1, &ctx->t_i1, 0, NULL));
}

/* tanh: (e^2re - e^-2re + 4 cos im sin im i) / (e^2re + e^-2re - 2 +
 * 4 cos^2 im), with the limits upstream takes for infinite and NaN
 * parts. */
static bool lower_tanh(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *neg_one = float_constant(&l, -1.0);
  Value *inf = float_constant(&l, INFINITY);
  Value *four = float_constant(&l, 4.0);
  Value *two_re = arith2(&l, "arith.addf", re, re, true);
  Value *neg_two_re = arith2(&l, "arith.mulf", neg_one, two_re, true);
  Value *exp_m1 = math1(&l, "math.expm1", two_re);
  Value *exp_neg_m1 = math1(&l, "math.expm1", neg_two_re);
  Value *re_num = arith2(&l, "arith.subf", exp_m1, exp_neg_m1, true);
  Value *cos_im = math1(&l, "math.cos", im);
  Value *cos_sq = arith2(&l, "arith.mulf", cos_im, cos_im, true);
  Value *four_cos_sq = arith2(&l, "arith.mulf", cos_sq, four, true);
  Value *sin_im = math1(&l, "math.sin", im);
  Value *cos_sin = arith2(&l, "arith.mulf", cos_im, sin_im, true);
  Value *im_num = arith2(&l, "arith.mulf", four, cos_sin, true);
  Value *exp_sum = arith2(&l, "arith.addf", exp_m1, exp_neg_m1, true);
  Value *denom = arith2(&l, "arith.addf", exp_sum, four_cos_sq, true);
  Value *is_inf = cmpf_oeq(&l, exp_sum, inf, true);
  Value *re_limit = arith2(&l, "math.copysign", neg_one, re, true);
  Value *re_quot = arith2(&l, "arith.divf", re_num, denom, true);
  Value *res_re = select_part(&l, is_inf, re_limit, re_quot);
  Value *res_im = arith2(&l, "arith.divf", im_num, denom, true);
  Value *abs_re = math1(&l, "math.absf", re);
  Value *zero = float_constant(&l, 0.0);
  Value *nan = float_constant(&l, NAN);
  Value *abs_re_inf = cmpf_oeq(&l, abs_re, inf, true);
  Value *im_zero = cmpf_oeq(&l, im, zero, true);
  NamedAttr t = named(ctx, "value", attr_bool(ctx, true));
  Value *yes = im_zero ? result_of(rw_build(rw, "arith.constant", op->loc, 0, NULL, 1, &ctx->t_i1, 1, &t)) : NULL;
  Value *abs_re_finite = bool2(&l, "arith.xori", abs_re_inf, yes);
  Value *im_num_nan = NULL;
  if (im_num) {
    Value *ops[2] = {im_num, im_num};
    NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_UNO)), l.fastmath};
    im_num_nan = result_of(rw_build(rw, "arith.cmpf", op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
  }
  Value *re_is_nan = bool2(&l, "arith.andi", im_num_nan, abs_re_finite);
  Value *inf_and_nan = bool2(&l, "arith.andi", abs_re_inf, im_num_nan);
  Value *im_is_zero = bool2(&l, "arith.ori", im_zero, inf_and_nan);
  Value *re_adjusted = select_part(&l, re_is_nan, nan, res_re);
  Value *im_adjusted = select_part(&l, im_is_zero, zero, res_im);
  return finish_create(&l, re_adjusted, im_adjusted);
}

/* log1p: log(|1 + z|) computed as log1p of the larger magnitude minus
 * one plus half log1p of the squared ratio, and atan2(im, 1 + re). */
static bool lower_log1p(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *half = float_constant(&l, 0.5);
  Value *one = float_constant(&l, 1.0);
  Value *re_one = arith2(&l, "arith.addf", re, one, true);
  Value *abs_re_one = math1(&l, "math.absf", re_one);
  Value *abs_im = math1(&l, "math.absf", im);
  Value *max = arith2(&l, "arith.maximumf", abs_re_one, abs_im, true);
  Value *min = arith2(&l, "arith.minimumf", abs_re_one, abs_im, true);
  Value *use_re = NULL;
  if (re_one && abs_im) {
    Value *ops[2] = {re_one, abs_im};
    NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_OGT)), l.fastmath};
    use_re = result_of(rw_build(rw, "arith.cmpf", op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
  }
  Value *max_minus_one = arith2(&l, "arith.subf", max, one, true);
  Value *chosen = select_part(&l, use_re, re, max_minus_one);
  Value *ratio = nan_inf2(&l, "arith.divf", min, max);
  Value *log_max = math1(&l, "math.log1p", chosen);
  Value *ratio_sq = nan_inf2(&l, "arith.mulf", ratio, ratio);
  Value *log_ratio = nan_inf1(&l, "math.log1p", ratio_sq);
  Value *half_log = nan_inf2(&l, "arith.mulf", half, log_ratio);
  Value *r = nan_inf2(&l, "arith.addf", half_log, log_max);
  Value *r_is_nan = cmpf_uno(&l, r);
  Value *res_re = select_part(&l, r_is_nan, min, r);
  Value *res_im = arith2(&l, "math.atan2", im, re_one, true);
  return finish_create(&l, res_re, res_im);
}

/* eq: both parts oeq, and-ed; neq: either part une, or-ed. */
static bool lower_eq_neq(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !begin(&l, rw, op)) return false;
  bool eq = op_is(op, "complex.eq");
  Value *parts[4];
  parts[0] = part(&l, "complex.re", a);
  parts[1] = part(&l, "complex.im", a);
  parts[2] = part(&l, "complex.re", b);
  parts[3] = part(&l, "complex.im", b);
  if (!parts[0] || !parts[1] || !parts[2] || !parts[3]) return false;
  NamedAttr pred = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, eq ? CMPF_OEQ : CMPF_UNE));
  Value *cmp[2];
  for (unsigned k = 0; k < 2; k++) {
    Value *ops[2] = {parts[k], parts[k + 2]};
    if (!(cmp[k] = result_of(rw_build(rw, "arith.cmpf", op->loc, 2, ops, 1, &ctx->t_i1, 1, &pred)))) return false;
  }
  Value *r = result_of(rw_build(rw, eq ? "arith.andi" : "arith.ori", op->loc, 2, cmp, 1, &ctx->t_i1, 0, NULL));
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

/* angle: atan2(im, re). */
static bool lower_angle(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !begin(&l, rw, op)) return false;
  Value *re = part(&l, "complex.re", a);
  Value *im = part(&l, "complex.im", a);
  Value *r = arith2(&l, "math.atan2", im, re, true);
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

/* ---- div ------------------------------------------------------------------------------------ */

/* An arith.cmpf without fastmath flags. */
static Value *cmpf(Lowering *l, int64_t pred, Value *a, Value *b) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr p = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, pred));
  return result_of(rw_build(l->rw, "arith.cmpf", l->op->loc, 2, ops, 1, &ctx->t_i1, 1, &p));
}

static Value *copy_sign(Lowering *l, Value *mag, Value *sign) { return arith2(l, "math.copysign", mag, sign, false); }

/* complex-range=basic or none: ((ac + bd) + (bc - ad)i) / (c^2 + d^2). */
static bool lower_div_algebraic(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !begin(&l, rw, op)) return false;
  Value *lre = part(&l, "complex.re", a), *lim = part(&l, "complex.im", a);
  Value *rre = part(&l, "complex.re", b), *rim = part(&l, "complex.im", b);
  Value *rre_sq = arith2(&l, "arith.mulf", rre, rre, true);
  Value *rim_sq = arith2(&l, "arith.mulf", rim, rim, true);
  Value *norm = arith2(&l, "arith.addf", rre_sq, rim_sq, true);
  Value *ac = arith2(&l, "arith.mulf", lre, rre, true);
  Value *bd = arith2(&l, "arith.mulf", lim, rim, true);
  Value *re_num = arith2(&l, "arith.addf", ac, bd, true);
  Value *bc = arith2(&l, "arith.mulf", lim, rre, true);
  Value *ad = arith2(&l, "arith.mulf", lre, rim, true);
  Value *im_num = arith2(&l, "arith.subf", bc, ad, true);
  Value *re = arith2(&l, "arith.divf", re_num, norm, true);
  Value *im = arith2(&l, "arith.divf", im_num, norm, true);
  return finish_create(&l, re, im);
}

/* One of Smith's two quotients: with r = num_part / other (c/d or d/c),
 * ((a r + b) + (b r - a)i) / (d + r c) and the mirrored form. */
static void smith_quotient(Lowering *l, Value *lre, Value *lim, Value *num, Value *den, bool real_over_imag,
                           Value **re, Value **im) {
  Value *ratio = arith2(l, "arith.divf", num, den, true);
  Value *scaled = arith2(l, "arith.mulf", ratio, num, true);
  Value *denom = arith2(l, "arith.addf", den, scaled, true);
  if (real_over_imag) {
    Value *a_r = arith2(l, "arith.mulf", lre, ratio, true);
    Value *re_num = arith2(l, "arith.addf", a_r, lim, true);
    *re = arith2(l, "arith.divf", re_num, denom, true);
    Value *b_r = arith2(l, "arith.mulf", lim, ratio, true);
    Value *im_num = arith2(l, "arith.subf", b_r, lre, true);
    *im = arith2(l, "arith.divf", im_num, denom, true);
  } else {
    Value *b_r = arith2(l, "arith.mulf", lim, ratio, true);
    Value *re_num = arith2(l, "arith.addf", lre, b_r, true);
    *re = arith2(l, "arith.divf", re_num, denom, true);
    Value *a_r = arith2(l, "arith.mulf", lre, ratio, true);
    Value *im_num = arith2(l, "arith.subf", lim, a_r, true);
    *im = arith2(l, "arith.divf", im_num, denom, true);
  }
}

/* The +-1 (or 0) with the sign of `v` where `is_inf`, for the infinite
 * cases. */
static Value *unit_if(Lowering *l, Value *is_inf, Value *one, Value *zero, Value *v) {
  return copy_sign(l, select_part(l, is_inf, one, zero), v);
}

/* complex-range=improved: Smith's algorithm, the quotient chosen by which
 * part of the divisor is larger in magnitude, and where it is NaN in both
 * parts the limits for a zero divisor, an infinite dividend or an
 * infinite divisor. */
static bool lower_div_smith(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !begin(&l, rw, op)) return false;
  Value *lre = part(&l, "complex.re", a), *lim = part(&l, "complex.im", a);
  Value *rre = part(&l, "complex.re", b), *rim = part(&l, "complex.im", b);
  if (!lre || !lim || !rre || !rim) return false;
  Value *re1, *im1, *re2, *im2;
  smith_quotient(&l, lre, lim, rre, rim, true, &re1, &im1);
  smith_quotient(&l, lre, lim, rim, rre, false, &re2, &im2);
  /* Case 1: a zero divisor and a dividend with at most one NaN part. */
  Value *zero = float_constant(&l, 0.0);
  Value *rre_abs = math1(&l, "math.absf", rre);
  Value *rre_zero = cmpf(&l, CMPF_OEQ, rre_abs, zero);
  Value *rim_abs = math1(&l, "math.absf", rim);
  Value *rim_zero = cmpf(&l, CMPF_OEQ, rim_abs, zero);
  Value *lre_ord = cmpf(&l, CMPF_ORD, lre, zero);
  Value *lim_ord = cmpf(&l, CMPF_ORD, lim, zero);
  Value *some_ord = bool2(&l, "arith.ori", lre_ord, lim_ord);
  Value *divisor_zero = bool2(&l, "arith.andi", rre_zero, rim_zero);
  Value *case1 = bool2(&l, "arith.andi", some_ord, divisor_zero);
  Value *inf = float_constant(&l, INFINITY);
  Value *signed_inf = copy_sign(&l, inf, rre);
  Value *re_c1 = arith2(&l, "arith.mulf", signed_inf, lre, true);
  Value *im_c1 = arith2(&l, "arith.mulf", signed_inf, lim, true);
  /* Case 2: an infinite dividend, a finite divisor. */
  Value *rre_finite = cmpf(&l, CMPF_ONE, rre_abs, inf);
  Value *rim_finite = cmpf(&l, CMPF_ONE, rim_abs, inf);
  Value *divisor_finite = bool2(&l, "arith.andi", rre_finite, rim_finite);
  Value *lre_abs = math1(&l, "math.absf", lre);
  Value *lre_inf = cmpf(&l, CMPF_OEQ, lre_abs, inf);
  Value *lim_abs = math1(&l, "math.absf", lim);
  Value *lim_inf = cmpf(&l, CMPF_OEQ, lim_abs, inf);
  Value *dividend_inf = bool2(&l, "arith.ori", lre_inf, lim_inf);
  Value *case2 = bool2(&l, "arith.andi", dividend_inf, divisor_finite);
  Value *one = float_constant(&l, 1.0);
  Value *lre_unit = unit_if(&l, lre_inf, one, zero, lre);
  Value *lim_unit = unit_if(&l, lim_inf, one, zero, lim);
  Value *t1 = arith2(&l, "arith.mulf", lre_unit, rre, true);
  Value *t2 = arith2(&l, "arith.mulf", lim_unit, rim, true);
  Value *sum2 = arith2(&l, "arith.addf", t1, t2, true);
  Value *re_c2 = arith2(&l, "arith.mulf", inf, sum2, true);
  Value *t3 = arith2(&l, "arith.mulf", lre_unit, rim, true);
  Value *t4 = arith2(&l, "arith.mulf", lim_unit, rre, true);
  Value *diff2 = arith2(&l, "arith.subf", t4, t3, true);
  Value *im_c2 = arith2(&l, "arith.mulf", inf, diff2, true);
  /* Case 3: a finite dividend, an infinite divisor. */
  Value *lre_finite = cmpf(&l, CMPF_ONE, lre_abs, inf);
  Value *lim_finite = cmpf(&l, CMPF_ONE, lim_abs, inf);
  Value *dividend_finite = bool2(&l, "arith.andi", lre_finite, lim_finite);
  Value *rre_inf = cmpf(&l, CMPF_OEQ, rre_abs, inf);
  Value *rim_inf = cmpf(&l, CMPF_OEQ, rim_abs, inf);
  Value *divisor_inf = bool2(&l, "arith.ori", rre_inf, rim_inf);
  Value *case3 = bool2(&l, "arith.andi", dividend_finite, divisor_inf);
  Value *rre_unit = unit_if(&l, rre_inf, one, zero, rre);
  Value *rim_unit = unit_if(&l, rim_inf, one, zero, rim);
  Value *t5 = arith2(&l, "arith.mulf", lre, rre_unit, true);
  Value *t6 = arith2(&l, "arith.mulf", lim, rim_unit, true);
  Value *sum3 = arith2(&l, "arith.addf", t5, t6, true);
  Value *re_c3 = arith2(&l, "arith.mulf", zero, sum3, true);
  Value *t7 = arith2(&l, "arith.mulf", lim, rre_unit, true);
  Value *t8 = arith2(&l, "arith.mulf", lre, rim_unit, true);
  Value *diff3 = arith2(&l, "arith.subf", t7, t8, true);
  Value *im_c3 = arith2(&l, "arith.mulf", zero, diff3, true);
  /* The choice, then the special cases where both parts are NaN. */
  Value *re_smaller = cmpf(&l, CMPF_OLT, rre_abs, rim_abs);
  Value *re = select_part(&l, re_smaller, re1, re2);
  Value *im = select_part(&l, re_smaller, im1, im2);
  Value *re3 = select_part(&l, case3, re_c3, re);
  Value *im3 = select_part(&l, case3, im_c3, im);
  Value *re2c = select_part(&l, case2, re_c2, re3);
  Value *im2c = select_part(&l, case2, im_c2, im3);
  Value *re1c = select_part(&l, case1, re_c1, re2c);
  Value *im1c = select_part(&l, case1, im_c1, im2c);
  Value *re_nan = cmpf(&l, CMPF_UNO, re, zero);
  Value *im_nan = cmpf(&l, CMPF_UNO, im, zero);
  Value *both_nan = bool2(&l, "arith.andi", re_nan, im_nan);
  Value *res_re = select_part(&l, both_nan, re1c, re);
  Value *res_im = select_part(&l, both_nan, im1c, im);
  return finish_create(&l, res_re, res_im);
}

/* ---- the pass ------------------------------------------------------------------------------- */

#define LOWERING(NAME, FN)                                                                                  \
  { .root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN }

static const ConvPattern PATTERNS[] = {
    LOWERING("complex.add", lower_add_sub),   LOWERING("complex.sub", lower_add_sub),
    LOWERING("complex.mul", lower_mul),       LOWERING("complex.neg", lower_neg_conj),
    LOWERING("complex.conj", lower_neg_conj), LOWERING("complex.eq", lower_eq_neq),
    LOWERING("complex.neq", lower_eq_neq),    LOWERING("complex.angle", lower_angle),
    LOWERING("complex.exp", lower_exp),       LOWERING("complex.cos", lower_cos_sin),
    LOWERING("complex.sin", lower_cos_sin),   LOWERING("complex.abs", lower_abs),
    LOWERING("complex.sign", lower_sign),     LOWERING("complex.log", lower_log),
    LOWERING("complex.tanh", lower_tanh),     LOWERING("complex.log1p", lower_log1p),
};
enum { NUM_PATTERNS = sizeof PATTERNS / sizeof *PATTERNS };

/* complex.div by complex-range: improved, basic, none. */
static const ConvPattern DIV_PATTERNS[] = {
    LOWERING("complex.div", lower_div_smith),
    LOWERING("complex.div", lower_div_algebraic),
    LOWERING("complex.div", lower_div_algebraic),
};
enum { RANGE_OPTION };

static const char *const LEGAL_OPS[] = {"complex.create", "complex.constant", "complex.re", "complex.im"};

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  bool ok = ct_set_dialect_action(target, "arith", LEGAL_LEGAL) && ct_set_dialect_action(target, "math", LEGAL_LEGAL);
  for (size_t i = 0; ok && i < sizeof LEGAL_OPS / sizeof *LEGAL_OPS; i++)
    ok = ct_set_op_action(target, LEGAL_OPS[i], LEGAL_LEGAL);
  const ConvPattern *list[NUM_PATTERNS + 1];
  for (size_t i = 0; i < NUM_PATTERNS; i++) list[i] = &PATTERNS[i];
  int64_t range = pass_opt_int(p, RANGE_OPTION);
  list[NUM_PATTERNS] = &DIV_PATTERNS[range >= 0 && range < 3 ? range : 0];
  ConvPatternSet set = {list, NUM_PATTERNS + 1};
  ConversionConfig config;
  conversion_config_default(&config);
  ok = ok && apply_partial_conversion(root, target, &set, &config);
  ct_destroy(target);
  return ok;
}

/* Only complex.div reads it. */
static const char *const COMPLEX_RANGE[] = {"improved", "basic", "none", NULL};

static const PassOptionDef OPTIONS[] = {
    {"complex-range", "Control the intermediate calculation of complex number division", OPT_ENUM, "improved",
     COMPLEX_RANGE},
};

const PassInfo COMPLEX_TO_STANDARD_PASS = {
    .argument = "convert-complex-to-standard",
    .display = "ConvertComplexToStandardPass",
    .description = "Convert Complex dialect to standard dialect",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
