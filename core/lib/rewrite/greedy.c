/* greedy.c: the greedy pattern rewrite driver, following upstream 22's
 * GreedyPatternRewriteDriver: per region of the root op, iterations that
 * (1) collect the ops (pre-order when top-down), de-duplicating constants
 * and hoisting them to the start of the entry block of the nearest region
 * whose parent is isolated from above (OperationFolder), then (2) pop ops
 * from the worklist: erase trivially dead ones, fold (materializing
 * constants before the op), or apply the best matching pattern, re-queueing
 * what the rewriter reports; then (3) simplify the regions. The worklist
 * order follows upstream's notifications exactly, since the output's op
 * order depends on it. */
#include "rewrite.h"

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

/* ---- patterns by root, highest benefit first (PatternApplicator) ---------------- */

typedef struct PatList {
  const Pattern **pats;
  size_t n, cap;
} PatList;

typedef struct PatIndex {
  PtrMap by_root; /* OpName* -> PatList* */
  PatList any;
  PtrVec lists;
} PatIndex;

static void patlist_add(Allocator *a, PatList *l, const Pattern *p) {
  if (!vec_grow(a, (void **)&l->pats, &l->cap, l->n + 1, sizeof *l->pats)) return;
  /* stable insertion by descending benefit */
  size_t i = l->n;
  while (i > 0 && l->pats[i - 1]->benefit < p->benefit) {
    l->pats[i] = l->pats[i - 1];
    i--;
  }
  l->pats[i] = p;
  l->n++;
}

static void patindex_build(Context *ctx, PatIndex *ix, const Pattern *const *const *sets,
                           const GreedyConfig *cfg) {
  memset(ix, 0, sizeof *ix);
  for (const Pattern *const *const *set = sets; set && *set; set++)
  for (const Pattern *const *pp = *set; *pp; pp++) {
    const Pattern *p = *pp;
    if (cfg->pattern_filter && !cfg->pattern_filter(cfg->filter_user, p)) continue;
    if (!p->root) {
      patlist_add(&ctx->alloc, &ix->any, p);
      continue;
    }
    const OpName *name = opname_get(ctx, p->root, strlen(p->root));
    if (!name) continue;
    uintptr_t v;
    PatList *l;
    if (pm_get(&ix->by_root, name, &v)) {
      l = (PatList *)v;
    } else {
      l = ctx_zalloc(ctx, sizeof *l);
      if (!l) continue;
      pm_put(&ctx->alloc, &ix->by_root, name, (uintptr_t)l);
      pv_push(&ctx->alloc, &ix->lists, l);
    }
    patlist_add(&ctx->alloc, l, p);
  }
}

static void patindex_free(Context *ctx, PatIndex *ix) {
  for (size_t i = 0; i < ix->lists.len; i++) {
    PatList *l = ix->lists.data[i];
    ctx_free(ctx, l->pats);
    ctx_free(ctx, l);
  }
  pv_free(&ctx->alloc, &ix->lists);
  pm_free(&ctx->alloc, &ix->by_root);
  ctx_free(ctx, ix->any.pats);
}

/* ---- driver state ---------------------------------------------------------- */

typedef struct Driver {
  Context *ctx;
  Region *scope;
  const GreedyConfig *cfg;
  PatIndex pats;
  Worklist wl;
  Rewriter rw;
  RewriteListener listener;
  /* the constant folder of the current iteration */
  PtrMap folder_owned; /* op -> 1 */
  struct ConstSlot *consts;
  size_t nconst, cap_const;
  int64_t num_rewrites;
} Driver;

/* Adds the op and its ancestors up to the scope region. */
static void add_to_worklist(Driver *d, Operation *op) {
  Operation *small[16], **chain = small;
  size_t n = 0, cap = 16;
  bool ok = false;
  while (op) {
    if (n == cap) {
      size_t ncap = cap * 2;
      Operation **nc = ctx_alloc(d->ctx, ncap * sizeof *nc);
      if (!nc) break;
      memcpy(nc, chain, n * sizeof *nc);
      if (chain != small) ctx_free(d->ctx, chain);
      chain = nc;
      cap = ncap;
    }
    chain[n++] = op;
    Region *r = op->block ? op->block->parent : NULL;
    if (r == d->scope) {
      ok = true;
      break;
    }
    if (!r) break;
    op = r->parent;
  }
  if (ok)
    for (size_t i = 0; i < n; i++) wl_push(&d->wl, chain[i]);
  if (chain != small) ctx_free(d->ctx, chain);
}

/* When an op goes away, the defining ops of its operands may have become
 * dead or have a single user left: queue them (at most two users now). */
static void add_operands_to_worklist(Driver *d, Operation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Value *v = op->operands[i].value;
    Operation *def = v ? value_defining_op(v) : NULL;
    if (!def) continue;
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

/* ---- constant folder (OperationFolder) ------------------------------------------ */

/* The region constants go to: the nearest one whose parent is isolated from
 * above, unregistered, or top-level. */
static Region *insertion_region(Block *b) {
  for (;;) {
    Region *r = b->parent;
    Operation *parent = r->parent;
    if (!parent || !parent->name->def || op_has_trait(parent, TRAIT_ISOLATED_FROM_ABOVE) || !parent->block)
      return r;
    b = parent->block;
  }
}

/* The folder's uniqued constants: (region, dialect, value, type) -> op, an
 * open-addressing table cleared every iteration. */
typedef struct ConstKey {
  const void *region, *dialect, *value, *type;
} ConstKey;

typedef struct ConstSlot {
  ConstKey key;
  Operation *op;
} ConstSlot;

static uint32_t key_hash(const ConstKey *k) {
  uint32_t h = hash_ptr(k->region);
  h = hash_mix(h, PTR_WORD(k->dialect));
  h = hash_mix(h, PTR_WORD(k->value));
  return hash_mix(h, PTR_WORD(k->type));
}

static ConstSlot *const_slot(Driver *d, const ConstKey *k, bool insert) {
  if (insert && (d->nconst + 1) * 2 > d->cap_const) {
    size_t ncap = d->cap_const ? d->cap_const * 2 : 64;
    ConstSlot *ns = ctx_zalloc(d->ctx, ncap * sizeof *ns);
    if (!ns) return NULL;
    for (size_t i = 0; i < d->cap_const; i++) {
      if (!d->consts[i].op) continue;
      size_t j = key_hash(&d->consts[i].key) & (ncap - 1);
      while (ns[j].op) j = (j + 1) & (ncap - 1);
      ns[j] = d->consts[i];
    }
    ctx_free(d->ctx, d->consts);
    d->consts = ns;
    d->cap_const = ncap;
  }
  if (!d->cap_const) return NULL;
  size_t j = key_hash(k) & (d->cap_const - 1);
  while (d->consts[j].op) {
    if (!memcmp(&d->consts[j].key, k, sizeof *k)) return &d->consts[j];
    j = (j + 1) & (d->cap_const - 1);
  }
  return insert ? &d->consts[j] : NULL;
}

static void reset_folder(Driver *d) {
  if (d->consts) memset(d->consts, 0, d->cap_const * sizeof *d->consts);
  d->nconst = 0;
  pm_clear(&d->folder_owned);
}

/* Moving a constant within its block keeps its location; hoisting it out
 * of a nested block, re-hoisting one the folder already owns, or merging a
 * duplicate into it forgets it (upstream's erasedFoldedLocation). */
static void move_to_front(Operation *op, Block *b, bool forget_loc) {
  op_remove_from_block(op);
  block_insert_op_before(b, b->first, op);
  if (forget_loc) op->loc = op_context(op)->l_unknown;
}

/* OperationFolder::insertKnownConstant: false when the constant duplicated
 * one already known (and was replaced by it). */
static bool insert_known_constant(Driver *d, Operation *op, const Attr *value) {
  Block *blk = op->block;
  if (pm_get(&d->folder_owned, op, NULL)) {
    if (blk->first != op && !pm_get(&d->folder_owned, op->prev, NULL)) move_to_front(op, blk, true);
    return true;
  }
  Region *r = insertion_region(blk);
  ConstKey key = {r, op->name->dialect, value, op->results[0].type};
  ConstSlot *slot = const_slot(d, &key, false);
  if (slot) {
    Operation *keep = slot->op;
    Value *repl = &keep->results[0];
    rw_replace_op(&d->rw, op, &repl);
    keep->loc = d->ctx->l_unknown;
    return false;
  }
  Block *ib = r->first;
  if (blk != ib || (ib->first != op && !pm_get(&d->folder_owned, op->prev, NULL))) move_to_front(op, ib, blk != ib);
  slot = const_slot(d, &key, true);
  if (slot) {
    slot->key = key;
    slot->op = op;
    d->nconst++;
  }
  pm_put(&d->ctx->alloc, &d->folder_owned, op, 1);
  return true;
}

static int collect_pre(Operation *op, void *user) {
  Driver *d = user;
  const Attr *cv = d->cfg->cse_constants ? op_constant_value(op) : NULL;
  if (cv && !insert_known_constant(d, op, cv)) return WALK_SKIP;
  add_to_worklist(d, op);
  return WALK_ADVANCE;
}

static int collect_post(Operation *op, void *user) {
  Driver *d = user;
  const Attr *cv = d->cfg->cse_constants ? op_constant_value(op) : NULL;
  if (cv && !insert_known_constant(d, op, cv)) return WALK_ADVANCE;
  add_to_worklist(d, op);
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
  FoldResult small[8], *res = op->num_results <= 8 ? small : ctx_alloc(d->ctx, op->num_results * sizeof *res);
  if (!res) return false;
  unsigned n = 0;
  bool done = false;
  if (!op_fold(op, res, &n)) goto out;
  if (n == 0) {
    rw_modified(&d->rw, op);
    done = true;
    goto out;
  }
  Value **repl = ctx_alloc(d->ctx, n * sizeof *repl);
  Operation **made = ctx_alloc(d->ctx, n * sizeof *made);
  unsigned nmade = 0;
  bool ok = repl && made;
  if (ok) rw_set_before(&d->rw, op);
  for (unsigned i = 0; ok && i < n; i++) {
    if (res[i].value) {
      repl[i] = res[i].value;
      continue;
    }
    Operation *c = materialize_constant(&d->rw, op, res[i].attr, op->results[i].type, op->loc);
    if (!c) {
      for (unsigned k = 0; k < nmade; k++) rw_erase_op(&d->rw, made[k]);
      ok = false;
      break;
    }
    made[nmade++] = c;
    repl[i] = &c->results[0];
  }
  if (ok) {
    rw_replace_op(&d->rw, op, repl);
    done = true;
  }
  ctx_free(d->ctx, repl);
  ctx_free(d->ctx, made);
out:
  if (res != small) ctx_free(d->ctx, res);
  return done;
}

/* Tries the op's patterns and the any-op patterns, interleaved by benefit. */
static bool apply_patterns(Driver *d, Operation *op) {
  uintptr_t v;
  const PatList *own = pm_get(&d->pats.by_root, op->name, &v) ? (const PatList *)v : NULL;
  const PatList *any = &d->pats.any;
  size_t i = 0, j = 0, ni = own ? own->n : 0, nj = any->n;
  while (i < ni || j < nj) {
    const Pattern *p;
    if (i < ni && (j >= nj || own->pats[i]->benefit >= any->pats[j]->benefit)) p = own->pats[i++];
    else p = any->pats[j++];
    rw_set_before(&d->rw, op);
    d->rw.pattern = p;
    if (p->match_and_rewrite(&d->rw, op)) return true;
  }
  return false;
}

static bool process_worklist(Driver *d) {
  bool changed = false;
  Operation *op;
  d->num_rewrites = 0;
  /* Only -1 lifts a limit: any other negative one allows nothing, as upstream. */
  while ((d->cfg->max_num_rewrites == -1 || d->num_rewrites < d->cfg->max_num_rewrites) &&
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

static bool simplify_region(Driver *d, Region *r) {
  d->scope = r;
  int64_t iteration = 0;
  bool again = false;
  do {
    if (d->cfg->max_iterations != -1 && ++iteration > d->cfg->max_iterations) break;
    /* Upstream 22 drops unreachable blocks before each iteration, whatever
     * the region-simplify level: their ops may use values cyclically. */
    again = erase_unreachable_blocks(&d->rw, r);
    wl_clear(&d->wl);
    reset_folder(d);
    collect(d);
    again |= process_worklist(d);
    if (d->cfg->region_simplify) again |= simplify_regions(&d->rw, r, d->cfg->region_simplify >= 2);
  } while (again);
  return !again;
}

void greedy_config_default(GreedyConfig *c) {
  memset(c, 0, sizeof *c);
  c->top_down = true;
  c->max_iterations = 10;
  c->max_num_rewrites = -1;
  c->region_simplify = 1;
  c->fold = true;
  c->cse_constants = true;
}

bool apply_patterns_with_defaults(Operation *op, const Pattern *const *patterns) {
  GreedyConfig cfg;
  greedy_config_default(&cfg);
  cfg.top_down = false;
  cfg.region_simplify = 2;
  bool converged;
  const Pattern *const *const sets[] = {patterns, NULL};
  return apply_patterns_greedily(op, sets, &cfg, &converged);
}

bool apply_patterns_greedily(Operation *op, const Pattern *const *const *patterns, const GreedyConfig *cfg,
                             bool *converged) {
  Context *ctx = op_context(op);
  Driver d;
  memset(&d, 0, sizeof d);
  d.ctx = ctx;
  d.cfg = cfg;
  d.wl.alloc = &ctx->alloc;
  d.listener = (RewriteListener){.inserted = on_inserted, .modified = on_modified, .erased = on_erased, .user = &d};
  d.rw.ctx = ctx;
  d.rw.listener = &d.listener;
  patindex_build(ctx, &d.pats, patterns, cfg);
  *converged = true;
  for (uint32_t i = 0; i < op->num_regions; i++) *converged &= simplify_region(&d, &op->regions[i]);
  patindex_free(ctx, &d.pats);
  ctx_free(ctx, d.consts);
  pm_free(&ctx->alloc, &d.folder_owned);
  pm_free(&ctx->alloc, &d.wl.index);
  ctx_free(ctx, d.wl.ops);
  return true;
}
