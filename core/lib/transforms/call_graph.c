/* call_graph.c: see call_graph.h. Mirrors upstream's CallGraph.cpp (two
 * walks: callables, then calls) and the inliner's CGUseList, since the
 * order of nodes, edges and SCCs decides the order of inlining. */
#include "call_graph.h"
#include "../dialects/dialects.h"

#include <stdlib.h>

/* ---- interfaces ------------------------------------------------------------------ */

Region *callable_region(Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o || !(o->interfaces & ODS_IF_CALLABLE) || op->num_regions == 0) return NULL;
  Region *r = &op->regions[0];
  return r->first ? r : NULL; /* an external function has no body */
}

const Attr *call_callee_symbol(const Operation *op, bool *is_call) {
  const OdsOp *o = op_ods(op);
  *is_call = o && (o->interfaces & ODS_IF_CALL);
  if (!*is_call) return NULL;
  const Attr *c = op_get_attr(op, "callee", 6);
  return c && c->kind == AK_SYMBOL_REF ? c : NULL;
}

/* ---- graph ----------------------------------------------------------------------- */

static bool add_edge(CallGraph *cg, CGNode *from, CGNode *to, uint8_t kind) {
  for (size_t i = 0; i < from->n_edges; i++)
    if (from->edges[i].target == to && from->edges[i].kind == kind) return true;
  if (!vec_grow(&cg->ctx->alloc, (void **)&from->edges, &from->cap_edges, from->n_edges + 1,
                sizeof *from->edges))
    return false;
  from->edges[from->n_edges++] = (CGEdge){to, kind};
  return true;
}

CGNode *call_graph_lookup(const CallGraph *cg, Region *r) {
  uintptr_t v;
  return r && pm_get(&cg->by_region, r, &v) ? (CGNode *)v : NULL;
}

static CGNode *get_or_add_node(CallGraph *cg, Region *r, CGNode *parent) {
  CGNode *n = call_graph_lookup(cg, r);
  if (n) return n;
  n = ctx_zalloc(cg->ctx, sizeof *n);
  if (!n || !vec_grow(&cg->ctx->alloc, (void **)&cg->nodes, &cg->cap_nodes, cg->n_nodes + 1,
                      sizeof *cg->nodes) ||
      !pm_put(&cg->ctx->alloc, &cg->by_region, r, (uintptr_t)n)) {
    ctx_free(cg->ctx, n);
    return NULL;
  }
  n->region = r;
  n->index = (unsigned)cg->n_nodes;
  cg->nodes[cg->n_nodes++] = n;
  /* Without a parent, every callable hangs off the external node so that
   * all of them are in the graph. */
  bool ok = parent ? add_edge(cg, parent, n, CG_CHILD) : add_edge(cg, &cg->external, n, CG_ABSTRACT);
  return ok ? n : NULL;
}

CGNode *call_graph_resolve(CallGraph *cg, Operation *call) {
  bool is_call;
  const Attr *ref = call_callee_symbol(call, &is_call);
  Operation *callee = ref ? symbol_resolve(op_parent_op(call), ref) : NULL;
  CGNode *n = callee ? call_graph_lookup(cg, callable_region(callee)) : NULL;
  return n ? n : &cg->unknown;
}

typedef struct BuildFrame {
  Operation *op;
  CGNode *parent;
} BuildFrame;

/* One walk in upstream's pre-order; calls are resolved on the second. */
static bool build_walk(CallGraph *cg, Operation *root, bool resolve_calls) {
  PtrVec stack = {0};
  Allocator *a = &cg->ctx->alloc;
  bool ok = true;
  BuildFrame *f0 = ctx_alloc(cg->ctx, sizeof *f0);
  if (!f0 || !pv_push(a, &stack, f0)) {
    ctx_free(cg->ctx, f0);
    return false;
  }
  *f0 = (BuildFrame){root, NULL};
  while (ok && stack.len) {
    BuildFrame *f = stack.data[--stack.len];
    Operation *op = f->op;
    CGNode *parent = f->parent;
    ctx_free(cg->ctx, f);
    bool is_call;
    call_callee_symbol(op, &is_call);
    if (is_call) {
      if (resolve_calls && parent) ok = add_edge(cg, parent, call_graph_resolve(cg, op), CG_CALL);
      continue;
    }
    const OdsOp *o = op_ods(op);
    if (o && (o->interfaces & ODS_IF_CALLABLE)) {
      Region *r = callable_region(op);
      if (!r) continue;
      parent = get_or_add_node(cg, r, parent);
      if (!parent) {
        ok = false;
        break;
      }
    }
    /* Push children in reverse so they pop in order. */
    size_t mark = stack.len;
    for (uint32_t i = 0; ok && i < op->num_regions; i++)
      for (Block *b = op->regions[i].first; ok && b; b = b->next)
        for (Operation *c = b->first; ok && c; c = c->next) {
          BuildFrame *nf = ctx_alloc(cg->ctx, sizeof *nf);
          ok = nf && pv_push(a, &stack, nf);
          if (!ok) {
            ctx_free(cg->ctx, nf);
            break;
          }
          *nf = (BuildFrame){c, parent};
        }
    for (size_t i = mark, j = stack.len; i + 1 < j; i++, j--) {
      void *t = stack.data[i];
      stack.data[i] = stack.data[j - 1];
      stack.data[j - 1] = t;
    }
  }
  for (size_t i = 0; i < stack.len; i++) ctx_free(cg->ctx, stack.data[i]);
  pv_free(a, &stack);
  return ok;
}

bool call_graph_build(CallGraph *cg, Operation *op) {
  memset(cg, 0, sizeof *cg);
  cg->ctx = op_context(op);
  cg->external.index = cg->unknown.index = (unsigned)-1;
  return build_walk(cg, op, false) && build_walk(cg, op, true);
}

void call_graph_free(CallGraph *cg) {
  Allocator *a = &cg->ctx->alloc;
  for (size_t i = 0; i < cg->n_nodes; i++) {
    mem_free(a, cg->nodes[i]->edges);
    ctx_free(cg->ctx, cg->nodes[i]);
  }
  mem_free(a, cg->external.edges);
  mem_free(a, cg->unknown.edges);
  mem_free(a, cg->nodes);
  pm_free(a, &cg->by_region);
}

bool cg_node_has_children(const CGNode *n) {
  for (size_t i = 0; i < n->n_edges; i++)
    if (n->edges[i].kind == CG_CHILD) return true;
  return false;
}

/* ---- SCCs (llvm::scc_iterator) ---------------------------------------------------- */

typedef struct SccFrame {
  CGNode *node;
  size_t next_child;
  unsigned min_visited;
} SccFrame;

bool call_graph_sccs(CallGraph *cg, PtrVec *sccs) {
  Context *ctx = cg->ctx;
  Allocator *a = &ctx->alloc;
  PtrMap visit = {0}; /* CGNode* -> visit number (~0u: in a finished SCC) */
  PtrVec node_stack = {0};
  SccFrame *frames = NULL;
  size_t nf = 0, capf = 0;
  unsigned visit_num = 0;
  bool ok = true;
#define VISIT_ONE(N)                                                                   \
  do {                                                                                 \
    ++visit_num;                                                                       \
    ok = pm_put(a, &visit, (N), visit_num) && pv_push(a, &node_stack, (N)) &&         \
         vec_grow(a, (void **)&frames, &capf, nf + 1, sizeof *frames);                \
    if (ok) frames[nf++] = (SccFrame){(N), 0, visit_num};                             \
  } while (0)
  VISIT_ONE(&cg->external);
  while (ok && nf) {
    /* Visit the children of the top frame. */
    while (ok && frames[nf - 1].next_child < frames[nf - 1].node->n_edges) {
      SccFrame *top = &frames[nf - 1];
      CGNode *child = top->node->edges[top->next_child++].target;
      uintptr_t num;
      if (!pm_get(&visit, child, &num)) {
        VISIT_ONE(child);
        continue;
      }
      if (top->min_visited > (unsigned)num) top->min_visited = (unsigned)num;
    }
    if (!ok) break;
    CGNode *n = frames[nf - 1].node;
    unsigned min_num = frames[nf - 1].min_visited;
    nf--;
    if (nf && frames[nf - 1].min_visited > min_num) frames[nf - 1].min_visited = min_num;
    uintptr_t own;
    pm_get(&visit, n, &own);
    if (min_num != (unsigned)own) continue;
    /* A whole SCC sits on the node stack above and including `n`. */
    PtrVec *scc = ctx_zalloc(ctx, sizeof *scc);
    ok = scc && pv_push(a, sccs, scc);
    if (!ok) {
      ctx_free(ctx, scc);
      break;
    }
    CGNode *m;
    do {
      m = node_stack.data[--node_stack.len];
      pm_put(a, &visit, m, (unsigned)~0u);
      ok = pv_push(a, scc, m);
    } while (ok && m != n);
  }
#undef VISIT_ONE
  mem_free(a, frames);
  pv_free(a, &node_stack);
  pm_free(a, &visit);
  return ok;
}

/* ---- use list ---------------------------------------------------------------------- */

static uintptr_t map_get0(const PtrMap *m, const void *k) {
  uintptr_t v = 0;
  pm_get(m, k, &v);
  return v;
}

/* A per-node PtrMap stored in `outer` (created on demand). */
static PtrMap *node_map(CGUseList *u, PtrMap *outer, CGNode *n) {
  uintptr_t v;
  if (pm_get(outer, n, &v)) return (PtrMap *)v;
  PtrMap *m = ctx_zalloc(u->cg->ctx, sizeof *m);
  if (m && !pm_put(&u->cg->ctx->alloc, outer, n, (uintptr_t)m)) {
    ctx_free(u->cg->ctx, m);
    return NULL;
  }
  return m;
}

static void free_node_maps(CGUseList *u, PtrMap *outer) {
  for (size_t i = 0; i < outer->cap; i++)
    if (outer->keys[i] && outer->vals[i]) {
      pm_free(&u->cg->ctx->alloc, (PtrMap *)outer->vals[i]);
      ctx_free(u->cg->ctx, (void *)outer->vals[i]);
    }
  pm_free(&u->cg->ctx->alloc, outer);
}

/* Use counts are stored + 1 so that 0 means "not discardable". */
static bool is_discardable(const CGUseList *u, const CGNode *n) { return map_get0(&u->discardable, n) != 0; }
static void add_discardable_uses(CGUseList *u, CGNode *n, intptr_t delta) {
  /* As upstream's DenseMap operator[], an unknown node gains an entry. */
  uintptr_t v = map_get0(&u->discardable, n);
  if (!v) v = 1;
  pm_put(&u->cg->ctx->alloc, &u->discardable, n, (uintptr_t)((intptr_t)v + delta));
}

typedef struct RefWalk {
  CGUseList *u;
  Operation *table; /* symbol references resolve from here */
  PtrMap resolved;  /* ref Attr* -> CGNode* + 1 (1: none) */
  void (*cb)(struct RefWalk *w, CGNode *node, Operation *user);
  CGNode *owner;
  Operation *owner_op;
  PtrMap *live; /* mark_always_live's set */
  bool ok;
} RefWalk;

static void visit_ref(void *user, Operation *user_op, const Attr *ref) {
  RefWalk *w = user;
  uintptr_t v;
  if (!pm_get(&w->resolved, ref, &v)) {
    Operation *sym = symbol_resolve(w->table, ref);
    CGNode *n = sym ? call_graph_lookup(w->u->cg, callable_region(sym)) : NULL;
    v = (uintptr_t)n + 1;
    if (!pm_put(&w->u->cg->ctx->alloc, &w->resolved, ref, v)) w->ok = false;
  }
  if (v != 1) w->cb(w, (CGNode *)(v - 1), user_op);
}

/* walkReferencedSymbolNodes: every symbol use in `op` and inside it that
 * names a callable node. */
static bool walk_referenced_nodes(CGUseList *u, Operation *op,
                                  void (*cb)(RefWalk *, CGNode *, Operation *), RefWalk *w) {
  w->u = u;
  w->table = op_parent_op(op);
  w->cb = cb;
  w->ok = true;
  memset(&w->resolved, 0, sizeof w->resolved);
  if (w->table) symbol_uses(op, true, visit_ref, w);
  pm_free(&u->cg->ctx->alloc, &w->resolved);
  return w->ok;
}

static void mark_always_live(RefWalk *w, CGNode *node, Operation *user) {
  (void)user;
  if (!pm_put(&w->u->cg->ctx->alloc, w->live, node, 1)) w->ok = false;
}

/* The callables directly in a symbol table are discardable when their
 * SymbolOpInterface allows dropping them once unused (private symbols);
 * any other op referencing a callable keeps that callable alive. */
static bool collect_discardable(CGUseList *u, Operation *table, PtrMap *live) {
  if (table->num_regions == 0) return true;
  for (Block *b = table->regions[0].first; b; b = b->next)
    for (Operation *op = b->first; op; op = op->next) {
      CGNode *n = call_graph_lookup(u->cg, callable_region(op));
      if (n) {
        const OdsOp *o = op_ods(op);
        bool is_symbol = o && (o->interfaces & ODS_IF_SYMBOL) && symbol_name(op);
        if (is_symbol && strcmp(symbol_visibility(op), "private") == 0 &&
            !pm_put(&u->cg->ctx->alloc, &u->discardable, n, 1))
          return false;
        continue;
      }
      RefWalk w = {.live = live};
      if (!walk_referenced_nodes(u, op, mark_always_live, &w)) return false;
    }
  return true;
}

typedef struct TableWalk {
  CGUseList *u;
  PtrMap *live;
  bool ok;
} TableWalk;

static int visit_table(Operation *op, void *user) {
  TableWalk *t = user;
  if (op_has_trait(op, TRAIT_SYMBOL_TABLE) && !collect_discardable(t->u, op, t->live)) {
    t->ok = false;
    return WALK_INTERRUPT;
  }
  return WALK_ADVANCE;
}

bool cg_uses_init(CGUseList *u, CallGraph *cg, Operation *root) {
  memset(u, 0, sizeof *u);
  u->cg = cg;
  PtrMap live = {0};
  TableWalk t = {u, &live, true};
  op_walk(root, visit_table, NULL, &t);
  bool ok = t.ok;
  for (size_t i = 0; ok && i < live.cap; i++)
    if (live.keys[i]) pm_remove(&u->discardable, live.keys[i]);
  pm_free(&cg->ctx->alloc, &live);
  for (size_t i = 0; ok && i < cg->n_nodes; i++) cg_uses_recompute(u, cg->nodes[i]);
  return ok;
}

void cg_uses_free(CGUseList *u) {
  free_node_maps(u, &u->inner);
  free_node_maps(u, &u->top_level);
  pm_free(&u->cg->ctx->alloc, &u->discardable);
}

static void decrement_inner(CGUseList *u, CGNode *node) {
  uintptr_t v;
  if (!pm_get(&u->inner, node, &v)) return;
  PtrMap *m = (PtrMap *)v;
  for (size_t i = 0; i < m->cap; i++)
    if (m->keys[i] && is_discardable(u, m->keys[i])) add_discardable_uses(u, (CGNode *)m->keys[i], -(intptr_t)m->vals[i]);
  if (pm_get(&u->top_level, node, &v)) {
    PtrMap *t = (PtrMap *)v;
    for (size_t i = 0; i < t->cap; i++)
      if (t->keys[i] && is_discardable(u, t->keys[i])) add_discardable_uses(u, (CGNode *)t->keys[i], -1);
  }
}

static void count_use(RefWalk *w, CGNode *ref, Operation *user) {
  CGUseList *u = w->u;
  if (!is_discardable(u, ref)) return;
  if (user != w->owner_op) {
    PtrMap *m = node_map(u, &u->inner, w->owner);
    if (!m || !pm_put(&u->cg->ctx->alloc, m, ref, map_get0(m, ref) + 1)) {
      w->ok = false;
      return;
    }
  } else {
    PtrMap *t = node_map(u, &u->top_level, w->owner);
    if (!t || pm_get(t, ref, NULL)) return;
    if (!pm_put(&u->cg->ctx->alloc, t, ref, 1)) {
      w->ok = false;
      return;
    }
  }
  add_discardable_uses(u, ref, 1);
}

void cg_uses_recompute(CGUseList *u, CGNode *node) {
  Operation *parent = node->region->parent;
  decrement_inner(u, node);
  uintptr_t v;
  if (pm_get(&u->inner, node, &v)) pm_clear((PtrMap *)v);
  if (pm_get(&u->top_level, node, &v)) pm_clear((PtrMap *)v);
  RefWalk w = {.owner = node, .owner_op = parent};
  walk_referenced_nodes(u, parent, count_use, &w);
}

bool cg_uses_is_dead(const CGUseList *u, const CGNode *node) {
  Operation *op = node->region->parent;
  const OdsOp *o = op_ods(op);
  if (!o || !(o->interfaces & ODS_IF_SYMBOL)) return false;
  return map_get0(&u->discardable, node) == 1;
}

bool cg_uses_has_one_use_and_discardable(const CGUseList *u, const CGNode *node) {
  Operation *op = node->region->parent;
  const OdsOp *o = op_ods(op);
  if (!o || !(o->interfaces & ODS_IF_SYMBOL)) return false;
  return map_get0(&u->discardable, node) == 2;
}

static void drop_use(RefWalk *w, CGNode *ref, Operation *user) {
  (void)user;
  CGUseList *u = w->u;
  uintptr_t v;
  if (!pm_get(&u->inner, w->owner, &v)) return;
  PtrMap *m = (PtrMap *)v;
  uintptr_t c;
  if (!pm_get(m, ref, &c)) return;
  pm_put(&u->cg->ctx->alloc, m, ref, c - 1);
  add_discardable_uses(u, ref, -1);
}

void cg_uses_drop_call(CGUseList *u, CGNode *user, Operation *call) {
  RefWalk w = {.owner = user, .owner_op = call};
  walk_referenced_nodes(u, call, drop_use, &w);
}

void cg_uses_merge_after_inlining(CGUseList *u, CGNode *callee, CGNode *caller) {
  uintptr_t v;
  if (!pm_get(&u->inner, callee, &v)) return;
  PtrMap *from = (PtrMap *)v;
  PtrMap *to = node_map(u, &u->inner, caller);
  if (!to) return;
  for (size_t i = 0; i < from->cap; i++)
    if (from->keys[i]) {
      pm_put(&u->cg->ctx->alloc, to, from->keys[i], map_get0(to, from->keys[i]) + from->vals[i]);
      add_discardable_uses(u, (CGNode *)from->keys[i], (intptr_t)from->vals[i]);
    }
}

void cg_uses_erase_node(CGUseList *u, CGNode *node) {
  for (size_t i = 0; i < node->n_edges; i++)
    if (node->edges[i].kind == CG_CHILD) cg_uses_erase_node(u, node->edges[i].target);
  decrement_inner(u, node);
  uintptr_t v;
  if (pm_get(&u->inner, node, &v)) {
    pm_free(&u->cg->ctx->alloc, (PtrMap *)v);
    ctx_free(u->cg->ctx, (void *)v);
    pm_remove(&u->inner, node);
  }
  if (pm_get(&u->top_level, node, &v)) {
    pm_free(&u->cg->ctx->alloc, (PtrMap *)v);
    ctx_free(u->cg->ctx, (void *)v);
    pm_remove(&u->top_level, node);
  }
  pm_remove(&u->discardable, node);
}
