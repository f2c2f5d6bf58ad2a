/* symbol_dce.c: removes dead symbols, as upstream's SymbolDCE: symbols
 * that are private (or in a hidden symbol table) and unreachable from the
 * live ops of their table are erased, nested tables included. */
#include "transforms.h"

typedef struct Liveness {
  Context *ctx;
  PtrMap live;
  PtrVec work;
} Liveness;

static bool is_symbol(const Operation *op) {
  const OdsOp *o = op_ods(op);
  if (o) return (o->interfaces & ODS_IF_SYMBOL) != 0;
  /* builtin.module is a symbol (SymbolOpInterface) when named. */
  return op->name->def && (op->name->def->traits & TRAIT_SYMBOL_TABLE) && symbol_name(op);
}

static void mark(Liveness *l, Operation *op) {
  if (pm_get(&l->live, op, NULL)) return;
  pm_put(&l->ctx->alloc, &l->live, op, 1);
  pv_push(&l->ctx->alloc, &l->work, op);
}

static void on_use(void *user, Operation *user_op, const Attr *ref) {
  Liveness *l = user;
  Operation *parent = op_parent_op(user_op);
  Operation *target = parent ? symbol_resolve(parent, ref) : NULL;
  if (target) mark(l, target);
}

static void compute_liveness(Liveness *l, Operation *table, bool hidden) {
  PtrVec work = {0};
  for (Block *b = table->regions[0].first; b; b = b->next)
    for (Operation *op = b->first; op; op = op->next) {
      if (!is_symbol(op)) {
        pv_push(&l->ctx->alloc, &work, op);
        continue;
      }
      /* canDiscardOnUseEmpty defaults to "is private", so public symbols
       * stay even in a hidden table. */
      bool priv = strcmp(symbol_visibility(op), "private") == 0;
      bool discardable = (hidden || priv) && priv;
      if (!discardable && !pm_get(&l->live, op, NULL)) {
        pm_put(&l->ctx->alloc, &l->live, op, 1);
        pv_push(&l->ctx->alloc, &work, op);
      }
    }
  PtrVec saved = l->work;
  l->work = work;
  while (l->work.len) {
    Operation *op = l->work.data[--l->work.len];
    if (op_has_trait(op, TRAIT_SYMBOL_TABLE) && op->num_regions) {
      bool sym_hidden = hidden || !is_symbol(op) || strcmp(symbol_visibility(op), "private") == 0;
      compute_liveness(l, op, sym_hidden);
    }
    symbol_uses(op, true, on_use, l);
  }
  pv_free(&l->ctx->alloc, &l->work);
  l->work = saved;
}

typedef struct Sweep {
  Liveness *l;
  int64_t removed;
} Sweep;

static int sweep(Operation *table, void *user) {
  Sweep *s = user;
  if (!op_has_trait(table, TRAIT_SYMBOL_TABLE) || !table->num_regions) return WALK_ADVANCE;
  for (Block *b = table->regions[0].first; b; b = b->next) {
    Operation *op = b->first;
    while (op) {
      Operation *next = op->next;
      if (is_symbol(op) && !pm_get(&s->l->live, op, NULL)) {
        op_erase(op);
        s->removed++;
      }
      op = next;
    }
  }
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *op) {
  if (!op_has_trait(op, TRAIT_SYMBOL_TABLE)) {
    Diag *d = op_error(op, " was scheduled to run under SymbolDCE, but does not define a symbol table");
    return op_emit_with_note(d, op);
  }
  Context *ctx = op_context(op);
  Liveness l = {ctx, {0}, {0}};
  bool hidden = true;
  if (op_parent_op(op) && is_symbol(op)) hidden = strcmp(symbol_visibility(op), "private") == 0;
  compute_liveness(&l, op, hidden);
  Sweep s = {&l, 0};
  op_walk(op, sweep, NULL, &s);
  p->changed_ir = s.removed != 0;
  pass_stat(p, "num-dce'd", s.removed);
  pm_free(&ctx->alloc, &l.live);
  pv_free(&ctx->alloc, &l.work);
  return true;
}

static const PassStatDef STATS[] = {{"num-dce'd", "Number of symbols DCE'd"}};

const PassInfo SYMBOL_DCE_PASS = {
    .argument = "symbol-dce",
    .display = "SymbolDCE",
    .description = "Eliminate dead symbols",
    .run = run,
    .stats = STATS,
    .n_stats = 1,
};
