/* regions.c: region simplification as upstream's simplifyRegions:
 * unreachable blocks are erased, then runRegionDCE proves values live from
 * the ops that must stay (effects, terminators) backwards to a fixed point
 * and deletes everything else, dead cycles and the unused arguments of
 * non-entry blocks included (with the branch operands feeding them); the
 * aggressive level adds block merging (block_merge.c). */
#include "rewrite.h"

/* ---- unreachable blocks ------------------------------------------------------------- */

static void push_nested(Context *ctx, PtrVec *work, Block *b) {
  for (Operation *o = b->first; o; o = o->next)
    for (uint32_t i = 0; i < o->num_regions; i++) pv_push(&ctx->alloc, work, &o->regions[i]);
}

/* Drops every use of the values defined in the block (and nested in it),
 * and the successor operands naming it. */
static int drop_result_uses(Operation *op, void *user) {
  (void)user;
  for (uint32_t i = 0; i < op->num_results; i++)
    while (op->results[i].uses) operand_set(op->results[i].uses, NULL);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++)
        while (b->args[i]->uses) operand_set(b->args[i]->uses, NULL);
  return WALK_ADVANCE;
}

static void drop_all_defined_value_uses(Block *b) {
  for (uint32_t i = 0; i < b->nargs; i++)
    while (b->args[i]->uses) operand_set(b->args[i]->uses, NULL);
  for (Operation *o = b->first; o; o = o->next) op_walk(o, drop_result_uses, NULL, NULL);
  while (b->uses) {
    BlockOperand *u = b->uses;
    op_set_successor(u->owner, (unsigned)(u - u->owner->successors), NULL);
  }
}

bool erase_unreachable_blocks(Rewriter *rw, Region *root) {
  Context *ctx = rw->ctx;
  PtrVec work = {0};
  bool erased = false;
  pv_push(&ctx->alloc, &work, root);
  while (work.len) {
    Region *r = work.data[--work.len];
    if (!r->first) continue;
    if (r->first == r->last) {
      push_nested(ctx, &work, r->first);
      continue;
    }
    PtrVec reach = {0};
    PtrMap live = {0};
    region_postorder(ctx, r->first, &reach);
    for (size_t i = 0; i < reach.len; i++) pm_put(&ctx->alloc, &live, reach.data[i], 1);
    for (Block *b = r->first; b;) {
      Block *next = b->next;
      if (!pm_get(&live, b, NULL)) {
        drop_all_defined_value_uses(b);
        rw_erase_block(rw, b);
        erased = true;
      } else {
        push_nested(ctx, &work, b);
      }
      b = next;
    }
    pv_free(&ctx->alloc, &reach);
    pm_free(&ctx->alloc, &live);
  }
  pv_free(&ctx->alloc, &work);
  return erased;
}

/* ---- region DCE ---------------------------------------------------------------------- */

typedef struct LiveMap {
  Context *ctx;
  PtrMap values; /* block arguments proven live */
  PtrMap ops;    /* ops proven live */
  bool changed;
} LiveMap;

static bool live_value(LiveMap *m, const Value *v) {
  if (v->kind == VALUE_RESULT) return pm_get(&m->ops, v->owner, NULL);
  return pm_get(&m->values, v, NULL);
}
static void set_live_op(LiveMap *m, Operation *op) {
  if (!pm_get(&m->ops, op, NULL)) {
    pm_put(&m->ctx->alloc, &m->ops, op, 1);
    m->changed = true;
  }
}
static void set_live_value(LiveMap *m, Value *v) {
  if (v->kind == VALUE_RESULT) {
    set_live_op(m, v->owner);
    return;
  }
  if (!pm_get(&m->values, v, NULL)) {
    pm_put(&m->ctx->alloc, &m->values, v, 1);
    m->changed = true;
  }
}

/* A successor operand only keeps its block argument alive. */
static bool use_known_dead(LiveMap *m, const OpOperand *use) {
  Operation *owner = use->owner;
  if (!op_has_trait(owner, TRAIT_TERMINATOR) || !op_is_branch(owner)) return false;
  Value *arg = branch_succ_block_arg(owner, (unsigned)(use - owner->operands));
  return arg && !live_value(m, arg);
}

static void process_value(LiveMap *m, Value *v) {
  for (OpOperand *u = v->uses; u; u = u->next)
    if (!use_known_dead(m, u) && pm_get(&m->ops, u->owner, NULL)) {
      set_live_value(m, v);
      return;
    }
}

static void propagate_region(LiveMap *m, Region *r);

static void propagate_terminator(LiveMap *m, Operation *op) {
  set_live_op(m, op);
  if (op_is_branch(op)) return; /* cf branches produce no successor operands */
  for (uint32_t s = 0; s < op->num_successors; s++) {
    Block *b = op->successors[s].block;
    for (uint32_t i = 0; b && i < b->nargs; i++) set_live_value(m, b->args[i]);
  }
}

static void propagate_op(LiveMap *m, Operation *op) {
  for (uint32_t i = 0; i < op->num_regions; i++) propagate_region(m, &op->regions[i]);
  if (op_has_trait(op, TRAIT_TERMINATOR)) {
    propagate_terminator(m, op);
    return;
  }
  if (pm_get(&m->ops, op, NULL)) return;
  if (!op_would_be_trivially_dead(op)) {
    set_live_op(m, op);
    return;
  }
  for (uint32_t i = 0; i < op->num_results; i++) process_value(m, &op->results[i]);
}

static void propagate_region(LiveMap *m, Region *r) {
  if (!r->first) return;
  PtrVec order = {0};
  region_postorder(m->ctx, r->first, &order);
  for (size_t k = 0; k < order.len; k++) {
    Block *b = order.data[k];
    for (Operation *o = b->last; o; o = o->prev) propagate_op(m, o);
    if (block_is_entry(b)) continue;
    for (uint32_t i = 0; i < b->nargs; i++)
      if (!live_value(m, b->args[i])) process_value(m, b->args[i]);
  }
  pv_free(&m->ctx->alloc, &order);
}

static void erase_dead_successor_operands(LiveMap *m, Operation *term) {
  if (!term || !op_is_branch(term)) return;
  for (uint32_t k = term->num_successors; k-- > 0;) {
    unsigned st, c;
    Block *succ = term->successors[k].block;
    if (!succ || !branch_succ_operands(term, k, &st, &c)) continue;
    for (unsigned a = c; a-- > 0;)
      if (a < succ->nargs && !live_value(m, succ->args[a])) branch_erase_succ_operand(term, k, a);
  }
}

static bool delete_deadness(Rewriter *rw, LiveMap *m, Region *r) {
  if (!r->first) return false;
  bool erased = false, single = r->first == r->last;
  PtrVec order = {0};
  region_postorder(m->ctx, r->first, &order);
  for (size_t k = 0; k < order.len; k++) {
    Block *b = order.data[k];
    if (!single) erase_dead_successor_operands(m, block_terminator(b));
    for (Operation *o = b->last; o;) {
      Operation *prev = o->prev;
      if (!pm_get(&m->ops, o, NULL)) {
        erased = true;
        for (uint32_t i = 0; i < o->num_results; i++)
          while (o->results[i].uses) operand_set(o->results[i].uses, NULL);
        rw_erase_op(rw, o);
      } else {
        for (uint32_t i = 0; i < o->num_regions; i++) erased |= delete_deadness(rw, m, &o->regions[i]);
      }
      o = prev;
    }
  }
  pv_free(&m->ctx->alloc, &order);
  for (Block *b = r->first ? r->first->next : NULL; b; b = b->next)
    for (uint32_t i = b->nargs; i-- > 0;)
      if (!live_value(m, b->args[i])) block_erase_arg(b, i);
  return erased;
}

static bool run_region_dce(Rewriter *rw, Region *r) {
  LiveMap m = {.ctx = rw->ctx};
  do {
    m.changed = false;
    propagate_region(&m, r);
  } while (m.changed);
  bool erased = delete_deadness(rw, &m, r);
  pm_free(&rw->ctx->alloc, &m.values);
  pm_free(&rw->ctx->alloc, &m.ops);
  return erased;
}

bool simplify_regions(Rewriter *rw, Region *r, bool aggressive) {
  bool changed = erase_unreachable_blocks(rw, r);
  changed |= run_region_dce(rw, r);
  if (aggressive) {
    changed |= merge_identical_blocks(rw, r);
    changed |= drop_redundant_arguments(rw, r);
  }
  return changed;
}
