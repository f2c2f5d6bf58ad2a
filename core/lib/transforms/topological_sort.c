/* topological_sort.c: sorts the blocks of graph regions (upstream's
 * TopologicalSort pass and sortTopologically): repeatedly sweeps the
 * unscheduled ops and moves each one whose operands (its nested ops'
 * included) are all ready to the scheduled prefix, keeping the order stable;
 * when a sweep schedules nothing (a cycle), the first unscheduled op is
 * given up on and left in place. Terminators stay last. */
#include "transforms.h"

typedef struct Sorter {
  PtrMap unscheduled;
  Operation *op; /* the op being checked */
  bool ready;
} Sorter;

/* A value is ready unless it is defined by (or nested in) an unscheduled op
 * other than the one being checked. */
static bool value_ready(Sorter *s, const Value *v) {
  for (Operation *def = v ? value_defining_op(v) : NULL; def; def = op_parent_op(def)) {
    if (def == s->op) return true;
    if (pm_get(&s->unscheduled, def, NULL)) return false;
  }
  return true;
}

static int check_nested(Operation *nested, void *user) {
  Sorter *s = user;
  for (uint32_t i = 0; i < nested->num_operands; i++)
    if (!value_ready(s, nested->operands[i].value)) {
      s->ready = false;
      return WALK_INTERRUPT;
    }
  return WALK_ADVANCE;
}

static bool op_ready(Sorter *s, Operation *op) {
  s->op = op;
  s->ready = true;
  op_walk(op, check_nested, NULL, s);
  return s->ready;
}

static void sort_block(Context *ctx, Block *b) {
  Operation *end = b->last && op_has_trait(b->last, TRAIT_TERMINATOR) ? b->last : NULL;
  Sorter s = {{0}, NULL, true};
  size_t left = 0;
  for (Operation *op = b->first; op != end; op = op->next) {
    pm_put(&ctx->alloc, &s.unscheduled, op, 1);
    left++;
  }
  Operation *next_scheduled = b->first == end ? NULL : b->first;
  while (left && next_scheduled) {
    bool scheduled = false;
    for (Operation *op = next_scheduled, *after; op != end; op = after) {
      after = op->next;
      if (!op_ready(&s, op)) continue;
      pm_remove(&s.unscheduled, op);
      left--;
      scheduled = true;
      if (op == next_scheduled) {
        next_scheduled = op->next == end ? NULL : op->next;
      } else {
        op_remove_from_block(op);
        block_insert_op_before(b, next_scheduled, op);
      }
    }
    if (!scheduled) {
      pm_remove(&s.unscheduled, next_scheduled);
      left--;
      next_scheduled = next_scheduled->next == end ? NULL : next_scheduled->next;
    }
  }
  pm_free(&ctx->alloc, &s.unscheduled);
}

/* Regions without SSA dominance: RegionKindInterface's graph regions. */
static int collect_graph_op(Operation *op, void *user) {
  if (op_has_trait(op, TRAIT_GRAPH_REGION)) pv_push(&op_context(op)->alloc, user, op);
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  PtrVec ops = {0};
  op_walk(op, NULL, collect_graph_op, &ops);
  for (size_t i = 0; i < ops.len; i++) {
    Operation *g = ops.data[i];
    for (uint32_t r = 0; r < g->num_regions; r++)
      for (Block *b = g->regions[r].first; b; b = b->next) sort_block(ctx, b);
  }
  pv_free(&ctx->alloc, &ops);
  return true;
}

const PassInfo TOPOLOGICAL_SORT_PASS = {
    .argument = "topological-sort",
    .display = "TopologicalSort",
    .description = "Sort regions without SSA dominance in topological order",
    .run = run,
};
