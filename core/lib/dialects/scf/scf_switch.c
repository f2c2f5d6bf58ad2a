/* scf_switch.c: the RegionBranchOpInterface canonicalizations upstream 22
 * gives scf.index_switch, specialised to it (its only successor inputs are
 * its results, fed by the scf.yield of every region):
 * MakeRegionBranchOpSuccessorInputsDead (a result every region yields the
 * same outside value for is that value), RemoveDuplicateSuccessorInputUses
 * (results fed identically everywhere merge into the first) and
 * RemoveDeadRegionBranchOpSuccessorInputs (unused results go). */
#include "../dialects.h"
#include "../utils/region_util.h"

/* The scf.yield ending each region, or NULL when one is missing. */
static bool switch_yields(Operation *op, Operation **ys) {
  for (uint32_t r = 0; r < op->num_regions; r++) {
    Block *b = op->regions[r].first;
    Operation *y = b ? b->last : NULL;
    if (!y || !op_is(y, "scf.yield") || y->num_operands != op->num_results) return false;
    ys[r] = y;
  }
  return true;
}

#define MAX_REGIONS 256

static bool make_results_dead(Rewriter *rw, Operation *op) {
  Operation *ys[MAX_REGIONS];
  if (op->num_regions > MAX_REGIONS || !op->num_regions || !switch_yields(op, ys)) return false;
  bool changed = false;
  for (unsigned i = 0; i < op->num_results; i++) {
    if (!op->results[i].uses) continue;
    Value *v = opnd(ys[0], i);
    bool same = true;
    for (uint32_t r = 1; r < op->num_regions && same; r++) same = opnd(ys[r], i) == v;
    /* a value from inside the op is not in scope for its results */
    if (!same) continue;
    bool inside = false;
    for (uint32_t r = 0; r < op->num_regions; r++) inside |= region_holds_value(&op->regions[r], v);
    if (inside) continue;
    rw_replace_all_uses(rw, &op->results[i], v);
    changed = true;
  }
  return changed;
}

static bool merge_duplicate_results(Rewriter *rw, Operation *op) {
  Operation *ys[MAX_REGIONS];
  if (op->num_regions > MAX_REGIONS || !op->num_regions || !switch_yields(op, ys)) return false;
  bool changed = false;
  for (unsigned i = 0; i < op->num_results; i++)
    for (unsigned j = i + 1; j < op->num_results; j++) {
      if (!op->results[j].uses) continue;
      bool dup = true;
      for (uint32_t r = 0; r < op->num_regions && dup; r++) dup = opnd(ys[r], i) == opnd(ys[r], j);
      if (!dup) continue;
      rw_replace_all_uses(rw, &op->results[j], &op->results[i]);
      changed = true;
    }
  return changed;
}

static bool remove_dead_results(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Operation *ys[MAX_REGIONS];
  unsigned n = op->num_results;
  if (op->num_regions > MAX_REGIONS || !op->num_regions || !switch_yields(op, ys)) return false;
  bool any = false;
  for (unsigned i = 0; i < n; i++) any |= op->results[i].uses == NULL;
  if (!any) return false;
  for (uint32_t r = 0; r < op->num_regions; r++) {
    for (unsigned i = n; i-- > 0;)
      if (!op->results[i].uses) op_erase_operand(ys[r], i);
    rw_modified(rw, ys[r]);
  }
  /* eraseOpResults: a new op with the live results takes the regions */
  const Type **types = ctx_alloc(ctx, (n ? n : 1) * sizeof *types);
  Value **repl = ctx_zalloc(ctx, (n ? n : 1) * sizeof *repl);
  Value *arg = opnd(op, 0);
  unsigned k = 0;
  Operation *nop = NULL;
  if (types && repl) {
    for (unsigned i = 0; i < n; i++)
      if (op->results[i].uses) types[k++] = op->results[i].type;
    nop = build_with_regions(rw, "scf.index_switch", op->loc, 1, &arg, k, types, op->num_regions, op);
  }
  if (nop) {
    for (uint32_t r = 0; r < op->num_regions; r++) rw_inline_region_before(rw, &op->regions[r], &nop->regions[r], NULL);
    for (unsigned i = 0, j = 0; i < n; i++) repl[i] = op->results[i].uses ? &nop->results[j++] : NULL;
    rw_replace_op(rw, op, repl);
  }
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, repl);
  return nop != NULL;
}

const Pattern SCF_SWITCH_MAKE_DEAD = {.root = "scf.index_switch", .benefit = 1, .match_and_rewrite = make_results_dead, .debug_name = "MakeRegionBranchOpSuccessorInputsDead"};
const Pattern SCF_SWITCH_DUPLICATES = {.root = "scf.index_switch", .benefit = 1, .match_and_rewrite = merge_duplicate_results, .debug_name = "RemoveDuplicateSuccessorInputUses"};
const Pattern SCF_SWITCH_REMOVE_DEAD = {.root = "scf.index_switch", .benefit = 1, .match_and_rewrite = remove_dead_results, .debug_name = "RemoveDeadRegionBranchOpSuccessorInputs"};
