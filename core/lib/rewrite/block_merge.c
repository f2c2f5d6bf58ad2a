/* block_merge.c: the aggressive part of upstream's simplifyRegions:
 * merging blocks that branch to the same successors and hold the same ops
 * (operands defined outside the block may differ and become new block
 * arguments of the surviving leader), and dropping block arguments that
 * every predecessor passes the same value. */
#include "rewrite.h"

static Block *value_block(const Value *v) {
  if (v->kind == VALUE_BLOCK_ARG) return (Block *)v->owner;
  if (v->kind == VALUE_RESULT) return ((Operation *)v->owner)->block;
  return NULL;
}

static bool used_outside(const Value *v, const Block *b) {
  for (OpOperand *u = v->uses; u; u = u->next)
    if (u->owner->block != b) return true;
  return false;
}

static bool op_used_outside(const Operation *op, const Block *b) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (used_outside(&op->results[i], b)) return true;
  return false;
}

/* The position of a value defined in `b`: arguments by number, results
 * after the arguments in definition order. */
static unsigned order_of(const Value *v, const Block *b) {
  if (v->kind == VALUE_BLOCK_ARG) return v->index;
  unsigned k = b->nargs;
  for (const Operation *o = b->first; o && o != v->owner; o = o->next) k += o->num_results;
  return k + v->index;
}

/* OperationEquivalence::isEquivalentTo ignoring locations and operand
 * identity (operand types still compare). */
static bool ops_equivalent(const Operation *a, const Operation *b) {
  if (a->attrs != b->attrs || a->name != b->name || a->num_regions != b->num_regions ||
      a->num_successors != b->num_successors || a->num_operands != b->num_operands ||
      a->num_results != b->num_results || a->props != b->props)
    return false;
  for (uint32_t i = 0; i < a->num_operands; i++) {
    Value *x = a->operands[i].value, *y = b->operands[i].value;
    if (x != y && (!x || !y || x->type != y->type)) return false;
  }
  for (uint32_t i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type) return false;
  return true;
}

static bool valid_successor_arg(Block *b, const Value *v) {
  if (v->kind != VALUE_RESULT) return true;
  Operation *def = v->owner;
  if (def != block_terminator(def->block)) return true;
  for (BlockOperand *u = b->uses; u; u = u->next)
    if (u->owner->block == def->block) return false;
  return true;
}

typedef struct Mismatch {
  unsigned op, operand;
} Mismatch;

typedef struct Cluster {
  Block *leader;
  PtrVec blocks;
  Mismatch *mm; /* sorted, unique */
  size_t nmm, cap_mm;
} Cluster;

static void add_mismatch(Context *ctx, Cluster *c, Mismatch m) {
  size_t i = 0;
  while (i < c->nmm && (c->mm[i].op < m.op || (c->mm[i].op == m.op && c->mm[i].operand < m.operand))) i++;
  if (i < c->nmm && c->mm[i].op == m.op && c->mm[i].operand == m.operand) return;
  if (!vec_grow(&ctx->alloc, (void **)&c->mm, &c->cap_mm, c->nmm + 1, sizeof *c->mm)) return;
  memmove(&c->mm[i + 1], &c->mm[i], (c->nmm - i) * sizeof *c->mm);
  c->mm[i] = m;
  c->nmm++;
}

static bool add_to_cluster(Context *ctx, Cluster *c, Block *mb) {
  Block *lb = c->leader;
  if (lb->nargs != mb->nargs) return false;
  for (uint32_t i = 0; i < lb->nargs; i++)
    if (lb->args[i]->type != mb->args[i]->type) return false;
  Mismatch small[16], *mm = small;
  size_t nmm = 0, cap = 16;
  bool ok = false;
  const Operation *l = lb->first, *r = mb->first;
  for (unsigned opi = 0; l && r; l = l->next, r = r->next, opi++) {
    if (!ops_equivalent(l, r)) goto done;
    for (uint32_t k = 0; k < l->num_operands; k++) {
      Value *lv = l->operands[k].value, *rv = r->operands[k].value;
      if (lv == rv) continue;
      if (lv->type != rv->type) goto done;
      bool lin = value_block(lv) == lb, rin = value_block(rv) == mb;
      if (lin != rin) goto done;
      if (!lin) {
        if (!valid_successor_arg(lb, lv) || !valid_successor_arg(mb, rv)) goto done;
        if (nmm == cap) {
          Mismatch *n = ctx_alloc(ctx, cap * 2 * sizeof *n);
          if (!n) goto done;
          memcpy(n, mm, nmm * sizeof *n);
          if (mm != small) ctx_free(ctx, mm);
          mm = n;
          cap *= 2;
        }
        mm[nmm++] = (Mismatch){opi, k};
        continue;
      }
      if (order_of(lv, lb) != order_of(rv, mb)) goto done;
    }
    if (op_used_outside(r, mb) || op_used_outside(l, lb)) goto done;
  }
  if (l || r) goto done;
  for (size_t i = 0; i < nmm; i++) add_mismatch(ctx, c, mm[i]);
  pv_push(&ctx->alloc, &c->blocks, mb);
  ok = true;
done:
  if (mm != small) ctx_free(ctx, mm);
  return ok;
}

static bool preds_are_branches(Block *b) {
  for (BlockOperand *u = b->uses; u; u = u->next)
    if (!op_is_branch(u->owner)) return false;
  return true;
}

static unsigned succ_index(const BlockOperand *u) { return (unsigned)(u - u->owner->successors); }

/* pruneRedundantArguments: new arguments passing the same value as an
 * earlier new argument in every list collapse into it. */
static void prune_new_args(Rewriter *rw, Value ***lists, unsigned nlists, unsigned *nargs, unsigned nold,
                           Block *leader) {
  Context *ctx = rw->ctx;
  unsigned n = *nargs;
  int *repl = ctx_alloc(ctx, (n ? n : 1) * sizeof *repl);
  if (!repl) return;
  for (unsigned j = 0; j < n; j++) {
    repl[j] = -1;
    unsigned k = j;
    for (unsigned i = 0; i < j; i++)
      if (lists[0][i] == lists[0][j]) {
        k = i;
        break;
      }
    if (k == j) continue;
    bool same = true;
    for (unsigned li = 1; li < nlists; li++) same = same && lists[li][k] == lists[li][j];
    if (same) repl[j] = (int)k;
  }
  for (unsigned j = 0; j < n; j++)
    if (repl[j] >= 0) rw_replace_all_uses(rw, leader->args[nold + j], leader->args[nold + (unsigned)repl[j]]);
  for (unsigned j = n; j-- > 0;)
    if (repl[j] >= 0) block_erase_arg(leader, nold + j);
  unsigned w = 0;
  for (unsigned j = 0; j < n; j++) {
    if (repl[j] >= 0) continue;
    for (unsigned li = 0; li < nlists; li++) lists[li][w] = lists[li][j];
    w++;
  }
  *nargs = w;
  ctx_free(ctx, repl);
}

static void update_preds(Block *b, Value **vals, unsigned n) {
  for (BlockOperand *u = b->uses; u; u = u->next) branch_append_succ_operands(u->owner, succ_index(u), n, vals);
}

static bool cluster_merge(Rewriter *rw, Cluster *c) {
  Context *ctx = rw->ctx;
  if (!c->blocks.len) return false;
  Block *leader = c->leader;
  if (c->nmm) {
    if (!preds_are_branches(leader)) return false;
    for (size_t i = 0; i < c->blocks.len; i++)
      if (!preds_are_branches(c->blocks.data[i])) return false;
    unsigned nlists = (unsigned)c->blocks.len + 1, n = (unsigned)c->nmm;
    Value ***lists = ctx_zalloc(ctx, nlists * sizeof *lists);
    Operation **its = ctx_zalloc(ctx, nlists * sizeof *its);
    bool ok = lists && its;
    for (unsigned i = 0; ok && i < nlists; i++) {
      lists[i] = ctx_zalloc(ctx, n * sizeof **lists);
      ok = lists[i] != NULL;
      its[i] = (i == 0 ? leader : (Block *)c->blocks.data[i - 1])->first;
    }
    if (ok) {
      unsigned nold = leader->nargs, cur = 0;
      for (unsigned k = 0; k < n; k++) {
        unsigned adv = c->mm[k].op - cur;
        cur = c->mm[k].op;
        for (unsigned i = 0; i < nlists; i++) {
          for (unsigned a = 0; a < adv; a++) its[i] = its[i]->next;
          OpOperand *o = &its[i]->operands[c->mm[k].operand];
          lists[i][k] = o->value;
          if (i == 0) {
            Value *arg = block_add_arg(leader, o->value->type, value_loc(o->value));
            if (arg) operand_set(o, arg);
          }
        }
      }
      prune_new_args(rw, lists, nlists, &n, nold, leader);
      update_preds(leader, lists[0], n);
      for (size_t i = 0; i < c->blocks.len; i++) update_preds(c->blocks.data[i], lists[i + 1], n);
    }
    for (unsigned i = 0; lists && i < nlists; i++) ctx_free(ctx, lists[i]);
    ctx_free(ctx, lists);
    ctx_free(ctx, its);
    if (!ok) return false;
  }
  for (size_t i = 0; i < c->blocks.len; i++) {
    Block *b = c->blocks.data[i];
    while (b->uses) op_set_successor(b->uses->owner, succ_index(b->uses), leader);
    rw_erase_block(rw, b);
  }
  return true;
}

static bool same_successors(const Block *a, const Block *b) {
  const Operation *x = a->last, *y = b->last;
  unsigned nx = x ? x->num_successors : 0, ny = y ? y->num_successors : 0;
  if (nx != ny) return false;
  for (unsigned i = 0; i < nx; i++)
    if (x->successors[i].block != y->successors[i].block) return false;
  return true;
}

static bool has_nonempty_region(const Block *b) {
  for (const Operation *o = b->first; o; o = o->next)
    for (uint32_t i = 0; i < o->num_regions; i++)
      if (o->regions[i].first) return true;
  return false;
}

static bool args_used_outside(const Block *b) {
  for (uint32_t i = 0; i < b->nargs; i++)
    if (used_outside(b->args[i], b)) return true;
  return false;
}

static bool merge_region(Rewriter *rw, Region *r) {
  Context *ctx = rw->ctx;
  if (!r->first || r->first == r->last) return false;
  /* Groups of non-entry blocks with the same successor list, in block order. */
  PtrVec groups = {0}; /* PtrVec* per group */
  for (Block *b = r->first->next; b; b = b->next) {
    PtrVec *g = NULL;
    for (size_t i = 0; i < groups.len && !g; i++) {
      PtrVec *cand = groups.data[i];
      if (same_successors(cand->data[0], b)) g = cand;
    }
    if (!g) {
      g = ctx_zalloc(ctx, sizeof *g);
      if (!g) break;
      pv_push(&ctx->alloc, &groups, g);
    }
    pv_push(&ctx->alloc, g, b);
  }
  bool merged = false;
  for (size_t gi = 0; gi < groups.len; gi++) {
    PtrVec *g = groups.data[gi];
    if (g->len > 1) {
      Cluster *cl = ctx_zalloc(ctx, g->len * sizeof *cl);
      size_t ncl = 0;
      for (size_t i = 0; cl && i < g->len; i++) {
        Block *b = g->data[i];
        if (has_nonempty_region(b) || args_used_outside(b)) continue;
        bool added = false;
        for (size_t k = 0; k < ncl && !added; k++) added = add_to_cluster(ctx, &cl[k], b);
        if (!added) cl[ncl++].leader = b;
      }
      for (size_t k = 0; k < ncl; k++) {
        merged |= cluster_merge(rw, &cl[k]);
        pv_free(&ctx->alloc, &cl[k].blocks);
        ctx_free(ctx, cl[k].mm);
      }
      ctx_free(ctx, cl);
    }
    pv_free(&ctx->alloc, g);
    ctx_free(ctx, g);
  }
  pv_free(&ctx->alloc, &groups);
  return merged;
}

static void push_nested_regions(Context *ctx, PtrVec *work, Region *r) {
  for (Block *b = r->first; b; b = b->next)
    for (Operation *o = b->first; o; o = o->next)
      for (uint32_t i = 0; i < o->num_regions; i++) pv_push(&ctx->alloc, work, &o->regions[i]);
}

bool merge_identical_blocks(Rewriter *rw, Region *root) {
  Context *ctx = rw->ctx;
  PtrVec work = {0};
  bool any = false;
  pv_push(&ctx->alloc, &work, root);
  while (work.len) {
    Region *r = work.data[--work.len];
    if (merge_region(rw, r)) {
      pv_push(&ctx->alloc, &work, r);
      any = true;
    }
    push_nested_regions(ctx, &work, r);
  }
  pv_free(&ctx->alloc, &work);
  return any;
}

static bool drop_block_redundant_args(Rewriter *rw, Block *b) {
  Context *ctx = rw->ctx;
  PtrVec erase = {0};
  for (uint32_t a = 0; a < b->nargs; a++) {
    Value *common = NULL;
    bool same = true;
    for (BlockOperand *u = b->uses; u; u = u->next) {
      unsigned st, c;
      if (!op_is_branch(u->owner) || !branch_succ_operands(u->owner, succ_index(u), &st, &c) || a >= c) {
        same = false;
        break;
      }
      Value *v = u->owner->operands[st + a].value;
      if (!common) {
        common = v;
        continue;
      }
      if (v != common) {
        same = false;
        break;
      }
    }
    if (common && same) {
      pv_push(&ctx->alloc, &erase, (void *)(uintptr_t)(a + 1));
      rw_replace_all_uses(rw, b->args[a], common);
    }
  }
  for (size_t i = erase.len; i-- > 0;) {
    unsigned a = (unsigned)((uintptr_t)erase.data[i] - 1);
    block_erase_arg(b, a);
    for (BlockOperand *u = b->uses; u; u = u->next) branch_erase_succ_operand(u->owner, succ_index(u), a);
  }
  bool changed = erase.len != 0;
  pv_free(&ctx->alloc, &erase);
  return changed;
}

bool drop_redundant_arguments(Rewriter *rw, Region *root) {
  Context *ctx = rw->ctx;
  PtrVec work = {0};
  bool any = false;
  pv_push(&ctx->alloc, &work, root);
  while (work.len) {
    Region *r = work.data[--work.len];
    for (Block *b = r->first; b; b = b->next) {
      any |= drop_block_redundant_args(rw, b);
      for (Operation *o = b->first; o; o = o->next)
        for (uint32_t i = 0; i < o->num_regions; i++) pv_push(&ctx->alloc, &work, &o->regions[i]);
    }
  }
  pv_free(&ctx->alloc, &work);
  return any;
}
