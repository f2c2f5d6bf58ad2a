/* linalg_to_loops.c: convert-linalg-to-loops, -affine-loops and
 * -parallel-loops (upstream's Linalg/Transforms/Loops.cpp): every
 * structured op on buffers becomes a loop nest over its loop ranges
 * (scf.for, affine.for, or scf.parallel for the outer parallel loops)
 * whose body loads the operands through the indexing maps, clones the
 * payload and stores the yielded values. The patterns run under the
 * greedy driver with the canonicalizations of memref.dim, tensor.dim and
 * affine.apply, so the op order and constants match upstream's. */
#include "../build_util.h"
#include "../../dialects/affine/affine_ops.h"
#include "../../dialects/linalg/linalg_structured.h"
#include "../../dialects/utils/region_util.h"

enum LoopKind { LOOPS_SCF, LOOPS_AFFINE, LOOPS_PARALLEL };

typedef struct Lowering {
  Rewriter *rw;
  Operation *op;
  unsigned kind;
  const Loc *loc;
  Value *ivs[MAX_STACK_RANK];
  unsigned nivs;
  bool failed;
} Lowering;

/* createOrFoldDimOp of a dynamic dimension: memref.dim or tensor.dim
 * after the constant of its index. */
static Value *dim_of(Lowering *lw, Value *v, unsigned d) {
  Value *idx = bu_index(lw->rw, lw->loc, d);
  Value *ops[2] = {v, idx};
  const char *name = v->type->kind == TK_MEMREF ? "memref.dim" : "tensor.dim";
  Operation *dop = idx ? bu_op(lw->rw, name, lw->loc, 2, ops, lw->rw->ctx->t_index) : NULL;
  return dop ? &dop->results[0] : NULL;
}

/* createLoopRanges: createFlatListOfOperandDims (a static size as a
 * number, a dynamic one as memref.dim / tensor.dim after its index
 * constant, for every dimension of every operand), then the first operand
 * dimension each loop's loops-to-shapes result names. A static size
 * becomes a constant when the ranges are unpacked
 * (getValueOrCreateConstantIndexOp). */
typedef struct Size {
  Value *v;
  int64_t st;
} Size;

static bool loop_sizes(Lowering *lw, unsigned nloops, Size *sizes) {
  Operation *op = lw->op;
  Context *ctx = lw->rw->ctx;
  const AffineMap *m = linalg_loops_to_shapes(op);
  if (!m) return false;
  unsigned total = affine_map_num_results(m);
  Size *flat = ctx_alloc(ctx, (total + 1) * sizeof *flat);
  if (!flat) return false;
  unsigned k = 0;
  bool ok = true;
  for (unsigned i = 0; ok && i < op->num_operands; i++) {
    Value *v = op->operands[i].value;
    unsigned rank = linalg_rank(op, i);
    for (unsigned d = 0; ok && d < rank && k < total; d++, k++) {
      int64_t s = shaped_dim(v->type, d);
      flat[k] = (Size){NULL, s};
      if (s == DYNAMIC_SIZE) ok = (flat[k].v = dim_of(lw, v, d)) != NULL;
    }
  }
  bool seen[MAX_STACK_RANK] = {0};
  for (unsigned i = 0; ok && i < k; i++) {
    unsigned pos;
    if (!am_result_is_dim(m, i, &pos) || pos >= nloops || seen[pos]) continue;
    seen[pos] = true;
    sizes[pos] = flat[i];
  }
  for (unsigned i = 0; ok && i < nloops; i++) ok = seen[i];
  ctx_free(ctx, flat);
  return ok;
}

/* unpackRanges: lb, ub, step per loop, in that order. */
static bool unpack(Lowering *lw, unsigned n, const Size *sizes, Value **lbs, Value **ubs, Value **steps) {
  for (unsigned i = 0; i < n; i++) {
    lbs[i] = bu_index(lw->rw, lw->loc, 0);
    ubs[i] = sizes[i].v ? sizes[i].v : bu_index(lw->rw, lw->loc, sizes[i].st);
    steps[i] = bu_index(lw->rw, lw->loc, 1);
    if (!lbs[i] || !ubs[i] || !steps[i]) return false;
  }
  return true;
}

/* ---- the body ---------------------------------------------------------------------- */

/* makeCanonicalAffineApplies: one affine.apply per result of `map` over
 * the induction variables, its map canonicalized. */
static bool canonical_applies(Lowering *lw, const AffineMap *map, Value **out) {
  Context *ctx = lw->rw->ctx;
  if (am_is_empty(map)) return true;
  for (unsigned r = 0; r < affine_map_num_results(map); r++) {
    const AffineExpr *e = affine_map_result(map, r);
    const AffineMap *m = affine_map_get(ctx, affine_map_num_dims(map), affine_map_num_symbols(map), 1, &e);
    MapOperands ops = {0};
    bool ok = m && map_operands_set(ctx, &ops, lw->nivs, lw->ivs) && affine_canonicalize_map(ctx, &m, &ops);
    Operation *ap = ok ? affine_build_apply(lw->rw, lw->loc, m, ops.n, ops.v) : NULL;
    map_operands_free(ctx, &ops);
    if (!ap) return false;
    out[r] = &ap->results[0];
  }
  return true;
}

static bool emit_body(Lowering *lw) {
  Operation *op = lw->op;
  Context *ctx = lw->rw->ctx;
  bool affine = lw->kind == LOOPS_AFFINE;
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  const AffineMap *maps[MAX_STACK_VALUES];
  Value *indexed[MAX_STACK_VALUES];
  Value *idx[MAX_STACK_RANK];
  if (op->num_operands > MAX_STACK_VALUES || !linalg_indexing_maps(op, maps)) return false;
  for (unsigned i = 0; i < op->num_operands; i++) {
    Value *v = op->operands[i].value;
    if (i < nins && linalg_is_scalar(op, i)) {
      indexed[i] = v;
      continue;
    }
    unsigned n = am_is_empty(maps[i]) ? 0 : affine_map_num_results(maps[i]);
    if (n > MAX_STACK_RANK || !canonical_applies(lw, maps[i], idx) ||
        !(indexed[i] = bu_load(lw->rw, lw->loc, affine, v, n, idx)))
      return false;
  }
  /* the store indices of the memref inits, computed before the payload */
  Value *store_idx[MAX_STACK_VALUES][MAX_STACK_RANK];
  unsigned nstore[MAX_STACK_VALUES] = {0};
  for (unsigned i = 0; i < ninits; i++) {
    unsigned o = nins + i;
    if (op->operands[o].value->type->kind != TK_MEMREF) continue;
    nstore[i] = am_is_empty(maps[o]) ? 0 : affine_map_num_results(maps[o]);
    if (nstore[i] > MAX_STACK_RANK || !canonical_applies(lw, maps[o], store_idx[i])) return false;
  }
  /* the payload, cloned with its arguments mapped to the loaded values */
  Block *body = linalg_body(op);
  PtrMap map = {0};
  for (unsigned i = 0; i < body->nargs && i < op->num_operands; i++)
    pm_put(&ctx->alloc, &map, body->args[i], (uintptr_t)indexed[i]);
  bool ok = rw_clone_body_ops(lw->rw, &op->regions[0], &map);
  Operation *term = body->last;
  for (unsigned i = 0; ok && term && i < term->num_operands && i < ninits; i++) {
    uintptr_t mv;
    Value *v = term->operands[i].value;
    if (pm_get(&map, v, &mv)) v = (Value *)mv;
    ok = bu_store(lw->rw, lw->loc, affine, v, op->operands[nins + i].value, nstore[i], store_idx[i]) != NULL;
  }
  pm_free(&ctx->alloc, &map);
  return ok;
}

/* ---- loop nests ----------------------------------------------------------------------- */

static void add_iv(Lowering *lw, Value *iv) {
  if (lw->nivs < MAX_STACK_RANK) lw->ivs[lw->nivs++] = iv;
}

/* scf::buildLoopNest without iteration arguments: the loops nest inside
 * each other, the body goes into the innermost one, then each loop gets
 * its scf.yield. */
static bool scf_nest(Lowering *lw, unsigned n, Value **lbs, Value **ubs, Value **steps,
                     bool (*inner)(Lowering *, void *), void *user) {
  Rewriter *rw = lw->rw;
  Operation *loops[MAX_STACK_RANK];
  if (!n) return inner(lw, user);
  for (unsigned i = 0; i < n; i++) {
    if (!(loops[i] = bu_scf_for(rw, lw->loc, lbs[i], ubs[i], steps[i], 0, NULL))) return false;
    add_iv(lw, bu_body(loops[i])->args[0]);
    rw_set_block_start(rw, bu_body(loops[i]));
  }
  for (unsigned i = 0; i + 1 < n; i++) {
    rw_set_block_end(rw, bu_body(loops[i]));
    if (!bu_op(rw, "scf.yield", lw->loc, 0, NULL, NULL)) return false;
  }
  rw_set_block_start(rw, bu_body(loops[n - 1]));
  if (!inner(lw, user)) return false;
  rw_set_block_end(rw, bu_body(loops[n - 1]));
  return bu_op(rw, "scf.yield", lw->loc, 0, NULL, NULL) != NULL;
}

static bool body_cb(Lowering *lw, void *user) { return emit_body(lw); }

/* buildAffineLoopNest: each loop's body builder runs the body (innermost)
 * and then adds the affine.yield. */
static bool affine_nest(Lowering *lw, unsigned n, Value **lbs, Value **ubs, Value **steps) {
  Rewriter *rw = lw->rw;
  if (!n) return emit_body(lw);
  for (unsigned i = 0; i < n; i++) {
    int64_t step;
    if (!const_int_value(steps[i], &step)) return false;
    Operation *loop = bu_affine_for(rw, lw->loc, lbs[i], ubs[i], step);
    if (!loop) return false;
    add_iv(lw, bu_body(loop)->args[0]);
    rw_set_block_start(rw, bu_body(loop));
    if (i == n - 1 && !emit_body(lw)) return false;
    rw_set_block_end(rw, bu_body(loop));
    if (!bu_op(rw, "affine.yield", lw->loc, 0, NULL, NULL)) return false;
    rw_set_block_start(rw, bu_body(loop));
  }
  return true;
}

typedef struct ParNest {
  unsigned n;
  Value **lbs, **ubs, **steps;
  const uint8_t *its;
} ParNest;

static bool par_nest(Lowering *lw, void *user);

/* generateParallelLoopNest: the outer parallel loops as one scf.parallel,
 * a reduction loop as an scf.for, recursively. */
static bool par_nest(Lowering *lw, void *user) {
  ParNest *p = user;
  Rewriter *rw = lw->rw;
  if (!p->n) return emit_body(lw);
  ParNest rest = *p;
  if (p->its[0] != LINALG_PARALLEL) {
    rest.n--, rest.lbs++, rest.ubs++, rest.steps++, rest.its++;
    return scf_nest(lw, 1, p->lbs, p->ubs, p->steps, par_nest, &rest);
  }
  unsigned k = 0;
  while (k < p->n && p->its[k] == LINALG_PARALLEL) k++;
  Operation *par = bu_scf_parallel(rw, lw->loc, k, p->lbs, p->ubs, p->steps);
  if (!par) return false;
  for (unsigned i = 0; i < k; i++) add_iv(lw, bu_body(par)->args[i]);
  rest.n -= k, rest.lbs += k, rest.ubs += k, rest.steps += k, rest.its += k;
  rw_set_block_start(rw, bu_body(par));
  if (!par_nest(lw, &rest)) return false;
  /* ParallelOp::ensureTerminator, which does not notify */
  Block *b = bu_body(par);
  if (!b->last || !op_is(b->last, "scf.reduce")) {
    OperationState st;
    opstate_init(&st, rw->ctx, opname_get(rw->ctx, "scf.reduce", 10), lw->loc);
    Operation *t = op_create(&st);
    if (!t) return false;
    block_append_op(b, t);
  }
  return true;
}

/* replaceIndexOpsByInductionVariables: the linalg.index ops directly in
 * the innermost loop body become induction variables. */
static void replace_index_ops(Lowering *lw, Operation *innermost) {
  Block *b = bu_body(innermost);
  for (Operation *o = b->first, *next; o; o = next) {
    next = o->next;
    if (!op_is(o, "linalg.index")) continue;
    int64_t d = attr_int_or(op_get_attr(o, "dim", 3), -1);
    if (d >= 0 && (unsigned)d < lw->nivs) {
      Value *iv = lw->ivs[d];
      rw_replace_op(lw->rw, o, &iv);
    }
  }
}

static Operation *loop_of(Value *iv) {
  Block *b = iv->owner;
  return b && b->parent ? b->parent->parent : NULL;
}

static bool lower(Rewriter *rw, Operation *op, unsigned kind) {
  Lowering lw = {.rw = rw, .op = op, .kind = kind, .loc = op->loc};
  unsigned nloops = linalg_num_loops(op);
  uint8_t its[MAX_STACK_RANK];
  Size sizes[MAX_STACK_RANK];
  Value *lbs[MAX_STACK_RANK], *ubs[MAX_STACK_RANK], *steps[MAX_STACK_RANK];
  if (nloops > MAX_STACK_RANK || !linalg_iterator_types(op, its)) return false;
  rw_set_before(rw, op);
  if (!loop_sizes(&lw, nloops, sizes) || !unpack(&lw, nloops, sizes, lbs, ubs, steps)) return false;
  bool ok;
  if (kind == LOOPS_SCF) {
    ok = scf_nest(&lw, nloops, lbs, ubs, steps, body_cb, NULL);
  } else if (kind == LOOPS_AFFINE) {
    ok = affine_nest(&lw, nloops, lbs, ubs, steps);
  } else {
    ParNest p = {nloops, lbs, ubs, steps, its};
    ok = par_nest(&lw, &p);
  }
  if (!ok) return false;
  if (lw.nivs) replace_index_ops(&lw, loop_of(lw.ivs[lw.nivs - 1]));
  rw_erase_op(rw, op);
  return true;
}

/* LinalgRewritePattern: any structured op on buffers. */
static bool lower_scf(Rewriter *rw, Operation *op) {
  return linalg_is_structured(op) && linalg_pure_buffer(op) && lower(rw, op, LOOPS_SCF);
}
static bool lower_affine(Rewriter *rw, Operation *op) {
  return linalg_is_structured(op) && linalg_pure_buffer(op) && lower(rw, op, LOOPS_AFFINE);
}
static bool lower_parallel(Rewriter *rw, Operation *op) {
  return linalg_is_structured(op) && linalg_pure_buffer(op) && lower(rw, op, LOOPS_PARALLEL);
}

/* FoldAffineOp: a single-result apply of at most one input that is a
 * constant, a dim or a symbol. */
static bool fold_affine_op(Rewriter *rw, Operation *op) {
  const AffineMap *m = affine_op_map(op, "map");
  if (!m || affine_map_num_results(m) != 1 || op->num_operands > 1) return false;
  const AffineExpr *e = affine_map_result(m, 0);
  int64_t c;
  if (!op->num_operands) {
    if (!ae_const_value(e, &c)) return false;
    rw_set_before(rw, op);
    Value *v = bu_index(rw, op->loc, c);
    if (!v) return false;
    rw_replace_op(rw, op, &v);
    return true;
  }
  if (e->kind != AE_DIM && e->kind != AE_SYMBOL) return false;
  Value *v = op->operands[0].value;
  rw_replace_op(rw, op, &v);
  return true;
}

static const Pattern TO_SCF = {.benefit = 1, .match_and_rewrite = lower_scf, .debug_name = "LinalgRewritePattern"};
static const Pattern TO_AFFINE = {.benefit = 1, .match_and_rewrite = lower_affine,
                                  .debug_name = "LinalgRewritePattern"};
static const Pattern TO_PARALLEL = {.benefit = 1, .match_and_rewrite = lower_parallel,
                                    .debug_name = "LinalgRewritePattern"};
static const Pattern FOLD_AFFINE = {.root = "affine.apply", .benefit = 0, .match_and_rewrite = fold_affine_op,
                                    .debug_name = "FoldAffineOp"};

static bool run_with(Operation *op, const Pattern *lowering) {
  Context *ctx = op_context(op);
  const Pattern *const mine[] = {lowering, &FOLD_AFFINE, NULL};
  const Pattern *const *sets[] = {mine, bu_op_patterns(ctx, "memref.dim"), bu_op_patterns(ctx, "tensor.dim"),
                                  bu_op_patterns(ctx, "affine.apply"), NULL};
  GreedyConfig cfg;
  greedy_config_default(&cfg);
  bool converged;
  apply_patterns_greedily(op, sets, &cfg, &converged);
  return true;
}

static bool run_loops(Pass *p, Operation *op) { return run_with(op, &TO_SCF); }
static bool run_affine(Pass *p, Operation *op) { return run_with(op, &TO_AFFINE); }
static bool run_parallel(Pass *p, Operation *op) { return run_with(op, &TO_PARALLEL); }

const PassInfo CONVERT_LINALG_TO_LOOPS_PASS = {
    .argument = "convert-linalg-to-loops",
    .display = "ConvertLinalgToLoopsPass",
    .description = "Lower the operations from the linalg dialect into loops",
    .run = run_loops,
};

const PassInfo CONVERT_LINALG_TO_AFFINE_LOOPS_PASS = {
    .argument = "convert-linalg-to-affine-loops",
    .display = "ConvertLinalgToAffineLoopsPass",
    .description = "Lower the operations from the linalg dialect into affine loops",
    .run = run_affine,
};

const PassInfo CONVERT_LINALG_TO_PARALLEL_LOOPS_PASS = {
    .argument = "convert-linalg-to-parallel-loops",
    .display = "ConvertLinalgToParallelLoopsPass",
    .description = "Lower the operations from the linalg dialect into parallel loops",
    .run = run_parallel,
};
