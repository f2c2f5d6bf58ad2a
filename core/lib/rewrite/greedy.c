/* greedy.c: the greedy pattern rewrite driver, following upstream's
 * GreedyPatternRewriteDriver: per region, iterations that (1) collect the
 * ops (pre-order when top-down), hoisting and de-duplicating constants into
 * the entry block of the nearest isolated region (OperationFolder), then
 * (2) pop ops from the worklist: erase trivially dead ones, fold, or apply
 * the first matching pattern, re-queueing ops the rewriter touches. */
#include "rewrite.h"

#include <stdlib.h>

/* ---- worklist (a vector with an index for O(1) membership/removal) ---- */

typedef struct Worklist {
  Operation **ops;
  size_t n, cap;
  PtrMap index; /* op -> position+1 */
  Allocator *alloc;
} Worklist;

static void wl_push(Worklist *w, Operation *op) {
  if (pm_get(&w->index, op, NULL)) return;
  if (!vec_grow(w->alloc, (void **)&w->ops, &w->cap, w->n + 1, sizeof *w->ops)) return;
  w->ops[w->n] = op;
  pm_put(w->alloc, &w->index, op, ++w->n);
}

static Operation *wl_pop(Worklist *w) {
  while (w->n) {
    Operation *op = w->ops[--w->n];
    if (op) {
      pm_remove(&w->index, op);
      return op;
    }
  }
  return NULL;
}

static void wl_remove(Worklist *w, Operation *op) {
  uintptr_t i;
  if (!pm_get(&w->index, op, &i)) return;
  w->ops[i - 1] = NULL;
  pm_remove(&w->index, op);
}

static void wl_reverse(Worklist *w) {
  for (size_t i = 0, j = w->n; i + 1 < j; i++, j--) {
    Operation *t = w->ops[i];
    w->ops[i] = w->ops[j - 1];
    w->ops[j - 1] = t;
  }
  pm_clear(&w->index);
  for (size_t i = 0; i < w->n; i++)
    if (w->ops[i]) pm_put(w->alloc, &w->index, w->ops[i], i + 1);
}

static void wl_clear(Worklist *w) {
  w->n = 0;
  pm_clear(&w->index);
}

/* ---- driver state ---------------------------------------------------------- */

typedef struct Driver {
  Context *ctx;
  Region *scope;
  const Pattern *const *patterns;
  const GreedyConfig *cfg;
  Worklist wl;
  Rewriter rw;
  RewriteListener listener;
  /* the constant folder of the current iteration: key -> op, per region */
  PtrMap folder_owned; /* op -> 1 */
  PtrMap const_keys;   /* Region* -> StrMap* (key bytes -> op) */
  PtrVec key_maps;
  int64_t num_rewrites;
} Driver;

/* Adds the op and its ancestors up to the scope region. */
static void add_to_worklist(Driver *d, Operation *op) {
  Operation *chain[64];
  unsigned n = 0;
  while (op) {
    if (n < 64) chain[n++] = op;
    Region *r = op->block ? op->block->parent : NULL;
    if (r == d->scope) {
      for (unsigned i = 0; i < n; i++) wl_push(&d->wl, chain[i]);
      return;
    }
    if (!r) return;
    op = r->parent;
  }
}

static void add_operands_to_worklist(Driver *d, Operation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Value *v = op->operands[i].value;
    Operation *def = v ? value_defining_op(v) : NULL;
    if (!def) continue;
    /* Only when the value has at most one other user: then erasing this
     * user may make the definition dead or simplifiable. */
    Operation *other = NULL;
    bool many = false;
    for (OpOperand *u = v->uses; u; u = u->next) {
      if (u->owner == op || u->owner == other) continue;
      if (!other) {
        other = u->owner;
        continue;
      }
      many = true;
      break;
    }
    if (!many) add_to_worklist(d, def);
  }
}

static void on_inserted(void *user, Operation *op) { add_to_worklist(user, op); }
static void on_modified(void *user, Operation *op) { add_to_worklist(user, op); }
static void on_erased(void *user, Operation *op) {
  Driver *d = user;
  add_operands_to_worklist(d, op);
  wl_remove(&d->wl, op);
  pm_remove(&d->folder_owned, op);
}

/* ---- constant folder --------------------------------------------------------- */

/* The region constants are hoisted into: the nearest one whose parent is
 * isolated from above (or unregistered, or top-level). */
static Region *insertion_region(Block *b) {
  for (;;) {
    Region *r = b->parent;
    Operation *parent = r->parent;
    if (!parent || !parent->name->def || op_has_trait(parent, TRAIT_ISOLATED_FROM_ABOVE) || !parent->block)
      return r;
    b = parent->block;
  }
}

static StrMap *keys_for(Driver *d, Region *r) {
  uintptr_t v;
  if (pm_get(&d->const_keys, r, &v)) return (StrMap *)v;
  StrMap *m = ctx_zalloc(d->ctx, sizeof *m);
  if (!m) return NULL;
  pm_put(&d->ctx->alloc, &d->const_keys, r, (uintptr_t)m);
  pv_push(&d->ctx->alloc, &d->key_maps, m);
  return m;
}

static void reset_folder(Driver *d) {
  for (size_t i = 0; i < d->key_maps.len; i++) {
    StrMap *m = d->key_maps.data[i];
    /* keys are owned copies */
    for (size_t k = 0; k < m->cap; k++) {
      struct { const char *key; size_t n; uint32_t hash; uintptr_t val; } *s =
          (void *)((char *)m->slots + k * sizeof *s);
      if (s->key) ctx_free(d->ctx, (void *)s->key);
    }
    sm_free(&d->ctx->alloc, m);
    ctx_free(d->ctx, m);
  }
  d->key_maps.len = 0;
  pm_clear(&d->const_keys);
  pm_clear(&d->folder_owned);
}

/* Upstream's OperationFolder::insertKnownConstant: returns false when the
 * constant duplicated one already known (and was replaced by it). */
static bool insert_known_constant(Driver *d, Operation *op, const Attr *value) {
  Block *blk = op->block;
  if (pm_get(&d->folder_owned, op, NULL)) {
    if (blk->first != op && !pm_get(&d->folder_owned, op->prev, NULL)) {
      op_remove_from_block(op);
      block_insert_op_before(blk, blk->first, op);
    }
    return true;
  }
  Region *r = insertion_region(blk);
  StrMap *keys = keys_for(d, r);
  if (!keys) return true;
  const void *key[3] = {op->name->dialect, value, op->results[0].type};
  uintptr_t existing;
  if (sm_get(keys, (const char *)key, sizeof key, &existing)) {
    Value *repl = &((Operation *)existing)->results[0];
    rw_replace_op(&d->rw, op, &repl);
    return false;
  }
  Block *ib = r->first;
  if (blk != ib || (ib->first != op && !pm_get(&d->folder_owned, op->prev, NULL))) {
    op_remove_from_block(op);
    block_insert_op_before(ib, ib->first, op);
  }
  char *kcopy = ctx_alloc(d->ctx, sizeof key);
  if (kcopy) {
    memcpy(kcopy, key, sizeof key);
    sm_put(&d->ctx->alloc, keys, kcopy, sizeof key, (uintptr_t)op);
  }
  pm_put(&d->ctx->alloc, &d->folder_owned, op, 1);
  return true;
}

static int collect_pre(Operation *op, void *user) {
  Driver *d = user;
  const Attr *cv = d->cfg->cse_constants ? op_constant_value(op) : NULL;
  if (cv && !insert_known_constant(d, op, cv)) return WALK_SKIP;
  wl_push(&d->wl, op);
  return cv ? WALK_SKIP : WALK_ADVANCE;
}

static int collect_post(Operation *op, void *user) {
  Driver *d = user;
  const Attr *cv = d->cfg->cse_constants ? op_constant_value(op) : NULL;
  if (cv && !insert_known_constant(d, op, cv)) return WALK_ADVANCE;
  wl_push(&d->wl, op);
  return WALK_ADVANCE;
}

/* Walks the ops of the scope region (not the region's parent). */
static void collect(Driver *d) {
  for (Block *b = d->scope->first; b; b = b->next) {
    Operation *o = b->first;
    while (o) {
      Operation *next = o->next;
      if (d->cfg->top_down) op_walk(o, collect_pre, NULL, d);
      else op_walk(o, NULL, collect_post, d);
      o = next;
    }
  }
  if (d->cfg->top_down) wl_reverse(&d->wl);
}

/* ---- processing ----------------------------------------------------------------- */

static bool try_fold(Driver *d, Operation *op) {
  FoldResult res[16];
  unsigned n = 0;
  if (op->num_results > 16 || !op_fold(op, res, &n)) return false;
  if (n == 0) {
    rw_modified(&d->rw, op);
    return true;
  }
  Value *repl[16];
  rw_set_before(&d->rw, op);
  Operation *made[16];
  unsigned nmade = 0;
  for (unsigned i = 0; i < n; i++) {
    if (res[i].value) {
      repl[i] = res[i].value;
      continue;
    }
    Operation *c = materialize_constant(&d->rw, op, res[i].attr, op->results[i].type, op->loc);
    if (!c) {
      /* Undo the constants made for earlier results. */
      for (unsigned k = 0; k < nmade; k++) rw_erase_op(&d->rw, made[k]);
      return false;
    }
    made[nmade++] = c;
    repl[i] = &c->results[0];
  }
  rw_replace_op(&d->rw, op, repl);
  return true;
}

static bool apply_patterns(Driver *d, Operation *op) {
  const char *name = op->name->name->str;
  /* Highest benefit first; equal benefits keep their order. */
  for (unsigned benefit = 16; benefit-- > 0;)
    for (const Pattern *const *pp = d->patterns; pp && *pp; pp++) {
      const Pattern *p = *pp;
      if (p->benefit != benefit || (p->root && strcmp(p->root, name) != 0)) continue;
      rw_set_before(&d->rw, op);
      if (p->match_and_rewrite(&d->rw, op)) return true;
    }
  return false;
}

static bool process_worklist(Driver *d) {
  bool changed = false;
  Operation *op;
  while ((d->cfg->max_num_rewrites < 0 || d->num_rewrites < d->cfg->max_num_rewrites) &&
         (op = wl_pop(&d->wl))) {
    if (op_is_trivially_dead(op)) {
      rw_erase_op(&d->rw, op);
      changed = true;
      continue;
    }
    const OdsOp *o = op_ods(op);
    bool constant_like = o && (o->ods_traits & ODS_CONSTANT_LIKE);
    if (d->cfg->fold && !constant_like && try_fold(d, op)) {
      changed = true;
      continue;
    }
    if (apply_patterns(d, op)) {
      changed = true;
      d->num_rewrites++;
    }
  }
  return changed;
}

MLIR_INTERNAL bool simplify_regions(Rewriter *rw, Region *r);

static bool simplify_region(Driver *d, Region *r, bool *converged) {
  d->scope = r;
  int64_t iteration = 0;
  bool again;
  do {
    if (d->cfg->max_iterations >= 0 && ++iteration > d->cfg->max_iterations) break;
    wl_clear(&d->wl);
    reset_folder(d);
    collect(d);
    again = process_worklist(d);
    if (d->cfg->region_simplify) again |= simplify_regions(&d->rw, r);
  } while (again);
  *converged = !again;
  return true;
}

void greedy_config_default(GreedyConfig *c) {
  c->top_down = true;
  c->max_iterations = 10;
  c->max_num_rewrites = -1;
  c->region_simplify = 1;
  c->fold = true;
  c->cse_constants = true;
}

bool apply_patterns_greedily(Operation *op, const Pattern *const *patterns, const GreedyConfig *cfg,
                             bool *converged) {
  Context *ctx = op_context(op);
  Driver d;
  memset(&d, 0, sizeof d);
  d.ctx = ctx;
  d.patterns = patterns;
  d.cfg = cfg;
  d.wl.alloc = &ctx->alloc;
  d.listener = (RewriteListener){on_inserted, on_modified, NULL, on_erased, &d};
  d.rw.ctx = ctx;
  d.rw.listener = &d.listener;
  *converged = true;
  for (uint32_t i = 0; i < op->num_regions; i++) {
    bool c;
    simplify_region(&d, &op->regions[i], &c);
    *converged &= c;
  }
  reset_folder(&d);
  pv_free(&ctx->alloc, &d.key_maps);
  pm_free(&ctx->alloc, &d.const_keys);
  pm_free(&ctx->alloc, &d.folder_owned);
  pm_free(&ctx->alloc, &d.wl.index);
  ctx_free(ctx, d.wl.ops);
  return true;
}
