/* build_util.c: see build_util.h. */
#include "build_util.h"
#include "../dialects/affine/affine_ops.h"
#include "../dialects/utils/dialect_util.h"
#include "../dialects/utils/region_util.h"

Value *bu_index(Rewriter *rw, const Loc *loc, int64_t v) {
  Context *ctx = rw->ctx;
  return rw_constant(rw, attr_integer(ctx, ctx->t_index, v), loc);
}

Operation *bu_op(Rewriter *rw, const char *name, const Loc *loc, unsigned nops, Value *const *ops, const Type *type) {
  return rw_build(rw, name, loc, nops, ops, type ? 1 : 0, type ? &type : NULL, 0, NULL);
}

Value *bu_alloc(Rewriter *rw, const char *name, const Loc *loc, const Type *t, unsigned ndyn, Value *const *dyn) {
  Context *ctx = rw->ctx;
  int32_t seg[2] = {(int32_t)ndyn, 0};
  NamedAttr a = named(ctx, "operandSegmentSizes", attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 2, seg, sizeof seg));
  Operation *op = a.value ? rw_build(rw, name, loc, ndyn, dyn, 1, &t, 1, &a) : NULL;
  return op ? res0(op) : NULL;
}

/* Creates `name` with one region holding one block of `nargs` arguments
 * of `types` located at `loc`, at the insertion point. */
static Operation *loop_op(Rewriter *rw, OperationState *st, unsigned nargs, const Type *const *types,
                          const Loc *const *locs) {
  Context *ctx = rw->ctx;
  Region *r = opstate_add_region(st);
  Block *b = r ? block_create(&ctx->alloc) : NULL;
  if (!b) {
    opstate_free(st);
    return NULL;
  }
  region_append_block(r, b);
  for (unsigned i = 0; i < nargs; i++)
    if (!block_add_arg(b, types[i], locs[i])) {
      opstate_free(st);
      return NULL;
    }
  return rw_create(rw, st);
}

Operation *bu_scf_for(Rewriter *rw, const Loc *loc, Value *lb, Value *ub, Value *step, unsigned ninits,
                      Value *const *inits) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "scf.for", 7), loc);
  const Type *types[MAX_STACK_VALUES + 1];
  const Loc *locs[MAX_STACK_VALUES + 1];
  Value *bounds[3] = {lb, ub, step};
  bool ok = ninits <= MAX_STACK_VALUES;
  for (unsigned i = 0; ok && i < 3; i++) ok = opstate_add_operand(&st, bounds[i]);
  types[0] = lb->type;
  locs[0] = loc;
  for (unsigned i = 0; ok && i < ninits; i++) {
    ok = opstate_add_operand(&st, inits[i]) && opstate_add_type(&st, inits[i]->type);
    types[1 + i] = inits[i]->type;
    locs[1 + i] = value_loc(inits[i]);
  }
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return loop_op(rw, &st, 1 + ninits, types, locs);
}

Operation *bu_scf_parallel(Rewriter *rw, const Loc *loc, unsigned n, Value *const *lbs, Value *const *ubs,
                           Value *const *steps) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "scf.parallel", 12), loc);
  const Type *types[MAX_STACK_VALUES];
  const Loc *locs[MAX_STACK_VALUES];
  bool ok = n <= MAX_STACK_VALUES;
  Value *const *groups[3] = {lbs, ubs, steps};
  for (unsigned g = 0; ok && g < 3; g++)
    for (unsigned i = 0; ok && i < n; i++) ok = opstate_add_operand(&st, groups[g][i]);
  int32_t seg[4] = {(int32_t)n, (int32_t)n, (int32_t)n, 0};
  ok = ok && du_add_segments(&st, seg, 4);
  for (unsigned i = 0; ok && i < n; i++) {
    types[i] = ctx->t_index;
    locs[i] = loc;
  }
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return loop_op(rw, &st, n, types, locs);
}

Operation *bu_affine_for(Rewriter *rw, const Loc *loc, Value *lb, Value *ub, int64_t step) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "affine.for", 10), loc);
  int64_t lc, uc;
  bool constant = const_int_value(lb, &lc) && const_int_value(ub, &uc);
  const AffineMap *id = am_identity(ctx, 1);
  const AffineMap *lmap = constant ? am_constant(ctx, lc) : id, *umap = constant ? am_constant(ctx, uc) : id;
  bool ok = lmap && umap;
  if (ok && !constant) ok = opstate_add_operand(&st, lb) && opstate_add_operand(&st, ub);
  int32_t seg[3] = {constant ? 0 : 1, constant ? 0 : 1, 0};
  ok = ok && opstate_add_attr(&st, ident_cstr(ctx, "lowerBoundMap"), attr_affine_map(ctx, lmap)) &&
       opstate_add_attr(&st, ident_cstr(ctx, "upperBoundMap"), attr_affine_map(ctx, umap)) &&
       opstate_add_attr(&st, ident_cstr(ctx, "step"), attr_integer(ctx, ctx->t_index, step)) &&
       du_add_segments(&st, seg, 3);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  const Type *t = ctx->t_index;
  return loop_op(rw, &st, 1, &t, &loc);
}

Value *bu_load(Rewriter *rw, const Loc *loc, bool affine, Value *mem, unsigned n, Value *const *idx) {
  Context *ctx = rw->ctx;
  Value *ops[MAX_STACK_VALUES + 1];
  if (n > MAX_STACK_VALUES) return NULL;
  ops[0] = mem;
  for (unsigned i = 0; i < n; i++) ops[1 + i] = idx[i];
  const Type *et = shaped_elem(mem->type);
  Operation *op;
  if (affine) {
    const AffineMap *id = am_identity(ctx, n);
    NamedAttr a = named(ctx, "map", id ? attr_affine_map(ctx, id) : NULL);
    op = a.value ? rw_build(rw, "affine.load", loc, n + 1, ops, 1, &et, 1, &a) : NULL;
  } else {
    op = rw_build(rw, "memref.load", loc, n + 1, ops, 1, &et, 0, NULL);
  }
  return op ? &op->results[0] : NULL;
}

Operation *bu_store(Rewriter *rw, const Loc *loc, bool affine, Value *v, Value *mem, unsigned n, Value *const *idx) {
  Context *ctx = rw->ctx;
  Value *ops[MAX_STACK_VALUES + 2];
  if (n > MAX_STACK_VALUES) return NULL;
  ops[0] = v;
  ops[1] = mem;
  for (unsigned i = 0; i < n; i++) ops[2 + i] = idx[i];
  if (!affine) return rw_build(rw, "memref.store", loc, n + 2, ops, 0, NULL, 0, NULL);
  const AffineMap *id = am_identity(ctx, n);
  NamedAttr a = named(ctx, "map", id ? attr_affine_map(ctx, id) : NULL);
  return a.value ? rw_build(rw, "affine.store", loc, n + 2, ops, 0, NULL, 1, &a) : NULL;
}

const Pattern *const *bu_op_patterns(Context *ctx, const char *name) {
  static const Pattern *const NONE[] = {NULL};
  const OpName *on = opname_get(ctx, name, strlen(name));
  return on && on->def && on->def->patterns ? on->def->patterns : NONE;
}
