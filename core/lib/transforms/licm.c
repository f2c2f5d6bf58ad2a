/* licm.c: loop-invariant code motion (upstream's LoopInvariantCodeMotion
 * and moveLoopInvariantCode): for every LoopLikeOpInterface op, innermost
 * loops first, ops of the loop regions that are free of memory effects,
 * speculatable, and whose operands (their nested ops' too) are all defined
 * outside the loop move right before the loop; their users are then
 * reconsidered, so chains of invariant ops move together. */
#include "transforms.h"
#include "../interfaces/interfaces.h"

static bool is_ancestor(const Operation *a, const Operation *b) {
  for (; b; b = op_parent_op(b))
    if (a == b) return true;
  return false;
}

/* LoopLikeOpInterface::isDefinedOutsideOfLoop. */
static bool defined_outside(const Operation *loop, const Value *v) {
  Region *r = value_parent_region(v);
  return !r || !is_ancestor(loop, r->parent);
}

typedef struct HoistCheck {
  Operation *root, *loop;
  bool ok;
} HoistCheck;

/* Every operand of the op and its nested ops is defined outside the loop
 * or inside the op itself. */
static int check_operands(Operation *child, void *user) {
  HoistCheck *h = user;
  for (uint32_t i = 0; i < child->num_operands; i++) {
    Value *v = child->operands[i].value;
    Region *r = v ? value_parent_region(v) : NULL;
    if (r && r->parent && is_ancestor(h->root, r->parent)) continue;
    if (!v || !defined_outside(h->loop, v)) {
      h->ok = false;
      return WALK_INTERRUPT;
    }
  }
  return WALK_ADVANCE;
}

static bool can_be_hoisted(Operation *op, Operation *loop) {
  if (op_has_trait(op, TRAIT_TERMINATOR)) return false;
  HoistCheck h = {op, loop, true};
  op_walk(op, check_operands, NULL, &h);
  return h.ok;
}

/* A FIFO of ops (std::queue in upstream). */
typedef struct OpQueue {
  PtrVec v;
  size_t head;
} OpQueue;

static size_t hoist_from_region(Context *ctx, Operation *loop, Region *region) {
  OpQueue q = {{0}, 0};
  size_t moved = 0;
  for (Block *b = region->first; b; b = b->next)
    for (Operation *op = b->first; op; op = op->next) pv_push(&ctx->alloc, &q.v, op);
  while (q.head < q.v.len) {
    Operation *op = q.v.data[q.head++];
    if (!op->block || op->block->parent != region) continue;
    if (!op_is_memory_effect_free(op) || !iface_is_speculatable(op) || !can_be_hoisted(op, loop)) continue;
    op_remove_from_block(op);
    block_insert_op_before(loop->block, loop, op);
    moved++;
    for (uint32_t i = 0; i < op->num_results; i++)
      for (OpOperand *u = op->results[i].uses; u; u = u->next)
        if (u->owner->block && u->owner->block->parent == region) pv_push(&ctx->alloc, &q.v, u->owner);
  }
  pv_free(&ctx->alloc, &q.v);
  return moved;
}

static int collect_loop(Operation *op, void *user) {
  PtrVec *loops = user;
  if (iface_is_loop_like(op)) pv_push(&op_context(op)->alloc, loops, op);
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  PtrVec loops = {0};
  size_t moved = 0;
  op_walk(op, NULL, collect_loop, &loops);
  for (size_t i = 0; i < loops.len; i++) {
    Operation *loop = loops.data[i];
    if (!loop->block) continue; /* the root: nowhere to hoist to */
    Region *regions[8];
    unsigned n = loop->num_regions <= 8 ? iface_loop_regions(loop, regions) : 0;
    for (unsigned r = 0; r < n; r++) moved += hoist_from_region(ctx, loop, regions[r]);
  }
  pv_free(&ctx->alloc, &loops);
  p->changed_ir = moved != 0;
  return true;
}

const PassInfo LICM_PASS = {
    .argument = "loop-invariant-code-motion",
    .display = "LoopInvariantCodeMotion",
    .description = "Hoist loop invariant instructions outside of the loop",
    .run = run,
};
