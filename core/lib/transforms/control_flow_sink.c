/* control_flow_sink.c: control-flow sinking (upstream's ControlFlowSink and
 * ControlFlowSinkUtils): for every RegionBranchOpInterface op, innermost
 * first, ops free of memory effects whose users all sit in one region that
 * runs at most once (given the op's constant operands) move to the start of
 * that region's entry block. Ops are never duplicated. */
#include "transforms.h"
#include "../interfaces/interfaces.h"

/* The region contains the block, directly or through nested regions. */
static bool region_encloses(const Region *region, const Block *b) {
  while (b) {
    const Region *r = b->parent;
    if (r == region) return true;
    const Operation *parent = r ? r->parent : NULL;
    b = parent ? parent->block : NULL;
  }
  return false;
}

static bool all_users_inside(const Operation *op, const Region *region) {
  for (uint32_t i = 0; i < op->num_results; i++)
    for (const OpOperand *u = op->results[i].uses; u; u = u->next)
      if (!region_encloses(region, u->owner->block)) return false;
  return true;
}

/* Sinks the definitions of the user's operands that can move into the
 * region; sunk ops go on the stack so their own operands follow. */
static size_t sink_predecessors(Context *ctx, Operation *user, Region *region, PtrVec *stack) {
  size_t sunk = 0;
  for (uint32_t i = 0; i < user->num_operands; i++) {
    Value *v = user->operands[i].value;
    Operation *def = v ? value_defining_op(v) : NULL;
    if (!def || !def->block || def->block->parent == region) continue;
    if (!all_users_inside(def, region) || !op_is_memory_effect_free(def)) continue;
    op_remove_from_block(def);
    block_insert_op_before(region->first, region->first->first, def);
    sunk++;
    pv_push(&ctx->alloc, stack, def);
  }
  return sunk;
}

static size_t sink_region(Context *ctx, Region *region) {
  PtrVec stack = {0};
  size_t sunk = 0;
  for (Block *b = region->first; b; b = b->next)
    for (Operation *op = b->first; op; op = op->next) pv_push(&ctx->alloc, &stack, op);
  while (stack.len) sunk += sink_predecessors(ctx, stack.data[--stack.len], region, &stack);
  pv_free(&ctx->alloc, &stack);
  return sunk;
}

/* getSinglyExecutedRegionsToSink + controlFlowSink for one op. */
static size_t sink_into(Context *ctx, Operation *branch) {
  const Attr *small[8];
  InvocationBounds bsmall[8];
  const Attr **consts = branch->num_operands <= 8 ? small : ctx_alloc(ctx, branch->num_operands * sizeof *consts);
  InvocationBounds *bounds = branch->num_regions <= 8 ? bsmall : ctx_alloc(ctx, branch->num_regions * sizeof *bounds);
  size_t sunk = 0;
  if (consts && bounds) {
    for (uint32_t i = 0; i < branch->num_operands; i++)
      consts[i] = branch->operands[i].value ? value_constant(branch->operands[i].value) : NULL;
    iface_invocation_bounds(branch, consts, bounds);
    for (uint32_t r = 0; r < branch->num_regions; r++)
      if (bounds[r].ub >= 0 && bounds[r].ub <= 1 && branch->regions[r].first)
        sunk += sink_region(ctx, &branch->regions[r]);
  }
  if (consts && consts != small) ctx_free(ctx, (void *)consts);
  if (bounds && bounds != bsmall) ctx_free(ctx, bounds);
  return sunk;
}

static int collect_branch(Operation *op, void *user) {
  if (iface_is_region_branch(op)) pv_push(&op_context(op)->alloc, user, op);
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  PtrVec branches = {0};
  size_t total = 0, last = 0;
  op_walk(op, NULL, collect_branch, &branches);
  for (size_t i = 0; i < branches.len; i++) total += last = sink_into(ctx, branches.data[i]);
  pv_free(&ctx->alloc, &branches);
  /* Upstream assigns the statistic per op, so it reports the last op's. */
  pass_stat(p, "num-sunk", (int64_t)last);
  p->changed_ir = total != 0;
  return true;
}

const PassInfo CONTROL_FLOW_SINK_PASS = {
    .argument = "control-flow-sink",
    .display = "ControlFlowSink",
    .description = "Sink operations into conditional blocks",
    .run = run,
};
