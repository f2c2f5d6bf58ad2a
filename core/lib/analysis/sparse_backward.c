/* sparse_backward.c: the generic sparse backward analysis (upstream's
 * AbstractSparseBackwardDataFlowAnalysis): a lattice per value, flowing
 * from results to operands through the lattice's transfer function, and
 * through control flow from block arguments, region successor inputs,
 * callee arguments and call results back to the operands that feed them.
 * Only executable code is visited. */
#include "dataflow.h"

DFState *sparse_backward_lattice(SparseBackward *a, const Value *v) {
  return v ? df_get(a->base.solver, a->hooks->lattice, (uintptr_t)v) : NULL;
}

DFState *sparse_backward_lattice_for(SparseBackward *a, DFPoint point, const Value *v) {
  DFState *st = sparse_backward_lattice(a, v);
  df_depend(a->base.solver, st, point, &a->base);
  return st;
}

void sparse_meet(SparseBackward *a, DFState *lhs, const DFState *rhs) {
  if (lhs && rhs) df_propagate(a->base.solver, lhs, a->hooks->meet(lhs, rhs));
}

void sparse_set_to_exit(SparseBackward *a, DFState *lat) {
  if (lat) df_propagate(a->base.solver, lat, a->hooks->set_to_exit(lat));
}

/* Operands no successor receives (bitmap over the op's operands). */
typedef struct Unaccounted {
  uint8_t small[64];
  uint8_t *bits;
  unsigned n;
} Unaccounted;

static bool unaccounted_init(Context *ctx, Unaccounted *u, unsigned n) {
  u->n = n;
  u->bits = n <= sizeof u->small ? u->small : ctx_alloc(ctx, n);
  if (u->bits) memset(u->bits, 1, n);
  return u->bits != NULL;
}

static void unaccounted_visit(SparseBackward *a, Operation *op, Unaccounted *u) {
  for (unsigned i = 0; i < u->n; i++)
    if (u->bits[i]) a->hooks->visit_branch_operand(a, &op->operands[i]);
  if (u->bits != u->small) ctx_free(a->base.solver->ctx, u->bits);
}

/* Forwards the lattices of successor inputs to the operands feeding them;
 * `point` is re-run when an input changes. */
static void meet_forwarded(SparseBackward *a, Operation *owner, Operation *branch, DFPoint point,
                           OperandSlice ops, const RegionSuccessor *to, Unaccounted *u) {
  for (unsigned i = 0; i < ops.count && i < to->count && ops.first + i < owner->num_operands; i++) {
    Value *input = iface_successor_input(branch, to, i);
    if (!input) continue;
    sparse_meet(a, sparse_backward_lattice(a, owner->operands[ops.first + i].value),
                sparse_backward_lattice_for(a, point, input));
    u->bits[ops.first + i] = 0;
  }
}

/* Entry block arguments of a region successor that get no forwarded
 * operand. */
static void visit_other_args(SparseBackward *a, const RegionSuccessor *to) {
  Block *entry = to->region ? to->region->first : NULL;
  if (!entry || !a->hooks->visit_non_control_flow_args) return;
  Value *small[8], **args = entry->nargs <= 8 ? small : ctx_alloc(a->base.solver->ctx, entry->nargs * sizeof *args);
  if (!args) return;
  unsigned n = 0;
  for (uint32_t i = 0; i < entry->nargs; i++)
    if (i < to->first || i >= to->first + to->count) args[n++] = entry->args[i];
  if (n) a->hooks->visit_non_control_flow_args(a, to->region, args, n);
  if (args != small) ctx_free(a->base.solver->ctx, args);
}

static RegionSuccessor *successor_buffer(Context *ctx, Operation *branch, RegionSuccessor *small, unsigned nsmall) {
  return branch->num_regions < nsmall ? small : ctx_alloc(ctx, (branch->num_regions + 1) * sizeof *small);
}

static void visit_region_branch(SparseBackward *a, Operation *op) {
  Context *ctx = a->base.solver->ctx;
  RegionSuccessor small[8], *succ = successor_buffer(ctx, op, small, 8);
  Unaccounted u;
  if (!succ || !unaccounted_init(ctx, &u, op->num_operands)) goto done;
  unsigned n = iface_entry_successors(op, NULL, succ);
  for (unsigned s = 0; s < n; s++) {
    meet_forwarded(a, op, op, df_after(op), iface_entry_operands(op, &succ[s]), &succ[s], &u);
    visit_other_args(a, &succ[s]);
  }
  unaccounted_visit(a, op, &u);
done:
  if (succ && succ != small) ctx_free(ctx, succ);
}

static void visit_region_terminator(SparseBackward *a, Operation *term, Operation *branch) {
  Context *ctx = a->base.solver->ctx;
  RegionSuccessor small[8], *succ = successor_buffer(ctx, branch, small, 8);
  Unaccounted u;
  if (!succ || !unaccounted_init(ctx, &u, term->num_operands)) goto done;
  unsigned n = iface_terminator_successors(term, NULL, succ);
  for (unsigned s = 0; s < n; s++)
    meet_forwarded(a, term, branch, df_after(term), iface_terminator_operands(term, &succ[s]), &succ[s], &u);
  unaccounted_visit(a, term, &u);
done:
  if (succ && succ != small) ctx_free(ctx, succ);
}

/* Block arguments of each successor flow back into the forwarded operands. */
static void visit_branch(SparseBackward *a, Operation *op) {
  Unaccounted u;
  if (!unaccounted_init(a->base.solver->ctx, &u, op->num_operands)) return;
  for (uint32_t s = 0; s < op->num_successors; s++) {
    Block *dest = op->successors[s].block;
    OperandSlice ops = iface_branch_operands(op, s);
    for (unsigned i = 0; i < ops.count && ops.first + i < op->num_operands; i++) {
      u.bits[ops.first + i] = 0;
      unsigned arg = ops.produced + i;
      if (dest && arg < dest->nargs)
        sparse_meet(a, sparse_backward_lattice(a, op->operands[ops.first + i].value),
                    sparse_backward_lattice_for(a, df_after(op), dest->args[arg]));
    }
  }
  unaccounted_visit(a, op, &u);
}

/* Callee entry arguments flow back into the call's argument operands; the
 * other operands (and all of them for external callees) are call operands. */
static bool visit_call(SparseBackward *a, Operation *call) {
  DFSolver *s = a->base.solver;
  Operation *callee = iface_call_resolve(call);
  if (!callee || !iface_is_callable(callee)) return false;
  Region *body = iface_callable_body(callee);
  if (!body || !body->first || !s->interprocedural) {
    for (uint32_t i = 0; i < call->num_operands; i++)
      sparse_set_to_exit(a, sparse_backward_lattice(a, call->operands[i].value));
    return true;
  }
  Block *entry = body->first;
  OperandSlice args = iface_call_args(call);
  for (uint32_t i = 0; i < call->num_operands; i++) {
    bool is_arg = i >= args.first && i < args.first + args.count && i - args.first < entry->nargs;
    if (is_arg)
      sparse_meet(a, sparse_backward_lattice(a, call->operands[i].value),
                  sparse_backward_lattice_for(a, df_after(call), entry->args[i - args.first]));
    else
      a->hooks->visit_call_operand(a, &call->operands[i]);
  }
  return true;
}

/* Returned values flow back from the results of every known call site;
 * with unknown callers they escape. */
static void visit_callable_return(SparseBackward *a, Operation *ret, Operation *callable) {
  DFSolver *s = a->base.solver;
  DFPredecessors *sites = df_predecessors(s, df_after(callable));
  if (!sites) return;
  df_depend(s, &sites->base, df_after(ret), &a->base);
  if (sites->unknown) {
    for (uint32_t i = 0; i < ret->num_operands; i++)
      sparse_set_to_exit(a, sparse_backward_lattice(a, ret->operands[i].value));
    return;
  }
  for (size_t c = 0; c < sites->known.len; c++) {
    Operation *call = sites->known.data[c];
    for (uint32_t i = 0; i < ret->num_operands && i < call->num_results; i++)
      sparse_meet(a, sparse_backward_lattice(a, ret->operands[i].value),
                  sparse_backward_lattice_for(a, df_after(ret), &call->results[i]));
  }
}

static void visit_ordinary(SparseBackward *a, Operation *op) {
  Context *ctx = a->base.solver->ctx;
  DFState *osmall[8], *rsmall[8];
  DFState **ops = op->num_operands <= 8 ? osmall : ctx_alloc(ctx, op->num_operands * sizeof *ops);
  DFState **res = op->num_results <= 8 ? rsmall : ctx_alloc(ctx, op->num_results * sizeof *res);
  if (ops && res) {
    for (uint32_t i = 0; i < op->num_operands; i++) ops[i] = sparse_backward_lattice(a, op->operands[i].value);
    for (uint32_t i = 0; i < op->num_results; i++) res[i] = sparse_backward_lattice_for(a, df_after(op), &op->results[i]);
    a->hooks->visit_op(a, op, ops, op->num_operands, res, op->num_results);
  }
  if (ops && ops != osmall) ctx_free(ctx, ops);
  if (res && res != rsmall) ctx_free(ctx, res);
}

static void visit_operation(SparseBackward *a, Operation *op) {
  if (op->block && !df_block_live(a->base.solver, op->block)) return;
  for (uint32_t i = 0; i < op->num_results; i++)
    sparse_backward_lattice_for(a, df_after(op), &op->results[i]);
  if (iface_is_region_branch(op)) {
    visit_region_branch(a, op);
    return;
  }
  if (iface_is_branch(op)) {
    visit_branch(a, op);
    return;
  }
  if (iface_is_call(op) && visit_call(a, op)) return;
  Operation *parent = op->block ? op_parent_op(op) : NULL;
  if (parent && iface_is_region_terminator(op) && iface_is_region_branch(parent)) {
    visit_region_terminator(a, op, parent);
    return;
  }
  const OdsOp *o = op_ods(op);
  if (parent && o && (o->ods_traits & ODS_RETURN_LIKE) && iface_is_callable(parent)) {
    visit_callable_return(a, op, parent);
    return;
  }
  visit_ordinary(a, op);
}

static int init_op(Operation *op, void *user) {
  SparseBackward *a = user;
  DFSolver *s = a->base.solver;
  visit_operation(a, op);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      df_subscribe(s, (DFState *)df_executable(s, df_block_start(b)), &a->base);
  return WALK_ADVANCE;
}

static bool sb_initialize(DFAnalysis *base, Operation *top) {
  op_walk(top, init_op, NULL, base);
  return true;
}

static bool sb_visit(DFAnalysis *base, DFPoint point) {
  if (!df_is_block_start(point)) visit_operation((SparseBackward *)base, df_point_op(point));
  return true;
}

static const DFAnalysisClass SPARSE_BACKWARD = {"sparse-backward", sb_initialize, sb_visit};

void sparse_backward_init(SparseBackward *a, const SparseBackwardHooks *hooks) {
  memset(a, 0, sizeof *a);
  a->base.cls = &SPARSE_BACKWARD;
  a->hooks = hooks;
}
