/* scf_for.c: scf.for canonicalizations (upstream's ForOpIterArgsFolder and
 * SimplifyTrivialLoops): loop-carried values that are only forwarded go
 * away; loops that run zero times are replaced by their inits, loops that
 * run once by their body, and empty loops that only yield values from
 * outside by those values. */
#include "../dialects.h"
#include "../utils/region_util.h"

/* Iteration arguments are the block arguments after the induction
 * variable; inits are the operands after lb, ub, step. */
enum { FOR_CONTROL = 3 };

static Operation *for_yield(Operation *op) { return op->regions[0].first ? op->regions[0].first->last : NULL; }

/* Creates scf.for(lb, ub, step, inits) before the insertion point, with a
 * body block of (iv, iter args) and, without inits, its implicit yield. */
static Operation *build_for(Rewriter *rw, Operation *old, unsigned ninits, Value *const *inits) {
  Context *ctx = rw->ctx;
  unsigned nops = FOR_CONTROL + ninits;
  Value **ops = ctx_alloc(ctx, nops * sizeof *ops);
  const Type **types = ctx_alloc(ctx, (nops + 1) * sizeof *types);
  const Loc **locs = ctx_alloc(ctx, (nops + 1) * sizeof *locs);
  Operation *f = NULL;
  if (!ops || !types || !locs) goto done;
  for (unsigned i = 0; i < FOR_CONTROL; i++) ops[i] = opnd(old, i);
  for (unsigned i = 0; i < ninits; i++) {
    ops[FOR_CONTROL + i] = inits[i];
    types[i] = inits[i]->type;
  }
  f = build_with_regions(rw, "scf.for", old->loc, nops, ops, ninits, types, 1, old);
  if (!f) goto done;
  types[0] = opnd(old, 0)->type;
  locs[0] = old->loc;
  for (unsigned i = 0; i < ninits; i++) {
    types[1 + i] = inits[i]->type;
    locs[1 + i] = value_loc_of(inits[i]);
  }
  Block *b = append_block(ctx, &f->regions[0], 1 + ninits, types, locs, NULL);
  if (b && !ninits) append_implicit_term(ctx, b, "scf.yield", old->loc);
done:
  ctx_free(ctx, ops);
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, (void *)locs);
  return f;
}

static bool iter_args_folder(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Block *body = op->regions[0].first;
  Operation *yield = for_yield(op);
  unsigned n = op->num_results;
  if (!body || !yield || yield->num_operands != n || body->nargs != n + 1 || op->num_operands != FOR_CONTROL + n)
    return false;
  bool *keep = ctx_alloc(ctx, (n ? n : 1) * sizeof *keep);
  Value **transfer = ctx_zalloc(ctx, (n + 1) * sizeof *transfer);
  Value **results = ctx_zalloc(ctx, (n ? n : 1) * sizeof *results);
  Value **inits = ctx_alloc(ctx, (n ? n : 1) * sizeof *inits);
  bool any = false, ok = false;
  unsigned ninits = 0;
  if (!keep || !transfer || !results || !inits) goto done;
  for (unsigned i = 0; i < n; i++) {
    Value *init = opnd(op, FOR_CONTROL + i), *arg = body->args[1 + i], *res = &op->results[i];
    Value *y = opnd(yield, i);
    /* upstream 22: the value is loop invariant when the body yields the
     * region argument or the init itself, or nothing observes it */
    bool fwd = arg == y || init == y || (!arg->uses && !res->uses);
    keep[i] = !fwd;
    any |= fwd;
    if (fwd) {
      transfer[1 + i] = init;
      results[i] = init;
      continue;
    }
    inits[ninits++] = init;
  }
  if (!any) goto done;
  Operation *nf = build_for(rw, op, ninits, inits);
  if (!nf) goto done;
  Block *nb = nf->regions[0].first;
  transfer[0] = nb->args[0];
  for (unsigned i = 0, k = 0; i < n; i++)
    if (!transfer[1 + i]) {
      transfer[1 + i] = nb->args[1 + k];
      results[i] = &nf->results[k++];
    }
  if (!ninits) {
    Operation *ny = nb->last;
    rw_inline_block_before(rw, body, nb, ny, transfer);
    rw_erase_op(rw, ny->prev);
    rw_replace_op(rw, op, results);
    ok = true;
    goto done;
  }
  rw_merge_blocks(rw, body, nb, transfer);
  Operation *merged = nb->last;
  Value **filtered = ctx_alloc(ctx, ninits * sizeof *filtered);
  if (filtered) {
    unsigned k = 0;
    for (unsigned i = 0; i < n; i++)
      if (keep[i]) filtered[k++] = opnd(merged, i);
    rw_set_before(rw, merged);
    build_term(rw, "scf.yield", merged->loc, k, filtered);
    ctx_free(ctx, filtered);
  }
  rw_erase_op(rw, merged);
  rw_replace_op(rw, op, results);
  ok = true;
done:
  ctx_free(ctx, keep);
  ctx_free(ctx, transfer);
  ctx_free(ctx, results);
  ctx_free(ctx, inits);
  return ok;
}

/* The bounds compare signed unless the loop has `unsignedCmp`. */
static int64_t trip_count(Operation *op, bool *known) {
  LoopBound lb = {opnd(op, 0), 0}, ub = {opnd(op, 1), 0}, step = {opnd(op, 2), 0};
  return loop_trip_count(lb, ub, step, op_get_attr(op, "unsignedCmp", 11) == NULL, known);
}

static bool replace_with_inits(Rewriter *rw, Operation *op) {
  unsigned n = op->num_results;
  Value **v = ctx_alloc(rw->ctx, (n ? n : 1) * sizeof *v);
  if (!v) return false;
  for (unsigned i = 0; i < n; i++) v[i] = opnd(op, FOR_CONTROL + i);
  rw_replace_op(rw, op, v);
  ctx_free(rw->ctx, v);
  return true;
}

static bool simplify_trivial_loops(Rewriter *rw, Operation *op) {
  Value *lb = opnd(op, 0), *ub = opnd(op, 1);
  if (lb == ub) return replace_with_inits(rw, op);
  bool known;
  int64_t tc = trip_count(op, &known);
  if (!known) return false;
  if (tc == 0) return replace_with_inits(rw, op);
  Block *body = op->regions[0].first;
  if (tc == 1) {
    unsigned n = op->num_results;
    Value **args = ctx_alloc(rw->ctx, (n + 1) * sizeof *args);
    if (!args) return false;
    args[0] = lb;
    for (unsigned i = 0; i < n; i++) args[1 + i] = opnd(op, FOR_CONTROL + i);
    replace_op_with_region(rw, op, &op->regions[0], args);
    ctx_free(rw->ctx, args);
    return true;
  }
  if (!body || body->first != body->last) return false;
  Operation *y = body->last;
  for (uint32_t i = 0; i < y->num_operands; i++)
    if (region_holds_value(&op->regions[0], opnd(y, i))) return false;
  unsigned n = y->num_operands;
  Value **v = ctx_alloc(rw->ctx, (n ? n : 1) * sizeof *v);
  if (!v) return false;
  for (unsigned i = 0; i < n; i++) v[i] = opnd(y, i);
  rw_replace_op(rw, op, v);
  ctx_free(rw->ctx, v);
  return true;
}

const Pattern SCF_FOR_ITER_ARGS_FOLDER = {.root = "scf.for", .benefit = 1, .match_and_rewrite = iter_args_folder, .debug_name = "ForOpIterArgsFolder"};
const Pattern SCF_FOR_SIMPLIFY_TRIVIAL = {.root = "scf.for", .benefit = 1, .match_and_rewrite = simplify_trivial_loops, .debug_name = "SimplifyTrivialLoops"};
