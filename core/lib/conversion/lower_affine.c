/* lower_affine.c: the lower-affine pass: upstream's AffineToStandard
 * patterns under a partial conversion in which arith, memref, scf and
 * vector are legal. Affine expressions are expanded into arith ops in
 * upstream's order (a post-order walk; constants made where they are
 * needed, never shared), affine.for becomes scf.for (the bounds the max
 * or min of their map's results), affine.if scf.if (its constraints and-ed
 * together), affine.load/store memref.load/store, affine.apply/min/max
 * their expansion, affine.yield scf.yield, affine.parallel scf.parallel
 * (reductions an scf.reduce), affine.prefetch and the vector loads and
 * stores, affine.dma_start and affine.dma_wait their memref and vector
 * ops; affine.delinearize_index and affine.linearize_index expand as
 * affine_expand_index.c does. */
#include "../transforms/transforms.h"
#include "../ods/ods.h"
#include "../rewrite/conversion.h"

#include <math.h>

MLIR_INTERNAL extern const OdsDialect ODS_affine; /* generated from ODS */
/* affine.delinearize_index and affine.linearize_index (affine_expand_index.c). */
MLIR_INTERNAL extern const ConvPattern AFFINE_EXPAND_INDEX_PATTERNS[];
MLIR_INTERNAL extern const size_t NUM_AFFINE_EXPAND_INDEX_PATTERNS;

enum { CMPI_EQ = 0, CMPI_SLT = 2, CMPI_SLE = 3, CMPI_SGE = 5 };
enum { OVERFLOW_NSW = 1 };

static Value *result_of(Operation *op) { return op ? &op->results[0] : NULL; }

/* ---- expanding affine expressions ---------------------------------------------------------- */

typedef struct Expander {
  Rewriter *rw;
  const Loc *loc;
  Value *const *dims;
  Value *const *syms;
} Expander;

static Value *constant(Expander *x, int64_t v) {
  Context *ctx = x->rw->ctx;
  NamedAttr a = named(ctx, "value", attr_integer(ctx, ctx->t_index, v));
  return result_of(rw_build(x->rw, "arith.constant", x->loc, 0, NULL, 1, &ctx->t_index, 1, &a));
}

static Value *binary(Expander *x, const char *name, Value *l, Value *r) {
  if (!l || !r) return NULL;
  Value *ops[2] = {l, r};
  return result_of(rw_build(x->rw, name, x->loc, 2, ops, 1, &l->type, 0, NULL));
}

static Value *cmpi(Expander *x, int64_t pred, Value *l, Value *r) {
  Context *ctx = x->rw->ctx;
  if (!l || !r) return NULL;
  Value *ops[2] = {l, r};
  NamedAttr a = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, pred));
  return result_of(rw_build(x->rw, "arith.cmpi", x->loc, 2, ops, 1, &ctx->t_i1, 1, &a));
}

static Value *select_value(Expander *x, Value *c, Value *t, Value *f) {
  if (!c || !t || !f) return NULL;
  Value *ops[3] = {c, t, f};
  return result_of(rw_build(x->rw, "arith.select", x->loc, 3, ops, 1, &t->type, 0, NULL));
}

/* lhs mod rhs (rhs > 0): the remainder made non-negative. */
static Value *expand_mod(Expander *x, Value *l, Value *r) {
  Value *rem = binary(x, "arith.remsi", l, r);
  Value *zero = rem ? constant(x, 0) : NULL;
  Value *negative = cmpi(x, CMPI_SLT, rem, zero);
  Value *corrected = binary(x, "arith.addi", rem, r);
  return select_value(x, negative, corrected, rem);
}

/* lhs floordiv rhs, rhs > 0: -1 - ((-1 - lhs) / rhs) for negative lhs. */
static Value *expand_floordiv(Expander *x, Value *l, Value *r) {
  Value *zero = constant(x, 0);
  Value *minus_one = zero ? constant(x, -1) : NULL;
  Value *negative = cmpi(x, CMPI_SLT, l, zero);
  Value *negated = binary(x, "arith.subi", minus_one, l);
  Value *dividend = select_value(x, negative, negated, l);
  Value *quotient = binary(x, "arith.divsi", dividend, r);
  Value *corrected = binary(x, "arith.subi", minus_one, quotient);
  return select_value(x, negative, corrected, quotient);
}

/* lhs ceildiv rhs, rhs > 0: -((-lhs) / rhs) for lhs <= 0, else
 * (lhs - 1) / rhs + 1. */
static Value *expand_ceildiv(Expander *x, Value *l, Value *r) {
  Value *zero = constant(x, 0);
  Value *one = zero ? constant(x, 1) : NULL;
  Value *non_positive = cmpi(x, CMPI_SLE, l, zero);
  Value *negated = binary(x, "arith.subi", zero, l);
  Value *decremented = binary(x, "arith.subi", l, one);
  Value *dividend = select_value(x, non_positive, negated, decremented);
  Value *quotient = binary(x, "arith.divsi", dividend, r);
  Value *negated_quotient = binary(x, "arith.subi", zero, quotient);
  Value *incremented = binary(x, "arith.addi", quotient, one);
  return select_value(x, non_positive, negated_quotient, incremented);
}

/* Post-order over the expression: lhs, rhs, then the op (recursion is
 * bounded by the expression's depth, which the affine parser bounds). */
static Value *expand(Expander *x, const AffineExpr *e) {
  switch (e->kind) {
  case AE_DIM: return x->dims[e->p[0]];
  case AE_SYMBOL: return x->syms[e->p[0]];
  case AE_CONSTANT: return constant(x, (int64_t)e->p[0]);
  default: break;
  }
  /* A symbolic divisor is taken to be positive, as upstream does. */
  const AffineExpr *rhs = ae_rhs(e);
  if (e->kind != AE_ADD && e->kind != AE_MUL && rhs->kind == AE_CONSTANT && (int64_t)rhs->p[0] <= 0) {
    emit_error(x->rw->ctx, x->loc, e->kind == AE_MOD ? "modulo by non-positive value is not supported"
                                                     : "division by non-positive value is not supported");
    return NULL;
  }
  Value *l = expand(x, ae_lhs(e));
  Value *r = l ? expand(x, ae_rhs(e)) : NULL;
  if (!r) return NULL;
  switch (e->kind) {
  case AE_ADD: return binary(x, "arith.addi", l, r);
  case AE_MUL: {
    Context *ctx = x->rw->ctx;
    Value *ops[2] = {l, r};
    NamedAttr a = named(ctx, "overflowFlags", enum_attr(ctx, "arith.overflow", OVERFLOW_NSW));
    return result_of(rw_build(x->rw, "arith.muli", x->loc, 2, ops, 1, &l->type, 1, &a));
  }
  case AE_MOD: return expand_mod(x, l, r);
  case AE_FLOORDIV: return expand_floordiv(x, l, r);
  case AE_CEILDIV: return expand_ceildiv(x, l, r);
  default: return NULL;
  }
}

static const AffineMap *map_attr(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
}

/* Expands every result of `m` applied to `operands` (dims, then symbols)
 * into `out`; false when one does not expand. */
static bool expand_map(Rewriter *rw, const Loc *loc, const AffineMap *m, Value *const *operands, Value **out) {
  Expander x = {rw, loc, operands, operands + affine_map_num_dims(m)};
  for (unsigned i = 0; i < affine_map_num_results(m); i++)
    if (!(out[i] = expand(&x, affine_map_result(m, i)))) return false;
  return true;
}

/* Results first..first+n of `m`, expanded then combined pairwise with
 * `combine` (minsi, maxsi). */
static Value *expand_group(Rewriter *rw, const Loc *loc, const AffineMap *m, unsigned first, unsigned n,
                           Value *const *operands, const char *combine) {
  if (n == 0 || n > MAX_STACK_VALUES || first + n > affine_map_num_results(m)) return NULL;
  Value *vals[MAX_STACK_VALUES + 1];
  Expander x = {rw, loc, operands, operands + affine_map_num_dims(m)};
  for (unsigned i = 0; i < n; i++)
    if (!(vals[i] = expand(&x, affine_map_result(m, first + i)))) return NULL;
  Value *acc = vals[0];
  for (unsigned i = 1; acc && i < n; i++) acc = binary(&x, combine, acc, vals[i]);
  return acc;
}

static Value *expand_and_combine(Rewriter *rw, const Loc *loc, const AffineMap *m, Value *const *operands,
                                 const char *combine) {
  return expand_group(rw, loc, m, 0, affine_map_num_results(m), operands, combine);
}

/* The op's operands from `first`, mapped (NULL when one is missing). */
static bool mapped_operands(const ConvOperands *o, unsigned first, unsigned n, Value **out) {
  for (unsigned i = 0; i < n; i++)
    if (!(out[i] = conv_operand(o, first + i))) return false;
  return true;
}

/* ---- patterns ---------------------------------------------------------------------------- */


static bool replace_with(Rewriter *rw, Operation *op, Value *v) {
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

static bool lower_apply(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1], *r[1];
  if (!m || affine_map_num_results(m) != 1 || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops))
    return false;
  return expand_map(rw, op->loc, m, ops, r) && replace_with(rw, op, r[0]);
}

static bool lower_min_max(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1];
  if (!m || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  const char *combine = op_is(op, "affine.min") ? "arith.minsi" : "arith.maxsi";
  return replace_with(rw, op, expand_and_combine(rw, op->loc, m, ops, combine));
}

static bool lower_load(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1];
  if (!m || o->n < 1 || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  unsigned n = affine_map_num_results(m);
  Value *idx[MAX_STACK_VALUES + 2];
  idx[0] = ops[0];
  if (n > MAX_STACK_VALUES || !expand_map(rw, op->loc, m, ops + 1, idx + 1)) return false;
  const Type *t = op->results[0].type;
  return replace_with(rw, op, result_of(rw_build(rw, "memref.load", op->loc, n + 1, idx, 1, &t, 0, NULL)));
}

static bool lower_store(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1];
  if (!m || o->n < 2 || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  unsigned n = affine_map_num_results(m);
  Value *idx[MAX_STACK_VALUES + 3];
  idx[0] = ops[0];
  idx[1] = ops[1];
  if (n > MAX_STACK_VALUES || !expand_map(rw, op->loc, m, ops + 2, idx + 2)) return false;
  if (!rw_build(rw, "memref.store", op->loc, n + 2, idx, 0, NULL, 0, NULL)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* affine.prefetch: memref.prefetch of the expanded indices, with the
 * same isWrite, localityHint and isDataCache. */
static bool lower_prefetch(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1];
  if (!m || o->n < 1 || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  unsigned n = affine_map_num_results(m);
  Value *idx[MAX_STACK_VALUES + 2];
  idx[0] = ops[0];
  if (n > MAX_STACK_VALUES || !expand_map(rw, op->loc, m, ops + 1, idx + 1)) return false;
  NamedAttr attrs[3] = {named(ctx, "isWrite", op_get_attr(op, "isWrite", 7)),
                        named(ctx, "localityHint", op_get_attr(op, "localityHint", 12)),
                        named(ctx, "isDataCache", op_get_attr(op, "isDataCache", 11))};
  if (!rw_build(rw, "memref.prefetch", op->loc, n + 1, idx, 0, NULL, 3, attrs)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* affine.vector_load and affine.vector_store: vector.load and
 * vector.store of the expanded indices. */
static bool lower_vector_load(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1];
  if (!m || o->n < 1 || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  unsigned n = affine_map_num_results(m);
  Value *idx[MAX_STACK_VALUES + 2];
  idx[0] = ops[0];
  if (n > MAX_STACK_VALUES || !expand_map(rw, op->loc, m, ops + 1, idx + 1)) return false;
  const Type *t = op->results[0].type;
  return replace_with(rw, op, result_of(rw_build(rw, "vector.load", op->loc, n + 1, idx, 1, &t, 0, NULL)));
}

static bool lower_vector_store(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const AffineMap *m = map_attr(op, "map");
  Value *ops[MAX_STACK_VALUES + 1];
  if (!m || o->n < 2 || o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  unsigned n = affine_map_num_results(m);
  Value *idx[MAX_STACK_VALUES + 3];
  idx[0] = ops[0];
  idx[1] = ops[1];
  if (n > MAX_STACK_VALUES || !expand_map(rw, op->loc, m, ops + 2, idx + 2)) return false;
  if (!rw_build(rw, "vector.store", op->loc, n + 2, idx, 0, NULL, 0, NULL)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* affine.dma_start: memref.dma_start (src, its indices, dst, its indices,
 * the element count, tag, its indices, then any stride operands) with
 * each map expanded; affine.dma_wait: memref.dma_wait likewise. */
static bool lower_dma(Rewriter *rw, Operation *op, const ConvOperands *o) {
  static const char *const maps[] = {"src_map", "dst_map", "tag_map"};
  bool start = op_is(op, "affine.dma_start");
  unsigned nmemrefs = start ? 3 : 1;
  Value *ops[MAX_STACK_VALUES + 1], *out[2 * MAX_STACK_VALUES + 4];
  if (o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  Value *indices[3][MAX_STACK_VALUES + 1];
  unsigned nidx[3], at = 0;
  for (unsigned i = 0; i < nmemrefs; i++) {
    const AffineMap *m = map_attr(op, maps[start ? i : 2]);
    if (!m || at + 1 + affine_map_num_dims(m) + affine_map_num_symbols(m) > o->n ||
        affine_map_num_results(m) > MAX_STACK_VALUES || !expand_map(rw, op->loc, m, ops + at + 1, indices[i]))
      return false;
    nidx[i] = affine_map_num_results(m);
    at += 1 + affine_map_num_dims(m) + affine_map_num_symbols(m);
  }
  if (at >= o->n) return false;
  unsigned k = 0, memref_at = 0;
  for (unsigned i = 0; i < nmemrefs; i++) {
    if (start && i == 2) out[k++] = ops[at]; /* the count goes before the tag */
    out[k++] = ops[memref_at];
    for (unsigned j = 0; j < nidx[i]; j++) out[k++] = indices[i][j];
    const AffineMap *m = map_attr(op, maps[start ? i : 2]);
    memref_at += 1 + affine_map_num_dims(m) + affine_map_num_symbols(m);
  }
  if (!start) out[k++] = ops[at];
  for (unsigned i = at + 1; i < o->n; i++) out[k++] = ops[i];
  if (!rw_build(rw, start ? "memref.dma_start" : "memref.dma_wait", op->loc, k, out, 0, NULL, 0, NULL)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* The size of group i of affine.parallel's bound groups (a dense i32
 * elements attribute), or -1. */
static int64_t group_size(const Attr *g, size_t i) {
  if (!g || g->kind != AK_DENSE_ELEMENTS) return -1;
  int64_t n = shaped_num_elements(WORD_PTR(const Type, g->p[0]));
  if (n < 0 || i >= (size_t)n) return -1;
  const Ident *blob = WORD_PTR(const Ident, g->p[1]);
  size_t at = g->aux ? 0 : i; /* splat */
  int32_t v = -1;
  if (4 * at + 4 <= blob->len) memcpy(&v, blob->str + 4 * at, 4);
  return v;
}

/* The name of the AtomicRMWKind an affine.parallel reduction attribute
 * holds, or NULL. */
static const char *reduction_kind(const Attr *k) {
  const OdsEnum *e = ods_dialect_enum(&ODS_affine, "AtomicRMWKindAttr");
  for (unsigned c = 0; e && k->kind == AK_INTEGER && c < e->ncases; c++)
    if (e->cases[c].value == (uint64_t)attr_int_value(k)) return e->cases[c].str;
  return NULL;
}

/* arith::getIdentityValue and arith::getReductionOp for the kinds an
 * affine.parallel result may have (assign has neither). */
typedef struct Reduction {
  const char *kind;
  const char *op;
  bool is_float;
  double identity;
} Reduction;

static const Reduction REDUCTIONS[] = {
    {"addf", "arith.addf", true, 0.0},           {"mulf", "arith.mulf", true, 1.0},
    {"maximumf", "arith.maximumf", true, -INFINITY}, {"minimumf", "arith.minimumf", true, INFINITY},
    {"addi", "arith.addi", false, 0},            {"muli", "arith.muli", false, 1},
    {"ori", "arith.ori", false, 0},              {"andi", "arith.andi", false, -1},
};

static const Reduction *find_reduction(const Attr *k) {
  const char *kind = reduction_kind(k);
  for (size_t i = 0; kind && i < sizeof REDUCTIONS / sizeof *REDUCTIONS; i++)
    if (!strcmp(REDUCTIONS[i].kind, kind)) return &REDUCTIONS[i];
  return NULL;
}

static Value *identity_value(Rewriter *rw, const Loc *loc, const Reduction *r, const Type *t) {
  Context *ctx = rw->ctx;
  const Attr *v = r->is_float ? attr_float_double(ctx, t, r->identity) : attr_integer(ctx, t, (int64_t)r->identity);
  NamedAttr a = named(ctx, "value", v);
  return v ? result_of(rw_build(rw, "arith.constant", loc, 0, NULL, 1, &t, 1, &a)) : NULL;
}

/* The scf.reduce replacing affine.parallel's yield: one region per
 * result, combining its two block arguments with the reduction's op. */
static bool build_reduce(Rewriter *rw, const Loc *loc, Operation *yield, const Reduction *const *reds) {
  Context *ctx = rw->ctx;
  OperationState s;
  opstate_init(&s, ctx, opname_get(ctx, "scf.reduce", 10), yield->loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < yield->num_operands; i++) {
    Value *v = yield->operands[i].value;
    Region *r = opstate_add_operand(&s, v) ? opstate_add_region(&s) : NULL;
    Block *b = r ? block_create(&ctx->alloc) : NULL;
    if (b) region_append_block(r, b);
    ok = b && block_add_arg(b, v->type, yield->loc) && block_add_arg(b, v->type, yield->loc);
  }
  Operation *reduce = ok ? rw_create(rw, &s) : NULL;
  if (!reduce) {
    if (!ok) opstate_free(&s);
    return false;
  }
  for (unsigned i = 0; i < reduce->num_regions; i++) {
    Block *b = reduce->regions[i].first;
    rw_set_block_end(rw, b);
    Value *args[2] = {b->args[0], b->args[1]};
    Value *combined = result_of(rw_build(rw, reds[i]->op, loc, 2, args, 1, &b->args[0]->type, 0, NULL));
    if (!combined || !rw_build(rw, "scf.reduce.return", loc, 1, &combined, 0, NULL, 0, NULL)) return false;
  }
  rw_erase_op(rw, yield);
  return true;
}

/* affine.parallel: scf.parallel whose bounds are the max (lower) and min
 * (upper) of each group; with results, their reductions' identities are
 * the initial values and the yield becomes an scf.reduce combining them
 * (a kind without an identity, assign, is an error). */
static bool lower_parallel(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const AffineMap *lbm = map_attr(op, "lowerBoundsMap"), *ubm = map_attr(op, "upperBoundsMap");
  const Attr *lg = op_get_attr(op, "lowerBoundsGroups", 17), *ug = op_get_attr(op, "upperBoundsGroups", 17);
  const Attr *steps = op_get_attr(op, "steps", 5), *red = op_get_attr(op, "reductions", 10);
  Block *body = op->regions[0].first;
  Value *ops[MAX_STACK_VALUES + 1];
  unsigned nres = op->num_results;
  if (!lbm || !ubm || !steps || steps->kind != AK_ARRAY || !body || o->n > MAX_STACK_VALUES ||
      nres > MAX_STACK_VALUES || !red || red->kind != AK_ARRAY || red->n != nres || !mapped_operands(o, 0, o->n, ops))
    return false;
  unsigned ndims = steps->n, nlb_ops = affine_map_num_dims(lbm) + affine_map_num_symbols(lbm);
  Operation *yield = block_terminator(body);
  if (ndims == 0 || ndims > MAX_STACK_VALUES / 3 || nlb_ops > o->n || !op_is(yield, "affine.yield") ||
      yield->num_operands != nres)
    return false;
  const Reduction *reds[MAX_STACK_VALUES + 1];
  for (unsigned i = 0; i < nres; i++)
    if (!(reds[i] = find_reduction(WORD_PTR(const Attr, red->p[i])))) {
      emit_error(ctx, op->loc, "Reduction operation type not supported");
      return false;
    }
  Value *operands[MAX_STACK_VALUES + 1];
  unsigned lb_at = 0, ub_at = 0;
  for (unsigned i = 0; i < ndims; i++) {
    int64_t nl = group_size(lg, i), nu = group_size(ug, i);
    if (nl <= 0 || nu <= 0) return false;
    operands[i] = expand_group(rw, op->loc, lbm, lb_at, (unsigned)nl, ops, "arith.maxsi");
    operands[ndims + i] =
        operands[i] ? expand_group(rw, op->loc, ubm, ub_at, (unsigned)nu, ops + nlb_ops, "arith.minsi") : NULL;
    if (!operands[ndims + i]) return false;
    lb_at += (unsigned)nl;
    ub_at += (unsigned)nu;
  }
  Expander x = {rw, op->loc, NULL, NULL};
  for (unsigned i = 0; i < ndims; i++)
    if (!(operands[2 * ndims + i] = constant(&x, attr_int_value(WORD_PTR(const Attr, steps->p[i]))))) return false;
  Value *inits[MAX_STACK_VALUES + 1];
  for (unsigned i = 0; i < nres; i++)
    if (!(inits[i] = identity_value(rw, op->loc, reds[i], op->results[i].type))) return false;
  int32_t seg[4] = {(int32_t)ndims, (int32_t)ndims, (int32_t)ndims, (int32_t)nres};
  OperationState s;
  opstate_init(&s, ctx, opname_get(ctx, "scf.parallel", 12), op->loc);
  const Attr *segs = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 4, seg, sizeof seg);
  bool ok = segs && opstate_add_attr(&s, ident_cstr(ctx, "operandSegmentSizes"), segs) && opstate_add_region(&s);
  for (unsigned i = 0; ok && i < 3 * ndims; i++) ok = opstate_add_operand(&s, operands[i]);
  for (unsigned i = 0; ok && i < nres; i++)
    ok = opstate_add_operand(&s, inits[i]) && opstate_add_type(&s, op->results[i].type);
  if (!ok) {
    opstate_free(&s);
    return false;
  }
  Operation *par = rw_create(rw, &s);
  if (!par) return false;
  rw_inline_region_before(rw, &op->regions[0], &par->regions[0], NULL);
  rw_set_before(rw, yield);
  if (nres ? !build_reduce(rw, op->loc, yield, reds) : !rw_build(rw, "scf.reduce", yield->loc, 0, NULL, 0, NULL, 0, NULL))
    return false;
  if (!nres) rw_erase_op(rw, yield);
  Value *results[MAX_STACK_VALUES + 1];
  for (unsigned i = 0; i < nres; i++) results[i] = &par->results[i];
  rw_replace_op(rw, op, results);
  return true;
}

static bool lower_yield(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Operation *parent = op->block ? op_parent_op(op) : NULL;
  /* affine.parallel's yield becomes scf.reduce, which is not lowered here. */
  if (!parent || op_is(parent, "scf.parallel") || op_is(parent, "affine.parallel")) return false;
  Value *ops[MAX_STACK_VALUES + 1];
  if (o->n > MAX_STACK_VALUES || !mapped_operands(o, 0, o->n, ops)) return false;
  if (!rw_build(rw, "scf.yield", op->loc, o->n, ops, 0, NULL, 0, NULL)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* The ODS operand group sizes of affine.for: lower bound operands, upper
 * bound operands, initial values. */
static const int32_t *for_segments(Operation *op) {
  const Attr *seg = op_get_attr(op, "operandSegmentSizes", 19);
  if (!seg || seg->kind != AK_DENSE_ARRAY || seg->aux != 3) return NULL;
  return (const int32_t *)WORD_PTR(const Ident, seg->p[1])->str;
}

static bool lower_for(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const AffineMap *lbm = map_attr(op, "lowerBoundMap"), *ubm = map_attr(op, "upperBoundMap");
  const Attr *step = op_get_attr(op, "step", 4);
  const int32_t *seg = for_segments(op);
  Value *ops[MAX_STACK_VALUES + 1];
  if (!lbm || !ubm || !step || !seg || o->n > MAX_STACK_VALUES || op->num_results > MAX_STACK_VALUES ||
      !mapped_operands(o, 0, o->n, ops))
    return false;
  unsigned nlb = (unsigned)seg[0], nub = (unsigned)seg[1], ninit = (unsigned)seg[2];
  Value *lb = expand_and_combine(rw, op->loc, lbm, ops, "arith.maxsi");
  Value *ub = lb ? expand_and_combine(rw, op->loc, ubm, ops + nlb, "arith.minsi") : NULL;
  Expander x = {rw, op->loc, NULL, NULL};
  Value *st = ub ? constant(&x, attr_int_value(step)) : NULL;
  if (!st) return false;
  Value *fops[MAX_STACK_VALUES + 4] = {lb, ub, st};
  for (unsigned i = 0; i < ninit; i++) fops[3 + i] = ops[nlb + nub + i];
  OperationState s;
  opstate_init(&s, ctx, opname_get(ctx, "scf.for", 7), op->loc);
  bool ok = opstate_add_region(&s) != NULL;
  for (unsigned i = 0; ok && i < 3 + ninit; i++) ok = opstate_add_operand(&s, fops[i]);
  for (unsigned i = 0; ok && i < op->num_results; i++) ok = opstate_add_type(&s, op->results[i].type);
  if (!ok) {
    opstate_free(&s);
    return false;
  }
  Operation *f = rw_create(rw, &s);
  if (!f) return false;
  rw_inline_region_before(rw, &op->regions[0], &f->regions[0], NULL);
  Value *results[MAX_STACK_VALUES + 1];
  for (unsigned i = 0; i < f->num_results; i++) results[i] = &f->results[i];
  rw_replace_op(rw, op, results);
  return true;
}

/* The and of the set's constraints (each `expr >= 0` or `expr == 0`);
 * true when it has none. */
static Value *expand_condition(Rewriter *rw, const Loc *loc, const IntegerSet *set, Value *const *operands) {
  Context *ctx = rw->ctx;
  unsigned ndims = set->aux, ncons = (unsigned)set->p[1];
  Expander x = {rw, loc, operands, operands + ndims};
  if (ncons == 0) {
    NamedAttr a = named(ctx, "value", attr_bool(ctx, true));
    return result_of(rw_build(rw, "arith.constant", loc, 0, NULL, 1, &ctx->t_i1, 1, &a));
  }
  Value *zero = constant(&x, 0), *cond = NULL;
  for (unsigned i = 0; zero && i < ncons; i++) {
    const AffineExpr *e = WORD_PTR(const AffineExpr, set->p[2 + i]);
    bool eq = set->p[2 + ncons + i] != 0;
    Value *v = expand(&x, e);
    Value *c = cmpi(&x, eq ? CMPI_EQ : CMPI_SGE, v, zero);
    if (!c) return NULL;
    cond = cond ? binary(&x, "arith.andi", cond, c) : c;
    if (!cond) return NULL;
  }
  return cond;
}

static bool lower_if(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const Attr *a = op_get_attr(op, "condition", 9);
  const IntegerSet *set = a && a->kind == AK_INTEGER_SET ? WORD_PTR(const IntegerSet, a->p[0]) : NULL;
  Value *ops[MAX_STACK_VALUES + 1];
  if (!set || op->num_regions != 2 || o->n > MAX_STACK_VALUES || op->num_results > MAX_STACK_VALUES ||
      !mapped_operands(o, 0, o->n, ops))
    return false;
  Value *cond = expand_condition(rw, op->loc, set, ops);
  if (!cond) return false;
  OperationState s;
  opstate_init(&s, ctx, opname_get(ctx, "scf.if", 6), op->loc);
  bool ok = opstate_add_operand(&s, cond) && opstate_add_region(&s) && opstate_add_region(&s);
  for (unsigned i = 0; ok && i < op->num_results; i++) ok = opstate_add_type(&s, op->results[i].type);
  if (!ok) {
    opstate_free(&s);
    return false;
  }
  Operation *i = rw_create(rw, &s);
  if (!i) return false;
  rw_inline_region_before(rw, &op->regions[0], &i->regions[0], NULL);
  if (op->regions[1].first) rw_inline_region_before(rw, &op->regions[1], &i->regions[1], NULL);
  Value *results[MAX_STACK_VALUES + 1];
  for (unsigned k = 0; k < i->num_results; k++) results[k] = &i->results[k];
  rw_replace_op(rw, op, results);
  return true;
}

/* ---- the pass ------------------------------------------------------------------------------- */

#define LOWERING(NAME, FN)                                                                                  \
  { .root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN }

static const ConvPattern PATTERNS[] = {
    LOWERING("affine.apply", lower_apply), LOWERING("affine.min", lower_min_max),
    LOWERING("affine.max", lower_min_max), LOWERING("affine.load", lower_load),
    LOWERING("affine.store", lower_store), LOWERING("affine.yield", lower_yield),
    LOWERING("affine.for", lower_for),     LOWERING("affine.if", lower_if),
    LOWERING("affine.parallel", lower_parallel), LOWERING("affine.prefetch", lower_prefetch),
    LOWERING("affine.vector_load", lower_vector_load), LOWERING("affine.vector_store", lower_vector_store),
    LOWERING("affine.dma_start", lower_dma),     LOWERING("affine.dma_wait", lower_dma),
};
enum { NUM_PATTERNS = sizeof PATTERNS / sizeof *PATTERNS };

/* Room for the patterns of affine_expand_index.c. */
enum { MAX_INDEX_PATTERNS = 4 };

static const char *const LEGAL_DIALECTS[] = {"arith", "memref", "scf", "vector"};

static bool run(Pass *p, Operation *root) {
  (void)p;
  Context *ctx = op_context(root);
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  bool ok = true;
  for (size_t i = 0; ok && i < sizeof LEGAL_DIALECTS / sizeof *LEGAL_DIALECTS; i++)
    ok = ct_set_dialect_action(target, LEGAL_DIALECTS[i], LEGAL_LEGAL);
  const ConvPattern *list[NUM_PATTERNS + MAX_INDEX_PATTERNS];
  size_t n = 0;
  for (size_t i = 0; i < NUM_PATTERNS; i++) list[n++] = &PATTERNS[i];
  for (size_t i = 0; i < NUM_AFFINE_EXPAND_INDEX_PATTERNS && i < MAX_INDEX_PATTERNS; i++)
    list[n++] = &AFFINE_EXPAND_INDEX_PATTERNS[i];
  ConvPatternSet set = {list, n};
  ConversionConfig config;
  conversion_config_default(&config);
  ok = ok && apply_partial_conversion(root, target, &set, &config);
  ct_destroy(target);
  return ok;
}

const PassInfo LOWER_AFFINE_PASS = {
    .argument = "lower-affine",
    .display = "LowerAffinePass",
    .description = "Lower Affine operations to a combination of Arith and SCF operations",
    .run = run,
};
