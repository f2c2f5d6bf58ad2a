/* index_to_llvm.c: the convert-index-to-llvm pass: upstream's IndexToLLVM
 * patterns. Most index ops are one LLVM op on the index-bitwidth
 * integer; the ceil/floor divisions expand into LLVM arithmetic, casts
 * extend or truncate by width, sizeof is the bitwidth. */
#include "../transforms/transforms.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"

static bool lower_one(Rewriter *rw, Operation *op, const ConvOperands *o) {
  NamedAttr *attrs;
  unsigned n;
  if (!llvm_op_attrs(op, &attrs, &n)) return false;
  bool ok = llvm_one_to_one(rw, op, o, llvm_row(rw), n, attrs);
  ctx_free(rw->ctx, attrs);
  return ok;
}

/* The expansions build on the operands' integer type. */
typedef struct Ex {
  Rewriter *rw;
  const Loc *loc;
  const Type *type;
} Ex;

static Value *cst(Ex *e, int64_t v) { return llvm_int_constant(e->rw, e->loc, e->type, v); }

static Value *bin(Ex *e, const char *name, Value *a, Value *b) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return llvm_res(rw_build(e->rw, name, e->loc, 2, ops, 1, &a->type, 0, NULL));
}

enum { ICMP_EQ = 0, ICMP_NE = 1, ICMP_SLT = 2, ICMP_SGT = 4 };

static Value *icmp(Ex *e, int64_t pred, Value *a, Value *b) {
  Context *ctx = e->rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr p = named(ctx, "predicate", llvm_i64_attr(ctx, pred));
  return llvm_res(rw_build(e->rw, "llvm.icmp", e->loc, 2, ops, 1, &ctx->t_i1, 1, &p));
}

static Value *sel(Ex *e, Value *c, Value *t, Value *f) {
  if (!c || !t || !f) return NULL;
  Value *ops[3] = {c, t, f};
  return llvm_res(rw_build(e->rw, "llvm.select", e->loc, 3, ops, 1, &t->type, 0, NULL));
}

/* ceildivs: (n + x) / m + 1 with x = m > 0 ? -1 : 1 when n and m have the
 * same sign and n is non-zero, else -(-n / m). */
static Value *ceildivs(Ex *e, Value *n, Value *m) {
  Value *zero = cst(e, 0), *pos_one = cst(e, 1), *neg_one = cst(e, -1);
  Value *m_pos = icmp(e, ICMP_SGT, m, zero);
  Value *x = sel(e, m_pos, neg_one, pos_one);
  Value *n_plus_x = bin(e, "llvm.add", n, x);
  Value *q = bin(e, "llvm.sdiv", n_plus_x, m);
  Value *pos_res = bin(e, "llvm.add", q, pos_one);
  Value *neg_n = bin(e, "llvm.sub", zero, n);
  Value *neg_q = bin(e, "llvm.sdiv", neg_n, m);
  Value *neg_res = bin(e, "llvm.sub", zero, neg_q);
  Value *n_pos = icmp(e, ICMP_SGT, n, zero);
  Value *same_sign = icmp(e, ICMP_EQ, n_pos, m_pos);
  Value *non_zero = icmp(e, ICMP_NE, n, zero);
  Value *cond = bin(e, "llvm.and", same_sign, non_zero);
  return sel(e, cond, pos_res, neg_res);
}

/* ceildivu: n == 0 ? 0 : (n - 1) / m + 1. */
static Value *ceildivu(Ex *e, Value *n, Value *m) {
  Value *zero = cst(e, 0), *one = cst(e, 1);
  Value *minus_one = bin(e, "llvm.sub", n, one);
  Value *q = bin(e, "llvm.udiv", minus_one, m);
  Value *plus_one = bin(e, "llvm.add", q, one);
  Value *is_zero = icmp(e, ICMP_EQ, n, zero);
  return sel(e, is_zero, zero, plus_one);
}

/* floordivs: -1 - (x - n) / m with x = m < 0 ? 1 : -1 when n and m have
 * different signs and n is non-zero, else n / m. */
static Value *floordivs(Ex *e, Value *n, Value *m) {
  Value *zero = cst(e, 0), *pos_one = cst(e, 1), *neg_one = cst(e, -1);
  Value *m_neg = icmp(e, ICMP_SLT, m, zero);
  Value *x = sel(e, m_neg, pos_one, neg_one);
  Value *x_minus_n = bin(e, "llvm.sub", x, n);
  Value *q = bin(e, "llvm.sdiv", x_minus_n, m);
  Value *neg_res = bin(e, "llvm.sub", neg_one, q);
  Value *pos_res = bin(e, "llvm.sdiv", n, m);
  Value *n_neg = icmp(e, ICMP_SLT, n, zero);
  Value *diff_sign = icmp(e, ICMP_NE, n_neg, m_neg);
  Value *non_zero = icmp(e, ICMP_NE, n, zero);
  Value *cond = bin(e, "llvm.and", diff_sign, non_zero);
  return sel(e, cond, neg_res, pos_res);
}

typedef struct DivRow {
  Value *(*fn)(Ex *e, Value *n, Value *m);
} DivRow;

static bool lower_div(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const DivRow *row = llvm_row(rw);
  Value *n = conv_operand(o, 0), *m = conv_operand(o, 1);
  if (!n || !m) return false;
  Ex e = {rw, op->loc, n->type};
  Value *v = row->fn(&e, n, m);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* cmp: icmp with the same predicate numbers. */
static bool lower_cmp(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *a = conv_operand(o, 0), *b = conv_operand(o, 1);
  if (!a || !b) return false;
  Ex e = {rw, op->loc, a->type};
  /* The index predicates are numbered as icmp's. */
  Value *v = icmp(&e, (int64_t)llvm_enum_attr_bits(op_get_attr(op, "pred", 4), 0), a, b);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* casts/castu: the operand itself, truncated, or extended (the row). */
static bool lower_cast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *in = conv_operand(o, 0);
  const Type *res = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  if (!in || !res || in->type->kind != TK_INTEGER || res->kind != TK_INTEGER) return false;
  unsigned from = type_int_width(in->type), to = type_int_width(res);
  Value *v = in;
  if (from != to) {
    const char *name = to < from ? "llvm.trunc" : llvm_row(rw);
    v = llvm_res(rw_build(rw, name, op->loc, 1, &in, 1, &res, 0, NULL));
  }
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* constant and bool.constant: llvm.mlir.constant of the value at the
 * converted type. */
static bool lower_constant(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  Context *ctx = rw->ctx;
  const Type *res = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  const Attr *value = op_get_attr(op, "value", 5);
  if (!res || !value) return false;
  if (value->kind == AK_INTEGER && op_is(op, "index.constant")) value = attr_integer(ctx, res, attr_int_value(value));
  NamedAttr a = named(ctx, "value", value);
  Value *v = llvm_res(rw_build(rw, "llvm.mlir.constant", op->loc, 0, NULL, 1, &res, 1, &a));
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

static bool lower_sizeof(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  const Type *res = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  Value *v = res ? llvm_int_constant(rw, op->loc, res, llvm_converter(rw)->index_bitwidth) : NULL;
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

#define ONE(FROM, TO) {.root = FROM, .benefit = 1, .debug_name = "OneToOneConvertToLLVMPattern", .rewrite = lower_one, .data = TO}
#define CUSTOM(FROM, FN, DATA) {.root = FROM, .benefit = 1, .debug_name = #FN, .rewrite = FN, .data = DATA}

static const ConvPattern PATTERNS[] = {
    ONE("index.add", "llvm.add"),
    ONE("index.sub", "llvm.sub"),
    ONE("index.mul", "llvm.mul"),
    ONE("index.divs", "llvm.sdiv"),
    ONE("index.divu", "llvm.udiv"),
    ONE("index.rems", "llvm.srem"),
    ONE("index.remu", "llvm.urem"),
    ONE("index.maxs", "llvm.intr.smax"),
    ONE("index.maxu", "llvm.intr.umax"),
    ONE("index.mins", "llvm.intr.smin"),
    ONE("index.minu", "llvm.intr.umin"),
    ONE("index.shl", "llvm.shl"),
    ONE("index.shrs", "llvm.ashr"),
    ONE("index.shru", "llvm.lshr"),
    ONE("index.and", "llvm.and"),
    ONE("index.or", "llvm.or"),
    ONE("index.xor", "llvm.xor"),
    CUSTOM("index.ceildivs", lower_div, (&(const DivRow){ceildivs})),
    CUSTOM("index.ceildivu", lower_div, (&(const DivRow){ceildivu})),
    CUSTOM("index.floordivs", lower_div, (&(const DivRow){floordivs})),
    CUSTOM("index.cmp", lower_cmp, NULL),
    CUSTOM("index.casts", lower_cast, "llvm.sext"),
    CUSTOM("index.castu", lower_cast, "llvm.zext"),
    CUSTOM("index.constant", lower_constant, NULL),
    CUSTOM("index.bool.constant", lower_constant, NULL),
    CUSTOM("index.sizeof", lower_sizeof, NULL),
};

bool index_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}

static bool run(Pass *p, Operation *root) {
  return llvm_run_pass_with(root, (unsigned)pass_opt_int(p, 0), index_to_llvm_patterns, NULL, "index");
}

const PassInfo INDEX_TO_LLVM_PASS = {
    .argument = "convert-index-to-llvm",
    .display = "ConvertIndexToLLVMPass",
    .description = "Lower the `index` dialect to the `llvm` dialect.",
    .options = LLVM_INDEX_BITWIDTH_OPTION,
    .n_options = 1,
    .run = run,
};
