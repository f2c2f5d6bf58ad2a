/* sparse_forward.c: the generic sparse forward analysis (upstream's
 * AbstractSparseForwardDataFlowAnalysis): a lattice per value, computed by
 * the lattice's transfer function for ordinary ops, and from control flow
 * for block arguments (live CFG edges, region entries, callables) and for
 * the results of region branch ops and calls. Only executable code is
 * visited; what cannot be reasoned about goes to the entry state. */
#include "dataflow.h"

DFState *sparse_lattice(SparseForward *a, const Value *v) {
  return df_get(a->base.solver, a->hooks->lattice, (uintptr_t)v);
}

void sparse_join(SparseForward *a, DFState *lhs, const DFState *rhs) {
  if (lhs && rhs) df_propagate(a->base.solver, lhs, a->hooks->join(lhs, rhs));
}

void sparse_set_to_entry(SparseForward *a, DFState *lat) {
  if (lat) df_propagate(a->base.solver, lat, a->hooks->set_to_entry(lat));
}

void sparse_lattice_on_update(DFSolver *s, DFState *st) {
  const Value *v = (const Value *)st->anchor;
  for (OpOperand *u = v->uses; u; u = u->next)
    for (size_t i = 0; i < st->subscribers.len; i++) df_enqueue(s, df_after(u->owner), st->subscribers.data[i]);
}

/* The lattice of `v`, re-running `point` whenever it changes. */
static DFState *lattice_for(SparseForward *a, DFPoint point, const Value *v) {
  DFState *st = v ? sparse_lattice(a, v) : NULL;
  df_depend(a->base.solver, st, point, &a->base);
  return st;
}

static void set_range_to_entry(SparseForward *a, DFState **lats, unsigned from, unsigned to) {
  for (unsigned i = from; i < to; i++) sparse_set_to_entry(a, lats[i]);
}

/* Values flowing into `lats` (the results of `branch` after `point`, or the
 * arguments of the region entry block at `point`) from each predecessor of
 * region control flow. Lattices the predecessors do not feed (induction
 * variables, ...) take the entry state. */
static void visit_region_successors(SparseForward *a, DFPoint point, Operation *branch, RegionSuccessor to,
                                    DFState **lats, unsigned n) {
  DFPredecessors *preds = df_predecessors(a->base.solver, point);
  if (!preds) return;
  df_depend(a->base.solver, &preds->base, point, &a->base);
  for (size_t p = 0; p < preds->known.len; p++) {
    Operation *pred = preds->known.data[p];
    OperandSlice ops;
    if (pred == branch) ops = iface_entry_operands(branch, &to);
    else if (iface_is_region_terminator(pred)) ops = iface_terminator_operands(pred, &to);
    else {
      set_range_to_entry(a, lats, 0, n);
      return;
    }
    RegionSuccessor in = df_predecessor_inputs(preds, pred);
    unsigned first = 0;
    if (in.count != n) {
      first = in.count ? in.first : 0;
      set_range_to_entry(a, lats, 0, first < n ? first : n);
      set_range_to_entry(a, lats, first + in.count < n ? first + in.count : n, n);
    }
    for (unsigned i = 0; i < ops.count && first + i < n && ops.first + i < pred->num_operands; i++)
      sparse_join(a, lats[first + i], lattice_for(a, point, pred->operands[ops.first + i].value));
  }
}

static void visit_call(SparseForward *a, Operation *call, DFState **results) {
  DFSolver *s = a->base.solver;
  Operation *callee = iface_call_resolve(call);
  bool external = callee && iface_is_callable(callee) && !iface_callable_body(callee);
  if (!s->interprocedural || external) {
    set_range_to_entry(a, results, 0, call->num_results);
    return;
  }
  DFPredecessors *preds = df_predecessors(s, df_after(call));
  if (!preds) return;
  df_depend(s, &preds->base, df_after(call), &a->base);
  if (preds->unknown) {
    set_range_to_entry(a, results, 0, call->num_results);
    return;
  }
  for (size_t p = 0; p < preds->known.len; p++) {
    Operation *ret = preds->known.data[p];
    for (uint32_t i = 0; i < ret->num_operands && i < call->num_results; i++)
      sparse_join(a, results[i], lattice_for(a, df_after(call), ret->operands[i].value));
  }
}

/* Arguments of a callable's entry block come from its call sites, when all
 * are known. */
static void visit_callable(SparseForward *a, Operation *callable, Block *entry, DFState **args) {
  DFSolver *s = a->base.solver;
  DFPoint point = df_block_start(entry);
  DFPredecessors *sites = df_predecessors(s, df_after(callable));
  if (!sites) return;
  df_depend(s, &sites->base, point, &a->base);
  if (sites->unknown || !s->interprocedural) {
    set_range_to_entry(a, args, 0, entry->nargs);
    return;
  }
  for (size_t p = 0; p < sites->known.len; p++) {
    Operation *call = sites->known.data[p];
    OperandSlice in = iface_call_args(call);
    for (unsigned i = 0; i < in.count && i < entry->nargs; i++)
      sparse_join(a, args[i], lattice_for(a, point, call->operands[in.first + i].value));
  }
}

typedef struct Lattices {
  DFState *small[8];
  DFState **v;
} Lattices;

static bool lattices_init(SparseForward *a, Lattices *l, unsigned n) {
  l->v = n <= 8 ? l->small : ctx_alloc(a->base.solver->ctx, n * sizeof *l->v);
  return l->v != NULL;
}

static void lattices_free(SparseForward *a, Lattices *l) {
  if (l->v != l->small) ctx_free(a->base.solver->ctx, l->v);
}

static void visit_block(SparseForward *a, Block *b) {
  DFSolver *s = a->base.solver;
  if (!b->nargs || !df_block_live(s, b)) return;
  Lattices l;
  if (!lattices_init(a, &l, b->nargs)) return;
  for (uint32_t i = 0; i < b->nargs; i++) l.v[i] = sparse_lattice(a, b->args[i]);
  if (block_is_entry(b)) {
    Operation *parent = block_parent_op(b);
    if (parent && iface_is_callable(parent) && iface_callable_body(parent) == b->parent)
      visit_callable(a, parent, b, l.v);
    else if (parent && iface_is_region_branch(parent))
      visit_region_successors(a, df_block_start(b), parent, to_region(b->parent, 0, 0), l.v, b->nargs);
    else
      set_range_to_entry(a, l.v, 0, b->nargs);
    lattices_free(a, &l);
    return;
  }
  for (BlockOperand *use = b->uses; use; use = use->next) {
    Operation *term = use->owner;
    DFEdge *e = df_edge(s, term->block, b);
    DFExecutable *edge = e ? df_executable(s, df_edge_anchor(e)) : NULL;
    if (!edge) continue;
    df_subscribe(s, &edge->base, &a->base);
    if (!edge->live) continue;
    if (!iface_is_branch(term)) {
      set_range_to_entry(a, l.v, 0, b->nargs);
      break;
    }
    OperandSlice ops = iface_branch_operands(term, (unsigned)(use - term->successors));
    for (uint32_t i = 0; i < b->nargs; i++) {
      unsigned k = ops.first + i - ops.produced;
      if (i < ops.produced || i - ops.produced >= ops.count || k >= term->num_operands)
        sparse_set_to_entry(a, l.v[i]);
      else
        sparse_join(a, l.v[i], lattice_for(a, df_block_start(b), term->operands[k].value));
    }
  }
  lattices_free(a, &l);
}

static void visit_operation(SparseForward *a, Operation *op) {
  DFSolver *s = a->base.solver;
  if (!op->num_results || (op->block && !df_block_live(s, op->block))) return;
  Lattices res, ops;
  if (!lattices_init(a, &res, op->num_results)) return;
  for (uint32_t i = 0; i < op->num_results; i++) res.v[i] = sparse_lattice(a, &op->results[i]);
  if (iface_is_region_branch(op)) {
    visit_region_successors(a, df_after(op), op, to_parent(0, op->num_results), res.v, op->num_results);
    lattices_free(a, &res);
    return;
  }
  if (!lattices_init(a, &ops, op->num_operands)) {
    lattices_free(a, &res);
    return;
  }
  for (uint32_t i = 0; i < op->num_operands; i++) {
    ops.v[i] = op->operands[i].value ? sparse_lattice(a, op->operands[i].value) : NULL;
    df_subscribe(s, ops.v[i], &a->base);
  }
  if (iface_is_call(op)) visit_call(a, op, res.v);
  else a->hooks->visit_op(a, op, ops.v, res.v);
  lattices_free(a, &ops);
  lattices_free(a, &res);
}

static int init_op(Operation *op, void *user) {
  SparseForward *a = user;
  DFSolver *s = a->base.solver;
  visit_operation(a, op);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next) {
      df_subscribe(s, (DFState *)df_executable(s, df_block_start(b)), &a->base);
      visit_block(a, b);
    }
  return WALK_ADVANCE;
}

static bool sf_initialize(DFAnalysis *base, Operation *top) {
  SparseForward *a = (SparseForward *)base;
  for (uint32_t r = 0; r < top->num_regions; r++) {
    Block *entry = top->regions[r].first;
    for (uint32_t i = 0; entry && i < entry->nargs; i++) sparse_set_to_entry(a, sparse_lattice(a, entry->args[i]));
  }
  op_walk(top, init_op, NULL, a);
  return true;
}

static bool sf_visit(DFAnalysis *base, DFPoint point) {
  SparseForward *a = (SparseForward *)base;
  if (df_is_block_start(point)) visit_block(a, df_point_block(point));
  else visit_operation(a, df_point_op(point));
  return true;
}

static const DFAnalysisClass SPARSE_FORWARD = {"sparse-forward", sf_initialize, sf_visit};

void sparse_forward_init(SparseForward *a, const SparseForwardHooks *hooks) {
  memset(a, 0, sizeof *a);
  a->base.cls = &SPARSE_FORWARD;
  a->hooks = hooks;
}
