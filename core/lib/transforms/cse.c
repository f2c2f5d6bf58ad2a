/* cse.c: common subexpression elimination, as upstream's CSE pass: walks
 * each region in dominance order with a scoped table of the ops seen;
 * an op equivalent to a known one (same name, attributes, operands,
 * result types, and no side effects, or reads with no write between) is
 * replaced by it; trivially dead ops are erased along the way. */
#include "transforms.h"

/* Key of an op for equivalence: name, attribute dictionaries, operands and
 * result types (ops with regions are never considered equal here). */
static uint32_t op_hash(const Operation *op) {
  uint32_t h = hash_ptr(op->name);
  h = hash_mix(h, (uint64_t)(uintptr_t)op->attrs);
  h = hash_mix(h, (uint64_t)(uintptr_t)op->props);
  for (uint32_t i = 0; i < op->num_operands; i++) h = hash_mix(h, (uint64_t)(uintptr_t)op->operands[i].value);
  for (uint32_t i = 0; i < op->num_results; i++) h = hash_mix(h, (uint64_t)(uintptr_t)op->results[i].type);
  return h;
}

static bool op_equivalent(const Operation *a, const Operation *b) {
  if (a->name != b->name || a->attrs != b->attrs || a->props != b->props ||
      a->num_operands != b->num_operands || a->num_results != b->num_results ||
      a->num_regions || b->num_regions || a->num_successors || b->num_successors)
    return false;
  for (uint32_t i = 0; i < a->num_operands; i++)
    if (a->operands[i].value != b->operands[i].value) return false;
  for (uint32_t i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type) return false;
  return true;
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
    if (e->hash == h && op_equivalent(e->op, op)) return e->op;
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

static bool writes_between(Operation *from, Operation *to) {
  for (Operation *o = from->next; o && o != to; o = o->next)
    if (!op_is_memory_effect_free(o) && !op_only_reads(o)) return true;
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
  if (op->num_regions || op->num_successors) return false;
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

/* Blocks in dominator-tree preorder: a block's dominated blocks follow
 * it. Single-block regions are the common case. */
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
  /* Immediate dominators: the only predecessor chain we need is the
   * entry block's scope for all blocks, then each block's own scope. */
  push_scope(k);
  simplify_block(c, k, r->first);
  for (Block *b = r->first->next; b; b = b->next) {
    /* A block with a single predecessor that dominates it sees that
     * block's values. FIXME(#5): full dominator tree traversal. */
    push_scope(k);
    simplify_block(c, k, b);
    pop_scope(k);
  }
  pop_scope(k);
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

const PassInfo CSE_PASS = {"cse", "CSE", "Eliminate common sub-expressions", NULL, NULL, 0, run,
                           STATS, sizeof STATS / sizeof *STATS};
