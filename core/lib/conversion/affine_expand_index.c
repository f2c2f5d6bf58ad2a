/* affine_expand_index.c: upstream's AffineExpandIndexOps lowerings, which
 * lower-affine applies too: affine.delinearize_index becomes floordivsi
 * by the first stride and, for each further result, the remainder by its
 * stride made non-negative then divided by the next stride;
 * affine.linearize_index becomes the sum of the indices scaled by their
 * strides, the terms invariant in more enclosing loops first. The strides
 * are the suffix products of the basis (without an outer bound). */
#include "../transforms/transforms.h"
#include "../rewrite/conversion.h"
#include "../interfaces/interfaces.h"
#include "../ods/ods.h"

enum { CMPI_SLT = 2 };
enum { OVERFLOW_NSW = 1, OVERFLOW_NUW = 2 };

static Value *result_of(Operation *op) { return op ? &op->results[0] : NULL; }

static Value *index_constant(Rewriter *rw, const Loc *loc, int64_t v) {
  Context *ctx = rw->ctx;
  NamedAttr a = named(ctx, "value", attr_integer(ctx, ctx->t_index, v));
  return result_of(rw_build(rw, "arith.constant", loc, 0, NULL, 1, &ctx->t_index, 1, &a));
}

/* An index op on two values with integer overflow flags (0: none). */
static Value *index_op(Rewriter *rw, const char *name, const Loc *loc, Value *a, Value *b, uint64_t flags) {
  Context *ctx = rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr f = named(ctx, "overflowFlags", enum_attr(ctx, "arith.overflow", flags));
  return result_of(rw_build(rw, name, loc, 2, ops, 1, &ctx->t_index, flags ? 1 : 0, &f));
}

static Value *plain_op(Rewriter *rw, const char *name, const Loc *loc, Value *a, Value *b) {
  Context *ctx = rw->ctx;
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  return result_of(rw_build(rw, name, loc, 2, ops, 1, &ctx->t_index, 0, NULL));
}

/* computeStrides: the suffix products of basis[first..n) (static sizes,
 * DYNAMIC_SIZE taking the next dynamic value from the back), outermost
 * first, into `out`; false when one cannot be built. */
static bool compute_strides(Rewriter *rw, const Loc *loc, const Attr *basis, size_t first, Value *const *dyn,
                            unsigned ndyn, bool non_negative, Value **out) {
  size_t n = basis->aux;
  uint64_t flags = OVERFLOW_NSW | (non_negative ? OVERFLOW_NUW : 0);
  Value *dynamic = NULL;
  int64_t fixed = 1;
  unsigned next_dyn = ndyn;
  for (size_t i = n; i-- > first;) {
    int64_t e = dense_i64_at(basis, i);
    if (e == DYNAMIC_SIZE) {
      if (!next_dyn) return false;
      Value *d = dyn[--next_dyn];
      dynamic = dynamic ? index_op(rw, "arith.muli", loc, dynamic, d, flags) : d;
      if (!dynamic) return false;
    } else {
      fixed *= e;
    }
    Value *stride;
    if (dynamic && fixed == 1) {
      stride = dynamic;
    } else {
      stride = index_constant(rw, loc, fixed);
      if (dynamic) stride = index_op(rw, "arith.muli", loc, dynamic, stride, flags);
    }
    if (!stride) return false;
    out[i - first] = stride;
  }
  return true;
}

/* The remainder of `v` by `stride`, made non-negative. */
static Value *mod_term(Rewriter *rw, const Loc *loc, Value *v, Value *stride, Value *zero) {
  Context *ctx = rw->ctx;
  Value *rem = plain_op(rw, "arith.remsi", loc, v, stride);
  if (!rem) return NULL;
  Value *cmp_ops[2] = {rem, zero};
  NamedAttr pred = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, CMPI_SLT));
  Value *negative = result_of(rw_build(rw, "arith.cmpi", loc, 2, cmp_ops, 1, &ctx->t_i1, 1, &pred));
  Value *corrected = index_op(rw, "arith.addi", loc, rem, stride, OVERFLOW_NSW);
  if (!negative || !corrected) return NULL;
  Value *sel[3] = {negative, corrected, rem};
  return result_of(rw_build(rw, "arith.select", loc, 3, sel, 1, &ctx->t_index, 0, NULL));
}

static bool lower_delinearize(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const Attr *basis = op_get_attr(op, "static_basis", 12);
  unsigned nres = op->num_results;
  if (!basis || basis->kind != AK_DENSE_ARRAY || o->n < 1 || nres > MAX_STACK_VALUES || o->n > MAX_STACK_VALUES)
    return false;
  Value *linear = conv_operand(o, 0);
  if (!linear) return false;
  if (nres == 1) {
    rw_replace_op(rw, op, &linear);
    return true;
  }
  size_t first = nres == basis->aux ? 1 : 0;
  if (basis->aux - first + 1 != nres) return false;
  Value *dyn[MAX_STACK_VALUES + 1], *strides[MAX_STACK_VALUES + 1], *results[MAX_STACK_VALUES + 1];
  for (unsigned i = 1; i < o->n; i++)
    if (!(dyn[i - 1] = conv_operand(o, i))) return false;
  if (!compute_strides(rw, op->loc, basis, first, dyn, o->n - 1, true, strides)) return false;
  unsigned nstrides = nres - 1;
  Value *zero = index_constant(rw, op->loc, 0);
  results[0] = plain_op(rw, "arith.floordivsi", op->loc, linear, strides[0]);
  for (unsigned i = 0; results[0] && i + 1 < nstrides; i++) {
    Value *mod = mod_term(rw, op->loc, linear, strides[i], zero);
    if (!(results[i + 1] = plain_op(rw, "arith.divsi", op->loc, mod, strides[i + 1]))) return false;
  }
  if (!results[0] || !(results[nres - 1] = mod_term(rw, op->loc, linear, strides[nstrides - 1], zero))) return false;
  rw_replace_op(rw, op, results);
  return true;
}

/* True when `outer` is a proper ancestor of `op`. */
static bool encloses(const Operation *outer, Operation *op) {
  for (Operation *o = op ? op_parent_op(op) : NULL; o; o = op_parent_op(o))
    if (o == outer) return true;
  return false;
}

/* numEnclosingInvariantLoops: how many of the loops around `user`,
 * innermost first, `v` is defined outside of. */
static int64_t invariant_loops(Operation *user, const Value *v) {
  /* The op whose regions hold v: its defining op's parent, or the owner of
   * its block. */
  Operation *def = v->kind == VALUE_RESULT ? (Operation *)v->owner : NULL;
  Block *b = v->kind == VALUE_BLOCK_ARG ? (Block *)v->owner : NULL;
  Operation *holder = b && b->parent ? b->parent->parent : NULL;
  int64_t count = 0;
  for (Operation *o = op_parent_op(user); o; o = op_parent_op(o)) {
    if (!iface_is_loop_like(o)) continue;
    bool inside = def ? encloses(o, def) : (holder == o || encloses(o, holder));
    if (inside) break;
    count++;
  }
  return count;
}

static bool lower_linearize(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const Attr *basis = op_get_attr(op, "static_basis", 12);
  const Attr *seg = op_get_attr(op, "operandSegmentSizes", 19);
  if (!basis || basis->kind != AK_DENSE_ARRAY || !seg || seg->kind != AK_DENSE_ARRAY || seg->aux != 2 ||
      o->n > MAX_STACK_VALUES)
    return false;
  const int32_t *sz = (const int32_t *)WORD_PTR(const Ident, seg->p[1])->str;
  unsigned nidx = (unsigned)sz[0], ndyn = (unsigned)sz[1];
  if (nidx + ndyn != o->n) return false;
  if (nidx == 0) {
    Value *z = index_constant(rw, op->loc, 0);
    if (!z) return false;
    rw_replace_op(rw, op, &z);
    return true;
  }
  size_t first = nidx == basis->aux ? 1 : 0;
  if (basis->aux - first + 1 != nidx) return false;
  Value *dyn[MAX_STACK_VALUES + 1], *strides[MAX_STACK_VALUES + 1], *terms[MAX_STACK_VALUES + 1];
  int64_t hoist[MAX_STACK_VALUES + 1];
  for (unsigned i = 0; i < ndyn; i++)
    if (!(dyn[i] = conv_operand(o, nidx + i))) return false;
  const Attr *dis = op_get_attr(op, "disjoint", 8); /* a BoolAttr, or a UnitAttr in older forms */
  bool disjoint = dis && (dis->kind == AK_UNIT || (dis->kind == AK_INTEGER && attr_int_value(dis)));
  if (!compute_strides(rw, op->loc, basis, first, dyn, ndyn, disjoint, strides)) return false;
  for (unsigned i = 0; i < nidx; i++) {
    Value *idx = conv_operand(o, i);
    if (!idx) return false;
    terms[i] = i + 1 < nidx ? index_op(rw, "arith.muli", op->loc, idx, strides[i], OVERFLOW_NSW) : idx;
    if (!terms[i]) return false;
    hoist[i] = invariant_loops(op, op->operands[i].value);
  }
  /* A stable sort by decreasing number of invariant loops. */
  for (unsigned i = 1; i < nidx; i++)
    for (unsigned j = i; j > 0 && hoist[j - 1] < hoist[j]; j--) {
      Value *t = terms[j];
      terms[j] = terms[j - 1];
      terms[j - 1] = t;
      int64_t h = hoist[j];
      hoist[j] = hoist[j - 1];
      hoist[j - 1] = h;
    }
  Value *sum = terms[0];
  for (unsigned i = 1; sum && i < nidx; i++) sum = index_op(rw, "arith.addi", op->loc, sum, terms[i], OVERFLOW_NSW);
  if (!sum) return false;
  rw_replace_op(rw, op, &sum);
  return true;
}

#define LOWERING(NAME, FN)                                                                                  \
  { .root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN }

const ConvPattern AFFINE_EXPAND_INDEX_PATTERNS[] = {
    LOWERING("affine.delinearize_index", lower_delinearize),
    LOWERING("affine.linearize_index", lower_linearize),
};
const size_t NUM_AFFINE_EXPAND_INDEX_PATTERNS =
    sizeof AFFINE_EXPAND_INDEX_PATTERNS / sizeof *AFFINE_EXPAND_INDEX_PATTERNS;
