/* complex_to_standard.c: the convert-complex-to-standard pass: upstream's
 * ComplexToStandard patterns under a partial conversion in which arith,
 * math and complex.create/constant/re/im are legal. Each lowering takes
 * the parts of its operands with complex.re and complex.im and computes on
 * them in upstream's order, carrying the op's fastmath flags where
 * upstream does. The ops with no lowering here yet (div,
 * expm1, pow, powi, sqrt, rsqrt, tan, bitcast) are left as they
 * are. */
#include "../transforms/transforms.h"
#include "../rewrite/conversion.h"
#include "../ods/ods.h"

#include <math.h>

enum { CMPF_OEQ = 1, CMPF_OGT = 2, CMPF_UNE = 13, CMPF_UNO = 14 };
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

static const char *const LEGAL_OPS[] = {"complex.create", "complex.constant", "complex.re", "complex.im"};

static bool run(Pass *p, Operation *root) {
  (void)p;
  Context *ctx = op_context(root);
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  bool ok = ct_set_dialect_action(target, "arith", LEGAL_LEGAL) && ct_set_dialect_action(target, "math", LEGAL_LEGAL);
  for (size_t i = 0; ok && i < sizeof LEGAL_OPS / sizeof *LEGAL_OPS; i++)
    ok = ct_set_op_action(target, LEGAL_OPS[i], LEGAL_LEGAL);
  const ConvPattern *list[NUM_PATTERNS];
  for (size_t i = 0; i < NUM_PATTERNS; i++) list[i] = &PATTERNS[i];
  ConvPatternSet set = {list, NUM_PATTERNS};
  ConversionConfig config;
  conversion_config_default(&config);
  ok = ok && apply_partial_conversion(root, target, &set, &config);
  ct_destroy(target);
  return ok;
}

/* Only complex.div reads it (not lowered yet); it is accepted as upstream's. */
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
