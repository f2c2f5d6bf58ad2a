/* scf_parallel_loops.c: the passes that rewrite scf's parallel loops into
 * other loops: scf-forall-to-for, scf-forall-to-parallel and
 * scf-parallel-for-to-nested-fors. Each walks its loops innermost first,
 * as upstream's passes do; nothing else is folded or moved. */
#include "scf_loops.h"

/* Every `name` op under `root`, nested ones before those holding them. */
static bool collect(Operation *op, const char *name, PtrVec *out, Context *ctx) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (Operation *o = b->first; o; o = o->next)
        if (!collect(o, name, out, ctx)) return false;
  return !op_is(op, name) || pv_push(&ctx->alloc, out, op);
}

/* Rewrites each `name` op with `rewrite`. For foralls, one that cannot be
 * rewritten (one with shared outputs) fails the pass without a diagnostic,
 * as upstream's pass does; a parallel loop with reductions is left as it
 * is. */
static bool rewrite_all(Operation *root, const char *name, bool (*rewrite)(Rewriter *, Operation *),
                        bool must_rewrite) {
  Context *ctx = op_context(root);
  PtrVec loops = {0};
  bool ok = collect(root, name, &loops, ctx);
  Rewriter rw = {.ctx = ctx};
  for (size_t i = 0; ok && i < loops.len; i++) ok = rewrite(&rw, loops.data[i]) || !must_rewrite;
  pv_free(&ctx->alloc, &loops);
  return ok;
}

static bool run_forall_to_for(Pass *p, Operation *op) {
  (void)p;
  return rewrite_all(op, "scf.forall", scf_forall_to_for, true);
}

static bool run_forall_to_parallel(Pass *p, Operation *op) {
  (void)p;
  return rewrite_all(op, "scf.forall", scf_forall_to_parallel, true);
}

const PassInfo SCF_FORALL_TO_FOR_PASS = {
    .argument = "scf-forall-to-for",
    .display = "SCFForallToForLoop",
    .description = "Convert SCF forall loops to SCF for loops",
    .run = run_forall_to_for,
};

const PassInfo SCF_FORALL_TO_PARALLEL_PASS = {
    .argument = "scf-forall-to-parallel",
    .display = "SCFForallToParallelLoop",
    .description = "Convert SCF forall loops to SCF parallel loops",
    .run = run_forall_to_parallel,
};

/* ParallelForToNestedFors: an scf.parallel without reductions becomes a
 * nest of scf.for, outermost first, the body in the innermost. */
static bool parallel_to_fors(Rewriter *rw, Operation *op) {
  const int32_t *sz = scf_loop_segments(op);
  if (!sz || sz[3] != 0 || sz[0] <= 0) return false;
  unsigned n = (unsigned)sz[0];
  if (n > MAX_STACK_VALUES) return false;
  Value *bounds[3 * MAX_STACK_VALUES], *ivs[MAX_STACK_VALUES];
  for (unsigned i = 0; i < 3 * n; i++) bounds[i] = opnd(op, i);
  rw_set_before(rw, op);
  Block *inner = scf_build_for_nest(rw, op->loc, n, bounds, bounds + n, bounds + 2 * n, ivs);
  if (!inner) return false;
  Block *body = op->regions[0].first;
  rw_erase_op(rw, block_terminator(body));
  rw_inline_block_before(rw, body, inner, block_terminator(inner), ivs);
  rw_erase_op(rw, op);
  return true;
}

static bool run_parallel_to_fors(Pass *p, Operation *op) {
  (void)p;
  return rewrite_all(op, "scf.parallel", parallel_to_fors, false);
}

const PassInfo SCF_PARALLEL_FOR_TO_NESTED_FORS_PASS = {
    .argument = "scf-parallel-for-to-nested-fors",
    .display = "SCFParallelForToNestedFors",
    .description = "Convert SCF parallel for loops to nested SCF for loops",
    .run = run_parallel_to_fors,
};
