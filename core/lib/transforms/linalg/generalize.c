/* generalize.c: linalg-generalize-named-ops (upstream's Generalization.cpp):
 * every structured op but linalg.generic becomes a linalg.generic with
 * the same operands, indexing maps and iterator types, whose region is
 * the named op's payload moved over, under the greedy driver. */
#include "../transforms.h"
#include "../../dialects/linalg/linalg_structured.h"

/* generalizeNamedOp */
static bool generalize(Rewriter *rw, Operation *op) {
  if (!linalg_is_structured(op) || op_is(op, "linalg.generic")) return false;
  unsigned nins, ninits, nloops = linalg_num_loops(op);
  linalg_ins_inits(op, &nins, &ninits);
  const AffineMap *maps[MAX_STACK_VALUES];
  uint8_t its[MAX_STACK_RANK];
  if (op->num_operands > MAX_STACK_VALUES || nloops > MAX_STACK_RANK || !linalg_indexing_maps(op, maps) ||
      !linalg_iterator_types(op, its))
    return false;
  Value *ops[MAX_STACK_VALUES];
  for (unsigned i = 0; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  /* result types: the inits' when every operand is a tensor, else none */
  Value *inits[MAX_STACK_VALUES];
  for (unsigned i = 0; i < ninits; i++) inits[i] = ops[nins + i];
  rw_set_before(rw, op);
  Operation *g = linalg_build_generic(rw, op->loc, nins, ops, ninits, inits, maps, nloops, its, false);
  if (!g) return false;
  if (g->num_results != op->num_results) {
    rw_erase_op(rw, g);
    return false;
  }
  rw_inline_region_before(rw, &op->regions[0], &g->regions[0], g->regions[0].first);
  rw_replace_op_with(rw, op, g);
  return true;
}

static const Pattern GENERALIZE = {.benefit = 1, .match_and_rewrite = generalize,
                                   .debug_name = "LinalgGeneralizationPattern"};

static bool run(Pass *p, Operation *op) {
  const Pattern *const pats[] = {&GENERALIZE, NULL};
  const Pattern *const *sets[] = {pats, NULL};
  GreedyConfig cfg;
  greedy_config_default(&cfg);
  bool converged;
  apply_patterns_greedily(op, sets, &cfg, &converged);
  return true;
}

const PassInfo LINALG_GENERALIZE_NAMED_OPS_PASS = {
    .argument = "linalg-generalize-named-ops",
    .display = "LinalgGeneralizeNamedOpsPass",
    .description = "Convert named ops into generic ops",
    .run = run,
};
