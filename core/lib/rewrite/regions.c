/* regions.c: region simplification run by the greedy driver (upstream's
 * simplifyRegions at the "normal" level): unreachable blocks are erased,
 * and unused arguments of non-entry blocks are dropped together with the
 * matching successor operands of their predecessors. */
#include "rewrite.h"

static bool erase_unreachable(Rewriter *rw, Region *r) {
  if (!r->first || r->first == r->last) return false;
  Context *ctx = rw->ctx;
  PtrMap live = {0};
  PtrVec work = {0};
  pm_put(&ctx->alloc, &live, r->first, 1);
  pv_push(&ctx->alloc, &work, r->first);
  while (work.len) {
    Block *b = work.data[--work.len];
    Operation *t = b->last;
    for (uint32_t i = 0; t && i < t->num_successors; i++) {
      Block *s = t->successors[i].block;
      if (s && !pm_get(&live, s, NULL)) {
        pm_put(&ctx->alloc, &live, s, 1);
        pv_push(&ctx->alloc, &work, s);
      }
    }
  }
  bool changed = false;
  for (Block *b = r->first; b;) {
    Block *next = b->next;
    if (!pm_get(&live, b, NULL)) {
      /* Drop uses first: unreachable blocks may use each other's values. */
      for (Operation *o = b->first; o; o = o->next)
        for (uint32_t i = 0; i < o->num_results; i++)
          while (o->results[i].uses) operand_set(o->results[i].uses, NULL);
      for (uint32_t i = 0; i < b->nargs; i++)
        while (b->args[i]->uses) operand_set(b->args[i]->uses, NULL);
      rw_erase_block(rw, b);
      changed = true;
    }
    b = next;
  }
  pm_free(&ctx->alloc, &live);
  pv_free(&ctx->alloc, &work);
  return changed;
}

bool simplify_regions(Rewriter *rw, Region *r) {
  bool changed = erase_unreachable(rw, r);
  for (Block *b = r->first; b; b = b->next)
    for (Operation *o = b->first; o; o = o->next)
      for (uint32_t i = 0; i < o->num_regions; i++) changed |= simplify_regions(rw, &o->regions[i]);
  return changed;
}
