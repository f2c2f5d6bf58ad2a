/* scf_while.c: scf.while canonicalizations (upstream's
 * RemoveLoopInvariantArgsFromBeforeBlock, RemoveLoopInvariantValueYielded,
 * WhileConditionTruth, WhileCmpCond, WhileUnusedResult,
 * WhileRemoveDuplicatedResults, WhileRemoveUnusedArgs,
 * WhileOpAlignBeforeArgs). The before region ends in scf.condition
 * (condition, forwarded values), the after region in scf.yield. */
#include "../dialects.h"
#include "../utils/region_util.h"
#include "../arith/arith_fold.h"

static Block *before_of(Operation *op) { return op->regions[0].first; }
static Block *after_of(Operation *op) { return op->regions[1].first; }
static Operation *cond_of(Operation *op) { return before_of(op)->last; }
static Operation *yield_of(Operation *op) { return after_of(op)->last; }

static bool well_formed(Operation *op) {
  Block *b = before_of(op), *a = after_of(op);
  return b && a && b->last && a->last && op_is(b->last, "scf.condition") && op_is(a->last, "scf.yield") &&
         b->last->num_operands >= 1 && b->last->num_operands - 1 == a->nargs &&
         a->nargs == op->num_results && a->last->num_operands == op->num_operands && b->nargs == op->num_operands;
}

/* WhileOp::build(types, inits, nullptr, nullptr): blocks with arguments. */
static Operation *build_while_blocks(Rewriter *rw, Operation *old, unsigned nres, const Type *const *types,
                                     unsigned ninit, Value *const *inits) {
  Context *ctx = rw->ctx;
  Operation *w = build_with_regions(rw, "scf.while", old->loc, ninit, inits, nres, types, 2, NULL);
  if (!w) return NULL;
  const Type **it = ctx_alloc(ctx, (ninit ? ninit : 1) * sizeof *it);
  const Loc **il = ctx_alloc(ctx, (ninit ? ninit : 1) * sizeof *il);
  if (it && il) {
    for (unsigned i = 0; i < ninit; i++) {
      it[i] = inits[i]->type;
      il[i] = value_loc_of(inits[i]);
    }
    append_block(ctx, &w->regions[0], ninit, it, il, NULL);
    append_block(ctx, &w->regions[1], nres, types, NULL, old->loc);
  }
  ctx_free(ctx, (void *)it);
  ctx_free(ctx, (void *)il);
  return w;
}

/* build_while_blocks with the inits of `old`: its operands are use nodes,
 * so their values are gathered into an array first. */
static Operation *build_while_same_inits(Rewriter *rw, Operation *old, unsigned nres, const Type *const *types) {
  unsigned n = old->num_operands;
  Value **inits = ctx_alloc(rw->ctx, (n ? n : 1) * sizeof *inits);
  if (!inits) return NULL;
  for (unsigned i = 0; i < n; i++) inits[i] = opnd(old, i);
  Operation *w = build_while_blocks(rw, old, nres, types, n, inits);
  ctx_free(rw->ctx, inits);
  return w;
}

static Operation *build_condition(Rewriter *rw, Operation *old_cond, unsigned n, Value *const *args) {
  Context *ctx = rw->ctx;
  Value **ops = ctx_alloc(ctx, (n + 1) * sizeof *ops);
  if (!ops) return NULL;
  ops[0] = opnd(old_cond, 0);
  for (unsigned i = 0; i < n; i++) ops[1 + i] = args[i];
  rw_set_before(rw, old_cond);
  Operation *c = build_term(rw, "scf.condition", old_cond->loc, n + 1, ops);
  ctx_free(ctx, ops);
  if (c) rw_erase_op(rw, old_cond);
  return c;
}

static Operation *replace_yield(Rewriter *rw, Operation *old, unsigned n, Value *const *vals) {
  rw_set_before(rw, old);
  Operation *y = build_term(rw, "scf.yield", old->loc, n, vals);
  if (y) rw_erase_op(rw, old);
  return y;
}

static const Type **types_of(Context *ctx, unsigned n, Value *const *vals) {
  const Type **t = ctx_alloc(ctx, (n ? n : 1) * sizeof *t);
  if (t)
    for (unsigned i = 0; i < n; i++) t[i] = vals[i]->type;
  return t;
}

/* ---- loop-invariant before arguments ----------------------------------------------------- */

static bool arg_invariant(Operation *op, unsigned i) {
  Block *after = after_of(op);
  Value *init = opnd(op, i), *y = opnd(yield_of(op), i);
  if (y == init) return true;
  if (y->kind == VALUE_BLOCK_ARG && y->owner == after) {
    Value *c = opnd(cond_of(op), 1 + y->index);
    return c == before_of(op)->args[i] || c == init;
  }
  return false;
}

static bool remove_invariant_args(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Context *ctx = rw->ctx;
  unsigned n = op->num_operands;
  bool any = false;
  for (unsigned i = 0; i < n && !any; i++) any = arg_invariant(op, i);
  if (!any) return false;
  Value **inits = ctx_alloc(ctx, (n ? n : 1) * sizeof *inits), **ys = ctx_alloc(ctx, (n ? n : 1) * sizeof *ys);
  const Loc **locs = ctx_alloc(ctx, (n ? n : 1) * sizeof *locs);
  bool *inv = ctx_alloc(ctx, (n ? n : 1) * sizeof *inv);
  Value **bargs = ctx_alloc(ctx, (n ? n : 1) * sizeof *bargs);
  bool ok = false;
  if (!inits || !ys || !locs || !inv || !bargs) goto done;
  Block *before = before_of(op);
  Operation *yield = yield_of(op);
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    inv[i] = arg_invariant(op, i);
    if (inv[i]) continue;
    inits[k] = opnd(op, i);
    ys[k] = opnd(yield, i);
    locs[k++] = before->args[i]->loc;
  }
  replace_yield(rw, yield, k, ys);
  rw_set_before(rw, op);
  const Type **rt = ctx_alloc(ctx, (op->num_results ? op->num_results : 1) * sizeof *rt);
  if (!rt) goto done;
  for (unsigned i = 0; i < op->num_results; i++) rt[i] = op->results[i].type;
  Operation *w = build_with_regions(rw, "scf.while", op->loc, k, inits, op->num_results, rt, 2, NULL);
  ctx_free(ctx, (void *)rt);
  if (!w) goto done;
  const Type **yt = types_of(ctx, k, ys);
  Block *nb = yt ? append_block(ctx, &w->regions[0], k, yt, locs, NULL) : NULL;
  ctx_free(ctx, (void *)yt);
  if (!nb) goto done;
  for (unsigned i = 0, j = 0; i < n; i++) bargs[i] = inv[i] ? opnd(op, i) : nb->args[j++];
  rw_merge_blocks(rw, before, nb, bargs);
  rw_inline_region_before(rw, &op->regions[1], &w->regions[1], w->regions[1].first);
  Value **res = ctx_alloc(ctx, (op->num_results ? op->num_results : 1) * sizeof *res);
  if (res) {
    for (unsigned i = 0; i < op->num_results; i++) res[i] = &w->results[i];
    rw_replace_op(rw, op, res);
    ctx_free(ctx, res);
  }
  ok = true;
done:
  ctx_free(ctx, inits);
  ctx_free(ctx, ys);
  ctx_free(ctx, (void *)locs);
  ctx_free(ctx, inv);
  ctx_free(ctx, bargs);
  return ok;
}

/* ---- loop-invariant forwarded values ---------------------------------------------------------- */

static bool remove_invariant_yielded(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Context *ctx = rw->ctx;
  Block *before = before_of(op);
  Operation *cond = cond_of(op);
  unsigned n = cond->num_operands - 1;
  bool any = false;
  for (unsigned i = 0; i < n && !any; i++) {
    Value *v = opnd(cond, 1 + i);
    any = v->kind == VALUE_RESULT ? ((Operation *)v->owner)->block != before : v->owner != before;
  }
  if (!any) return false;
  Value **args = ctx_alloc(ctx, (n ? n : 1) * sizeof *args), **inv = ctx_zalloc(ctx, (n ? n : 1) * sizeof *inv);
  const Type **types = ctx_alloc(ctx, (n ? n : 1) * sizeof *types);
  const Loc **locs = ctx_alloc(ctx, (n ? n : 1) * sizeof *locs);
  Value **aargs = ctx_alloc(ctx, (n ? n : 1) * sizeof *aargs), **res = ctx_alloc(ctx, (n ? n : 1) * sizeof *res);
  bool ok = false;
  if (!args || !inv || !types || !locs || !aargs || !res) goto done;
  Block *after = after_of(op);
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    Value *v = opnd(cond, 1 + i);
    bool out = v->kind == VALUE_RESULT ? ((Operation *)v->owner)->block != before : v->owner != before;
    if (out) {
      inv[i] = v;
      continue;
    }
    args[k] = v;
    types[k] = v->type;
    locs[k++] = after->args[i]->loc;
  }
  build_condition(rw, cond, k, args);
  rw_set_before(rw, op);
  unsigned nops = op->num_operands;
  Value **ops = ctx_alloc(ctx, (nops ? nops : 1) * sizeof *ops);
  if (!ops) goto done;
  for (unsigned i = 0; i < nops; i++) ops[i] = opnd(op, i);
  Operation *w = build_with_regions(rw, "scf.while", op->loc, nops, ops, k, types, 2, NULL);
  ctx_free(ctx, ops);
  if (!w) goto done;
  Block *na = append_block(ctx, &w->regions[1], k, types, locs, NULL);
  if (!na) goto done;
  for (unsigned i = 0, j = 0; i < n; i++) {
    if (inv[i]) {
      aargs[i] = res[i] = inv[i];
    } else {
      aargs[i] = na->args[j];
      res[i] = &w->results[j++];
    }
  }
  rw_merge_blocks(rw, after, na, aargs);
  rw_inline_region_before(rw, &op->regions[0], &w->regions[0], w->regions[0].first);
  rw_replace_op(rw, op, res);
  ok = true;
done:
  ctx_free(ctx, args);
  ctx_free(ctx, inv);
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, (void *)locs);
  ctx_free(ctx, aargs);
  ctx_free(ctx, res);
  return ok;
}

/* ---- truths known inside the after region ------------------------------------------------------ */

static bool while_condition_truth(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Operation *cond = cond_of(op);
  Block *after = after_of(op);
  Value *ct = NULL;
  bool replaced = false;
  for (unsigned i = 0; i + 1 < cond->num_operands && i < after->nargs; i++) {
    if (opnd(cond, 1 + i) != opnd(cond, 0) || !after->args[i]->uses) continue;
    if (!ct) {
      ct = rw_constant(rw, attr_bool(rw->ctx, true), op->loc);
      if (!ct) return replaced;
    }
    rw_replace_all_uses(rw, after->args[i], ct);
    replaced = true;
  }
  return replaced;
}

static bool while_cmp_cond(Rewriter *rw, Operation *op) {
  static const int INVERT[] = {CMPI_NE, CMPI_EQ, CMPI_SGE, CMPI_SGT, CMPI_SLE, CMPI_SLT,
                               CMPI_UGE, CMPI_UGT, CMPI_ULE, CMPI_ULT};
  if (!well_formed(op)) return false;
  Operation *cond = cond_of(op);
  Operation *cmp = def_is(opnd(cond, 0), "arith.cmpi");
  if (!cmp) return false;
  int pred = (int)attr_int_or(op_get_attr(cmp, "predicate", 9), -1);
  if (pred < 0 || pred > 9) return false;
  Block *after = after_of(op);
  bool changed = false;
  for (unsigned i = 0; i + 1 < cond->num_operands && i < after->nargs; i++) {
    for (unsigned k = 0; k < 2; k++) {
      if (opnd(cond, 1 + i) != opnd(cmp, k)) continue;
      for (OpOperand *u = after->args[i]->uses; u;) {
        OpOperand *next = u->next;
        Operation *c2 = u->owner;
        if (op_is(c2, "arith.cmpi") && opnd(c2, 1 - k) == opnd(cmp, 1 - k)) {
          int p2 = (int)attr_int_or(op_get_attr(c2, "predicate", 9), -1);
          int same = p2 == pred ? 1 : (p2 >= 0 && p2 <= 9 && p2 == INVERT[pred]) ? 0 : -1;
          if (same >= 0) {
            /* the next use may belong to the op being replaced */
            while (next && next->owner == c2) next = next->next;
            /* created at the insertion point (before the loop), as
             * replaceOpWithNewOp does */
            Value *cst = rw_constant(rw, attr_bool(rw->ctx, same), c2->loc);
            if (cst) {
              rw_replace_op(rw, c2, &cst);
              changed = true;
            }
          }
        }
        u = next;
      }
    }
  }
  return changed;
}

/* ---- unused results and arguments ------------------------------------------------------------ */

static bool while_unused_result(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Context *ctx = rw->ctx;
  Operation *cond = cond_of(op);
  Block *after = after_of(op);
  unsigned n = op->num_results;
  bool need = false;
  for (unsigned i = 0; i < n; i++) need |= !op->results[i].uses && !after->args[i]->uses;
  if (!need) return false;
  Value **targs = ctx_alloc(ctx, (n ? n : 1) * sizeof *targs), **res = ctx_zalloc(ctx, (n ? n : 1) * sizeof *res),
        **aargs = ctx_zalloc(ctx, (n ? n : 1) * sizeof *aargs);
  const Type **types = ctx_alloc(ctx, (n ? n : 1) * sizeof *types);
  const Loc **locs = ctx_alloc(ctx, (n ? n : 1) * sizeof *locs);
  unsigned *idx = ctx_alloc(ctx, (n ? n : 1) * sizeof *idx);
  bool ok = false;
  if (!targs || !res || !aargs || !types || !locs || !idx) goto done;
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    if (!op->results[i].uses && !after->args[i]->uses) continue;
    idx[k] = i;
    targs[k] = opnd(cond, 1 + i);
    types[k] = op->results[i].type;
    locs[k++] = op->loc;
  }
  build_condition(rw, cond, k, targs);
  rw_set_before(rw, op);
  unsigned nops = op->num_operands;
  Value **ops = ctx_alloc(ctx, (nops ? nops : 1) * sizeof *ops);
  if (!ops) goto done;
  for (unsigned i = 0; i < nops; i++) ops[i] = opnd(op, i);
  Operation *w = build_with_regions(rw, "scf.while", op->loc, nops, ops, k, types, 2, NULL);
  ctx_free(ctx, ops);
  if (!w) goto done;
  Block *na = append_block(ctx, &w->regions[1], k, types, locs, NULL);
  if (!na) goto done;
  for (unsigned j = 0; j < k; j++) {
    res[idx[j]] = &w->results[j];
    aargs[idx[j]] = na->args[j];
  }
  rw_inline_region_before(rw, &op->regions[0], &w->regions[0], w->regions[0].first);
  rw_merge_blocks(rw, after, na, aargs);
  rw_replace_op(rw, op, res);
  ok = true;
done:
  ctx_free(ctx, targs);
  ctx_free(ctx, res);
  ctx_free(ctx, aargs);
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, (void *)locs);
  ctx_free(ctx, idx);
  return ok;
}

static Value **results_of(Context *ctx, Operation *op) {
  unsigned n = op->num_results;
  Value **r = ctx_alloc(ctx, (n ? n : 1) * sizeof *r);
  if (r)
    for (unsigned i = 0; i < n; i++) r[i] = &op->results[i];
  return r;
}

static const Type **result_types(Context *ctx, Operation *op) {
  unsigned n = op->num_results;
  const Type **t = ctx_alloc(ctx, (n ? n : 1) * sizeof *t);
  if (t)
    for (unsigned i = 0; i < n; i++) t[i] = op->results[i].type;
  return t;
}

static bool while_remove_duplicated_results(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Context *ctx = rw->ctx;
  Operation *cond = cond_of(op);
  unsigned n = cond->num_operands - 1;
  Value **uniq = ctx_alloc(ctx, (n ? n : 1) * sizeof *uniq);
  unsigned *pos = ctx_alloc(ctx, (n ? n : 1) * sizeof *pos);
  Value **amap = ctx_alloc(ctx, (n ? n : 1) * sizeof *amap), **rmap = ctx_alloc(ctx, (n ? n : 1) * sizeof *rmap);
  const Type **types = NULL;
  bool ok = false;
  if (!uniq || !pos || !amap || !rmap) goto done;
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    Value *v = opnd(cond, 1 + i);
    unsigned j = 0;
    while (j < k && uniq[j] != v) j++;
    if (j == k) uniq[k++] = v;
    pos[i] = j;
  }
  if (k == n) goto done;
  types = types_of(ctx, k, uniq);
  if (!types) goto done;
  Operation *w = build_while_same_inits(rw, op, k, types);
  if (!w || !before_of(w) || !after_of(w)) goto done;
  for (unsigned i = 0; i < n; i++) {
    amap[i] = after_of(w)->args[pos[i]];
    rmap[i] = &w->results[pos[i]];
  }
  build_condition(rw, cond, k, uniq);
  Block *nb = before_of(w), *na = after_of(w);
  rw_merge_blocks(rw, before_of(op), nb, nb->args);
  rw_merge_blocks(rw, after_of(op), na, amap);
  rw_replace_op(rw, op, rmap);
  ok = true;
done:
  ctx_free(ctx, uniq);
  ctx_free(ctx, pos);
  ctx_free(ctx, amap);
  ctx_free(ctx, rmap);
  ctx_free(ctx, (void *)types);
  return ok;
}

static bool while_remove_unused_args(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Context *ctx = rw->ctx;
  Block *before = before_of(op);
  bool any = false;
  for (unsigned i = 0; i < before->nargs && !any; i++) any = !before->args[i]->uses;
  if (!any) return false;
  Operation *yield = yield_of(op);
  unsigned n = before->nargs;
  Value **ys = ctx_alloc(ctx, (n ? n : 1) * sizeof *ys), **inits = ctx_alloc(ctx, (n ? n : 1) * sizeof *inits);
  const Type **rt = result_types(ctx, op);
  Value **res = NULL;
  bool ok = false;
  if (!ys || !inits || !rt) goto done;
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++)
    if (before->args[i]->uses) {
      ys[k] = opnd(yield, i);
      inits[k++] = opnd(op, i);
    }
  for (unsigned i = n; i-- > 0;)
    if (!before->args[i]->uses) block_erase_arg(before, i);
  Operation *w = build_while_blocks(rw, op, op->num_results, rt, k, inits);
  if (!w || !before_of(w) || !after_of(w)) goto done;
  replace_yield(rw, yield, k, ys);
  Block *nb = before_of(w), *na = after_of(w);
  rw_merge_blocks(rw, before, nb, nb->args);
  rw_merge_blocks(rw, after_of(op), na, na->args);
  res = results_of(ctx, w);
  if (res) rw_replace_op(rw, op, res);
  ok = true;
done:
  ctx_free(ctx, ys);
  ctx_free(ctx, inits);
  ctx_free(ctx, (void *)rt);
  ctx_free(ctx, res);
  return ok;
}

static bool while_align_before_args(Rewriter *rw, Operation *op) {
  if (!well_formed(op)) return false;
  Context *ctx = rw->ctx;
  Block *before = before_of(op);
  Operation *cond = cond_of(op);
  unsigned n = before->nargs;
  if (cond->num_operands - 1 != n) return false;
  bool same = true;
  for (unsigned i = 0; i < n && same; i++) same = opnd(cond, 1 + i) == before->args[i];
  if (same) return false;
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i + 1; j < n; j++)
      if (opnd(cond, 1 + i) == opnd(cond, 1 + j)) return false;
  unsigned *map = ctx_alloc(ctx, (n ? n : 1) * sizeof *map);
  const Type **types = ctx_alloc(ctx, (n ? n : 1) * sizeof *types);
  Value **res = ctx_alloc(ctx, (n ? n : 1) * sizeof *res), **aargs = ctx_alloc(ctx, (n ? n : 1) * sizeof *aargs);
  bool ok = false;
  if (!map || !types || !res || !aargs) goto done;
  for (unsigned i = 0; i < n; i++) {
    unsigned p = 0;
    while (p < n && opnd(cond, 1 + p) != before->args[i]) p++;
    if (p == n) goto done;
    map[p] = i;
  }
  build_condition(rw, cond, n, before->args);
  rw_set_before(rw, op);
  for (unsigned i = 0; i < n; i++) types[map[i]] = op->results[i].type;
  Operation *w = build_while_same_inits(rw, op, n, types);
  if (!w || !before_of(w) || !after_of(w)) goto done;
  Block *nb = before_of(w), *na = after_of(w);
  for (unsigned i = 0; i < n; i++) {
    res[i] = &w->results[map[i]];
    aargs[i] = na->args[map[i]];
  }
  rw_inline_block_before(rw, before, nb, nb->first, nb->args);
  rw_inline_block_before(rw, after_of(op), na, na->first, aargs);
  rw_replace_op(rw, op, res);
  ok = true;
done:
  ctx_free(ctx, map);
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, res);
  ctx_free(ctx, aargs);
  return ok;
}

static const Pattern RemoveLoopInvariantArgsFromBeforeBlock = {.root = "scf.while", .benefit = 1, .match_and_rewrite = remove_invariant_args, .debug_name = "RemoveLoopInvariantArgsFromBeforeBlock"};
static const Pattern RemoveLoopInvariantValueYielded = {.root = "scf.while", .benefit = 1, .match_and_rewrite = remove_invariant_yielded, .debug_name = "RemoveLoopInvariantValueYielded"};
static const Pattern WhileConditionTruth = {.root = "scf.while", .benefit = 1, .match_and_rewrite = while_condition_truth, .debug_name = "WhileConditionTruth"};
static const Pattern WhileCmpCond = {.root = "scf.while", .benefit = 1, .match_and_rewrite = while_cmp_cond, .debug_name = "WhileCmpCond"};
static const Pattern WhileUnusedResult = {.root = "scf.while", .benefit = 1, .match_and_rewrite = while_unused_result, .debug_name = "WhileUnusedResult"};
static const Pattern WhileRemoveDuplicatedResults = {.root = "scf.while", .benefit = 1, .match_and_rewrite = while_remove_duplicated_results, .debug_name = "WhileRemoveDuplicatedResults"};
static const Pattern WhileRemoveUnusedArgs = {.root = "scf.while", .benefit = 1, .match_and_rewrite = while_remove_unused_args, .debug_name = "WhileRemoveUnusedArgs"};
static const Pattern WhileOpAlignBeforeArgs = {.root = "scf.while", .benefit = 1, .match_and_rewrite = while_align_before_args, .debug_name = "WhileOpAlignBeforeArgs"};

const Pattern *const SCF_WHILE_PATTERNS[] = {
    &RemoveLoopInvariantArgsFromBeforeBlock, &RemoveLoopInvariantValueYielded, &WhileConditionTruth,
    &WhileCmpCond, &WhileUnusedResult, &WhileRemoveDuplicatedResults, &WhileRemoveUnusedArgs,
    &WhileOpAlignBeforeArgs, NULL,
};
