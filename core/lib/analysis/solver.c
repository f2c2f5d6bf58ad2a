/* solver.c: the data-flow solver: states by (class, anchor), dependencies
 * between states and the (point, analysis) pairs that read them, a FIFO
 * work queue, interned CFG edges, and the run loop (upstream's
 * DataFlowSolver::initializeAndRun). Every state lives until the solver is
 * freed, so pointers to states stay valid during a run. */
#include "dataflow.h"

/* ---- the set of recorded dependencies (state, point, analysis) --------------- */

typedef struct DepKey {
  const DFState *st;
  DFPoint point;
  const DFAnalysis *analysis;
} DepKey;

struct DFDepSet {
  DepKey *slots;
  size_t len, cap; /* cap: zero or a power of two */
};

static uint32_t dep_hash(const DepKey *k) {
  uint32_t h = hash_ptr(k->st);
  h = hash_mix(h, k->point);
  return hash_mix(h, (uint64_t)(uintptr_t)k->analysis);
}

static bool depset_grow(Allocator *a, struct DFDepSet *set) {
  size_t ncap = set->cap ? set->cap * 2 : 64;
  DepKey *slots = mem_zalloc(a, ncap * sizeof *slots);
  if (!slots) return false;
  for (size_t i = 0; i < set->cap; i++) {
    if (!set->slots[i].st) continue;
    size_t j = dep_hash(&set->slots[i]) & (ncap - 1);
    while (slots[j].st) j = (j + 1) & (ncap - 1);
    slots[j] = set->slots[i];
  }
  mem_free(a, set->slots);
  set->slots = slots;
  set->cap = ncap;
  return true;
}

/* Inserts the key; true when it was not there before. */
static bool depset_insert(Allocator *a, struct DFDepSet *set, const DepKey *k) {
  if ((set->len + 1) * 4 > set->cap * 3 && !depset_grow(a, set)) return false;
  size_t j = dep_hash(k) & (set->cap - 1);
  while (set->slots[j].st) {
    const DepKey *e = &set->slots[j];
    if (e->st == k->st && e->point == k->point && e->analysis == k->analysis) return false;
    j = (j + 1) & (set->cap - 1);
  }
  set->slots[j] = *k;
  set->len++;
  return true;
}

/* ---- solver ------------------------------------------------------------------------ */

void df_solver_init(DFSolver *s, Context *ctx) {
  memset(s, 0, sizeof *s);
  s->ctx = ctx;
  s->interprocedural = true;
}

bool df_solver_load(DFSolver *s, DFAnalysis *a) {
  if (s->nanalyses == DF_MAX_ANALYSES) return false;
  a->solver = s;
  s->analyses[s->nanalyses++] = a;
  return true;
}

static PtrMap *table_for(DFSolver *s, const DFStateClass *cls, bool create) {
  for (unsigned i = 0; i < s->ntables; i++)
    if (s->tables[i].cls == cls) return &s->tables[i].map;
  if (!create || s->ntables == DF_MAX_STATE_CLASSES) return NULL;
  s->tables[s->ntables].cls = cls;
  return &s->tables[s->ntables++].map;
}

DFState *df_lookup(DFSolver *s, const DFStateClass *cls, uintptr_t anchor) {
  PtrMap *m = table_for(s, cls, false);
  uintptr_t v;
  return m && pm_get(m, (const void *)anchor, &v) ? (DFState *)v : NULL;
}

DFState *df_get(DFSolver *s, const DFStateClass *cls, uintptr_t anchor) {
  PtrMap *m = table_for(s, cls, true);
  if (!m || !anchor) return NULL;
  uintptr_t v;
  if (pm_get(m, (const void *)anchor, &v)) return (DFState *)v;
  DFState *st = ctx_zalloc(s->ctx, cls->size);
  if (!st) return NULL;
  st->cls = cls;
  st->anchor = anchor;
  if (!pv_push(&s->ctx->alloc, &s->states, st) ||
      !pm_put(&s->ctx->alloc, m, (const void *)anchor, (uintptr_t)st)) {
    if (s->states.len && s->states.data[s->states.len - 1] == st) s->states.len--;
    ctx_free(s->ctx, st);
    return NULL;
  }
  return st;
}

void df_depend(DFSolver *s, DFState *st, DFPoint point, DFAnalysis *a) {
  if (!st) return;
  if (!s->depset) {
    s->depset = ctx_zalloc(s->ctx, sizeof *s->depset);
    if (!s->depset) return;
  }
  DepKey k = {st, point, a};
  if (!depset_insert(&s->ctx->alloc, s->depset, &k)) return;
  if (!vec_grow(&s->ctx->alloc, (void **)&st->deps, &st->cap_deps, st->ndeps + 1, sizeof *st->deps)) return;
  st->deps[st->ndeps++] = (DFDep){point, a};
}

void df_subscribe(DFSolver *s, DFState *st, DFAnalysis *a) {
  if (!st) return;
  for (size_t i = 0; i < st->subscribers.len; i++)
    if (st->subscribers.data[i] == a) return;
  pv_push(&s->ctx->alloc, &st->subscribers, a);
}

void df_enqueue(DFSolver *s, DFPoint point, DFAnalysis *a) {
  if (s->len == s->cap) {
    size_t ncap = s->cap ? s->cap * 2 : 256;
    DFDep *q = ctx_alloc(s->ctx, ncap * sizeof *q);
    if (!q) return;
    for (size_t i = 0; i < s->len; i++) q[i] = s->queue[(s->head + i) % s->cap];
    ctx_free(s->ctx, s->queue);
    s->queue = q;
    s->head = 0;
    s->cap = ncap;
  }
  s->queue[(s->head + s->len) % s->cap] = (DFDep){point, a};
  s->len++;
}

void df_propagate(DFSolver *s, DFState *st, bool changed) {
  if (!st || !changed) return;
  for (size_t i = 0; i < st->ndeps; i++) df_enqueue(s, st->deps[i].point, st->deps[i].analysis);
  if (st->cls->on_update) st->cls->on_update(s, st);
}

DFEdge *df_edge(DFSolver *s, Block *from, Block *to) {
  uintptr_t head = 0;
  pm_get(&s->edges, from, &head);
  for (DFEdge *e = (DFEdge *)head; e; e = e->next)
    if (e->to == to) return e;
  DFEdge *e = ctx_alloc(s->ctx, sizeof *e);
  if (!e) return NULL;
  *e = (DFEdge){from, to, (DFEdge *)head};
  if (!pv_push(&s->ctx->alloc, &s->edge_storage, e) || !pm_put(&s->ctx->alloc, &s->edges, from, (uintptr_t)e)) {
    if (s->edge_storage.len && s->edge_storage.data[s->edge_storage.len - 1] == e) s->edge_storage.len--;
    ctx_free(s->ctx, e);
    return NULL;
  }
  return e;
}

bool df_solver_run(DFSolver *s, Operation *top) {
  for (unsigned i = 0; i < s->nanalyses; i++)
    if (!s->analyses[i]->cls->initialize(s->analyses[i], top)) return false;
  while (s->len) {
    DFDep d = s->queue[s->head];
    s->head = (s->head + 1) % s->cap;
    s->len--;
    if (!d.analysis->cls->visit(d.analysis, d.point)) return false;
  }
  return !s->ctx->alloc.oom;
}

void df_solver_free(DFSolver *s) {
  Allocator *a = &s->ctx->alloc;
  for (size_t i = 0; i < s->states.len; i++) {
    DFState *st = s->states.data[i];
    if (st->cls->destroy) st->cls->destroy(s, st);
    ctx_free(s->ctx, st->deps);
    pv_free(a, &st->subscribers);
    ctx_free(s->ctx, st);
  }
  pv_free(a, &s->states);
  for (unsigned i = 0; i < s->ntables; i++) pm_free(a, &s->tables[i].map);
  for (size_t i = 0; i < s->edge_storage.len; i++) ctx_free(s->ctx, s->edge_storage.data[i]);
  pv_free(a, &s->edge_storage);
  pm_free(a, &s->edges);
  ctx_free(s->ctx, s->queue);
  if (s->depset) {
    mem_free(a, s->depset->slots);
    ctx_free(s->ctx, s->depset);
  }
  memset(s, 0, sizeof *s);
}
