/* scf_if.c: scf.if's folder (a negated condition swaps the branches) and
 * canonicalizations (upstream's CombineIfs, CombineNestedIfs,
 * ConditionPropagation, ConvertTrivialIfToSelect, RemoveEmptyElseBranch,
 * RemoveStaticCondition, RemoveUnusedResults,
 * ReplaceIfYieldWithConditionOrValue). */
#include "../dialects.h"
#include "../utils/region_util.h"

static Block *then_block(Operation *op) { return op->regions[0].last; }
static Block *else_block(Operation *op) { return op->regions[1].last; }
static Operation *yield_of(Block *b) { return b ? b->last : NULL; }

/* m_One on an i1 value: a constant true. */
static bool value_is_true(Value *v) { return attr_is_int(value_constant(v), 1); }

/* A BoolAttr constant defining `v` (0/1), or -1. */
static int bool_const(Value *v) {
  const Attr *a = value_constant(v);
  if (!a || a->kind != AK_INTEGER || attr_get_type(a) != a->ctx->t_i1) return -1;
  return a->p[1] & 1;
}

static Value *const_i1(Rewriter *rw, bool v, const Loc *loc) { return rw_constant(rw, attr_bool(rw->ctx, v), loc); }

/* ---- fold ---------------------------------------------------------------------------- */

static bool fold_if(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  if (!op->regions[1].first) return false;
  Operation *x = def_is(opnd(op, 0), "arith.xori");
  if (!x || !value_is_true(opnd(x, 1))) return false;
  operand_set(&op->operands[0], opnd(x, 0));
  Block *t = op->regions[0].first, *e = op->regions[1].first;
  block_remove_from_region(t);
  block_remove_from_region(e);
  region_append_block(&op->regions[0], e);
  region_append_block(&op->regions[1], t);
  if (op->num_results) out[0].value = &op->results[0];
  return true;
}

const FoldHook SCF_FOLDS[] = {{"scf.if", fold_if}, {NULL, NULL}};

/* ---- building ------------------------------------------------------------------------ */

/* IfOp::build(types, cond, withElseRegion): a then block (with its implicit
 * yield when there are no results) and, if asked, an else block. */
static Operation *build_if(Rewriter *rw, const Loc *loc, unsigned n, const Type *const *types, Value *cond,
                           bool with_else, bool with_then) {
  Operation *op = build_with_regions(rw, "scf.if", loc, 1, &cond, n, types, 2, NULL);
  if (!op) return NULL;
  for (int r = 0; r < (with_else ? 2 : 1); r++) {
    if (r == 0 && !with_then) continue;
    Block *b = append_block(rw->ctx, &op->regions[r], 0, NULL, NULL, loc);
    if (b && !n) append_implicit_term(rw->ctx, b, "scf.yield", loc);
  }
  return op;
}

/* ---- patterns ------------------------------------------------------------------------- */

static bool remove_unused_results(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  unsigned n = op->num_results, used = 0;
  for (unsigned i = 0; i < n; i++) used += op->results[i].uses != NULL;
  if (used == n) return false;
  const Type **types = ctx_alloc(ctx, (used ? used : 1) * sizeof *types);
  unsigned *idx = ctx_alloc(ctx, (used ? used : 1) * sizeof *idx);
  Value **repl = ctx_zalloc(ctx, (n ? n : 1) * sizeof *repl);
  bool ok = false;
  if (!types || !idx || !repl) goto done;
  for (unsigned i = 0, k = 0; i < n; i++)
    if (op->results[i].uses) {
      idx[k] = i;
      types[k++] = op->results[i].type;
    }
  Operation *nop = build_with_regions(rw, "scf.if", op->loc, 1, &op->operands[0].value, used, types, 2, NULL);
  if (!nop) goto done;
  for (int r = 0; r < 2; r++) {
    Block *dest = append_block(ctx, &nop->regions[r], 0, NULL, NULL, op->loc);
    if (!dest) goto done;
    rw_merge_blocks(rw, op->regions[r].first, dest, NULL);
    Operation *y = dest->last;
    Value **vals = ctx_alloc(ctx, (used ? used : 1) * sizeof *vals);
    if (!vals) goto done;
    for (unsigned k = 0; k < used; k++) vals[k] = opnd(y, idx[k]);
    op_set_operands(y, used, vals);
    rw_modified(rw, y);
    ctx_free(ctx, vals);
  }
  for (unsigned k = 0; k < used; k++) repl[idx[k]] = &nop->results[k];
  rw_replace_op(rw, op, repl);
  ok = true;
done:
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, idx);
  ctx_free(ctx, repl);
  return ok;
}

static bool remove_static_condition(Rewriter *rw, Operation *op) {
  int c = bool_const(opnd(op, 0));
  if (c < 0) return false;
  if (c) replace_op_with_region(rw, op, &op->regions[0], NULL);
  else if (op->regions[1].first) replace_op_with_region(rw, op, &op->regions[1], NULL);
  else rw_erase_op(rw, op);
  return true;
}

static bool convert_trivial_if_to_select(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  unsigned n = op->num_results;
  if (!n || !op->regions[1].first) return false;
  Operation *ty = yield_of(then_block(op)), *ey = yield_of(else_block(op));
  Value *cond = opnd(op, 0);
  unsigned keep = 0;
  for (unsigned i = 0; i < n; i++)
    if (value_parent_region(opnd(ty, i)) == &op->regions[0] || value_parent_region(opnd(ey, i)) == &op->regions[1])
      keep++;
  if (keep == n) return false;
  const Type **types = ctx_alloc(ctx, (keep ? keep : 1) * sizeof *types);
  Value **results = ctx_alloc(ctx, n * sizeof *results);
  Value **tv = ctx_alloc(ctx, (keep ? keep : 1) * sizeof *tv), **fv = ctx_alloc(ctx, (keep ? keep : 1) * sizeof *fv);
  bool ok = false;
  if (!types || !results || !tv || !fv) goto done;
  for (unsigned i = 0, k = 0; i < n; i++)
    if (value_parent_region(opnd(ty, i)) == &op->regions[0] || value_parent_region(opnd(ey, i)) == &op->regions[1])
      types[k++] = opnd(ty, i)->type;
  Operation *rep = build_if(rw, op->loc, keep, types, cond, false, true);
  if (!rep) goto done;
  if (rep->regions[0].first) rw_erase_block(rw, rep->regions[0].first);
  region_take_body(&rep->regions[0], &op->regions[0]);
  region_take_body(&rep->regions[1], &op->regions[1]);
  rw_set_before(rw, rep);
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++) {
    Value *t = opnd(ty, i), *f = opnd(ey, i);
    if (value_parent_region(t) == &rep->regions[0] || value_parent_region(f) == &rep->regions[1]) {
      results[i] = &rep->results[k];
      tv[k] = t;
      fv[k++] = f;
    } else if (t == f) {
      results[i] = t;
    } else {
      Value *ops[3] = {cond, t, f};
      Operation *sel = rw_build(rw, "arith.select", op->loc, 3, ops, 1, &t->type, 0, NULL);
      if (!sel) goto done;
      results[i] = res0(sel);
    }
  }
  rw_set_block_end(rw, rep->regions[0].last);
  Operation *nt = build_term(rw, "scf.yield", ty->loc, k, tv);
  if (nt) rw_erase_op(rw, ty);
  rw_set_block_end(rw, rep->regions[1].last);
  Operation *ne = build_term(rw, "scf.yield", ey->loc, k, fv);
  if (ne) rw_erase_op(rw, ey);
  rw_replace_op(rw, op, results);
  ok = true;
done:
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, results);
  ctx_free(ctx, tv);
  ctx_free(ctx, fv);
  return ok;
}

static bool condition_propagation(Rewriter *rw, Operation *op) {
  Value *cond = opnd(op, 0);
  if (value_constant(cond)) return false;
  bool changed = false;
  Value *ct = NULL, *cf = NULL;
  for (OpOperand *u = cond->uses; u;) {
    OpOperand *next = u->next;
    Region *r = u->owner->block ? u->owner->block->parent : NULL;
    unsigned idx = (unsigned)(u - u->owner->operands);
    if (region_is_ancestor(&op->regions[0], r)) {
      changed = true;
      if (!ct && !(ct = const_i1(rw, true, op->loc))) return changed;
      rw_set_operand(rw, u->owner, idx, ct);
    } else if (region_is_ancestor(&op->regions[1], r)) {
      changed = true;
      if (!cf && !(cf = const_i1(rw, false, op->loc))) return changed;
      rw_set_operand(rw, u->owner, idx, cf);
    }
    u = next;
  }
  return changed;
}

static bool replace_yield_with_cond_or_value(Rewriter *rw, Operation *op) {
  if (!op->num_results || !op->regions[1].first) return false;
  Operation *ty = yield_of(then_block(op)), *fy = yield_of(else_block(op));
  rw_set_before(rw, op);
  bool changed = false;
  for (unsigned i = 0; i < op->num_results; i++) {
    Value *t = opnd(ty, i), *f = opnd(fy, i), *r = &op->results[i];
    if (t == f) {
      if (r->uses) {
        value_replace_all_uses(r, t);
        changed = true;
      }
      continue;
    }
    int tb = bool_const(t), fb = bool_const(f);
    if (tb < 0 || fb < 0) continue;
    if (!tb && fb && r->uses) {
      Operation *cdef = value_defining_op(t);
      Operation *one = materialize_constant(rw, cdef, attr_bool(rw->ctx, true), rw->ctx->t_i1, op->loc);
      if (!one) continue;
      Value *ops[2] = {opnd(op, 0), res0(one)};
      Operation *x = rw_build(rw, "arith.xori", op->loc, 2, ops, 1, &rw->ctx->t_i1, 0, NULL);
      if (!x) continue;
      value_replace_all_uses(r, res0(x));
      changed = true;
    }
    if (tb && !fb && r->uses) {
      value_replace_all_uses(r, opnd(op, 0));
      changed = true;
    }
  }
  return changed;
}

static bool remove_empty_else(Rewriter *rw, Operation *op) {
  if (op->num_results) return false;
  Block *e = else_block(op);
  if (!e || e->first != e->last) return false;
  Operation *n = build_with_regions(rw, "scf.if", op->loc, 1, &op->operands[0].value, 0, NULL, 2, op);
  if (!n) return false;
  rw_inline_region_before(rw, &op->regions[0], &n->regions[0], n->regions[0].first);
  rw_erase_op(rw, op);
  return true;
}

/* Appends `src`'s ops to `dst` and replaces the two yields by one that
 * yields both lists (at the end of dst). */
static void merge_yielding(Rewriter *rw, Block *src, Block *dst) {
  Context *ctx = rw->ctx;
  Operation *y1 = dst->last, *y2 = src->last;
  unsigned n1 = y1->num_operands, n2 = y2->num_operands;
  Value **vals = ctx_alloc(ctx, (n1 + n2 + 1) * sizeof *vals);
  if (!vals) return;
  for (unsigned i = 0; i < n1; i++) vals[i] = opnd(y1, i);
  for (unsigned i = 0; i < n2; i++) vals[n1 + i] = opnd(y2, i);
  rw_merge_blocks(rw, src, dst, NULL);
  rw_set_block_end(rw, dst);
  build_term(rw, "scf.yield", y2->loc, n1 + n2, vals);
  rw_erase_op(rw, y1);
  rw_erase_op(rw, y2);
  ctx_free(ctx, vals);
}

static bool combine_ifs(Rewriter *rw, Operation *next) {
  Context *ctx = rw->ctx;
  Operation *prev = next->prev;
  if (!prev || !op_is(prev, "scf.if")) return false;
  Block *nthen = NULL, *nelse = NULL;
  Value *nc = opnd(next, 0), *pc = opnd(prev, 0);
  if (nc == pc) {
    nthen = then_block(next);
    nelse = else_block(next);
  }
  Operation *x = def_is(nc, "arith.xori");
  if (x && opnd(x, 0) == pc && value_is_true(opnd(x, 1))) {
    nelse = then_block(next);
    nthen = else_block(next);
  }
  x = def_is(pc, "arith.xori");
  if (x && opnd(x, 0) == nc && value_is_true(opnd(x, 1))) {
    nelse = then_block(next);
    nthen = else_block(next);
  }
  if (!nthen && !nelse) return false;
  unsigned np = prev->num_results, nn = next->num_results;
  Value **tvals = ctx_alloc(ctx, (np ? np : 1) * sizeof *tvals), **evals = ctx_alloc(ctx, (np ? np : 1) * sizeof *evals);
  const Type **types = ctx_alloc(ctx, (np + nn + 1) * sizeof *types);
  Value **pv = ctx_alloc(ctx, (np ? np : 1) * sizeof *pv), **nv = ctx_alloc(ctx, (nn ? nn : 1) * sizeof *nv);
  bool ok = false;
  if (!tvals || !evals || !types || !pv || !nv) goto done;
  if (else_block(prev)) {
    Operation *ty = yield_of(then_block(prev)), *ey = yield_of(else_block(prev));
    for (unsigned i = 0; i < np; i++) {
      tvals[i] = opnd(ty, i);
      evals[i] = opnd(ey, i);
    }
    /* uses in next's then take prev's then values, in next's else its else values */
    for (unsigned i = 0; i < np; i++)
      for (OpOperand *u = prev->results[i].uses; u;) {
        OpOperand *nu = u->next;
        Region *ur = u->owner->block ? u->owner->block->parent : NULL;
        unsigned idx = (unsigned)(u - u->owner->operands);
        if (nthen && region_is_ancestor(nthen->parent, ur)) rw_set_operand(rw, u->owner, idx, tvals[i]);
        else if (nelse && region_is_ancestor(nelse->parent, ur)) rw_set_operand(rw, u->owner, idx, evals[i]);
        u = nu;
      }
  }
  for (unsigned i = 0; i < np; i++) types[i] = prev->results[i].type;
  for (unsigned i = 0; i < nn; i++) types[np + i] = next->results[i].type;
  Operation *comb = build_if(rw, next->loc, np + nn, types, pc, false, true);
  if (!comb) goto done;
  rw_erase_block(rw, comb->regions[0].last);
  rw_inline_region_before(rw, &prev->regions[0], &comb->regions[0], comb->regions[0].first);
  if (nthen) merge_yielding(rw, nthen, then_block(comb));
  rw_inline_region_before(rw, &prev->regions[1], &comb->regions[1], comb->regions[1].first);
  if (nelse) {
    if (!comb->regions[1].first) rw_inline_region_before(rw, nelse->parent, &comb->regions[1], comb->regions[1].first);
    else merge_yielding(rw, nelse, else_block(comb));
  }
  for (unsigned i = 0; i < np; i++) pv[i] = &comb->results[i];
  for (unsigned i = 0; i < nn; i++) nv[i] = &comb->results[np + i];
  rw_replace_op(rw, prev, pv);
  rw_replace_op(rw, next, nv);
  ok = true;
done:
  ctx_free(ctx, tvals);
  ctx_free(ctx, evals);
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, pv);
  ctx_free(ctx, nv);
  return ok;
}

static bool combine_nested_ifs(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Block *tb = then_block(op);
  if (!tb || !tb->first || tb->first->next != tb->last) return false; /* exactly one op before the yield */
  Block *eb = else_block(op);
  if (eb && eb->first != eb->last) return false;
  Operation *nested = tb->first;
  if (!op_is(nested, "scf.if")) return false;
  Block *neb = else_block(nested);
  if (neb && neb->first != neb->last) return false;
  Operation *ty = yield_of(tb), *ey = eb ? yield_of(eb) : NULL;
  unsigned n = ty->num_operands, ne = ey ? ey->num_operands : 0;
  Value **tv = ctx_alloc(ctx, (n ? n : 1) * sizeof *tv), **ev = ctx_alloc(ctx, (ne ? ne : 1) * sizeof *ev);
  bool *up = ctx_zalloc(ctx, (n ? n : 1) * sizeof *up);
  Value **results = ctx_alloc(ctx, (op->num_results ? op->num_results : 1) * sizeof *results);
  const Type **types = ctx_alloc(ctx, (op->num_results ? op->num_results : 1) * sizeof *types);
  bool ok = false;
  if (!tv || !ev || !up || !results || !types) goto done;
  for (unsigned i = 0; i < n; i++) tv[i] = opnd(ty, i);
  for (unsigned i = 0; i < ne; i++) ev[i] = opnd(ey, i);
  for (unsigned i = 0; i < n; i++) {
    Value *v = tv[i];
    if (value_defining_op(v) == nested) {
      if (!neb || i >= ne || opnd(yield_of(neb), v->index) != ev[i]) goto done;
      tv[i] = opnd(yield_of(then_block(nested)), v->index);
      continue;
    }
    if (value_parent_region(v) == &op->regions[0]) goto done;
    up[i] = true;
  }
  Value *ops[2] = {opnd(op, 0), opnd(nested, 0)};
  Operation *cond = rw_build(rw, "arith.andi", op->loc, 2, ops, 1, &ctx->t_i1, 0, NULL);
  if (!cond) goto done;
  for (unsigned i = 0; i < op->num_results; i++) types[i] = op->results[i].type;
  Value *c = res0(cond);
  Operation *nif = build_with_regions(rw, "scf.if", op->loc, 1, &c, op->num_results, types, 2, NULL);
  if (!nif) goto done;
  Block *nb = append_block(ctx, &nif->regions[0], 0, NULL, NULL, op->loc);
  for (unsigned i = 0; i < op->num_results; i++) results[i] = &nif->results[i];
  rw_set_before(rw, nif);
  for (unsigned i = 0; i < n; i++)
    if (up[i]) {
      Value *sops[3] = {opnd(op, 0), tv[i], ev[i]};
      Operation *sel = rw_build(rw, "arith.select", op->loc, 3, sops, 1, &tv[i]->type, 0, NULL);
      if (sel) results[i] = res0(sel);
    }
  rw_merge_blocks(rw, then_block(nested), nb, NULL);
  rw_set_block_end(rw, nb);
  Operation *oldy = nb->last;
  Operation *y = build_term(rw, "scf.yield", oldy->loc, n, tv);
  if (y) rw_erase_op(rw, oldy);
  if (ne) {
    Block *eb2 = append_block(ctx, &nif->regions[1], 0, NULL, NULL, op->loc);
    rw_set_block_end(rw, eb2);
    build_term(rw, "scf.yield", op->loc, ne, ev);
  }
  rw_replace_op(rw, op, results);
  ok = true;
done:
  ctx_free(ctx, tv);
  ctx_free(ctx, ev);
  ctx_free(ctx, up);
  ctx_free(ctx, results);
  ctx_free(ctx, (void *)types);
  return ok;
}

static const Pattern CombineIfs = {.root = "scf.if", .benefit = 1, .match_and_rewrite = combine_ifs, .debug_name = "CombineIfs"};
static const Pattern CombineNestedIfs = {.root = "scf.if", .benefit = 1, .match_and_rewrite = combine_nested_ifs, .debug_name = "CombineNestedIfs"};
static const Pattern ConditionPropagation = {.root = "scf.if", .benefit = 1, .match_and_rewrite = condition_propagation, .debug_name = "ConditionPropagation"};
static const Pattern ConvertTrivialIfToSelect = {.root = "scf.if", .benefit = 1, .match_and_rewrite = convert_trivial_if_to_select, .debug_name = "ConvertTrivialIfToSelect"};
static const Pattern RemoveEmptyElseBranch = {.root = "scf.if", .benefit = 1, .match_and_rewrite = remove_empty_else, .debug_name = "RemoveEmptyElseBranch"};
static const Pattern RemoveStaticCondition = {.root = "scf.if", .benefit = 1, .match_and_rewrite = remove_static_condition, .debug_name = "RemoveStaticCondition"};
static const Pattern RemoveUnusedResults = {.root = "scf.if", .benefit = 1, .match_and_rewrite = remove_unused_results, .debug_name = "RemoveUnusedResults"};
static const Pattern ReplaceIfYieldWithConditionOrValue = {.root = "scf.if", .benefit = 1, .match_and_rewrite = replace_yield_with_cond_or_value, .debug_name = "ReplaceIfYieldWithConditionOrValue"};

const Pattern *const SCF_IF_PATTERNS[] = {
    &CombineIfs,          &CombineNestedIfs,       &ConditionPropagation, &ConvertTrivialIfToSelect,
    &RemoveEmptyElseBranch, &RemoveStaticCondition, &RemoveUnusedResults,  &ReplaceIfYieldWithConditionOrValue,
    NULL,
};
