/* arith_patterns.c: arith's canonicalization patterns from upstream's
 * ArithCanonicalization.td (declarative rules, reproduced with drr.h so
 * locations and creation order match) and the C++ patterns of ArithOps.cpp
 * (SelectToExtUI here, CmpFIntToFPConst in arith_cmpf_pattern.c). A DRR
 * rule's benefit is the number of ops in its source pattern. */
#include "../dialects.h"
#include "arith_fold.h"
#include "../utils/drr.h"

enum { OVF_NONE = 0 };

static const Attr *ovf_attr(Context *ctx, uint64_t v) { return enum_attr(ctx, "arith.overflow", v); }
static uint64_t ovf_of(const Operation *op) { return enum_value(op_get_attr(op, "overflowFlags", 13)); }
static const Attr *ovf_merge(Context *ctx, const Operation *a, const Operation *b) {
  return ovf_attr(ctx, ovf_of(a) & ovf_of(b));
}

static Value *build(Drr *d, const char *name, unsigned n, Value *const *ops, const Type *type, const char *attr,
                    const Attr *value) {
  NamedAttr a = {attr ? ident_cstr(d->ctx, attr) : NULL, value};
  Operation *op = rw_build(d->rw, name, drr_loc(d), n, ops, 1, &type, attr && value ? 1 : 0, &a);
  return op ? res0(op) : NULL;
}
static Value *bin(Drr *d, const char *name, Value *l, Value *r, const Attr *ovf) {
  Value *ops[2] = {l, r};
  return build(d, name, 2, ops, l->type, ovf ? "overflowFlags" : NULL, ovf);
}
static Value *unary(Drr *d, const char *name, Value *x, const Type *type) {
  return build(d, name, 1, &x, type, NULL, NULL);
}
static Value *constant(Drr *d, const Attr *a) { return a ? rw_constant(d->rw, a, drr_loc(d)) : NULL; }

static bool replace(Rewriter *rw, Operation *op, Value *v) {
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* An APIntAttr constant (a scalar integer of at most 64 bits). */
static bool apint(const Attr *a, uint64_t *v) {
  if (!a || a->kind != AK_INTEGER || a->n != 2) return false;
  *v = a->p[1];
  return true;
}

static const Attr *int_attr(Context *ctx, const Type *t, uint64_t v) {
  return attr_integer_limbs(ctx, t, &v, 1);
}

static bool scalar_or_splat_all_ones(const Attr *a) { return attr_is_all_ones(a); }

/* ---- addi ------------------------------------------------------------------------------ */

/* op(inner(x, c0), c1) with the inner op named `inner`: the shared matcher
 * of the add/sub/mul constant-chain rules; `lhs_const` matches
 * inner(c0, x) instead. */
typedef struct ChainMatch {
  Operation *inner;
  Value *x;
  uint64_t c0, c1;
} ChainMatch;

static bool match_chain(Drr *d, Operation *op, const char *inner_name, bool inner_lhs_const, bool outer_lhs_const,
                        ChainMatch *m) {
  /* operands in order: the outer op's operand 0 first */
  Value *inner_v = opnd(op, outer_lhs_const ? 1 : 0);
  Value *outer_c = opnd(op, outer_lhs_const ? 0 : 1);
  const Attr *a;
  if (outer_lhs_const) {
    if (!(a = drr_const(d, outer_c)) || !apint(a, &m->c1)) return false;
  }
  m->inner = def_is(inner_v, inner_name);
  if (!m->inner) return false;
  if (inner_lhs_const) {
    if (!(a = drr_const(d, opnd(m->inner, 0))) || !apint(a, &m->c0)) return false;
    m->x = opnd(m->inner, 1);
  } else {
    m->x = opnd(m->inner, 0);
    if (!(a = drr_const(d, opnd(m->inner, 1))) || !apint(a, &m->c0)) return false;
  }
  drr_push(d, m->inner);
  if (!outer_lhs_const) {
    if (!(a = drr_const(d, outer_c)) || !apint(a, &m->c1)) return false;
  }
  return true;
}

/* The constant-chain rules of ArithCanonicalization.td, one row each:
 * root(inner(x, c0), c1) or with the constants on the other sides, becomes
 * `result` of x and a folded constant. */
enum { C0_PLUS_C1, C1_MINUS_C0, C0_MINUS_C1, C0_TIMES_C1 };
typedef struct ChainRule {
  const char *inner;
  bool inner_lhs_const, outer_lhs_const; /* which side of each op the constant is on */
  uint8_t fold;                           /* how c0 and c1 combine */
  const char *result;
  bool const_first;                       /* result(c, x) rather than result(x, c) */
  bool keep_overflow;                     /* the ops' common overflow flags, else none */
} ChainRule;

static bool chain_rule(Rewriter *rw, Operation *op) {
  const ChainRule *r = rw->pattern->rule;
  Drr d;
  ChainMatch m = {0};
  drr_init(&d, rw, op, 2);
  if (!match_chain(&d, op, r->inner, r->inner_lhs_const, r->outer_lhs_const, &m)) return false;
  const Type *t = op->results[0].type;
  /* muli's rule checks both constants have the result's type. */
  if (r->fold == C0_TIMES_C1 &&
      (attr_get_type(value_constant(opnd(m.inner, 1))) != t || attr_get_type(value_constant(opnd(op, 1))) != t))
    return false;
  uint64_t v = r->fold == C0_PLUS_C1 ? m.c0 + m.c1 : r->fold == C1_MINUS_C0 ? m.c1 - m.c0
             : r->fold == C0_MINUS_C1 ? m.c0 - m.c1 : m.c0 * m.c1;
  Value *c = constant(&d, int_attr(d.ctx, t, v));
  const Attr *ovf = r->keep_overflow ? ovf_merge(d.ctx, m.inner, op) : ovf_attr(d.ctx, OVF_NONE);
  return c && replace(rw, op, r->const_first ? bin(&d, r->result, c, m.x, ovf) : bin(&d, r->result, m.x, c, ovf));
}

/* The rule data of the patterns below that take a parameter: an op name. */
static const char *rule_name(const Rewriter *rw) { return rw->pattern->rule; }

/* addi(x, muli(y, -1)) -> subi(x, y); with the rule "lhs":
 * addi(muli(x, -1), y) -> subi(y, x) */
static bool addi_mul_neg_one(Rewriter *rw, Operation *op) {
  bool mul_lhs = rule_name(rw) != NULL;
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *mul = def_is(opnd(op, mul_lhs ? 0 : 1), "arith.muli");
  if (!mul) return false;
  const Attr *c = drr_const(&d, opnd(mul, 1));
  if (!c) return false;
  drr_push(&d, mul);
  if (!scalar_or_splat_all_ones(c)) return false;
  Value *other = opnd(op, mul_lhs ? 1 : 0), *y = opnd(mul, 0);
  return replace(rw, op, bin(&d, "arith.subi", other, y, ovf_attr(d.ctx, OVF_NONE)));
}

/* addui_extended / mulsi_extended / mului_extended with the second result
 * unused -> [addi|muli(x, y), x]; the rule names the plain op. */
static bool extended_to_plain(Rewriter *rw, Operation *op) {
  const char *plain = rule_name(rw);
  if (op->num_results != 2 || op->results[1].uses) return false;
  Drr d;
  drr_init(&d, rw, op, 1);
  Value *r = bin(&d, plain, opnd(op, 0), opnd(op, 1), ovf_attr(d.ctx, OVF_NONE));
  if (!r) return false;
  Value *vals[2] = {r, opnd(op, 0)};
  rw_replace_op(rw, op, vals);
  return true;
}

/* mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)] */
static bool mulsi_extended_rhs_one(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 1);
  const Attr *c = drr_const(&d, opnd(op, 1));
  uint64_t v;
  unsigned w;
  if (!c || !attr_splat_int(c, &v, &w) || v != 1 || int_sext(v, w) <= 0) return false;
  Value *x = opnd(op, 0);
  Value *zero = constant(&d, attr_zero(d.ctx, x->type));
  if (!zero) return false;
  Value *ops[2] = {x, zero};
  Value *cmp = build(&d, "arith.cmpi", 2, ops, type_with_elem(d.ctx, x->type, d.ctx->t_i1), "predicate",
                     attr_integer(d.ctx, d.ctx->t_i64, CMPI_SLT));
  Value *ext = cmp ? unary(&d, "arith.extsi", cmp, op->results[1].type) : NULL;
  if (!ext) return false;
  Value *vals[2] = {x, ext};
  rw_replace_op(rw, op, vals);
  return true;
}

/* ---- subi ------------------------------------------------------------------------------ */

/* subi(subi(x, y), x) -> subi(0, y) */
static bool subi_sub_lhs_rhs_lhs(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *inner = def_is(opnd(op, 0), "arith.subi");
  if (!inner) return false;
  drr_push(&d, inner);
  if (opnd(op, 1) != opnd(inner, 0)) return false;
  Value *y = opnd(inner, 1);
  Value *zero = constant(&d, attr_zero(d.ctx, y->type));
  return zero && replace(rw, op, bin(&d, "arith.subi", zero, y, ovf_merge(d.ctx, inner, op)));
}

/* ---- xori, andi, ori: operations of extensions ----------------------------------------- */

static bool is_i1_true(const Attr *a) { return a && a->kind == AK_INTEGER && a == attr_bool(a->ctx, true); }
static bool is_i1_false(const Attr *a) { return a && a->kind == AK_INTEGER && a == attr_bool(a->ctx, false); }

/* xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b) */
static bool xori_not_cmpi(Rewriter *rw, Operation *op) {
  static const int INVERT[] = {CMPI_NE, CMPI_EQ, CMPI_SGE, CMPI_SGT, CMPI_SLE, CMPI_SLT,
                               CMPI_UGE, CMPI_UGT, CMPI_ULE, CMPI_ULT};
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *cmp = def_is(opnd(op, 0), "arith.cmpi");
  if (!cmp) return false;
  drr_push(&d, cmp);
  if (!is_i1_true(drr_const(&d, opnd(op, 1)))) return false;
  int pred = (int)attr_int_or(op_get_attr(cmp, "predicate", 9), -1);
  if (pred < 0 || pred > 9) return false;
  Value *ops[2] = {opnd(cmp, 0), opnd(cmp, 1)};
  return replace(rw, op, build(&d, "arith.cmpi", 2, ops, op->results[0].type, "predicate",
                               attr_integer(d.ctx, d.ctx->t_i64, INVERT[pred])));
}

/* op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have one type; the
 * rule names the extension. */
static bool op_of_exts(Rewriter *rw, Operation *op) {
  const char *ext_name = rule_name(rw);
  Drr d;
  drr_init(&d, rw, op, 3);
  Operation *a = def_is(opnd(op, 0), ext_name);
  if (!a) return false;
  drr_push(&d, a);
  Operation *b = def_is(opnd(op, 1), ext_name);
  if (!b) return false;
  drr_push(&d, b);
  if (opnd(a, 0)->type != opnd(b, 0)->type) return false;
  Value *inner = bin(&d, op->name->name->str, opnd(a, 0), opnd(b, 0), NULL);
  return inner && replace(rw, op, unary(&d, ext_name, inner, op->results[0].type));
}

/* ---- cmpi of extensions --------------------------------------------------------------------- */

/* cmpi eq/ne of two extensions (the rule's) of one type -> cmpi of the
 * sources. */
static bool cmpi_of_exts(Rewriter *rw, Operation *op) {
  const char *ext_name = rule_name(rw);
  Drr d;
  drr_init(&d, rw, op, 3);
  Operation *a = def_is(opnd(op, 0), ext_name);
  if (!a) return false;
  drr_push(&d, a);
  Operation *b = def_is(opnd(op, 1), ext_name);
  if (!b) return false;
  drr_push(&d, b);
  int pred = (int)attr_int_or(op_get_attr(op, "predicate", 9), -1);
  if (opnd(a, 0)->type != opnd(b, 0)->type || (pred != CMPI_EQ && pred != CMPI_NE)) return false;
  Value *ops[2] = {opnd(a, 0), opnd(b, 0)};
  return replace(rw, op, build(&d, "arith.cmpi", 2, ops, op->results[0].type, "predicate",
                               op_get_attr(op, "predicate", 9)));
}

/* ---- select ------------------------------------------------------------------------------ */

static Value *select3(Drr *d, Operation *op, Value *c, Value *t, Value *f) {
  Value *ops[3] = {c, t, f};
  return build(d, "arith.select", 3, ops, op->results[0].type, NULL, NULL);
}

/* select(pred, a, select(pred, b, c)) -> select(pred, a, c) */
static bool redundant_select_false(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *in = def_is(opnd(op, 2), "arith.select");
  if (!in || opnd(in, 0) != opnd(op, 0)) return false;
  drr_push(&d, in);
  return replace(rw, op, select3(&d, op, opnd(op, 0), opnd(op, 1), opnd(in, 2)));
}

/* select(pred, select(pred, a, b), c) -> select(pred, a, c) */
static bool redundant_select_true(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *in = def_is(opnd(op, 1), "arith.select");
  if (!in || opnd(in, 0) != opnd(op, 0)) return false;
  drr_push(&d, in);
  return replace(rw, op, select3(&d, op, opnd(op, 0), opnd(in, 1), opnd(op, 2)));
}

/* select(xori(pred, -1), a, b) -> select(pred, b, a) */
static bool select_not_cond(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *x = def_is(opnd(op, 0), "arith.xori");
  if (!x) return false;
  const Attr *ones = drr_const(&d, opnd(x, 1));
  uint64_t v;
  if (!ones || !apint(ones, &v)) return false;
  drr_push(&d, x);
  if (!scalar_or_splat_all_ones(ones)) return false;
  return replace(rw, op, select3(&d, op, opnd(x, 0), opnd(op, 2), opnd(op, 1)));
}

/* select(pred, false, true) -> xori(pred, true) */
static bool select_i1_to_not(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 1);
  if (!is_i1_false(drr_const(&d, opnd(op, 1))) || !is_i1_true(drr_const(&d, opnd(op, 2)))) return false;
  Value *t = constant(&d, attr_bool(d.ctx, true));
  return t && replace(rw, op, bin(&d, "arith.xori", opnd(op, 0), t, NULL));
}

/* m_One / m_Zero on a value (integer, index, vector or ranked tensor). */
static bool value_is_int(Value *v, uint64_t x) {
  const Type *t = v->type;
  if (!(type_is_int_or_index(t) || t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR)) return false;
  return attr_is_int(value_constant(v), x);
}

/* select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, 1)) */
static bool select_to_extui(Rewriter *rw, Operation *op) {
  const Type *t = op->results[0].type;
  if (t->kind != TK_INTEGER || type_int_width(t) == 1) return false;
  Value *c = opnd(op, 0);
  const Type *ct = c->type;
  if (value_is_int(opnd(op, 1), 1) && value_is_int(opnd(op, 2), 0)) {
    Operation *e = rw_build(rw, "arith.extui", op->loc, 1, &c, 1, &t, 0, NULL);
    return e && replace(rw, op, res0(e));
  }
  if (value_is_int(opnd(op, 1), 0) && value_is_int(opnd(op, 2), 1)) {
    Value *one = rw_constant(rw, attr_int_of(rw->ctx, ct, 1), op->loc);
    if (!one) return false;
    Value *ops[2] = {c, one};
    Operation *x = rw_build(rw, "arith.xori", op->loc, 2, ops, 1, &ct, 0, NULL);
    if (!x) return false;
    Value *xv = res0(x);
    Operation *e = rw_build(rw, "arith.extui", op->loc, 1, &xv, 1, &t, 0, NULL);
    return e && replace(rw, op, res0(e));
  }
  return false;
}

/* ---- casts ------------------------------------------------------------------------------- */

/* outer(inner(x)) -> repl(x) with the root's result type. */
typedef struct CastRule {
  const char *inner, *repl;
} CastRule;

static bool cast_of_cast(Rewriter *rw, Operation *op) {
  const CastRule *r = rw->pattern->rule;
  const char *inner_name = r->inner, *repl = r->repl;
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *in = def_is(opnd(op, 0), inner_name);
  if (!in) return false;
  drr_push(&d, in);
  return replace(rw, op, unary(&d, repl, opnd(in, 0), op->results[0].type));
}

/* index_cast(index_cast(x)) -> x when x has the result's type (also when
 * the middle type is narrower): a pattern upstream, not a fold, so the
 * conversion driver's folding leaves such pairs alone. */
static bool cast_pair_identity(Rewriter *rw, Operation *op) {
  Operation *in = def_is(opnd(op, 0), op->name->name->str);
  if (!in || opnd(in, 0)->type != op->results[0].type) return false;
  return replace(rw, op, opnd(in, 0));
}

static int64_t scalar_or_elem_width(const Type *t) {
  const Type *e = elem_type_of(t);
  if (e->kind == TK_INTEGER) return type_int_width(e);
  if (type_is_float(e)) return float_semantics(e)->width;
  return -1;
}

/* trunci(ext(x)) -> ext(x) when only extension bits are truncated; the
 * rule names the extension. */
static bool trunci_ext_to_ext(Rewriter *rw, Operation *op) {
  const char *ext_name = rule_name(rw);
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *ext = def_is(opnd(op, 0), ext_name);
  if (!ext) return false;
  drr_push(&d, ext);
  int64_t we = scalar_or_elem_width(ext->results[0].type), wt = scalar_or_elem_width(op->results[0].type),
          wx = scalar_or_elem_width(opnd(ext, 0)->type);
  if (!(we > wt && wt > 0 && wt > wx && wx > 0)) return false;
  return replace(rw, op, unary(&d, ext_name, opnd(ext, 0), op->results[0].type));
}

/* trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the truncated width. */
static bool trunci_shrsi_to_shrui(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *sh = def_is(opnd(op, 0), "arith.shrsi");
  if (!sh) return false;
  const Attr *c = drr_const(&d, opnd(sh, 1));
  if (!c || !attr_get_type(c) || attr_get_type(c) == d.ctx->t_none) return false;
  drr_push(&d, sh);
  uint64_t v;
  unsigned w;
  Value *x = opnd(sh, 0);
  if (!attr_splat_int(c, &v, &w)) return false;
  int64_t diff = scalar_or_elem_width(x->type) - scalar_or_elem_width(op->results[0].type);
  if ((uint64_t)diff != v || (w < 64 && diff >= 0 && (uint64_t)diff > int_mask(w))) return false;
  Value *cv = constant(&d, c);
  Value *shr = cv ? bin(&d, "arith.shrui", x, cv, NULL) : NULL;
  if (!shr) return false;
  const Attr *ovf = op_get_attr(op, "overflowFlags", 13);
  return replace(rw, op, build(&d, "arith.trunci", 1, &shr, op->results[0].type, "overflowFlags",
                               ovf ? ovf : ovf_attr(d.ctx, OVF_NONE)));
}

/* truncf(sitofp(x)) -> sitofp(x) with the default rounding mode; the rule
 * names the conversion. */
static bool truncf_itofp(Rewriter *rw, Operation *op) {
  const char *itofp = rule_name(rw);
  Drr d;
  drr_init(&d, rw, op, 2);
  Operation *fp = def_is(opnd(op, 0), itofp);
  if (!fp) return false;
  drr_push(&d, fp);
  if (op_get_attr(op, "roundingmode", 12)) return false;
  return replace(rw, op, unary(&d, itofp, opnd(fp, 0), op->results[0].type));
}

/* mulf/divf(negf(x), negf(y)) -> mulf/divf(x, y), keeping the fastmath flags. */
static bool float_of_negs(Rewriter *rw, Operation *op) {
  Drr d;
  drr_init(&d, rw, op, 3);
  Operation *a = def_is(opnd(op, 0), "arith.negf");
  if (!a) return false;
  drr_push(&d, a);
  Operation *b = def_is(opnd(op, 1), "arith.negf");
  if (!b) return false;
  drr_push(&d, b);
  if (opnd(a, 0)->type != opnd(b, 0)->type) return false;
  const Attr *fm = op_get_attr(op, "fastmath", 8);
  Value *ops[2] = {opnd(a, 0), opnd(b, 0)};
  return replace(rw, op, build(&d, op->name->name->str, 2, ops, op->results[0].type, "fastmath",
                               fm ? fm : enum_attr(d.ctx, "arith.fastmath", 0)));
}

/* ---- the rules, ops by name, each op's patterns in registration order --------------- */

#define RULE(root_, benefit_, fn, name, data)                                                      \
  {.root = root_, .benefit = benefit_, .match_and_rewrite = fn, .debug_name = name, .rule = data}
#define CHAIN(...) &(const ChainRule){__VA_ARGS__}
#define CAST(in, out) &(const CastRule){in, out}

static const Pattern RULES[] = {
    RULE("arith.addi", 2, chain_rule, "AddIAddConstant", CHAIN("arith.addi", false, false, C0_PLUS_C1, "arith.addi", false, true)),
    RULE("arith.addi", 2, chain_rule, "AddISubConstantRHS", CHAIN("arith.subi", false, false, C1_MINUS_C0, "arith.addi", false, true)),
    RULE("arith.addi", 2, chain_rule, "AddISubConstantLHS", CHAIN("arith.subi", true, false, C0_PLUS_C1, "arith.subi", true, true)),
    RULE("arith.addi", 2, addi_mul_neg_one, "AddIMulNegativeOneRhs", NULL),
    RULE("arith.addi", 2, addi_mul_neg_one, "AddIMulNegativeOneLhs", "lhs"),
    RULE("arith.addui_extended", 1, extended_to_plain, "AddUIExtendedToAddI", "arith.addi"),
    RULE("arith.andi", 3, op_of_exts, "AndOfExtUI", "arith.extui"),
    RULE("arith.andi", 3, op_of_exts, "AndOfExtSI", "arith.extsi"),
    RULE("arith.bitcast", 2, cast_of_cast, "BitcastOfBitcast", CAST("arith.bitcast", "arith.bitcast")),
    RULE("arith.cmpi", 3, cmpi_of_exts, "CmpIExtSI", "arith.extsi"),
    RULE("arith.cmpi", 3, cmpi_of_exts, "CmpIExtUI", "arith.extui"),
    RULE("arith.divf", 3, float_of_negs, "DivFOfNegF", NULL),
    RULE("arith.extsi", 2, cast_of_cast, "ExtSIOfExtUI", CAST("arith.extui", "arith.extui")),
    RULE("arith.index_cast", 2, cast_pair_identity, "IndexCastOfIndexCast", NULL),
    RULE("arith.index_cast", 2, cast_of_cast, "IndexCastOfExtSI", CAST("arith.extsi", "arith.index_cast")),
    RULE("arith.index_castui", 2, cast_pair_identity, "IndexCastUIOfIndexCastUI", NULL),
    RULE("arith.index_castui", 2, cast_of_cast, "IndexCastUIOfExtUI", CAST("arith.extui", "arith.index_castui")),
    RULE("arith.mulf", 3, float_of_negs, "MulFOfNegF", NULL),
    RULE("arith.muli", 2, chain_rule, "MulIMulIConstant", CHAIN("arith.muli", false, false, C0_TIMES_C1, "arith.muli", false, true)),
    RULE("arith.mulsi_extended", 1, extended_to_plain, "MulSIExtendedToMulI", "arith.muli"),
    RULE("arith.mulsi_extended", 1, mulsi_extended_rhs_one, "MulSIExtendedRHSOne", NULL),
    RULE("arith.mului_extended", 1, extended_to_plain, "MulUIExtendedToMulI", "arith.muli"),
    RULE("arith.ori", 3, op_of_exts, "OrOfExtUI", "arith.extui"),
    RULE("arith.ori", 3, op_of_exts, "OrOfExtSI", "arith.extsi"),
    RULE("arith.select", 2, redundant_select_false, "RedundantSelectFalse", NULL),
    RULE("arith.select", 2, redundant_select_true, "RedundantSelectTrue", NULL),
    RULE("arith.select", 2, select_not_cond, "SelectNotCond", NULL),
    RULE("arith.select", 1, select_i1_to_not, "SelectI1ToNot", NULL),
    RULE("arith.select", 1, select_to_extui, "SelectToExtUI", NULL),
    RULE("arith.subi", 2, chain_rule, "SubIRHSAddConstant", CHAIN("arith.addi", false, false, C0_MINUS_C1, "arith.addi", false, false)),
    RULE("arith.subi", 2, chain_rule, "SubILHSAddConstant", CHAIN("arith.addi", false, true, C1_MINUS_C0, "arith.subi", true, true)),
    RULE("arith.subi", 2, chain_rule, "SubIRHSSubConstantRHS", CHAIN("arith.subi", false, false, C0_PLUS_C1, "arith.subi", false, true)),
    RULE("arith.subi", 2, chain_rule, "SubIRHSSubConstantLHS", CHAIN("arith.subi", true, false, C0_MINUS_C1, "arith.subi", true, true)),
    RULE("arith.subi", 2, chain_rule, "SubILHSSubConstantRHS", CHAIN("arith.subi", false, true, C0_PLUS_C1, "arith.subi", true, true)),
    RULE("arith.subi", 2, chain_rule, "SubILHSSubConstantLHS", CHAIN("arith.subi", true, true, C1_MINUS_C0, "arith.addi", false, true)),
    RULE("arith.subi", 2, subi_sub_lhs_rhs_lhs, "SubISubILHSRHSLHS", NULL),
    RULE("arith.truncf", 2, truncf_itofp, "TruncFSIToFPToSIToFP", "arith.sitofp"),
    RULE("arith.truncf", 2, truncf_itofp, "TruncFUIToFPToUIToFP", "arith.uitofp"),
    RULE("arith.trunci", 2, trunci_ext_to_ext, "TruncIExtSIToExtSI", "arith.extsi"),
    RULE("arith.trunci", 2, trunci_ext_to_ext, "TruncIExtUIToExtUI", "arith.extui"),
    RULE("arith.trunci", 2, trunci_shrsi_to_shrui, "TruncIShrSIToTrunciShrUI", NULL),
    RULE("arith.xori", 2, xori_not_cmpi, "XOrINotCmpI", NULL),
    RULE("arith.xori", 3, op_of_exts, "XOrIOfExtUI", "arith.extui"),
    RULE("arith.xori", 3, op_of_exts, "XOrIOfExtSI", "arith.extsi"),
};

MLIR_INTERNAL extern const Pattern ARITH_CMPF_INT_TO_FP_CONST;

/* Ops by name, each op's patterns in its registration order: cmpf's
 * pattern (arith_cmpf_pattern.c) goes between bitcast's and cmpi's. */
#define R(i) &RULES[i]
const Pattern *const ARITH_PATTERNS[] = {
    R(0),  R(1),  R(2),  R(3),  R(4),  R(5),  R(6),  R(7),  R(8),  &ARITH_CMPF_INT_TO_FP_CONST, R(9),
    R(10), R(11), R(12), R(13), R(14), R(15), R(16), R(17), R(18), R(19), R(20), R(21), R(22), R(23),
    R(24), R(25), R(26), R(27), R(28), R(29), R(30), R(31), R(32), R(33), R(34), R(35), R(36), R(37),
    R(38), R(39), R(40), R(41), R(42), R(43), NULL,
};
/* A rule added to RULES must be listed above too. */
_Static_assert(sizeof RULES / sizeof *RULES == 44, "ARITH_PATTERNS lists every rule of RULES");
