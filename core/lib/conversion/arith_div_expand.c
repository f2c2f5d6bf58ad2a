/* arith_div_expand.c: upstream's populateCeilFloorDivExpandOpsPatterns as
 * conversion patterns: ceildivsi, ceildivui and floordivsi rewritten into
 * plain arith ops (which the conversion then lowers in turn). */
#include "to_llvm_patterns.h"

#include "../dialects/arith/arith_fold.h"
#include "../dialects/utils/elems.h"

typedef struct Div {
  Rewriter *rw;
  const Loc *loc;
  const Type *type; /* of the operands and the result */
} Div;

static Value *res_of(Operation *op) { return op ? &op->results[0] : NULL; }

/* An integer constant of the operands' type, splat for vectors. */
static Value *constant(Div *d, int64_t v) {
  Context *ctx = d->rw->ctx;
  const Attr *a;
  if (d->type->kind == TK_VECTOR) {
    const Type *elem = shaped_elem(d->type);
    uint64_t limbs[2] = {(uint64_t)v, v < 0 ? ~0ull : 0};
    unsigned w = elem->kind == TK_INDEX ? 64 : type_int_width(elem);
    if (w < 64) limbs[0] &= (1ull << w) - 1;
    limbs[1] = 0;
    a = attr_dense_elements_get(ctx, d->type, 1, limbs);
  } else {
    a = attr_integer(ctx, d->type, v);
  }
  NamedAttr value = named(ctx, "value", a);
  return a ? res_of(rw_build(d->rw, "arith.constant", d->loc, 0, NULL, 1, &d->type, 1, &value)) : NULL;
}

static Value *binary(Div *d, const char *name, Value *a, Value *b) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return res_of(rw_build(d->rw, name, d->loc, 2, ops, 1, &a->type, 0, NULL));
}

static Value *cmpi(Div *d, int64_t pred, Value *a, Value *b) {
  Context *ctx = d->rw->ctx;
  if (!a || !b) return NULL;
  const Type *t = type_with_elem(ctx, a->type, ctx->t_i1);
  Value *ops[2] = {a, b};
  NamedAttr p = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, pred));
  return res_of(rw_build(d->rw, "arith.cmpi", d->loc, 2, ops, 1, &t, 1, &p));
}

static Value *select(Div *d, Value *c, Value *t, Value *f) {
  if (!c || !t || !f) return NULL;
  Value *ops[3] = {c, t, f};
  return res_of(rw_build(d->rw, "arith.select", d->loc, 3, ops, 1, &t->type, 0, NULL));
}

/* ceildivsi(a, b): q = a / b, plus one when inexact with equal signs. */
static Value *ceildivsi(Div *d, Value *a, Value *b) {
  Value *zero = constant(d, 0);
  Value *one = constant(d, 1);
  Value *q = binary(d, "arith.divsi", a, b);
  Value *prod = binary(d, "arith.muli", q, b);
  Value *inexact = cmpi(d, CMPI_NE, a, prod);
  Value *a_neg = cmpi(d, CMPI_SLT, a, zero);
  Value *b_neg = cmpi(d, CMPI_SLT, b, zero);
  Value *same_sign = cmpi(d, CMPI_EQ, a_neg, b_neg);
  Value *cond = binary(d, "arith.andi", inexact, same_sign);
  Value *q_plus_one = binary(d, "arith.addi", q, one);
  return select(d, cond, q_plus_one, q);
}

/* ceildivui(a, b): a == 0 ? 0 : (a - 1) / b + 1. */
static Value *ceildivui(Div *d, Value *a, Value *b) {
  Value *zero = constant(d, 0);
  Value *is_zero = cmpi(d, CMPI_EQ, a, zero);
  Value *one = constant(d, 1);
  Value *a_minus_one = binary(d, "arith.subi", a, one);
  Value *q = binary(d, "arith.divui", a_minus_one, b);
  Value *q_plus_one = binary(d, "arith.addi", q, one);
  return select(d, is_zero, zero, q_plus_one);
}

/* floordivsi(a, b): q = a / b, minus one when inexact with differing signs. */
static Value *floordivsi(Div *d, Value *a, Value *b) {
  Value *q = binary(d, "arith.divsi", a, b);
  Value *prod = binary(d, "arith.muli", q, b);
  Value *inexact = cmpi(d, CMPI_NE, a, prod);
  Value *zero = constant(d, 0);
  Value *a_neg = cmpi(d, CMPI_SLT, a, zero);
  Value *b_neg = cmpi(d, CMPI_SLT, b, zero);
  Value *sign_differs = cmpi(d, CMPI_NE, a_neg, b_neg);
  Value *cond = binary(d, "arith.andi", inexact, sign_differs);
  Value *minus_one = constant(d, -1);
  Value *q_minus_one = binary(d, "arith.addi", q, minus_one);
  return select(d, cond, q_minus_one, q);
}

typedef struct DivRow {
  Value *(*fn)(Div *d, Value *a, Value *b);
} DivRow;

/* The original operands: the expansion is arith and converts in turn. */
static bool expand(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  const DivRow *row = llvm_row(rw);
  if (op->num_operands != 2 || op->num_results != 1) return false;
  Div d = {.rw = rw, .loc = op->loc, .type = op->results[0].type};
  Value *v = row->fn(&d, opnd(op, 0), opnd(op, 1));
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

#define EXPAND(NAME, FN) \
  {.root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = expand, .data = &(const DivRow){FN}}

static const ConvPattern PATTERNS[] = {
    EXPAND("arith.ceildivsi", ceildivsi),
    EXPAND("arith.ceildivui", ceildivui),
    EXPAND("arith.floordivsi", floordivsi),
};

bool arith_div_expand_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}
