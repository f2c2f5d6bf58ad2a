/* arith_fold.c: folders of the arith dialect (upstream's ArithOps.cpp fold
 * methods): identities (x + 0, x * 1, x - x, ...), cast chains, compares of
 * a value with itself, select on a constant condition, and constant folding
 * of scalar integers (up to 64 bits) and floats. Commutative ops move a
 * lone constant operand to the right, as the Commutative trait's folder. */
#include "rewrite.h"
#include "fold_tables.h"
#include "../ir/floats.h"

#include <math.h>

/* ---- scalar constants ---------------------------------------------------------- */

static unsigned int_width(const Type *t) {
  return t->kind == TK_INDEX ? 64 : t->kind == TK_INTEGER ? type_int_width(t) : 0;
}
static uint64_t mask_of(unsigned w) { return w >= 64 ? ~0ULL : (1ULL << w) - 1; }
static int64_t sext(uint64_t v, unsigned w) {
  if (w == 0) return 0;
  if (w >= 64) return (int64_t)v;
  uint64_t s = 1ULL << (w - 1);
  return (int64_t)(((v & mask_of(w)) ^ s) - s);
}

/* A scalar integer constant of width <= 64. */
static bool int_const(const Attr *a, uint64_t *v) {
  if (!a || a->kind != AK_INTEGER) return false;
  unsigned w = int_width(attr_get_type(a));
  if (!w || w > 64) return w == 0 ? false : false;
  *v = a->p[1];
  return true;
}

static const Attr *make_int(Context *ctx, const Type *t, uint64_t v) {
  unsigned w = int_width(t);
  uint64_t limb = v & mask_of(w);
  return attr_integer_limbs(ctx, t, &limb, 1);
}

static bool float_const(const Attr *a, double *v) {
  if (!a || a->kind != AK_FLOAT) return false;
  *v = attr_float_value(a);
  return true;
}

static const Attr *make_float(Context *ctx, const Type *t, double v) {
  if (t->kind == TK_F32) {
    float f = (float)v;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    return attr_float_bits(ctx, t, bits, 0);
  }
  return attr_float_double(ctx, t, v);
}

static bool is_int_value(const Attr *a, int64_t x) {
  uint64_t v;
  return int_const(a, &v) && sext(v, int_width(attr_get_type(a))) == x;
}
static bool is_all_ones(const Attr *a) {
  uint64_t v;
  return int_const(a, &v) && (v & mask_of(int_width(attr_get_type(a)))) == mask_of(int_width(attr_get_type(a)));
}

static Value *operand(Operation *op, unsigned i) { return op->operands[i].value; }
static Operation *def_of(Operation *op, unsigned i) { return value_defining_op(operand(op, i)); }
static bool def_is(Operation *op, unsigned i, const char *name) {
  Operation *d = def_of(op, i);
  return d && strcmp(d->name->name->str, name) == 0;
}
static const Type *res_type(Operation *op) { return op->results[0].type; }

#define RETURN_VALUE(v) do { out[0].value = (v); return true; } while (0)
#define RETURN_ATTR(a) do { const Attr *a_ = (a); if (!a_) return false; out[0].attr = a_; return true; } while (0)

/* The Commutative trait's folder: a constant lhs with a non-constant rhs
 * swaps (in place). */
static bool fold_commutative(Operation *op, const Attr *const *c) {
  if (op->num_operands != 2 || !c[0] || c[1]) return false;
  Value *l = operand(op, 0), *r = operand(op, 1);
  operand_set(&op->operands[0], r);
  operand_set(&op->operands[1], l);
  return true;
}

/* ---- integer binary ops -------------------------------------------------------- */

typedef bool (*IntOp)(uint64_t a, uint64_t b, unsigned w, uint64_t *r);

static bool op_add(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { (void)w; *r = a + b; return true; }
static bool op_sub(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { (void)w; *r = a - b; return true; }
static bool op_mul(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { (void)w; *r = a * b; return true; }
static bool op_and(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { (void)w; *r = a & b; return true; }
static bool op_or(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { (void)w; *r = a | b; return true; }
static bool op_xor(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { (void)w; *r = a ^ b; return true; }
static bool op_divui(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  b &= mask_of(w);
  if (!b) return false;
  *r = (a & mask_of(w)) / b;
  return true;
}
static bool op_remui(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  b &= mask_of(w);
  if (!b) return false;
  *r = (a & mask_of(w)) % b;
  return true;
}
static bool op_divsi(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  int64_t x = sext(a, w), y = sext(b, w);
  if (!y || (y == -1 && x == sext(1ULL << (w - 1), w))) return false;
  *r = (uint64_t)(x / y);
  return true;
}
static bool op_remsi(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  int64_t x = sext(a, w), y = sext(b, w);
  if (!y || (y == -1 && x == sext(1ULL << (w - 1), w))) return false;
  *r = (uint64_t)(x % y);
  return true;
}
static bool op_shli(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  if ((b & mask_of(w)) >= w) return false;
  *r = a << (b & 63);
  return true;
}
static bool op_shrui(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  if ((b & mask_of(w)) >= w) return false;
  *r = (a & mask_of(w)) >> (b & 63);
  return true;
}
static bool op_shrsi(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  if ((b & mask_of(w)) >= w) return false;
  *r = (uint64_t)(sext(a, w) >> (b & 63));
  return true;
}
static bool op_maxsi(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { *r = sext(a, w) > sext(b, w) ? a : b; return true; }
static bool op_minsi(uint64_t a, uint64_t b, unsigned w, uint64_t *r) { *r = sext(a, w) < sext(b, w) ? a : b; return true; }
static bool op_maxui(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  *r = (a & mask_of(w)) > (b & mask_of(w)) ? a : b;
  return true;
}
static bool op_minui(uint64_t a, uint64_t b, unsigned w, uint64_t *r) {
  *r = (a & mask_of(w)) < (b & mask_of(w)) ? a : b;
  return true;
}

static bool const_binary(Operation *op, const Attr *const *c, FoldResult *out, IntOp fn) {
  uint64_t a, b, r;
  const Type *t = res_type(op);
  if (!int_width(t) || !int_const(c[0], &a) || !int_const(c[1], &b)) return false;
  if (!fn(a, b, int_width(t), &r)) return false;
  RETURN_ATTR(make_int(op_context(op), t, r));
}

static bool fold_addi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 0));
  Operation *l = def_of(op, 0), *r = def_of(op, 1);
  if (l && def_is(op, 0, "arith.subi") && operand(l, 1) == operand(op, 1)) RETURN_VALUE(operand(l, 0));
  if (r && def_is(op, 1, "arith.subi") && operand(r, 1) == operand(op, 0)) RETURN_VALUE(operand(r, 0));
  if (const_binary(op, c, out, op_add)) return true;
  return fold_commutative(op, c);
}

static bool fold_subi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (operand(op, 0) == operand(op, 1) && int_width(res_type(op)))
    RETURN_ATTR(make_int(op_context(op), res_type(op), 0));
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 0));
  Operation *l = def_of(op, 0);
  if (l && def_is(op, 0, "arith.addi")) {
    if (operand(l, 1) == operand(op, 1)) RETURN_VALUE(operand(l, 0));
    if (operand(l, 0) == operand(op, 1)) RETURN_VALUE(operand(l, 1));
  }
  return const_binary(op, c, out, op_sub);
}

static bool fold_muli(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 1));
  if (is_int_value(c[1], 1)) RETURN_VALUE(operand(op, 0));
  if (const_binary(op, c, out, op_mul)) return true;
  return fold_commutative(op, c);
}

static bool fold_div(Operation *op, const Attr *const *c, FoldResult *out, IntOp fn) {
  if (is_int_value(c[1], 1)) RETURN_VALUE(operand(op, 0));
  return const_binary(op, c, out, fn);
}
static bool fold_divsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_div(op, c, out, op_divsi); }
static bool fold_divui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_div(op, c, out, op_divui); }

static bool fold_rem(Operation *op, const Attr *const *c, FoldResult *out, IntOp fn) {
  if (is_int_value(c[1], 1) || (is_int_value(c[1], -1) && fn == op_remsi))
    RETURN_ATTR(make_int(op_context(op), res_type(op), 0));
  return const_binary(op, c, out, fn);
}
static bool fold_remsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_rem(op, c, out, op_remsi); }
static bool fold_remui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_rem(op, c, out, op_remui); }

static bool fold_andi(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 1));
  if (is_all_ones(c[1])) RETURN_VALUE(operand(op, 0));
  if (operand(op, 0) == operand(op, 1)) RETURN_VALUE(operand(op, 0));
  if (const_binary(op, c, out, op_and)) return true;
  return fold_commutative(op, c);
}

static bool fold_ori(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 0));
  if (is_all_ones(c[1])) RETURN_VALUE(operand(op, 1));
  if (operand(op, 0) == operand(op, 1)) RETURN_VALUE(operand(op, 0));
  if (const_binary(op, c, out, op_or)) return true;
  return fold_commutative(op, c);
}

static bool fold_xori(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 0));
  if (operand(op, 0) == operand(op, 1) && int_width(res_type(op)))
    RETURN_ATTR(make_int(op_context(op), res_type(op), 0));
  /* xori(xori(x, a), a) -> x */
  Operation *l = def_of(op, 0);
  if (l && def_is(op, 0, "arith.xori") && operand(l, 1) == operand(op, 1)) RETURN_VALUE(operand(l, 0));
  if (const_binary(op, c, out, op_xor)) return true;
  return fold_commutative(op, c);
}

static bool fold_shift(Operation *op, const Attr *const *c, FoldResult *out, IntOp fn) {
  if (is_int_value(c[1], 0)) RETURN_VALUE(operand(op, 0));
  return const_binary(op, c, out, fn);
}
static bool fold_shli(Operation *op, const Attr *const *c, FoldResult *out) { return fold_shift(op, c, out, op_shli); }
static bool fold_shrui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_shift(op, c, out, op_shrui); }
static bool fold_shrsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_shift(op, c, out, op_shrsi); }

static bool fold_minmax(Operation *op, const Attr *const *c, FoldResult *out, IntOp fn) {
  if (operand(op, 0) == operand(op, 1)) RETURN_VALUE(operand(op, 0));
  if (const_binary(op, c, out, fn)) return true;
  return fold_commutative(op, c);
}
static bool fold_maxsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, op_maxsi); }
static bool fold_minsi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, op_minsi); }
static bool fold_maxui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, op_maxui); }
static bool fold_minui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_minmax(op, c, out, op_minui); }

/* ---- compares and select ---------------------------------------------------------- */

enum { P_EQ, P_NE, P_SLT, P_SLE, P_SGT, P_SGE, P_ULT, P_ULE, P_UGT, P_UGE };

static bool cmp_int(int pred, uint64_t a, uint64_t b, unsigned w) {
  int64_t x = sext(a, w), y = sext(b, w);
  uint64_t u = a & mask_of(w), v = b & mask_of(w);
  switch (pred) {
  case P_EQ: return u == v;
  case P_NE: return u != v;
  case P_SLT: return x < y;
  case P_SLE: return x <= y;
  case P_SGT: return x > y;
  case P_SGE: return x >= y;
  case P_ULT: return u < v;
  case P_ULE: return u <= v;
  case P_UGT: return u > v;
  default: return u >= v;
  }
}

static bool fold_cmpi(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *pa = op_get_attr(op, "predicate", 9);
  if (!pa || pa->kind != AK_INTEGER || res_type(op) != op_context(op)->t_i1) return false;
  int pred = (int)pa->p[1];
  Context *ctx = op_context(op);
  if (operand(op, 0) == operand(op, 1)) {
    bool v = pred == P_EQ || pred == P_SLE || pred == P_SGE || pred == P_ULE || pred == P_UGE;
    RETURN_ATTR(attr_bool(ctx, v));
  }
  uint64_t a, b;
  if (int_const(c[0], &a) && int_const(c[1], &b)) {
    unsigned w = int_width(operand(op, 0)->type);
    RETURN_ATTR(attr_bool(ctx, cmp_int(pred, a, b, w)));
  }
  return false;
}

static bool fold_select(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  uint64_t cond;
  if (operand(op, 1) == operand(op, 2)) RETURN_VALUE(operand(op, 1));
  if (int_const(c[0], &cond)) RETURN_VALUE(operand(op, cond & 1 ? 1 : 2));
  /* select(c, true, false) -> c on i1 */
  if (res_type(op) == ctx->t_i1 && is_int_value(c[1], -1) && is_int_value(c[2], 0)) RETURN_VALUE(operand(op, 0));
  return false;
}

/* ---- casts --------------------------------------------------------------------------- */

static bool fold_extsi(Operation *op, const Attr *const *c, FoldResult *out) {
  uint64_t v;
  const Type *src = operand(op, 0)->type, *dst = res_type(op);
  if (int_width(dst) && int_const(c[0], &v)) RETURN_ATTR(make_int(op_context(op), dst, (uint64_t)sext(v, int_width(src))));
  Operation *d = def_of(op, 0);
  if (d && def_is(op, 0, "arith.extsi")) {
    operand_set(&op->operands[0], operand(d, 0));
    RETURN_VALUE(&op->results[0]);
  }
  return false;
}

static bool fold_extui(Operation *op, const Attr *const *c, FoldResult *out) {
  uint64_t v;
  const Type *src = operand(op, 0)->type, *dst = res_type(op);
  if (int_width(dst) && int_const(c[0], &v)) RETURN_ATTR(make_int(op_context(op), dst, v & mask_of(int_width(src))));
  Operation *d = def_of(op, 0);
  if (d && def_is(op, 0, "arith.extui")) {
    operand_set(&op->operands[0], operand(d, 0));
    RETURN_VALUE(&op->results[0]);
  }
  return false;
}

static bool fold_trunci(Operation *op, const Attr *const *c, FoldResult *out) {
  uint64_t v;
  const Type *dst = res_type(op);
  Operation *d = def_of(op, 0);
  if (d && (def_is(op, 0, "arith.extsi") || def_is(op, 0, "arith.extui"))) {
    Value *src = operand(d, 0);
    if (src->type == dst) RETURN_VALUE(src);
    /* trunci(ext(x)) with x narrower than the result: one extension. */
  }
  if (d && def_is(op, 0, "arith.trunci")) {
    operand_set(&op->operands[0], operand(d, 0));
    RETURN_VALUE(&op->results[0]);
  }
  if (int_width(dst) && int_const(c[0], &v)) RETURN_ATTR(make_int(op_context(op), dst, v));
  return false;
}

static bool fold_index_cast(Operation *op, const Attr *const *c, FoldResult *out) {
  uint64_t v;
  const Type *src = operand(op, 0)->type, *dst = res_type(op);
  if (int_width(dst) && int_width(src) && int_const(c[0], &v))
    RETURN_ATTR(make_int(op_context(op), dst, (uint64_t)sext(v, int_width(src))));
  Operation *d = def_of(op, 0);
  if (d && def_is(op, 0, op->name->name->str) && operand(d, 0)->type == dst) RETURN_VALUE(operand(d, 0));
  return false;
}

static bool fold_index_castui(Operation *op, const Attr *const *c, FoldResult *out) {
  uint64_t v;
  const Type *src = operand(op, 0)->type, *dst = res_type(op);
  if (int_width(dst) && int_width(src) && int_const(c[0], &v))
    RETURN_ATTR(make_int(op_context(op), dst, v & mask_of(int_width(src))));
  Operation *d = def_of(op, 0);
  if (d && def_is(op, 0, op->name->name->str) && operand(d, 0)->type == dst) RETURN_VALUE(operand(d, 0));
  return false;
}

static bool fold_bitcast(Operation *op, const Attr *const *c, FoldResult *out) {
  const Type *dst = res_type(op);
  Operation *d = def_of(op, 0);
  if (d && def_is(op, 0, "arith.bitcast")) {
    if (operand(d, 0)->type == dst) RETURN_VALUE(operand(d, 0));
    operand_set(&op->operands[0], operand(d, 0));
    RETURN_VALUE(&op->results[0]);
  }
  if (operand(op, 0)->type == dst) RETURN_VALUE(operand(op, 0));
  const Attr *a = c[0];
  if (a && a->kind == AK_INTEGER && type_is_float(dst) && float_semantics(dst)->width <= 64)
    RETURN_ATTR(attr_float_bits(op_context(op), dst, a->p[1], 0));
  if (a && a->kind == AK_FLOAT && int_width(dst) && int_width(dst) <= 64)
    RETURN_ATTR(make_int(op_context(op), dst, a->p[1]));
  return false;
}

/* ---- floats --------------------------------------------------------------------------- */

typedef double (*FloatOp)(double a, double b);
static double f_add(double a, double b) { return a + b; }
static double f_sub(double a, double b) { return a - b; }
static double f_mul(double a, double b) { return a * b; }
static double f_div(double a, double b) { return a / b; }

/* f32 arithmetic is done in float so results round as upstream's APFloat. */
static bool const_float_binary(Operation *op, const Attr *const *c, FoldResult *out, FloatOp fn) {
  double a, b;
  const Type *t = res_type(op);
  if (!type_is_float(t) || !float_const(c[0], &a) || !float_const(c[1], &b)) return false;
  if (t->kind == TK_F32) {
    float x = (float)a, y = (float)b, r;
    if (fn == f_add) r = x + y;
    else if (fn == f_sub) r = x - y;
    else if (fn == f_mul) r = x * y;
    else r = x / y;
    RETURN_ATTR(make_float(op_context(op), t, r));
  }
  if (t->kind != TK_F64) return false; /* FIXME(#5): other widths */
  RETURN_ATTR(make_float(op_context(op), t, fn(a, b)));
}

static bool is_float_value(const Attr *a, double x, bool neg_zero) {
  double v;
  if (!float_const(a, &v)) return false;
  return v == x && (x != 0 || signbit(v) == neg_zero);
}

static bool fold_addf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_float_value(c[1], 0.0, true)) RETURN_VALUE(operand(op, 0));
  if (const_float_binary(op, c, out, f_add)) return true;
  return fold_commutative(op, c);
}
static bool fold_subf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_float_value(c[1], 0.0, false)) RETURN_VALUE(operand(op, 0));
  return const_float_binary(op, c, out, f_sub);
}
static bool fold_mulf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_float_value(c[1], 1.0, false)) RETURN_VALUE(operand(op, 0));
  if (const_float_binary(op, c, out, f_mul)) return true;
  return fold_commutative(op, c);
}
static bool fold_divf(Operation *op, const Attr *const *c, FoldResult *out) {
  if (is_float_value(c[1], 1.0, false)) RETURN_VALUE(operand(op, 0));
  return const_float_binary(op, c, out, f_div);
}
static bool fold_negf(Operation *op, const Attr *const *c, FoldResult *out) {
  Operation *d = def_of(op, 0);
  if (d && def_is(op, 0, "arith.negf")) RETURN_VALUE(operand(d, 0));
  double a;
  if (float_const(c[0], &a) && (res_type(op)->kind == TK_F32 || res_type(op)->kind == TK_F64))
    RETURN_ATTR(make_float(op_context(op), res_type(op), -a));
  return false;
}

static bool fold_constant(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v) return false;
  RETURN_ATTR(v);
}

const FoldHook ARITH_FOLDS[] = {
    {"arith.addi", fold_addi},       {"arith.subi", fold_subi},     {"arith.muli", fold_muli},
    {"arith.divsi", fold_divsi},     {"arith.divui", fold_divui},   {"arith.remsi", fold_remsi},
    {"arith.remui", fold_remui},     {"arith.andi", fold_andi},     {"arith.ori", fold_ori},
    {"arith.xori", fold_xori},       {"arith.shli", fold_shli},     {"arith.shrui", fold_shrui},
    {"arith.shrsi", fold_shrsi},     {"arith.maxsi", fold_maxsi},   {"arith.minsi", fold_minsi},
    {"arith.maxui", fold_maxui},     {"arith.minui", fold_minui},   {"arith.cmpi", fold_cmpi},
    {"arith.select", fold_select},   {"arith.extsi", fold_extsi},   {"arith.extui", fold_extui},
    {"arith.trunci", fold_trunci},   {"arith.index_cast", fold_index_cast},
    {"arith.index_castui", fold_index_castui},
    {"arith.bitcast", fold_bitcast}, {"arith.addf", fold_addf},     {"arith.subf", fold_subf},
    {"arith.mulf", fold_mulf},       {"arith.divf", fold_divf},     {"arith.negf", fold_negf},
    {"arith.constant", fold_constant},
    {NULL, NULL},
};
