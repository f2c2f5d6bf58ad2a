/* scf_for_to_while.c: the scf-for-to-while pass (upstream's
 * SCFForToWhileLoop): each scf.for becomes an scf.while that carries the
 * induction variable first, compares it with the upper bound in the
 * `before` region and steps it at the start of the `after` region, ahead
 * of the moved body. The while keeps every attribute of the for, its
 * inherent ones included (unsignedCmp then prints as a discardable
 * attribute, as upstream's copy of getAttrs() does). The greedy driver
 * applies it, so ops it visits fold as well. */
#include "transforms.h"

/* arith::CmpIPredicate */
enum { CMPI_SLT = 2, CMPI_ULT = 6 };

/* The for's properties and attributes as one list (NULL when out of
 * memory; *n set either way). */
static NamedAttr *all_attrs(Context *ctx, const Operation *op, unsigned *n) {
  size_t np = dict_size(op->props), na = dict_size(op->attrs);
  *n = (unsigned)(np + na);
  NamedAttr *out = ctx_alloc(ctx, (*n + 1) * sizeof *out);
  for (size_t i = 0; out && i < np; i++) out[i] = (NamedAttr){dict_name(op->props, i), dict_value(op->props, i)};
  for (size_t i = 0; out && i < na; i++) out[np + i] = (NamedAttr){dict_name(op->attrs, i), dict_value(op->attrs, i)};
  return out;
}

/* Creates the scf.while with empty regions at the insertion point. */
static Operation *create_while(Rewriter *rw, Operation *for_op, unsigned n, Value *const *inits,
                               const Type *const *types) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "scf.while", 9), for_op->loc);
  unsigned nattrs;
  NamedAttr *attrs = all_attrs(ctx, for_op, &nattrs);
  bool ok = attrs && opstate_add_region(&st) && opstate_add_region(&st);
  for (unsigned i = 0; ok && i < n; i++) ok = opstate_add_operand(&st, inits[i]) && opstate_add_type(&st, types[i]);
  for (unsigned i = 0; ok && i < nattrs; i++) ok = opstate_add_attr(&st, attrs[i].name, attrs[i].value);
  ctx_free(ctx, attrs);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

static bool for_to_while(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Block *body = op->regions[0].first;
  unsigned n = body->nargs; /* the induction variable, then the iter_args */
  if (n > MAX_STACK_VALUES) return false;
  const Type *types[MAX_STACK_VALUES];
  const Loc *locs[MAX_STACK_VALUES];
  Value *inits[MAX_STACK_VALUES];
  types[0] = body->args[0]->type;
  locs[0] = body->args[0]->loc;
  inits[0] = opnd(op, 0);
  for (unsigned i = 1; i < n; i++) {
    inits[i] = opnd(op, 2 + i);
    types[i] = inits[i]->type;
    locs[i] = value_loc(inits[i]);
  }
  Operation *w = create_while(rw, op, n, inits, types);
  if (!w) return false;
  Block *before = rw_create_block(rw, &w->regions[0], NULL, n, types, locs);
  if (!before) return false;
  bool is_unsigned = op_get_attr(op, "unsignedCmp", 11) != NULL;
  Value *cmp_ops[2] = {before->args[0], opnd(op, 1)};
  NamedAttr pred = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, is_unsigned ? CMPI_ULT : CMPI_SLT));
  Operation *cmp = rw_build(rw, "arith.cmpi", w->loc, 2, cmp_ops, 1, &ctx->t_i1, 1, &pred);
  Value *cond_ops[MAX_STACK_VALUES + 1];
  cond_ops[0] = cmp ? res0(cmp) : NULL;
  for (unsigned i = 0; i < n; i++) cond_ops[1 + i] = before->args[i];
  if (!cmp || !rw_build(rw, "scf.condition", w->loc, n + 1, cond_ops, 0, NULL, 0, NULL)) return false;

  Block *after = rw_create_block(rw, &w->regions[1], NULL, n, types, locs);
  if (!after) return false;
  Value *step_ops[2] = {after->args[0], opnd(op, 2)};
  Operation *inc = rw_build(rw, "arith.addi", w->loc, 2, step_ops, 1, &types[0], 0, NULL);
  if (!inc) return false;
  for (unsigned i = 0; i < n; i++) rw_replace_all_uses(rw, body->args[i], after->args[i]);
  while (body->first) rw_move_op_before(rw, body->first, after, NULL);

  /* The stepped induction variable goes first in the yield. */
  Operation *yield = block_terminator(after);
  if (op_is(yield, "scf.yield")) {
    Value *vals[MAX_STACK_VALUES];
    unsigned nv = yield->num_operands;
    if (nv + 1 > MAX_STACK_VALUES) return false;
    vals[0] = res0(inc);
    for (unsigned i = 0; i < nv; i++) vals[1 + i] = opnd(yield, i);
    rw_start_modification(rw, yield);
    op_set_operands(yield, nv + 1, vals);
    rw_modified(rw, yield);
  }
  for (unsigned i = 0; i < op->num_results; i++) rw_replace_all_uses(rw, &op->results[i], &w->results[i + 1]);
  rw_erase_op(rw, op);
  return true;
}

static const Pattern FOR_TO_WHILE = {.root = "scf.for", .benefit = 1, .match_and_rewrite = for_to_while,
                                     .debug_name = "ForLoopLoweringPattern"};
static const Pattern *const PATTERNS[] = {&FOR_TO_WHILE, NULL};

static bool run(Pass *p, Operation *op) {
  (void)p;
  apply_patterns_with_defaults(op, PATTERNS);
  return true;
}

const PassInfo SCF_FOR_TO_WHILE_PASS = {
    .argument = "scf-for-to-while",
    .display = "SCFForToWhileLoop",
    .description = "Convert SCF for loops to SCF while loops",
    .run = run,
};
