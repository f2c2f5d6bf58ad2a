/* math_fold.c: constant folding of the math dialect's scalar float and
 * integer ops, with libm computing in the op's precision (f32 in float). */
#include "fold_tables.h"

#include <math.h>

typedef double (*Unary)(double);
typedef float (*UnaryF)(float);

static const Attr *make_float(Context *ctx, const Type *t, double v) {
  if (t->kind == TK_F32) {
    float f = (float)v;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    return attr_float_bits(ctx, t, bits, 0);
  }
  return attr_float_double(ctx, t, v);
}

static bool unary(Operation *op, const Attr *const *c, FoldResult *out, Unary fd, UnaryF ff) {
  const Attr *a = c[0];
  const Type *t = op->results[0].type;
  if (!a || a->kind != AK_FLOAT || (t->kind != TK_F32 && t->kind != TK_F64)) return false;
  double v = attr_float_value(a);
  double r = t->kind == TK_F32 ? (double)ff((float)v) : fd(v);
  out[0].attr = make_float(op_context(op), t, r);
  return out[0].attr != NULL;
}

#define UNARY(name, d, f)                                                                 \
  static bool fold_##name(Operation *op, const Attr *const *c, FoldResult *out) {         \
    return unary(op, c, out, d, f);                                                       \
  }
UNARY(sqrt, sqrt, sqrtf)
UNARY(absf, fabs, fabsf)
UNARY(exp, exp, expf)
UNARY(exp2, exp2, exp2f)
UNARY(log, log, logf)
UNARY(log2, log2, log2f)
UNARY(log10, log10, log10f)
UNARY(sin, sin, sinf)
UNARY(cos, cos, cosf)
UNARY(tan, tan, tanf)
UNARY(tanh, tanh, tanhf)
UNARY(floor, floor, floorf)
UNARY(ceil, ceil, ceilf)
UNARY(round, round, roundf)
UNARY(roundeven, nearbyint, nearbyintf)
UNARY(trunc, trunc, truncf)
UNARY(atan, atan, atanf)
UNARY(erf, erf, erff)
UNARY(cbrt, cbrt, cbrtf)

static bool fold_copysign(Operation *op, const Attr *const *c, FoldResult *out) {
  const Type *t = op->results[0].type;
  if (!c[0] || !c[1] || c[0]->kind != AK_FLOAT || c[1]->kind != AK_FLOAT) return false;
  if (t->kind != TK_F32 && t->kind != TK_F64) return false;
  out[0].attr = make_float(op_context(op), t, copysign(attr_float_value(c[0]), attr_float_value(c[1])));
  return out[0].attr != NULL;
}

static bool fold_powf(Operation *op, const Attr *const *c, FoldResult *out) {
  const Type *t = op->results[0].type;
  if (!c[0] || !c[1] || c[0]->kind != AK_FLOAT || c[1]->kind != AK_FLOAT) return false;
  if (t->kind != TK_F32 && t->kind != TK_F64) return false;
  double a = attr_float_value(c[0]), b = attr_float_value(c[1]);
  double r = t->kind == TK_F32 ? (double)powf((float)a, (float)b) : pow(a, b);
  out[0].attr = make_float(op_context(op), t, r);
  return out[0].attr != NULL;
}

/* Integer bit counts on scalars up to 64 bits. */
static bool int_unary(Operation *op, const Attr *const *c, FoldResult *out, int which) {
  const Type *t = op->results[0].type;
  if (!c[0] || c[0]->kind != AK_INTEGER || t->kind != TK_INTEGER || type_int_width(t) > 64) return false;
  unsigned w = type_int_width(t);
  uint64_t v = c[0]->p[1], r = 0;
  if (which == 0) {
    r = (uint64_t)__builtin_popcountll(v);
  } else if (which == 1) {
    r = w;
    for (unsigned i = w; i-- > 0;)
      if ((v >> i) & 1) {
        r = w - 1 - i;
        break;
      }
  } else if (which == 2) {
    r = v ? (uint64_t)__builtin_ctzll(v) : w;
    if (r > w) r = w;
  } else {
    int64_t s = w < 64 ? (int64_t)((v ^ (1ULL << (w - 1))) - (1ULL << (w - 1))) : (int64_t)v;
    r = (uint64_t)(s < 0 ? -s : s);
  }
  out[0].attr = attr_integer(op_context(op), t, (int64_t)r);
  return out[0].attr != NULL;
}
static bool fold_ctpop(Operation *op, const Attr *const *c, FoldResult *out) { return int_unary(op, c, out, 0); }
static bool fold_ctlz(Operation *op, const Attr *const *c, FoldResult *out) { return int_unary(op, c, out, 1); }
static bool fold_cttz(Operation *op, const Attr *const *c, FoldResult *out) { return int_unary(op, c, out, 2); }
static bool fold_absi(Operation *op, const Attr *const *c, FoldResult *out) { return int_unary(op, c, out, 3); }

const FoldHook MATH_FOLDS[] = {
    {"math.sqrt", fold_sqrt},     {"math.absf", fold_absf},   {"math.exp", fold_exp},
    {"math.exp2", fold_exp2},     {"math.log", fold_log},     {"math.log2", fold_log2},
    {"math.log10", fold_log10},   {"math.sin", fold_sin},     {"math.cos", fold_cos},
    {"math.tan", fold_tan},       {"math.tanh", fold_tanh},   {"math.floor", fold_floor},
    {"math.ceil", fold_ceil},     {"math.round", fold_round}, {"math.roundeven", fold_roundeven},
    {"math.trunc", fold_trunc},   {"math.atan", fold_atan},   {"math.erf", fold_erf},
    {"math.cbrt", fold_cbrt},     {"math.copysign", fold_copysign},
    {"math.powf", fold_powf},     {"math.ctpop", fold_ctpop}, {"math.ctlz", fold_ctlz},
    {"math.cttz", fold_cttz},     {"math.absi", fold_absi},
    {NULL, NULL},
};
