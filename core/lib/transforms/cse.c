/* cse.c: common subexpression elimination, as upstream's CSE pass: walks
 * each region in dominance order with a scoped table of the ops seen;
 * an op equivalent to a known one (same name, attributes, operands,
 * result types, and no side effects, or reads with no write between) is
 * replaced by it; trivially dead ops are erased along the way. */
#include "transforms.h"

/* Key of an op for equivalence: name, attribute dictionaries, operands and
 * result types (regions are compared, not hashed). */
static bool is_commutative(const Operation *op) {
  const OdsOp *o = op_ods(op);
  return o && (o->ods_traits & ODS_COMMUTATIVE);
}

static uint32_t op_hash(const Operation *op) {
  uint32_t h = hash_ptr(op->name);
  h = hash_mix(h, (uint64_t)(uintptr_t)op->attrs);
  h = hash_mix(h, (uint64_t)(uintptr_t)op->props);
  if (is_commutative(op)) {
    /* Operands of a commutative op in any order: an order-free sum. */
    uint64_t sum = 0;
    for (uint32_t i = 0; i < op->num_operands; i++) sum += hash_ptr(op->operands[i].value);
    h = hash_mix(h, sum);
  } else {
    for (uint32_t i = 0; i < op->num_operands; i++) h = hash_mix(h, (uint64_t)(uintptr_t)op->operands[i].value);
  }
  for (uint32_t i = 0; i < op->num_results; i++) h = hash_mix(h, (uint64_t)(uintptr_t)op->results[i].type);
  return h;
}

/* Upstream's OperationEquivalence::isEquivalentTo ignoring locations.
 * Inside compared regions, the values and blocks of `a` correspond to
 * those of `b` through `map` (filled as the walk defines them); values
 * from outside must be the same. */
static bool same_or_mapped(const PtrMap *map, const void *a, const void *b) {
  uintptr_t m;
  return pm_get(map, a, &m) ? (const void *)m == b : a == b;
}

static bool ops_equivalent(Allocator *al, PtrMap *map, Operation *a, Operation *b);

static bool regions_equivalent(Allocator *al, PtrMap *map, Region *ra, Region *rb) {
  Block *x, *y;
  for (x = ra->first, y = rb->first; x && y; x = x->next, y = y->next) {
    if (x->nargs != y->nargs || !pm_put(al, map, x, (uintptr_t)y)) return false;
    for (uint32_t i = 0; i < x->nargs; i++)
      if (x->args[i]->type != y->args[i]->type || !pm_put(al, map, x->args[i], (uintptr_t)y->args[i]))
        return false;
  }
  if (x || y) return false;
  for (x = ra->first, y = rb->first; x; x = x->next, y = y->next) {
    Operation *o, *p;
    for (o = x->first, p = y->first; o && p; o = o->next, p = p->next)
      if (!ops_equivalent(al, map, o, p)) return false;
    if (o || p) return false;
  }
  return true;
}

static bool ops_equivalent(Allocator *al, PtrMap *map, Operation *a, Operation *b) {
  if (a->name != b->name || a->attrs != b->attrs || a->props != b->props ||
      a->num_operands != b->num_operands || a->num_results != b->num_results ||
      a->num_regions != b->num_regions || a->num_successors != b->num_successors)
    return false;
  if (is_commutative(a) && a->num_operands == 2) {
    /* As upstream, a commutative op's operands compare as a multiset (here for
     * binary ops; others compare in order, which only misses merges). */
    Value *a0 = a->operands[0].value, *a1 = a->operands[1].value;
    Value *b0 = b->operands[0].value, *b1 = b->operands[1].value;
    if (!(same_or_mapped(map, a0, b0) && same_or_mapped(map, a1, b1)) &&
        !(same_or_mapped(map, a0, b1) && same_or_mapped(map, a1, b0)))
      return false;
  } else {
    for (uint32_t i = 0; i < a->num_operands; i++)
      if (!same_or_mapped(map, a->operands[i].value, b->operands[i].value)) return false;
  }
  for (uint32_t i = 0; i < a->num_successors; i++)
    if (!same_or_mapped(map, a->successors[i].block, b->successors[i].block)) return false;
  /* Results need mapping only inside compared regions (the common case,
   * two ops without regions, allocates nothing). */
  bool in_regions = a->num_regions || map->len;
  for (uint32_t i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type ||
        (in_regions && !pm_put(al, map, &a->results[i], (uintptr_t)&b->results[i])))
      return false;
  for (uint32_t i = 0; i < a->num_regions; i++)
    if (!regions_equivalent(al, map, &a->regions[i], &b->regions[i])) return false;
  return true;
}

static bool op_equivalent(Context *ctx, Operation *a, Operation *b) {
  PtrMap map = {0};
  bool eq = ops_equivalent(&ctx->alloc, &map, a, b);
  pm_free(&ctx->alloc, &map);
  return eq;
}

/* A scoped hash table: entries chained per bucket; scopes remember how
 * many entries they added so popping removes exactly those. */
typedef struct KnownEntry {
  Operation *op;
  uint32_t hash;
  struct KnownEntry *next_in_bucket, *next_in_scope;
} KnownEntry;

typedef struct Known {
  Context *ctx;
  KnownEntry **buckets;
  size_t nbuckets;
  PtrVec scopes; /* KnownEntry* heads of each scope's list */
} Known;

static Operation *known_lookup(Known *k, Operation *op) {
  uint32_t h = op_hash(op);
  for (KnownEntry *e = k->buckets[h & (k->nbuckets - 1)]; e; e = e->next_in_bucket)
    if (e->hash == h && op_equivalent(k->ctx, e->op, op)) return e->op;
  return NULL;
}

static void known_insert(Known *k, Operation *op) {
  KnownEntry *e = ctx_alloc(k->ctx, sizeof *e);
  if (!e) return;
  e->op = op;
  e->hash = op_hash(op);
  size_t b = e->hash & (k->nbuckets - 1);
  e->next_in_bucket = k->buckets[b];
  k->buckets[b] = e;
  e->next_in_scope = k->scopes.data[k->scopes.len - 1];
  k->scopes.data[k->scopes.len - 1] = e;
}

static void push_scope(Known *k) { pv_push(&k->ctx->alloc, &k->scopes, NULL); }

static void pop_scope(Known *k) {
  KnownEntry *e = k->scopes.data[--k->scopes.len];
  while (e) {
    KnownEntry *next = e->next_in_scope;
    KnownEntry **pp = &k->buckets[e->hash & (k->nbuckets - 1)];
    while (*pp != e) pp = &(*pp)->next_in_bucket;
    *pp = e->next_in_bucket;
    ctx_free(k->ctx, e);
    e = next;
  }
}

typedef struct CSE {
  Context *ctx;
  PtrVec erase;
  int64_t num_cse, num_dce;
} CSE;

/* Upstream's getEffectsRecursively looking for a write: an op without
 * effect information may write; allocations and frees are no writes. */
static bool may_write(const Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o) return true;
  bool known = o->effects & ME_KNOWN, recursive = o->ods_traits & ODS_RECURSIVE_MEMORY_EFFECTS;
  if (!known && !recursive) return true;
  if (known && (o->effects & (ME_WRITE | ME_OTHER))) return true;
  for (uint32_t r = 0; recursive && r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (Operation *n = b->first; n; n = n->next)
        if (may_write(n)) return true;
  return false;
}

static bool writes_between(Operation *from, Operation *to) {
  for (Operation *o = from->next; o && o != to; o = o->next)
    if (may_write(o)) return true;
  return false;
}

static void replace_and_delete(CSE *c, Operation *op, Operation *existing) {
  for (uint32_t i = 0; i < op->num_results; i++)
    value_replace_all_uses(&op->results[i], &existing->results[i]);
  pv_push(&c->ctx->alloc, &c->erase, op);
  if (existing->loc->kind == LK_UNKNOWN && op->loc->kind != LK_UNKNOWN) existing->loc = op->loc;
  c->num_cse++;
}

static bool simplify_op(CSE *c, Known *k, Operation *op) {
  if (op_has_trait(op, TRAIT_TERMINATOR)) return false;
  if (op_is_trivially_dead(op)) {
    pv_push(&c->ctx->alloc, &c->erase, op);
    c->num_dce++;
    return true;
  }
  /* As upstream, ops holding a region of several blocks are left alone. */
  for (uint32_t i = 0; i < op->num_regions; i++)
    if (op->regions[i].first != op->regions[i].last) return false;
  if (op->num_successors) return false;
  if (!op_is_memory_effect_free(op)) {
    if (!op_only_reads(op)) return false;
    Operation *existing = known_lookup(k, op);
    if (existing && existing->block == op->block && !writes_between(existing, op)) {
      replace_and_delete(c, op, existing);
      return true;
    }
    known_insert(k, op);
    return false;
  }
  Operation *existing = known_lookup(k, op);
  if (existing) {
    replace_and_delete(c, op, existing);
    return true;
  }
  known_insert(k, op);
  return false;
}

static void simplify_region(CSE *c, Known *k, Region *r);

static void simplify_block(CSE *c, Known *k, Block *b) {
  for (Operation *op = b->first; op; op = op->next) {
    if (op->num_regions) {
      if (!op->name->def || op_has_trait(op, TRAIT_ISOLATED_FROM_ABOVE)) {
        Known nested = {c->ctx, k->buckets, k->nbuckets, {0}};
        /* A fresh table: values from outside are not visible inside. */
        KnownEntry **saved = ctx_zalloc(c->ctx, k->nbuckets * sizeof *saved);
        if (!saved) continue;
        nested.buckets = saved;
        for (uint32_t i = 0; i < op->num_regions; i++) simplify_region(c, &nested, &op->regions[i]);
        pv_free(&c->ctx->alloc, &nested.scopes);
        ctx_free(c->ctx, saved);
      } else {
        for (uint32_t i = 0; i < op->num_regions; i++) simplify_region(c, k, &op->regions[i]);
      }
    }
    simplify_op(c, k, op);
  }
}

/* ---- the dominator tree of a multi-block region ---------------------------------- */

/* Reachable blocks in reverse postorder with their immediate dominators
 * (Cooper, Harvey and Kennedy's iteration). Unreachable blocks are left
 * out, as from upstream's dominator tree, so CSE never visits them. */
typedef struct DomTree {
  Block **rpo;     /* rpo[0] is the entry block */
  size_t *idom;    /* rpo index of each block's immediate dominator */
  size_t n;
  PtrMap index;    /* Block* -> rpo index + 1 */
} DomTree;

static Block *successor(Block *b, uint32_t i) {
  Operation *t = b->last;
  return t && i < t->num_successors ? t->successors[i].block : NULL;
}

/* Postorder by an explicit stack (block, next successor), then reversed. */
static bool dom_order(Context *ctx, Region *r, DomTree *d) {
  size_t nblocks = 0;
  for (Block *b = r->first; b; b = b->next) nblocks++;
  PtrMap seen = {0};
  Block **stack = ctx_alloc(ctx, nblocks * sizeof *stack);
  uint32_t *next = ctx_alloc(ctx, nblocks * sizeof *next);
  d->rpo = ctx_alloc(ctx, nblocks * sizeof *d->rpo);
  d->idom = ctx_alloc(ctx, nblocks * sizeof *d->idom);
  bool ok = stack && next && d->rpo && d->idom && pm_put(&ctx->alloc, &seen, r->first, 1);
  size_t top = 0;
  if (ok) {
    stack[top] = r->first;
    next[top++] = 0;
  }
  while (ok && top) {
    Block *b = stack[top - 1], *s = NULL;
    uint32_t n = b->last ? b->last->num_successors : 0;
    while (next[top - 1] < n && !s) {
      s = successor(b, next[top - 1]++);
      uintptr_t v;
      if (s && (s->parent != r || pm_get(&seen, s, &v))) s = NULL;
    }
    if (s) {
      ok = pm_put(&ctx->alloc, &seen, s, 1);
      stack[top] = s;
      next[top++] = 0;
    } else {
      d->rpo[d->n++] = b;
      top--;
    }
  }
  for (size_t i = 0; i < d->n / 2; i++) {
    Block *t = d->rpo[i];
    d->rpo[i] = d->rpo[d->n - 1 - i];
    d->rpo[d->n - 1 - i] = t;
  }
  for (size_t i = 0; ok && i < d->n; i++) ok = pm_put(&ctx->alloc, &d->index, d->rpo[i], i + 1);
  pm_free(&ctx->alloc, &seen);
  ctx_free(ctx, stack);
  ctx_free(ctx, next);
  return ok;
}

static size_t intersect(const DomTree *d, size_t a, size_t b) {
  while (a != b) {
    while (a > b) a = d->idom[a];
    while (b > a) b = d->idom[b];
  }
  return a;
}

static bool dom_compute(Context *ctx, Region *r, DomTree *d) {
  memset(d, 0, sizeof *d);
  if (!dom_order(ctx, r, d)) return false;
  const size_t none = (size_t)-1;
  for (size_t i = 0; i < d->n; i++) d->idom[i] = i == 0 ? 0 : none;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 1; i < d->n; i++) {
      size_t idom = none;
      for (BlockOperand *u = d->rpo[i]->uses; u; u = u->next) {
        uintptr_t p;
        if (!u->owner->block || !pm_get(&d->index, u->owner->block, &p) || d->idom[p - 1] == none) continue;
        idom = idom == none ? p - 1 : intersect(d, p - 1, idom);
      }
      if (idom != d->idom[i]) {
        d->idom[i] = idom;
        changed = true;
      }
    }
  }
  return true;
}

static void dom_free(Context *ctx, DomTree *d) {
  ctx_free(ctx, d->rpo);
  ctx_free(ctx, d->idom);
  pm_free(&ctx->alloc, &d->index);
}

/* Single-block regions are the common case; a multi-block region is walked
 * in dominator-tree preorder with a scope per tree node, so each block sees
 * the ops of the blocks dominating it. */
static void simplify_region(CSE *c, Known *k, Region *r) {
  if (!r->first) return;
  if (r->first == r->last) {
    push_scope(k);
    simplify_block(c, k, r->first);
    pop_scope(k);
    return;
  }
  /* Regions of unregistered or graph ops have no dominance: skipped. */
  Operation *parent = r->parent;
  if (!parent || !parent->name->def || op_has_trait(parent, TRAIT_GRAPH_REGION)) return;
  Context *ctx = c->ctx;
  const size_t none = (size_t)-1;
  DomTree d;
  size_t *first = NULL, *sib = NULL, *path = NULL, *next = NULL;
  if (!dom_compute(ctx, r, &d) || !(first = ctx_alloc(ctx, 4 * d.n * sizeof *first))) goto done;
  /* The tree as child lists (first child, next sibling; children in
   * reverse postorder), walked with an explicit path from the root. */
  sib = first + d.n, path = sib + d.n, next = path + d.n;
  for (size_t i = 0; i < d.n; i++) first[i] = none;
  for (size_t i = d.n; i-- > 1;) {
    sib[i] = first[d.idom[i]];
    first[d.idom[i]] = i;
  }
  size_t depth = 0;
  path[0] = 0;
  next[0] = first[0];
  push_scope(k);
  simplify_block(c, k, d.rpo[0]);
  while (true) {
    size_t i = next[depth];
    if (i != none) {
      next[depth] = sib[i];
      path[++depth] = i;
      next[depth] = first[i];
      push_scope(k);
      simplify_block(c, k, d.rpo[i]);
      continue;
    }
    pop_scope(k);
    if (depth-- == 0) break;
  }
done:
  ctx_free(ctx, first);
  dom_free(ctx, &d);
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  CSE c = {ctx, {0}, 0, 0};
  Known k = {ctx, NULL, 1024, {0}};
  k.buckets = ctx_zalloc(ctx, k.nbuckets * sizeof *k.buckets);
  if (!k.buckets) return false;
  for (uint32_t i = 0; i < op->num_regions; i++) simplify_region(&c, &k, &op->regions[i]);
  for (size_t i = 0; i < c.erase.len; i++) op_erase(c.erase.data[i]);
  p->changed_ir = c.erase.len != 0;
  pv_free(&ctx->alloc, &c.erase);
  pv_free(&ctx->alloc, &k.scopes);
  ctx_free(ctx, k.buckets);
  pass_stat(p, "num-cse'd", c.num_cse);
  pass_stat(p, "num-dce'd", c.num_dce);
  return true;
}

static const PassStatDef STATS[] = {
    {"num-cse'd", "Number of operations CSE'd"},
    {"num-dce'd", "Number of operations DCE'd"},
};

const PassInfo CSE_PASS = {
    .argument = "cse",
    .display = "CSE",
    .description = "Eliminate common sub-expressions",
    .run = run,
    .stats = STATS,
    .n_stats = sizeof STATS / sizeof *STATS,
};
