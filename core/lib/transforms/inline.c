/* inline.c: the inline pass (upstream's InlinerPass): the SCCs of the call
 * graph bottom-up; in each, the callables are simplified with the default
 * pipeline and their calls inlined, repeatedly, up to max-iterations; a
 * private callable left without uses is erased at the end. */
#include "call_graph.h"
#include "inlining.h"
#include "transforms.h"

#include <stdlib.h>

static const PassOptionDef OPTIONS[] = {
    {"default-pipeline", "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList", OPT_STRING, "canonicalize", NULL},
    {"inlining-threshold", "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it", OPT_UINT, "4294967295", NULL},
    {"max-iterations", "Maximum number of iterations when inlining within an SCC", OPT_UINT, "4", NULL},
    {"op-pipelines", "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)", OPT_STRING_LIST, "", NULL},
};
enum { O_DEFAULT_PIPELINE, O_THRESHOLD, O_MAX_ITER, O_OP_PIPELINES };

typedef struct ResolvedCall {
  Operation *call;
  CGNode *source, *target;
  intptr_t history; /* index into the inline history, -1: none */
} ResolvedCall;

typedef struct HistoryEntry {
  CGNode *callee;
  intptr_t parent;
} HistoryEntry;

typedef struct Inliner {
  Pass *pass;
  Context *ctx;
  CallGraph cg;
  CGUseList uses;
  PtrMap dead;          /* CGNode* set: callables to erase at the end */
  ResolvedCall *calls;  /* the current SCC's calls */
  size_t n_calls, cap_calls;
  intptr_t new_history; /* history of calls found in freshly inlined code */
  CGNode *inlined_into; /* their source node */
  bool oom;
} Inliner;

static void add_call(Inliner *in, Operation *call, CGNode *source, CGNode *target, intptr_t hist) {
  if (!vec_grow(&in->ctx->alloc, (void **)&in->calls, &in->cap_calls, in->n_calls + 1,
                sizeof *in->calls)) {
    in->oom = true;
    return;
  }
  in->calls[in->n_calls++] = (ResolvedCall){call, source, target, hist};
}

typedef struct WorkItem {
  Block *block;
  CGNode *node;
} WorkItem;

/* collectCallOps: the calls in `blocks` in upstream's order (a LIFO
 * worklist of blocks), not entering nested callables unless `nested`. */
static void collect_calls(Inliner *in, Block *first, Block *end, CGNode *source, bool nested,
                          intptr_t hist) {
  WorkItem *work = NULL;
  size_t n = 0, cap = 0;
  Allocator *a = &in->ctx->alloc;
  for (Block *b = first; b != end; b = b->next) {
    if (!vec_grow(a, (void **)&work, &cap, n + 1, sizeof *work)) goto oom;
    work[n++] = (WorkItem){b, source};
  }
  while (n) {
    WorkItem w = work[--n];
    for (Operation *op = w.block->first; op; op = op->next) {
      bool is_call;
      const Attr *ref = call_callee_symbol(op, &is_call);
      if (is_call) {
        /* Nested references are not inlined (upstream's TODO). */
        if (ref && ref->n != 1) continue;
        CGNode *target = call_graph_resolve(&in->cg, op);
        if (!cg_node_is_external(target)) add_call(in, op, w.node, target, hist);
        continue;
      }
      for (uint32_t r = 0; r < op->num_regions; r++) {
        CGNode *nn = call_graph_lookup(&in->cg, &op->regions[r]);
        if (!nested && nn) continue;
        for (Block *b = op->regions[r].first; b; b = b->next) {
          if (!vec_grow(a, (void **)&work, &cap, n + 1, sizeof *work)) goto oom;
          work[n++] = (WorkItem){b, nn ? nn : w.node};
        }
      }
    }
  }
  mem_free(a, work);
  return;
oom:
  in->oom = true;
  mem_free(a, work);
}

static void on_inlined_block(void *user, Block *b) {
  Inliner *in = user;
  collect_calls(in, b, b->next, in->inlined_into, true, in->new_history);
}

static bool history_includes(const HistoryEntry *h, intptr_t id, const CGNode *node) {
  for (; id >= 0; id = h[id].parent)
    if (h[id].callee == node) return true;
  return false;
}

/* shouldInline, with the default cost model (always profitable). */
static bool should_inline(const ResolvedCall *c) {
  if (op_has_trait(c->call, TRAIT_TERMINATOR)) return false;
  /* Not a self-recursive callee, nor a cycle back to the caller. */
  for (size_t i = 0; i < c->target->n_edges; i++)
    if (c->target->edges[i].target == c->target || c->target->edges[i].target == c->source) return false;
  /* Not into the callee itself. */
  Region *callee = c->target->region;
  for (Region *r = c->call->block ? c->call->block->parent : NULL; r;) {
    if (r == callee) return false;
    Operation *p = r->parent;
    r = p && p->block ? p->block->parent : NULL;
  }
  /* Several blocks only where the caller's region may hold them. */
  bool multi = callee->first && callee->first != callee->last;
  Operation *caller_op = c->call->block ? c->call->block->parent->parent : NULL;
  if (multi && caller_op && caller_op->name != callee->parent->name &&
      op_has_trait(caller_op, TRAIT_SINGLE_BLOCK))
    return false;
  return true;
}

/* Runs the simplification pipeline on the SCC's callables (optimizeSCC). */
static bool optimize_scc(Inliner *in, PtrVec *scc) {
  const char *text = pass_opt_str(in->pass, O_DEFAULT_PIPELINE);
  for (size_t i = 0; i < scc->len; i++) {
    CGNode *node = scc->data[i];
    if (cg_node_is_external(node) || pm_get(&in->dead, node, NULL)) continue;
    if (cg_node_has_children(node)) continue;
    Operation *op = node->region->parent;
    if (!op_has_trait(op, TRAIT_ISOLATED_FROM_ABOVE)) continue;
    if (text && *text) {
      PassManager *pm = passmgr_create(in->ctx, op->name->name->str);
      if (!pm) return false;
      /* The default pipeline needs no registration, as upstream's. */
      bool parsed = strcmp(text, "canonicalize") == 0
                        ? passmgr_add_pass(pm, pass_create(in->ctx, &CANONICALIZE_PASS))
                        : passmgr_parse_pipeline(pm, text, strlen(text));
      bool ok = parsed && passmgr_run(pm, op, NULL);
      passmgr_destroy(pm);
      if (!ok) return false;
    }
    cg_uses_recompute(&in->uses, node);
  }
  return true;
}

/* inlineCallsInSCC: true when a call was inlined. */
static bool inline_calls_in_scc(Inliner *in, PtrVec *scc) {
  in->n_calls = 0;
  for (size_t i = 0; i < scc->len; i++) {
    CGNode *node = scc->data[i];
    if (cg_node_is_external(node) || pm_get(&in->dead, node, NULL)) continue;
    if (cg_uses_is_dead(&in->uses, node)) pm_put(&in->ctx->alloc, &in->dead, node, 1);
    else collect_calls(in, node->region->first, NULL, node, false, -1);
  }
  HistoryEntry *hist = NULL;
  size_t n_hist = 0, cap_hist = 0;
  bool inlined = false;
  for (size_t i = 0; i < in->n_calls && !in->oom; i++) {
    ResolvedCall c = in->calls[i];
    if (pm_get(&in->dead, c.source, NULL)) continue;
    if (history_includes(hist, c.history, c.target) || !should_inline(&c)) continue;
    Region *callee = c.target->region;
    bool in_place = cg_uses_has_one_use_and_discardable(&in->uses, c.target);
    if (!vec_grow(&in->ctx->alloc, (void **)&hist, &cap_hist, n_hist + 1, sizeof *hist)) {
      in->oom = true;
      break;
    }
    in->new_history = (intptr_t)n_hist;
    in->inlined_into = c.source;
    if (!inline_call(c.call, callee->parent, callee, !in_place, on_inlined_block, in)) continue;
    hist[n_hist++] = (HistoryEntry){c.target, c.history};
    inlined = true;
    cg_uses_drop_call(&in->uses, c.source, c.call);
    cg_uses_merge_after_inlining(&in->uses, c.target, c.source);
    op_erase(c.call);
    if (in_place) {
      cg_uses_erase_node(&in->uses, c.target);
      pm_put(&in->ctx->alloc, &in->dead, c.target, 1);
    }
  }
  mem_free(&in->ctx->alloc, hist);
  return inlined;
}

static bool run(Pass *p, Operation *op) {
  Inliner in = {.pass = p, .ctx = op_context(op)};
  PtrVec sccs = {0};
  bool ok = call_graph_build(&in.cg, op) && cg_uses_init(&in.uses, &in.cg, op) &&
            call_graph_sccs(&in.cg, &sccs);
  int64_t max_iter = pass_opt_int(p, O_MAX_ITER);
  for (size_t s = 0; ok && s < sccs.len; s++) {
    PtrVec *scc = sccs.data[s];
    int64_t iter = 0;
    do {
      if (!optimize_scc(&in, scc)) {
        ok = false;
        break;
      }
      if (!inline_calls_in_scc(&in, scc)) break;
    } while (++iter < max_iter);
    if (in.oom) ok = false;
  }
  /* Erase the callables proven dead; one nested in another dead one goes
   * with it. */
  for (size_t i = in.cg.n_nodes; i-- > 0;) {
    CGNode *n = in.cg.nodes[i];
    if (!pm_get(&in.dead, n, NULL)) continue;
    bool inside_dead = false;
    for (Operation *a = op_parent_op(n->region->parent); a && !inside_dead; a = op_parent_op(a))
      for (uint32_t r = 0; r < a->num_regions && !inside_dead; r++) {
        CGNode *an = call_graph_lookup(&in.cg, &a->regions[r]);
        inside_dead = an && pm_get(&in.dead, an, NULL);
      }
    if (!inside_dead) op_erase(n->region->parent);
  }
  for (size_t s = 0; s < sccs.len; s++) {
    pv_free(&in.ctx->alloc, sccs.data[s]);
    ctx_free(in.ctx, sccs.data[s]);
  }
  pv_free(&in.ctx->alloc, &sccs);
  mem_free(&in.ctx->alloc, in.calls);
  pm_free(&in.ctx->alloc, &in.dead);
  cg_uses_free(&in.uses);
  call_graph_free(&in.cg);
  if (in.oom) emit_error(in.ctx, op->loc, "out of memory while inlining");
  return ok;
}

const PassInfo INLINE_PASS = {
    .argument = "inline",
    .display = "Inliner",
    .description = "Inline function calls",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
