/* sccp.c: sparse conditional constant propagation (upstream's SCCP pass):
 * runs dead code analysis and sparse constant propagation together, then
 * replaces every value proven constant with a constant materialized at the
 * start of the entry block of its isolated region (upstream's
 * OperationFolder, so each constant is created once per region, newest
 * first), and erases ops whose results all became constants when they have
 * no side effects. Branches and dead blocks are left for canonicalize. */
#include "transforms.h"
#include "../analysis/dataflow.h"

/* ---- the constant folder: one constant per (region, dialect, value, type) ---- */

typedef struct ConstKey {
  const Region *region;
  const Dialect *dialect;
  const Attr *value;
  const Type *type;
} ConstKey;

typedef struct ConstFolder {
  Context *ctx;
  Rewriter rw;
  StrMap map;   /* ConstKey bytes -> Operation* */
  PtrVec keys;  /* owned key copies */
} ConstFolder;

/* Constants go to the nearest region whose op is isolated from above (or
 * unregistered, or top-level). */
static Region *insertion_region(Block *b) {
  for (;;) {
    Region *r = b->parent;
    Operation *parent = r ? r->parent : NULL;
    if (!parent || !parent->name->def || op_has_trait(parent, TRAIT_ISOLATED_FROM_ABOVE) || !parent->block)
      return r;
    b = parent->block;
  }
}

static Operation *folder_lookup(ConstFolder *f, const ConstKey *k) {
  uintptr_t v;
  return sm_get(&f->map, (const char *)k, sizeof *k, &v) ? (Operation *)v : NULL;
}

static void folder_insert(ConstFolder *f, const ConstKey *k, Operation *op) {
  ConstKey *copy = ctx_alloc(f->ctx, sizeof *copy);
  if (!copy) return;
  *copy = *k;
  if (!pv_push(&f->ctx->alloc, &f->keys, copy)) {
    ctx_free(f->ctx, copy);
    return;
  }
  sm_put(&f->ctx->alloc, &f->map, (const char *)copy, sizeof *copy, (uintptr_t)op);
}

/* Dialect::materializeConstant: rewrite/'s dispatcher reads only the
 * dialect of the op it is given, so a stand-in op carries the name of the
 * op that produced the constant. */
static Operation *materialize(ConstFolder *f, const OpName *origin, const Attr *value, const Type *type) {
  Operation stand_in;
  memset(&stand_in, 0, sizeof stand_in);
  stand_in.name = origin;
  return materialize_constant(&f->rw, &stand_in, value, type, f->ctx->l_unknown);
}

/* OperationFolder::getOrCreateConstant. A constant materialized in another
 * dialect is also keyed under that dialect, reusing an existing one. */
static Value *get_or_create_constant(ConstFolder *f, Block *block, const OpName *origin, const Attr *value,
                                     const Type *type) {
  Region *r = insertion_region(block);
  if (!r || !r->first) return NULL;
  ConstKey key = {r, origin->dialect, value, type};
  Operation *op = folder_lookup(f, &key);
  if (op) return &op->results[0];
  rw_set_block_start(&f->rw, r->first);
  op = materialize(f, origin, value, type);
  if (!op || op->num_results != 1) return NULL;
  if (op->name->dialect != origin->dialect) {
    ConstKey other = {r, op->name->dialect, value, type};
    Operation *existing = folder_lookup(f, &other);
    if (existing) {
      op_erase(op);
      op = existing;
    } else {
      folder_insert(f, &other, op);
    }
  }
  folder_insert(f, &key, op);
  return &op->results[0];
}

static void folder_free(ConstFolder *f) {
  for (size_t i = 0; i < f->keys.len; i++) ctx_free(f->ctx, f->keys.data[i]);
  pv_free(&f->ctx->alloc, &f->keys);
  sm_free(&f->ctx->alloc, &f->map);
}

/* ---- rewriting ------------------------------------------------------------------ */

typedef struct Sccp {
  DFSolver *solver;
  ConstFolder folder;
  bool changed;
} Sccp;

static bool replace_with_constant(Sccp *c, Block *insert_block, Value *v) {
  DFConstant *lat = (DFConstant *)df_lookup(c->solver, &DF_CONSTANT, (uintptr_t)v);
  if (!lat || lat->kind != CV_CONSTANT || !lat->origin) return false;
  Value *cst = get_or_create_constant(&c->folder, insert_block, lat->origin, lat->value, v->type);
  if (!cst) return false;
  value_replace_all_uses(v, cst);
  c->changed = true;
  return true;
}

/* Blocks are taken from a stack; an op's regions are pushed as they are
 * met, so nested regions run after their block, the last op's first. */
static void push_regions(Context *ctx, PtrVec *stack, Operation *op) {
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].last; b; b = b->prev) pv_push(&ctx->alloc, stack, b);
}

static void rewrite_block(Sccp *c, Context *ctx, PtrVec *stack, Block *b) {
  for (Operation *op = b->first, *next; op; op = next) {
    next = op->next;
    bool all = op->num_results != 0;
    for (uint32_t i = 0; i < op->num_results; i++) all &= replace_with_constant(c, b, &op->results[i]);
    if (all && op_would_be_trivially_dead(op)) {
      op_erase(op);
      continue;
    }
    push_regions(ctx, stack, op);
  }
  for (uint32_t i = 0; i < b->nargs; i++) replace_with_constant(c, b, b->args[i]);
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  DFSolver solver;
  DeadCodeAnalysis dca;
  SparseForward scp;
  df_solver_init(&solver, ctx);
  dead_code_analysis_init(&dca);
  constant_propagation_init(&scp);
  df_solver_load(&solver, &dca.base);
  df_solver_load(&solver, &scp.base);
  bool ok = df_solver_run(&solver, op);
  Sccp c = {.solver = &solver, .folder = {.ctx = ctx, .rw = {.ctx = ctx}}};
  if (ok) {
    PtrVec stack = {0};
    push_regions(ctx, &stack, op);
    while (stack.len) rewrite_block(&c, ctx, &stack, stack.data[--stack.len]);
    pv_free(&ctx->alloc, &stack);
  } else {
    emit_error(ctx, op->loc, "sccp: out of memory");
  }
  folder_free(&c.folder);
  df_solver_free(&solver);
  p->changed_ir = c.changed;
  return ok;
}

const PassInfo SCCP_PASS = {
    .argument = "sccp",
    .display = "SCCP",
    .description = "Sparse Conditional Constant Propagation",
    .run = run,
};
