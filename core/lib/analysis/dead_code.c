/* dead_code.c: dead code analysis (upstream's DeadCodeAnalysis): which
 * blocks and CFG edges may execute, and the predecessors of region and call
 * control flow, refined by the constant lattice where branch conditions,
 * region selectors and loop conditions are constant. Callables whose
 * callers are not all visible (public symbols, non-call uses) are live and
 * have unknown callers. */
#include "dataflow.h"

/* ---- states ------------------------------------------------------------------------ */

/* A block that turns live re-runs its subscribers on the block and on each
 * of its ops; a live edge re-runs them on the edge's destination. */
static void executable_on_update(DFSolver *s, DFState *st) {
  uintptr_t a = st->anchor;
  if (df_anchor_is_edge(a)) {
    for (size_t i = 0; i < st->subscribers.len; i++)
      df_enqueue(s, df_block_start(df_anchor_edge(a)->to), st->subscribers.data[i]);
    return;
  }
  if (!df_is_block_start(a)) return;
  Block *b = df_point_block(a);
  for (size_t i = 0; i < st->subscribers.len; i++) df_enqueue(s, a, st->subscribers.data[i]);
  for (size_t i = 0; i < st->subscribers.len; i++)
    for (Operation *op = b->first; op; op = op->next) df_enqueue(s, df_after(op), st->subscribers.data[i]);
}

const DFStateClass DF_EXECUTABLE = {"executable", sizeof(DFExecutable), executable_on_update, NULL};

static void predecessors_destroy(DFSolver *s, DFState *st) {
  DFPredecessors *p = (DFPredecessors *)st;
  pv_free(&s->ctx->alloc, &p->known);
  ctx_free(s->ctx, p->inputs);
}

const DFStateClass DF_PREDECESSORS = {"predecessors", sizeof(DFPredecessors), NULL, predecessors_destroy};

DFExecutable *df_executable(DFSolver *s, uintptr_t anchor) {
  return (DFExecutable *)df_get(s, &DF_EXECUTABLE, anchor);
}

bool df_block_live(DFSolver *s, Block *b) {
  DFExecutable *e = (DFExecutable *)df_lookup(s, &DF_EXECUTABLE, df_block_start(b));
  return e && e->live;
}

DFPredecessors *df_predecessors(DFSolver *s, DFPoint point) {
  return (DFPredecessors *)df_get(s, &DF_PREDECESSORS, point);
}

RegionSuccessor df_predecessor_inputs(const DFPredecessors *p, const Operation *op) {
  for (size_t i = 0; i < p->known.len; i++)
    if (p->known.data[i] == op) return p->inputs[i];
  return to_region(NULL, 0, 0);
}

static bool set_unknown_predecessors(DFPredecessors *p) {
  if (!p || p->unknown) return false;
  p->unknown = true;
  return true;
}

/* Adds a predecessor; with successor inputs, records (or replaces) them. */
static bool join_predecessor(DFSolver *s, DFPredecessors *p, Operation *op, unsigned first, unsigned count) {
  if (!p) return false;
  size_t i = 0;
  while (i < p->known.len && p->known.data[i] != op) i++;
  bool changed = false;
  if (i == p->known.len) {
    if (!vec_grow(&s->ctx->alloc, (void **)&p->inputs, &p->cap_inputs, i + 1, sizeof *p->inputs) ||
        !pv_push(&s->ctx->alloc, &p->known, op))
      return false;
    p->inputs[i] = to_region(NULL, 0, 0);
    changed = true;
  }
  if (count && (p->inputs[i].first != first || p->inputs[i].count != count)) {
    p->inputs[i] = to_region(NULL, first, count);
    changed = true;
  }
  return changed;
}

static void mark_live(DFSolver *s, uintptr_t anchor) {
  DFExecutable *e = df_executable(s, anchor);
  if (e && !e->live) {
    e->live = true;
    df_propagate(s, &e->base, true);
  }
}

/* ---- the analysis ---------------------------------------------------------------------- */

static bool is_symbol(const Operation *op) {
  const OdsOp *o = op_ods(op);
  return o && (o->interfaces & ODS_IF_SYMBOL);
}

static bool is_ancestor(const Operation *a, const Operation *b) {
  for (; b; b = op_parent_op(b))
    if (a == b) return true;
  return false;
}

/* A terminator that returns from region control flow or from a callable. */
static bool is_region_or_callable_return(const Operation *op) {
  if (!op->block || op->num_successors || op->block->last != op) return false;
  if (op->name->def && !op_has_trait(op, TRAIT_TERMINATOR)) return false;
  Operation *parent = op_parent_op(op);
  return parent && (iface_is_region_branch(parent) || iface_is_callable(parent));
}

static void mark_entry_blocks_live(DFSolver *s, Operation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    if (op->regions[r].first) mark_live(s, df_block_start(op->regions[r].first));
}

static void mark_edge_live(DFSolver *s, Block *from, Block *to) {
  mark_live(s, df_block_start(to));
  DFEdge *e = df_edge(s, from, to);
  if (e) mark_live(s, df_edge_anchor(e));
}

/* The constants of the op's operands (NULL: unknown); false while any
 * operand's lattice is still uninitialized. Subscribes to their updates. */
static bool operand_constants(DeadCodeAnalysis *a, Operation *op, const Attr **out) {
  DFSolver *s = a->base.solver;
  bool ok = true;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    DFConstant *c = op->operands[i].value ? df_constant(s, op->operands[i].value) : NULL;
    if (!c) return false;
    df_subscribe(s, &c->base, &a->base);
    if (c->kind == CV_UNINITIALIZED) ok = false;
    out[i] = c->kind == CV_CONSTANT ? c->value : NULL;
  }
  return ok;
}

static const Attr **operand_buffer(DFSolver *s, Operation *op, const Attr **small, size_t nsmall) {
  return op->num_operands <= nsmall ? small : ctx_alloc(s->ctx, op->num_operands * sizeof *small);
}

static void visit_call(DeadCodeAnalysis *a, Operation *call) {
  DFSolver *s = a->base.solver;
  Operation *callee = iface_call_resolve(call);
  bool external = callee && (!is_ancestor(a->scope, callee) ||
                             (iface_is_callable(callee) && !iface_callable_body(callee)));
  if (callee && is_symbol(callee) && !external) {
    DFPredecessors *p = df_predecessors(s, df_after(callee));
    df_propagate(s, (DFState *)p, join_predecessor(s, p, call, 0, 0));
  } else {
    DFPredecessors *p = df_predecessors(s, df_after(call));
    df_propagate(s, (DFState *)p, set_unknown_predecessors(p));
  }
}

static void visit_branch(DeadCodeAnalysis *a, Operation *op, const Attr **consts) {
  Block *only = iface_branch_successor_for(op, consts);
  if (only) {
    mark_edge_live(a->base.solver, op->block, only);
    return;
  }
  for (uint32_t i = 0; i < op->num_successors; i++)
    if (op->successors[i].block) mark_edge_live(a->base.solver, op->block, op->successors[i].block);
}

static void add_region_predecessor(DFSolver *s, Operation *branch, Operation *pred, const RegionSuccessor *succ) {
  DFPoint point;
  if (succ->region) {
    if (!succ->region->first) return;
    point = df_block_start(succ->region->first);
    mark_live(s, point);
  } else {
    point = df_after(branch);
  }
  DFPredecessors *p = df_predecessors(s, point);
  df_propagate(s, (DFState *)p, join_predecessor(s, p, pred, succ->first, succ->count));
}

static void visit_region_branch(DeadCodeAnalysis *a, Operation *op, const Attr **consts) {
  DFSolver *s = a->base.solver;
  RegionSuccessor small[8];
  RegionSuccessor *succ = op->num_regions < 8 ? small : ctx_alloc(s->ctx, (op->num_regions + 1) * sizeof *succ);
  if (!succ) return;
  unsigned n = iface_entry_successors(op, consts, succ);
  for (unsigned i = 0; i < n; i++) {
    /* The point after the op counts as executable when control returns. */
    if (!succ[i].region) mark_live(s, df_after(op));
    add_region_predecessor(s, op, op, &succ[i]);
  }
  if (succ != small) ctx_free(s->ctx, succ);
}

static void visit_region_terminator(DeadCodeAnalysis *a, Operation *op, Operation *branch, const Attr **consts) {
  DFSolver *s = a->base.solver;
  RegionSuccessor small[8];
  RegionSuccessor *succ = branch->num_regions < 8 ? small : ctx_alloc(s->ctx, (branch->num_regions + 1) * sizeof *succ);
  if (!succ) return;
  unsigned n = iface_terminator_successors(op, consts, succ);
  for (unsigned i = 0; i < n; i++) add_region_predecessor(s, branch, op, &succ[i]);
  if (succ != small) ctx_free(s->ctx, succ);
}

/* Returns of a callable become predecessors of each known call site. */
static void visit_callable_terminator(DeadCodeAnalysis *a, Operation *op, Operation *callable) {
  DFSolver *s = a->base.solver;
  DFPredecessors *callsites = df_predecessors(s, df_after(callable));
  if (!callsites) return;
  df_depend(s, &callsites->base, df_after(op), &a->base);
  const OdsOp *o = op_ods(op);
  bool return_like = o && (o->ods_traits & ODS_RETURN_LIKE);
  for (size_t i = 0; i < callsites->known.len; i++) {
    DFPredecessors *p = df_predecessors(s, df_after(callsites->known.data[i]));
    bool changed = return_like ? join_predecessor(s, p, op, 0, 0) : set_unknown_predecessors(p);
    df_propagate(s, (DFState *)p, changed);
  }
}

static bool dca_visit(DFAnalysis *base, DFPoint point) {
  DeadCodeAnalysis *a = (DeadCodeAnalysis *)base;
  DFSolver *s = base->solver;
  if (df_is_block_start(point)) return true;
  Operation *op = df_point_op(point);
  if (op->block && !df_block_live(s, op->block)) return true;

  if (iface_is_call(op)) visit_call(a, op);

  bool need_consts = iface_is_region_branch(op) || is_region_or_callable_return(op) ||
                     (op->num_successors && iface_is_branch(op));
  const Attr *small[8];
  const Attr **consts = need_consts ? operand_buffer(s, op, small, 8) : NULL;
  bool have_consts = consts && operand_constants(a, op, consts);

  if (op->num_regions) {
    if (iface_is_region_branch(op)) {
      if (have_consts) visit_region_branch(a, op, consts);
    } else if (iface_is_callable(op)) {
      DFPredecessors *callsites = df_predecessors(s, df_after(op));
      if (callsites) df_depend(s, &callsites->base, df_after(op), base);
      if (!callsites || callsites->unknown || callsites->known.len) mark_entry_blocks_live(s, op);
    } else {
      mark_entry_blocks_live(s, op);
    }
  }
  if (is_region_or_callable_return(op)) {
    Operation *parent = op_parent_op(op);
    if (iface_is_region_branch(parent)) {
      if (have_consts) visit_region_terminator(a, op, parent, consts);
    } else {
      visit_callable_terminator(a, op, parent);
    }
  }
  if (op->num_successors) {
    if (iface_is_branch(op)) {
      if (have_consts) visit_branch(a, op, consts);
    } else {
      for (uint32_t i = 0; i < op->num_successors; i++)
        if (op->successors[i].block) mark_edge_live(s, op->block, op->successors[i].block);
    }
  }
  if (consts && consts != small) ctx_free(s->ctx, consts);
  return true;
}

/* ---- initialization: callables whose callers are not all visible -------------------- */

typedef struct SymbolWalk {
  DeadCodeAnalysis *a;
  Operation *top;
  PtrVec visible; /* per open op: all uses of nested symbols are visible */
  bool root_visible;
} SymbolWalk;

static void mark_unknown_callers(DFSolver *s, Operation *callable) {
  DFPredecessors *p = df_predecessors(s, df_after(callable));
  df_propagate(s, (DFState *)p, set_unknown_predecessors(p));
}

/* A symbol reference resolved from `top` as the symbol table. */
static Operation *lookup_in(Operation *top, const Attr *ref) {
  if (!op_has_trait(top, TRAIT_SYMBOL_TABLE) || !ref || ref->kind != AK_SYMBOL_REF) return NULL;
  Operation *cur = top;
  for (uint32_t i = 0; i < ref->n && cur; i++) {
    const Ident *n = WORD_PTR(const Ident, ref->p[i]);
    if (i && !op_has_trait(cur, TRAIT_SYMBOL_TABLE)) return NULL;
    cur = symbol_lookup(cur, n);
  }
  return cur;
}

static void on_symbol_use(void *user, Operation *user_op, const Attr *ref) {
  SymbolWalk *w = user;
  if (iface_is_call(user_op)) return;
  Operation *sym = lookup_in(w->top, ref);
  if (sym) mark_unknown_callers(w->a->base.solver, sym);
}

static void visit_symbol_table(SymbolWalk *w, Operation *table, bool all_uses_visible) {
  DFSolver *s = w->a->base.solver;
  if (!table->num_regions || !table->regions[0].first) return;
  bool found = false;
  for (Operation *op = table->regions[0].first->first; op; op = op->next) {
    if (!iface_is_callable(op) || !iface_callable_body(op) || !is_symbol(op)) continue;
    const char *vis = symbol_visibility(op);
    if (!strcmp(vis, "public") || (!all_uses_visible && !strcmp(vis, "nested"))) mark_unknown_callers(s, op);
    found = true;
  }
  if (!found) return;
  for (Block *b = table->regions[0].first; b; b = b->next)
    for (Operation *op = b->first; op; op = op->next) symbol_uses(op, true, on_symbol_use, w);
}

/* SymbolTable::walkSymbolTables: nested tables first, each told whether all
 * uses of its symbols are visible from the analysis root. */
static int symtab_pre(Operation *op, void *user) {
  SymbolWalk *w = user;
  bool visible = w->visible.len ? (bool)(uintptr_t)w->visible.data[w->visible.len - 1] : w->root_visible;
  if (op_has_trait(op, TRAIT_SYMBOL_TABLE))
    visible = visible || !is_symbol(op) || !strcmp(symbol_visibility(op), "private");
  else
    visible = true;
  pv_push(&w->a->base.solver->ctx->alloc, &w->visible, (void *)(uintptr_t)visible);
  return WALK_ADVANCE;
}

static int symtab_post(Operation *op, void *user) {
  SymbolWalk *w = user;
  bool visible = w->visible.len && w->visible.data[--w->visible.len];
  if (op_has_trait(op, TRAIT_SYMBOL_TABLE)) visit_symbol_table(w, op, visible);
  return WALK_ADVANCE;
}

/* Ops with control flow are visited once up front and again whenever their
 * block turns live. */
static int init_op(Operation *op, void *user) {
  DeadCodeAnalysis *a = user;
  DFSolver *s = a->base.solver;
  if (op->num_regions || op->num_successors || is_region_or_callable_return(op) || iface_is_call(op)) {
    if (op->block) df_subscribe(s, (DFState *)df_executable(s, df_block_start(op->block)), &a->base);
    dca_visit(&a->base, df_after(op));
  }
  return WALK_ADVANCE;
}

static bool dca_initialize(DFAnalysis *base, Operation *top) {
  DeadCodeAnalysis *a = (DeadCodeAnalysis *)base;
  a->scope = top;
  mark_entry_blocks_live(base->solver, top);
  SymbolWalk w = {a, top, {0}, !top->block};
  op_walk(top, symtab_pre, symtab_post, &w);
  pv_free(&base->solver->ctx->alloc, &w.visible);
  op_walk(top, init_op, NULL, a);
  return true;
}

static const DFAnalysisClass DEAD_CODE = {"dead-code", dca_initialize, dca_visit};

void dead_code_analysis_init(DeadCodeAnalysis *a) {
  memset(a, 0, sizeof *a);
  a->base.cls = &DEAD_CODE;
}
