/* liveness.c: liveness analysis (upstream's LivenessAnalysis and
 * RunLivenessAnalysis): a value is live when an op with side effects (or a
 * terminator whose parent cannot say where its operands go) uses it, when
 * it leaves through a function whose callers are not all known, or when a
 * live value is computed from it. Runs on top of dead code analysis and
 * constant propagation, so dead code keeps its values dead. */
#include "dataflow.h"

const DFStateClass DF_LIVENESS = {"liveness", sizeof(DFLiveness), NULL, NULL};

static bool mark_live(DFLiveness *l) {
  if (!l || l->live) return false;
  l->live = true;
  return true;
}

static bool liveness_meet(DFState *lhs, const DFState *rhs) {
  return ((const DFLiveness *)rhs)->live && mark_live((DFLiveness *)lhs);
}

static bool liveness_set_to_exit(DFState *lat) { return mark_live((DFLiveness *)lat); }

static void make_live(SparseBackward *a, DFState *lat) {
  df_propagate(a->base.solver, lat, mark_live((DFLiveness *)lat));
}

/* Operands of ops with effects are live; one live result makes every
 * operand live (each operand is assumed to feed each result). */
static void liveness_visit_op(SparseBackward *a, Operation *op, DFState **operands, unsigned nops,
                              DFState **results, unsigned nres) {
  if (!op_would_be_trivially_dead(op))
    for (unsigned i = 0; i < nops; i++) make_live(a, operands[i]);
  bool found = false;
  for (unsigned r = 0; r < nres; r++) {
    const DFLiveness *res = (const DFLiveness *)results[r];
    if (res && res->live && !found) {
      for (unsigned i = 0; i < nops; i++) sparse_meet(a, operands[i], &res->base);
      found = true;
    }
    df_depend(a->base.solver, results[r], df_after(op), &a->base);
  }
}

/* A non-forwarded operand of a branch (always live: a terminator), of a
 * region branch op or of its terminator (live when that op is). */
static void liveness_visit_branch_operand(SparseBackward *a, OpOperand *operand) {
  Operation *op = operand->owner;
  Operation *visit = iface_is_region_terminator(op) && op->block ? op_parent_op(op) : op;
  if (!visit) visit = op;
  DFState *lat[1] = {sparse_backward_lattice(a, operand->value)};
  DFState *small[8], **res = visit->num_results <= 8 ? small : ctx_alloc(a->base.solver->ctx, visit->num_results * sizeof *res);
  if (!res) return;
  for (uint32_t i = 0; i < visit->num_results; i++) res[i] = sparse_backward_lattice(a, &visit->results[i]);
  liveness_visit_op(a, visit, lat, 1, res, visit->num_results);
  if (res != small) ctx_free(a->base.solver->ctx, res);
}

static void liveness_visit_call_operand(SparseBackward *a, OpOperand *operand) {
  make_live(a, sparse_backward_lattice(a, operand->value));
}

/* Induction variables and the like are live when the op owning the region
 * is: one of its results is live, or it has effects. */
static void liveness_visit_other_args(SparseBackward *a, Region *region, Value *const *args, unsigned n) {
  Operation *parent = region->parent;
  Context *ctx = a->base.solver->ctx;
  if (!parent) return;
  for (uint32_t i = 0; i < parent->num_results; i++) {
    const DFLiveness *r = (const DFLiveness *)sparse_backward_lattice(a, &parent->results[i]);
    if (r && r->live) {
      for (unsigned k = 0; k < n; k++) make_live(a, sparse_backward_lattice(a, args[k]));
      return;
    }
  }
  DFState *asmall[8], *rsmall[8];
  DFState **al = n <= 8 ? asmall : ctx_alloc(ctx, n * sizeof *al);
  DFState **rl = parent->num_results <= 8 ? rsmall : ctx_alloc(ctx, parent->num_results * sizeof *rl);
  if (al && rl) {
    for (unsigned k = 0; k < n; k++) al[k] = sparse_backward_lattice(a, args[k]);
    for (uint32_t i = 0; i < parent->num_results; i++) rl[i] = sparse_backward_lattice(a, &parent->results[i]);
    liveness_visit_op(a, parent, al, n, rl, parent->num_results);
  }
  if (al && al != asmall) ctx_free(ctx, al);
  if (rl && rl != rsmall) ctx_free(ctx, rl);
}

static const SparseBackwardHooks LIVENESS_HOOKS = {
    &DF_LIVENESS,        liveness_meet,
    liveness_set_to_exit, liveness_visit_op,
    liveness_visit_branch_operand, liveness_visit_call_operand,
    liveness_visit_other_args,
};

void liveness_analysis_init(SparseBackward *a) { sparse_backward_init(a, &LIVENESS_HOOKS); }

/* ---- RunLivenessAnalysis ---------------------------------------------------------- */

/* Values the solver never reached (dead code) get a state: not live. */
static int ensure_states(Operation *op, void *user) {
  LivenessRun *run = user;
  for (uint32_t i = 0; i < op->num_results; i++) df_get(&run->solver, &DF_LIVENESS, (uintptr_t)&op->results[i]);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++) df_get(&run->solver, &DF_LIVENESS, (uintptr_t)b->args[i]);
  return WALK_ADVANCE;
}

bool liveness_run(LivenessRun *run, Operation *top) {
  df_solver_init(&run->solver, op_context(top));
  dead_code_analysis_init(&run->dca);
  constant_propagation_init(&run->constants);
  liveness_analysis_init(&run->liveness);
  df_solver_load(&run->solver, &run->dca.base);
  df_solver_load(&run->solver, &run->constants.base);
  df_solver_load(&run->solver, &run->liveness.base);
  bool ok = df_solver_run(&run->solver, top);
  op_walk(top, ensure_states, NULL, run);
  return ok;
}

void liveness_run_free(LivenessRun *run) { df_solver_free(&run->solver); }

const DFLiveness *liveness_of(LivenessRun *run, const Value *v) {
  return (const DFLiveness *)df_lookup(&run->solver, &DF_LIVENESS, (uintptr_t)v);
}
