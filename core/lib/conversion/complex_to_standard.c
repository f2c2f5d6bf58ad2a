/* complex_to_standard.c: the convert-complex-to-standard pass: upstream's
 * ComplexToStandard patterns under a partial conversion in which arith,
 * math and complex.create/constant/re/im are legal. Each lowering takes
 * the parts of its operands with complex.re and complex.im and computes on
 * them in upstream's order, carrying the op's fastmath flags where
 * upstream does; complex.div by the complex-range option (Smith's
 * algorithm or the algebraic formula). abs, sqrt, rsqrt, expm1, pow,
 * powi and atan2 are in complex_roots.c. complex.bitcast has no lowering,
 * as upstream's. */
#include "complex_lowering.h"
#include "../dialects/llvm/llvm.h"
#include "../ods/ods.h"

#include <math.h>

/* The LLVM ops a lowering for convert-complex-to-llvm builds in place of
 * the arith and math ones (the division shares its steps). */
static const char *const LLVM_NAMES[][2] = {
    {"arith.addf", "llvm.fadd"},         {"arith.subf", "llvm.fsub"},          {"arith.mulf", "llvm.fmul"},
    {"arith.divf", "llvm.fdiv"},         {"arith.andi", "llvm.and"},           {"arith.ori", "llvm.or"},
    {"arith.select", "llvm.select"},     {"arith.cmpf", "llvm.fcmp"},          {"arith.constant", "llvm.mlir.constant"},
    {"math.absf", "llvm.intr.fabs"},     {"math.copysign", "llvm.intr.copysign"},
};

static const char *op_name(const Lowering *l, const char *name) {
  if (!l->llvm) return name;
  for (size_t i = 0; i < sizeof LLVM_NAMES / sizeof *LLVM_NAMES; i++)
    if (strcmp(LLVM_NAMES[i][0], name) == 0) return LLVM_NAMES[i][1];
  return name;
}





bool cx_begin(Lowering *l, Rewriter *rw, Operation *op) {
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

Value *cx_part(Lowering *l, const char *name, Value *v) {
  if (!v) return NULL;
  return result_of(rw_build(l->rw, name, l->op->loc, 1, &v, 1, &l->elem, 0, NULL));
}

/* A binary arith op on the parts, with the op's fastmath flags when
 * `fast` (a null flags attribute is skipped). */
Value *cx_arith2(Lowering *l, const char *name, Value *a, Value *b, bool fast) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(l->rw, op_name(l, name), l->op->loc, 2, ops, 1, &l->elem, fast ? 1 : 0, &l->fastmath));
}

Value *cx_negf(Lowering *l, Value *a) {
  return a ? result_of(rw_build(l->rw, "arith.negf", l->op->loc, 1, &a, 1, &l->elem, 0, NULL)) : NULL;
}

bool cx_finish_create(Lowering *l, Value *re, Value *im) {
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
  if (!a || !b || !cx_begin(&l, rw, op)) return false;
  const char *name = op_is(op, "complex.add") ? "arith.addf" : "arith.subf";
  Value *are = cx_part(&l, "complex.re", a);
  Value *bre = cx_part(&l, "complex.re", b);
  Value *re = cx_arith2(&l, name, are, bre, true);
  Value *aim = cx_part(&l, "complex.im", a);
  Value *bim = cx_part(&l, "complex.im", b);
  Value *im = cx_arith2(&l, name, aim, bim, true);
  return cx_finish_create(&l, re, im);
}

/* mul: (ac - bd) + (bc + ad)i. */
static bool lower_mul(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !cx_begin(&l, rw, op)) return false;
  Value *lre = cx_part(&l, "complex.re", a);
  Value *lim = cx_part(&l, "complex.im", a);
  Value *rre = cx_part(&l, "complex.re", b);
  Value *rim = cx_part(&l, "complex.im", b);
  Value *ac = cx_arith2(&l, "arith.mulf", lre, rre, true);
  Value *bd = cx_arith2(&l, "arith.mulf", lim, rim, true);
  Value *re = cx_arith2(&l, "arith.subf", ac, bd, true);
  Value *bc = cx_arith2(&l, "arith.mulf", lim, rre, true);
  Value *ad = cx_arith2(&l, "arith.mulf", lre, rim, true);
  Value *im = cx_arith2(&l, "arith.addf", bc, ad, true);
  return cx_finish_create(&l, re, im);
}

/* neg: both parts negated; conj: the imaginary part (no fastmath flags). */
static bool lower_neg_conj(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  if (op_is(op, "complex.neg")) {
    Value *nre = cx_negf(&l, re);
    Value *nim = cx_negf(&l, im);
    return cx_finish_create(&l, nre, nim);
  }
  Value *nim = cx_negf(&l, im);
  return cx_finish_create(&l, re, nim);
}

Value *cx_float_constant(Lowering *l, double v) {
  Context *ctx = l->rw->ctx;
  NamedAttr a = named(ctx, "value", attr_float_double(ctx, l->elem, v));
  return result_of(rw_build(l->rw, op_name(l, "arith.constant"), l->op->loc, 0, NULL, 1, &l->elem, 1, &a));
}

Value *cx_math1(Lowering *l, const char *name, Value *a) {
  return a ? result_of(rw_build(l->rw, op_name(l, name), l->op->loc, 1, &a, 1, &l->elem, 1, &l->fastmath)) : NULL;
}

Value *cx_cmpf_oeq(Lowering *l, Value *a, Value *b, bool fast) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_OEQ)), l->fastmath};
  return result_of(rw_build(l->rw, "arith.cmpf", l->op->loc, 2, ops, 1, &ctx->t_i1, fast ? 2 : 1, attrs));
}

Value *cx_select_part(Lowering *l, Value *c, Value *t, Value *f) {
  if (!c || !t || !f) return NULL;
  Value *ops[3] = {c, t, f};
  return result_of(rw_build(l->rw, op_name(l, "arith.select"), l->op->loc, 3, ops, 1, &l->elem, 0, NULL));
}

/* exp: e^re (cos im + i sin im); where e^re overflows, e^(re/2) is used
 * twice, and an imaginary part of zero stays zero. */
static bool lower_exp(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *zero = cx_float_constant(&l, 0.0);
  Value *half = cx_float_constant(&l, 0.5);
  Value *inf = cx_float_constant(&l, INFINITY);
  Value *exp_re = cx_math1(&l, "math.exp", re);
  Value *half_re = cx_arith2(&l, "arith.mulf", re, half, true);
  Value *exp_half_re = cx_math1(&l, "math.exp", half_re);
  Value *cos_im = cx_math1(&l, "math.cos", im);
  Value *sin_im = cx_math1(&l, "math.sin", im);
  Value *is_inf = cx_cmpf_oeq(&l, exp_re, inf, true);
  Value *im_is_zero = cx_cmpf_oeq(&l, im, zero, false);
  Value *re_normal = cx_arith2(&l, "arith.mulf", exp_re, cos_im, true);
  Value *re_half = cx_arith2(&l, "arith.mulf", exp_half_re, cos_im, true);
  Value *re_overflow = cx_arith2(&l, "arith.mulf", re_half, exp_half_re, true);
  Value *res_re = cx_select_part(&l, is_inf, re_overflow, re_normal);
  Value *im_normal = cx_arith2(&l, "arith.mulf", exp_re, sin_im, true);
  Value *im_half = cx_arith2(&l, "arith.mulf", exp_half_re, sin_im, true);
  Value *im_overflow = cx_arith2(&l, "arith.mulf", im_half, exp_half_re, true);
  Value *partial_im = cx_select_part(&l, is_inf, im_overflow, im_normal);
  Value *res_im = cx_select_part(&l, im_is_zero, zero, partial_im);
  return cx_finish_create(&l, res_re, res_im);
}

/* cos and sin: from e^-im and e^im halved (cosh and sinh of im) and the
 * cosine and sine of re. */
static bool lower_cos_sin(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *half = cx_float_constant(&l, 0.5);
  Value *e = cx_math1(&l, "math.exp", im);
  Value *scaled = cx_arith2(&l, "arith.mulf", half, e, true);
  Value *reciprocal = cx_arith2(&l, "arith.divf", half, e, true);
  Value *sin_re = cx_math1(&l, "math.sin", re);
  Value *cos_re = cx_math1(&l, "math.cos", re);
  bool cos = op_is(op, "complex.cos");
  Value *first = cos ? reciprocal : scaled, *second = cos ? scaled : reciprocal;
  Value *sum = cx_arith2(&l, "arith.addf", first, second, true);
  Value *res_re = cx_arith2(&l, "arith.mulf", sum, cos ? cos_re : sin_re, true);
  Value *diff = cx_arith2(&l, "arith.subf", first, second, true);
  Value *res_im = cx_arith2(&l, "arith.mulf", diff, cos ? sin_re : cos_re, true);
  return cx_finish_create(&l, res_re, res_im);
}

/* A float op (one or two operands) with the flags that keep NaNs and
 * infinities. */
Value *cx_nan_inf2(Lowering *l, const char *name, Value *a, Value *b) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(l->rw, name, l->op->loc, 2, ops, 1, &l->elem, 1, &l->fastmath_nan_inf));
}

Value *cx_nan_inf1(Lowering *l, const char *name, Value *a) {
  return a ? result_of(rw_build(l->rw, name, l->op->loc, 1, &a, 1, &l->elem, 1, &l->fastmath_nan_inf)) : NULL;
}

Value *cx_cmpf_uno(Lowering *l, Value *a) {
  Context *ctx = l->rw->ctx;
  if (!a) return NULL;
  Value *ops[2] = {a, a};
  NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_UNO)), l->fastmath_nan_inf};
  return result_of(rw_build(l->rw, "arith.cmpf", l->op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
}

/* sign: the value itself when zero, else divided by its abs (a
 * complex.abs, lowered in turn). */
static bool lower_sign(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *zero = cx_float_constant(&l, 0.0);
  Value *re_zero = cx_cmpf_oeq(&l, re, zero, false);
  Value *im_zero = cx_cmpf_oeq(&l, im, zero, false);
  if (!re_zero || !im_zero) return false;
  Value *both[2] = {re_zero, im_zero};
  Value *is_zero = result_of(rw_build(rw, "arith.andi", op->loc, 2, both, 1, &ctx->t_i1, 0, NULL));
  Value *abs = is_zero ? result_of(rw_build(rw, "complex.abs", op->loc, 1, &a, 1, &l.elem, 1, &l.fastmath)) : NULL;
  Value *re_sign = cx_arith2(&l, "arith.divf", re, abs, true);
  Value *im_sign = cx_arith2(&l, "arith.divf", im, abs, true);
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
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *abs = result_of(rw_build(rw, "complex.abs", op->loc, 1, &a, 1, &l.elem, 1, &l.fastmath));
  Value *res_re = cx_math1(&l, "math.log", abs);
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *res_im = cx_arith2(&l, "math.atan2", im, re, true);
  return cx_finish_create(&l, res_re, res_im);
}

Value *cx_bool2(Lowering *l, const char *name, Value *a, Value *b) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(l->rw, op_name(l, name), l->op->loc, 2, ops, 1, &ctx->t_i1, 0, NULL));
}

/* tanh: (e^2re - e^-2re + 4 cos im sin im i) / (e^2re + e^-2re - 2 +
 * 4 cos^2 im), with the limits upstream takes for infinite and NaN
 * parts. */
static bool lower_tanh(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *neg_one = cx_float_constant(&l, -1.0);
  bool tan = op_is(op, "complex.tan");
  if (tan) { /* tan(x + yi) = -i tanh(-y + xi) */
    Value *x = re;
    re = cx_arith2(&l, "arith.mulf", im, neg_one, true);
    im = x;
  }
  Value *inf = cx_float_constant(&l, INFINITY);
  Value *four = cx_float_constant(&l, 4.0);
  Value *two_re = cx_arith2(&l, "arith.addf", re, re, true);
  Value *neg_two_re = cx_arith2(&l, "arith.mulf", neg_one, two_re, true);
  Value *exp_m1 = cx_math1(&l, "math.expm1", two_re);
  Value *exp_neg_m1 = cx_math1(&l, "math.expm1", neg_two_re);
  Value *re_num = cx_arith2(&l, "arith.subf", exp_m1, exp_neg_m1, true);
  Value *cos_im = cx_math1(&l, "math.cos", im);
  Value *cos_sq = cx_arith2(&l, "arith.mulf", cos_im, cos_im, true);
  Value *four_cos_sq = cx_arith2(&l, "arith.mulf", cos_sq, four, true);
  Value *sin_im = cx_math1(&l, "math.sin", im);
  Value *cos_sin = cx_arith2(&l, "arith.mulf", cos_im, sin_im, true);
  Value *im_num = cx_arith2(&l, "arith.mulf", four, cos_sin, true);
  Value *exp_sum = cx_arith2(&l, "arith.addf", exp_m1, exp_neg_m1, true);
  Value *denom = cx_arith2(&l, "arith.addf", exp_sum, four_cos_sq, true);
  Value *is_inf = cx_cmpf_oeq(&l, exp_sum, inf, true);
  Value *re_limit = cx_arith2(&l, "math.copysign", neg_one, re, true);
  Value *re_quot = cx_arith2(&l, "arith.divf", re_num, denom, true);
  Value *res_re = cx_select_part(&l, is_inf, re_limit, re_quot);
  Value *res_im = cx_arith2(&l, "arith.divf", im_num, denom, true);
  /* The limits for infinite and NaN parts, unless the flags promise
   * neither. */
  uint64_t fm = enum_value(l.fastmath.value);
  if ((fm & (FASTMATH_NNAN | FASTMATH_NINF)) != (FASTMATH_NNAN | FASTMATH_NINF)) {
    Value *abs_re = cx_math1(&l, "math.absf", re);
    Value *zero = cx_float_constant(&l, 0.0);
    Value *nan = cx_float_constant(&l, NAN);
    Value *abs_re_inf = cx_cmpf_oeq(&l, abs_re, inf, true);
    Value *im_zero = cx_cmpf_oeq(&l, im, zero, true);
    NamedAttr t = named(ctx, "value", attr_bool(ctx, true));
    Value *yes = im_zero ? result_of(rw_build(rw, "arith.constant", op->loc, 0, NULL, 1, &ctx->t_i1, 1, &t)) : NULL;
    Value *abs_re_finite = cx_bool2(&l, "arith.xori", abs_re_inf, yes);
    Value *im_num_nan = NULL;
    if (im_num) {
      Value *ops[2] = {im_num, im_num};
      NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_UNO)), l.fastmath};
      im_num_nan = result_of(rw_build(rw, "arith.cmpf", op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
    }
    Value *re_is_nan = cx_bool2(&l, "arith.andi", im_num_nan, abs_re_finite);
    Value *inf_and_nan = cx_bool2(&l, "arith.andi", abs_re_inf, im_num_nan);
    Value *im_is_zero = cx_bool2(&l, "arith.ori", im_zero, inf_and_nan);
    res_re = cx_select_part(&l, re_is_nan, nan, res_re);
    res_im = cx_select_part(&l, im_is_zero, zero, res_im);
  }
  if (tan) {
    Value *x = res_re;
    res_re = res_im;
    res_im = cx_arith2(&l, "arith.mulf", x, neg_one, true);
  }
  return cx_finish_create(&l, res_re, res_im);
}

/* log1p: log(|1 + z|) computed as log1p of the larger magnitude minus
 * one plus half log1p of the squared ratio, and atan2(im, 1 + re). */
static bool lower_log1p(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0);
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *half = cx_float_constant(&l, 0.5);
  Value *one = cx_float_constant(&l, 1.0);
  Value *re_one = cx_arith2(&l, "arith.addf", re, one, true);
  Value *abs_re_one = cx_math1(&l, "math.absf", re_one);
  Value *abs_im = cx_math1(&l, "math.absf", im);
  Value *max = cx_arith2(&l, "arith.maximumf", abs_re_one, abs_im, true);
  Value *min = cx_arith2(&l, "arith.minimumf", abs_re_one, abs_im, true);
  Value *use_re = NULL;
  if (re_one && abs_im) {
    Value *ops[2] = {re_one, abs_im};
    NamedAttr attrs[2] = {named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPF_OGT)), l.fastmath};
    use_re = result_of(rw_build(rw, "arith.cmpf", op->loc, 2, ops, 1, &ctx->t_i1, 2, attrs));
  }
  Value *max_minus_one = cx_arith2(&l, "arith.subf", max, one, true);
  Value *chosen = cx_select_part(&l, use_re, re, max_minus_one);
  Value *ratio = cx_nan_inf2(&l, "arith.divf", min, max);
  Value *log_max = cx_math1(&l, "math.log1p", chosen);
  Value *ratio_sq = cx_nan_inf2(&l, "arith.mulf", ratio, ratio);
  Value *log_ratio = cx_nan_inf1(&l, "math.log1p", ratio_sq);
  Value *half_log = cx_nan_inf2(&l, "arith.mulf", half, log_ratio);
  Value *r = cx_nan_inf2(&l, "arith.addf", half_log, log_max);
  Value *r_is_nan = cx_cmpf_uno(&l, r);
  Value *res_re = cx_select_part(&l, r_is_nan, min, r);
  Value *res_im = cx_arith2(&l, "math.atan2", im, re_one, true);
  return cx_finish_create(&l, res_re, res_im);
}

/* eq: both parts oeq, and-ed; neq: either part une, or-ed. */
static bool lower_eq_neq(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !cx_begin(&l, rw, op)) return false;
  bool eq = op_is(op, "complex.eq");
  Value *parts[4];
  parts[0] = cx_part(&l, "complex.re", a);
  parts[1] = cx_part(&l, "complex.im", a);
  parts[2] = cx_part(&l, "complex.re", b);
  parts[3] = cx_part(&l, "complex.im", b);
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
  if (!a || !cx_begin(&l, rw, op)) return false;
  Value *re = cx_part(&l, "complex.re", a);
  Value *im = cx_part(&l, "complex.im", a);
  Value *r = cx_arith2(&l, "math.atan2", im, re, true);
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

/* ---- div ------------------------------------------------------------------------------------ */

/* An arith.cmpf without fastmath flags. */
Value *cx_cmpf(Lowering *l, int64_t pred, Value *a, Value *b) {
  Context *ctx = l->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  /* LLVM's fcmp predicates have arith's numbers. */
  NamedAttr p = named(ctx, "predicate", l->llvm ? llvm_i64_attr(ctx, pred) : attr_integer(ctx, ctx->t_i64, pred));
  return result_of(rw_build(l->rw, op_name(l, "arith.cmpf"), l->op->loc, 2, ops, 1, &ctx->t_i1, 1, &p));
}

Value *cx_copy_sign(Lowering *l, Value *mag, Value *sign) { return cx_arith2(l, "math.copysign", mag, sign, false); }

/* complex-range=basic or none: ((ac + bd) + (bc - ad)i) / (c^2 + d^2). */
void cx_div_algebraic(Lowering *l, Value *lre, Value *lim, Value *rre, Value *rim, Value **re, Value **im) {
  Value *rre_sq = cx_arith2(l, "arith.mulf", rre, rre, true);
  Value *rim_sq = cx_arith2(l, "arith.mulf", rim, rim, true);
  Value *norm = cx_arith2(l, "arith.addf", rre_sq, rim_sq, true);
  Value *ac = cx_arith2(l, "arith.mulf", lre, rre, true);
  Value *bd = cx_arith2(l, "arith.mulf", lim, rim, true);
  Value *re_num = cx_arith2(l, "arith.addf", ac, bd, true);
  Value *bc = cx_arith2(l, "arith.mulf", lim, rre, true);
  Value *ad = cx_arith2(l, "arith.mulf", lre, rim, true);
  Value *im_num = cx_arith2(l, "arith.subf", bc, ad, true);
  *re = cx_arith2(l, "arith.divf", re_num, norm, true);
  *im = cx_arith2(l, "arith.divf", im_num, norm, true);
}

/* The parts of a complex.div's operands, divided by `divide`. */
static bool lower_div_with(Rewriter *rw, Operation *op, const ConvOperands *o,
                           void (*divide)(Lowering *, Value *, Value *, Value *, Value *, Value **, Value **)) {
  Lowering l;
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b || !cx_begin(&l, rw, op)) return false;
  Value *lre = cx_part(&l, "complex.re", a), *lim = cx_part(&l, "complex.im", a);
  Value *rre = cx_part(&l, "complex.re", b), *rim = cx_part(&l, "complex.im", b);
  if (!lre || !lim || !rre || !rim) return false;
  Value *re = NULL, *im = NULL;
  divide(&l, lre, lim, rre, rim, &re, &im);
  return cx_finish_create(&l, re, im);
}

static bool lower_div_algebraic(Rewriter *rw, Operation *op, const ConvOperands *o) {
  return lower_div_with(rw, op, o, cx_div_algebraic);
}

/* One of Smith's two quotients: with r = num_part / other (c/d or d/c),
 * ((a r + b) + (b r - a)i) / (d + r c) and the mirrored form. */
static void smith_quotient(Lowering *l, Value *lre, Value *lim, Value *num, Value *den, bool real_over_imag,
                           Value **re, Value **im) {
  Value *ratio = cx_arith2(l, "arith.divf", num, den, true);
  Value *scaled = cx_arith2(l, "arith.mulf", ratio, num, true);
  Value *denom = cx_arith2(l, "arith.addf", den, scaled, true);
  if (real_over_imag) {
    Value *a_r = cx_arith2(l, "arith.mulf", lre, ratio, true);
    Value *re_num = cx_arith2(l, "arith.addf", a_r, lim, true);
    *re = cx_arith2(l, "arith.divf", re_num, denom, true);
    Value *b_r = cx_arith2(l, "arith.mulf", lim, ratio, true);
    Value *im_num = cx_arith2(l, "arith.subf", b_r, lre, true);
    *im = cx_arith2(l, "arith.divf", im_num, denom, true);
  } else {
    Value *b_r = cx_arith2(l, "arith.mulf", lim, ratio, true);
    Value *re_num = cx_arith2(l, "arith.addf", lre, b_r, true);
    *re = cx_arith2(l, "arith.divf", re_num, denom, true);
    Value *a_r = cx_arith2(l, "arith.mulf", lre, ratio, true);
    Value *im_num = cx_arith2(l, "arith.subf", lim, a_r, true);
    *im = cx_arith2(l, "arith.divf", im_num, denom, true);
  }
}

/* The +-1 (or 0) with the sign of `v` where `is_inf`, for the infinite
 * cases. */
static Value *unit_if(Lowering *l, Value *is_inf, Value *one, Value *zero, Value *v) {
  return cx_copy_sign(l, cx_select_part(l, is_inf, one, zero), v);
}

/* complex-range=improved: Smith's algorithm, the quotient chosen by which
 * part of the divisor is larger in magnitude, and where it is NaN in both
 * parts the limits for a zero divisor, an infinite dividend or an
 * infinite divisor. */
void cx_div_smith(Lowering *l, Value *lre, Value *lim, Value *rre, Value *rim, Value **res_re, Value **res_im) {
  Value *re1, *im1, *re2, *im2;
  smith_quotient(l, lre, lim, rre, rim, true, &re1, &im1);
  smith_quotient(l, lre, lim, rim, rre, false, &re2, &im2);
  /* Case 1: a zero divisor and a dividend with at most one NaN part. */
  Value *zero = cx_float_constant(l, 0.0);
  Value *rre_abs = cx_math1(l, "math.absf", rre);
  Value *rre_zero = cx_cmpf(l, CMPF_OEQ, rre_abs, zero);
  Value *rim_abs = cx_math1(l, "math.absf", rim);
  Value *rim_zero = cx_cmpf(l, CMPF_OEQ, rim_abs, zero);
  Value *lre_ord = cx_cmpf(l, CMPF_ORD, lre, zero);
  Value *lim_ord = cx_cmpf(l, CMPF_ORD, lim, zero);
  Value *some_ord = cx_bool2(l, "arith.ori", lre_ord, lim_ord);
  Value *divisor_zero = cx_bool2(l, "arith.andi", rre_zero, rim_zero);
  Value *case1 = cx_bool2(l, "arith.andi", some_ord, divisor_zero);
  Value *inf = cx_float_constant(l, INFINITY);
  Value *signed_inf = cx_copy_sign(l, inf, rre);
  Value *re_c1 = cx_arith2(l, "arith.mulf", signed_inf, lre, true);
  Value *im_c1 = cx_arith2(l, "arith.mulf", signed_inf, lim, true);
  /* Case 2: an infinite dividend, a finite divisor. */
  Value *rre_finite = cx_cmpf(l, CMPF_ONE, rre_abs, inf);
  Value *rim_finite = cx_cmpf(l, CMPF_ONE, rim_abs, inf);
  Value *divisor_finite = cx_bool2(l, "arith.andi", rre_finite, rim_finite);
  Value *lre_abs = cx_math1(l, "math.absf", lre);
  Value *lre_inf = cx_cmpf(l, CMPF_OEQ, lre_abs, inf);
  Value *lim_abs = cx_math1(l, "math.absf", lim);
  Value *lim_inf = cx_cmpf(l, CMPF_OEQ, lim_abs, inf);
  Value *dividend_inf = cx_bool2(l, "arith.ori", lre_inf, lim_inf);
  Value *case2 = cx_bool2(l, "arith.andi", dividend_inf, divisor_finite);
  Value *one = cx_float_constant(l, 1.0);
  Value *lre_unit = unit_if(l, lre_inf, one, zero, lre);
  Value *lim_unit = unit_if(l, lim_inf, one, zero, lim);
  Value *t1 = cx_arith2(l, "arith.mulf", lre_unit, rre, true);
  Value *t2 = cx_arith2(l, "arith.mulf", lim_unit, rim, true);
  Value *sum2 = cx_arith2(l, "arith.addf", t1, t2, true);
  Value *re_c2 = cx_arith2(l, "arith.mulf", inf, sum2, true);
  Value *t3 = cx_arith2(l, "arith.mulf", lre_unit, rim, true);
  Value *t4 = cx_arith2(l, "arith.mulf", lim_unit, rre, true);
  Value *diff2 = cx_arith2(l, "arith.subf", t4, t3, true);
  Value *im_c2 = cx_arith2(l, "arith.mulf", inf, diff2, true);
  /* Case 3: a finite dividend, an infinite divisor. */
  Value *lre_finite = cx_cmpf(l, CMPF_ONE, lre_abs, inf);
  Value *lim_finite = cx_cmpf(l, CMPF_ONE, lim_abs, inf);
  Value *dividend_finite = cx_bool2(l, "arith.andi", lre_finite, lim_finite);
  Value *rre_inf = cx_cmpf(l, CMPF_OEQ, rre_abs, inf);
  Value *rim_inf = cx_cmpf(l, CMPF_OEQ, rim_abs, inf);
  Value *divisor_inf = cx_bool2(l, "arith.ori", rre_inf, rim_inf);
  Value *case3 = cx_bool2(l, "arith.andi", dividend_finite, divisor_inf);
  Value *rre_unit = unit_if(l, rre_inf, one, zero, rre);
  Value *rim_unit = unit_if(l, rim_inf, one, zero, rim);
  Value *t5 = cx_arith2(l, "arith.mulf", lre, rre_unit, true);
  Value *t6 = cx_arith2(l, "arith.mulf", lim, rim_unit, true);
  Value *sum3 = cx_arith2(l, "arith.addf", t5, t6, true);
  Value *re_c3 = cx_arith2(l, "arith.mulf", zero, sum3, true);
  Value *t7 = cx_arith2(l, "arith.mulf", lim, rre_unit, true);
  Value *t8 = cx_arith2(l, "arith.mulf", lre, rim_unit, true);
  Value *diff3 = cx_arith2(l, "arith.subf", t7, t8, true);
  Value *im_c3 = cx_arith2(l, "arith.mulf", zero, diff3, true);
  /* The choice, then the special cases where both parts are NaN. */
  Value *re_smaller = cx_cmpf(l, CMPF_OLT, rre_abs, rim_abs);
  Value *re = cx_select_part(l, re_smaller, re1, re2);
  Value *im = cx_select_part(l, re_smaller, im1, im2);
  Value *re3 = cx_select_part(l, case3, re_c3, re);
  Value *im3 = cx_select_part(l, case3, im_c3, im);
  Value *re2c = cx_select_part(l, case2, re_c2, re3);
  Value *im2c = cx_select_part(l, case2, im_c2, im3);
  Value *re1c = cx_select_part(l, case1, re_c1, re2c);
  Value *im1c = cx_select_part(l, case1, im_c1, im2c);
  Value *re_nan = cx_cmpf(l, CMPF_UNO, re, zero);
  Value *im_nan = cx_cmpf(l, CMPF_UNO, im, zero);
  Value *both_nan = cx_bool2(l, "arith.andi", re_nan, im_nan);
  *res_re = cx_select_part(l, both_nan, re1c, re);
  *res_im = cx_select_part(l, both_nan, im1c, im);
}

static bool lower_div_smith(Rewriter *rw, Operation *op, const ConvOperands *o) {
  return lower_div_with(rw, op, o, cx_div_smith);
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
    LOWERING("complex.sin", lower_cos_sin),    LOWERING("complex.tan", lower_tanh),
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
/* Room for the patterns of complex_roots.c. */
enum { MAX_ROOT_PATTERNS = 16 };

static const char *const LEGAL_OPS[] = {"complex.create", "complex.constant", "complex.re", "complex.im"};

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  bool ok = ct_set_dialect_action(target, "arith", LEGAL_LEGAL) && ct_set_dialect_action(target, "math", LEGAL_LEGAL);
  for (size_t i = 0; ok && i < sizeof LEGAL_OPS / sizeof *LEGAL_OPS; i++)
    ok = ct_set_op_action(target, LEGAL_OPS[i], LEGAL_LEGAL);
  const ConvPattern *list[NUM_PATTERNS + MAX_ROOT_PATTERNS + 1];
  size_t n = 0;
  for (size_t i = 0; i < NUM_PATTERNS; i++) list[n++] = &PATTERNS[i];
  for (size_t i = 0; i < NUM_COMPLEX_ROOT_PATTERNS && i < MAX_ROOT_PATTERNS; i++) list[n++] = &COMPLEX_ROOT_PATTERNS[i];
  int64_t range = pass_opt_int(p, RANGE_OPTION);
  list[n++] = &DIV_PATTERNS[range >= 0 && range < 3 ? range : 0];
  ConvPatternSet set = {list, n};
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
