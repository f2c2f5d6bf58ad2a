/* rewrite.c: the C API of mlir-c/Rewrite.h over the rewrite subsystem
 * (rewrite/): patterns defined by callbacks and their sets, the greedy and
 * the walk-based drivers, and the rewriter patterns receive. Kept thin: IR
 * changes go through the rw_* functions, so a driver's listener sees them.
 * Patterns, sets and configurations live on the libc heap (they are made
 * before and outlive any one driver run). */
#include "rewrite_capi.h"

#include <stdlib.h>

typedef struct CConfig {
  GreedyConfig cfg;
  MlirGreedyRewriteStrictness strictness;
} CConfig;

static Rewriter *unwrap_rw(MlirRewriterBase r) { return r.ptr; }

/* FIXME(#6): a Pattern carries no user data and its match_and_rewrite is
 * not told which Pattern runs, so the dispatcher finds the frozen set
 * through the innermost driver run on this thread (runs nest when a
 * pattern starts a driver; each run saves and restores it). */
static _Thread_local const CFrozen *active_set;

/* Runs the set's patterns rooted at op's name, best benefit first, until
 * one succeeds; the insertion point is before `op` for each. */
static bool dispatch(Rewriter *rw, Operation *op) {
  const CFrozen *f = active_set;
  if (!f) return false;
  const char *name = op->name->name->str;
  for (size_t i = 0; i < f->set.n; i++) {
    CPattern *p = f->set.pats[i];
    /* Conversion patterns only apply under a conversion driver. */
    if (p->kind != CPAT_PLAIN || strcmp(p->root, name) != 0) continue;
    if (op->block) rw_set_before(rw, op);
    MlirLogicalResult r = p->cb.matchAndRewrite((MlirRewritePattern){p}, wrap_op(op),
                                                (MlirPatternRewriter){rw}, p->user);
    if (mlirLogicalResultIsSuccess(r)) return true;
  }
  return false;
}

/* ---- rewriter: insertion point ----------------------------------------------------- */

MlirContext mlirRewriterBaseGetContext(MlirRewriterBase r) { return wrap_ctx(unwrap_rw(r)->ctx); }

void mlirRewriterBaseClearInsertionPoint(MlirRewriterBase r) {
  unwrap_rw(r)->block = NULL;
  unwrap_rw(r)->before = NULL;
}

void mlirRewriterBaseSetInsertionPointBefore(MlirRewriterBase r, MlirOperation op) {
  rw_set_before(unwrap_rw(r), unwrap_op(op));
}

void mlirRewriterBaseSetInsertionPointAfter(MlirRewriterBase r, MlirOperation op) {
  rw_set_after(unwrap_rw(r), unwrap_op(op));
}

void mlirRewriterBaseSetInsertionPointAfterValue(MlirRewriterBase r, MlirValue value) {
  Value *v = unwrap_value(value);
  if (v->kind == VALUE_RESULT) rw_set_after(unwrap_rw(r), v->owner);
  else rw_set_block_start(unwrap_rw(r), v->owner);
}

void mlirRewriterBaseSetInsertionPointToStart(MlirRewriterBase r, MlirBlock b) {
  rw_set_block_start(unwrap_rw(r), unwrap_block(b));
}

void mlirRewriterBaseSetInsertionPointToEnd(MlirRewriterBase r, MlirBlock b) {
  rw_set_block_end(unwrap_rw(r), unwrap_block(b));
}

MlirBlock mlirRewriterBaseGetInsertionBlock(MlirRewriterBase r) {
  return wrap_block(unwrap_rw(r)->block);
}

MlirBlock mlirRewriterBaseGetBlock(MlirRewriterBase r) { return wrap_block(unwrap_rw(r)->block); }

MlirOperation mlirRewriterBaseGetOperationAfterInsertion(MlirRewriterBase r) {
  return wrap_op(unwrap_rw(r)->before);
}

/* ---- rewriter: creating, moving, replacing and erasing ------------------------------- */

MlirBlock mlirRewriterBaseCreateBlockBefore(MlirRewriterBase r, MlirBlock insert_before,
                                            intptr_t n, MlirType const *types,
                                            MlirLocation const *locs) {
  Rewriter *rw = unwrap_rw(r);
  Block *before = unwrap_block(insert_before);
  return wrap_block(rw_create_block(rw, before->parent, before, (unsigned)n, (const Type *const *)types,
                                    (const Loc *const *)locs));
}

MlirOperation mlirRewriterBaseInsert(MlirRewriterBase r, MlirOperation op) {
  rw_insert(unwrap_rw(r), unwrap_op(op));
  return op;
}

MlirOperation mlirRewriterBaseClone(MlirRewriterBase r, MlirOperation op) {
  Operation *c = op_clone(unwrap_op(op));
  if (c) rw_insert(unwrap_rw(r), c);
  return wrap_op(c);
}

void mlirRewriterBaseCloneRegionBefore(MlirRewriterBase r, MlirRegion region, MlirBlock before) {
  Rewriter *rw = unwrap_rw(r);
  Block *b = unwrap_block(before);
  PtrMap map;
  memset(&map, 0, sizeof map);
  rw_clone_region_before(rw, unwrap_region(region), b->parent, b, &map);
  pm_free(&rw->ctx->alloc, &map);
}

void mlirRewriterBaseInlineRegionBefore(MlirRewriterBase r, MlirRegion region, MlirBlock before) {
  Block *b = unwrap_block(before);
  rw_inline_region_before(unwrap_rw(r), unwrap_region(region), b->parent, b);
}

void mlirRewriterBaseReplaceOpWithValues(MlirRewriterBase r, MlirOperation op, intptr_t n,
                                         MlirValue const *values) {
  (void)n; /* one per result, as upstream asserts */
  rw_replace_op(unwrap_rw(r), unwrap_op(op), (Value *const *)values);
}

void mlirRewriterBaseReplaceOpWithOperation(MlirRewriterBase r, MlirOperation op,
                                            MlirOperation new_op) {
  rw_replace_op_with(unwrap_rw(r), unwrap_op(op), unwrap_op(new_op));
}

void mlirRewriterBaseEraseOp(MlirRewriterBase r, MlirOperation op) {
  rw_erase_op(unwrap_rw(r), unwrap_op(op));
}

void mlirRewriterBaseEraseBlock(MlirRewriterBase r, MlirBlock b) {
  rw_erase_block(unwrap_rw(r), unwrap_block(b));
}

void mlirRewriterBaseInlineBlockBefore(MlirRewriterBase r, MlirBlock source, MlirOperation op,
                                       intptr_t n, MlirValue const *args) {
  (void)n;
  Operation *before = unwrap_op(op);
  rw_inline_block_before(unwrap_rw(r), unwrap_block(source), before->block, before,
                         (Value *const *)args);
}

void mlirRewriterBaseMergeBlocks(MlirRewriterBase r, MlirBlock source, MlirBlock dest,
                                 intptr_t n, MlirValue const *args) {
  (void)n;
  rw_merge_blocks(unwrap_rw(r), unwrap_block(source), unwrap_block(dest), (Value *const *)args);
}

void mlirRewriterBaseMoveOpBefore(MlirRewriterBase r, MlirOperation op, MlirOperation existing) {
  Operation *e = unwrap_op(existing);
  rw_move_op_before(unwrap_rw(r), unwrap_op(op), e->block, e);
}

void mlirRewriterBaseMoveOpAfter(MlirRewriterBase r, MlirOperation op, MlirOperation existing) {
  Operation *e = unwrap_op(existing);
  rw_move_op_before(unwrap_rw(r), unwrap_op(op), e->block, e->next);
}

void mlirRewriterBaseMoveBlockBefore(MlirRewriterBase r, MlirBlock block, MlirBlock existing) {
  Block *e = unwrap_block(existing);
  rw_move_block_before(unwrap_rw(r), unwrap_block(block), e->parent, e);
}

void mlirRewriterBaseStartOpModification(MlirRewriterBase r, MlirOperation op) {
  rw_start_modification(unwrap_rw(r), unwrap_op(op));
}

void mlirRewriterBaseFinalizeOpModification(MlirRewriterBase r, MlirOperation op) {
  rw_modified(unwrap_rw(r), unwrap_op(op));
}

void mlirRewriterBaseCancelOpModification(MlirRewriterBase r, MlirOperation op) {
  rw_cancel_modification(unwrap_rw(r), unwrap_op(op));
}

void mlirRewriterBaseReplaceAllUsesWith(MlirRewriterBase r, MlirValue from, MlirValue to) {
  rw_replace_all_uses(unwrap_rw(r), unwrap_value(from), unwrap_value(to));
}

void mlirRewriterBaseReplaceAllValueRangeUsesWith(MlirRewriterBase r, intptr_t n,
                                                  MlirValue const *from, MlirValue const *to) {
  for (intptr_t i = 0; i < n; i++)
    rw_replace_all_uses(unwrap_rw(r), unwrap_value(from[i]), unwrap_value(to[i]));
}

void mlirRewriterBaseReplaceAllOpUsesWithValueRange(MlirRewriterBase r, MlirOperation from,
                                                    intptr_t n, MlirValue const *to) {
  Operation *op = unwrap_op(from);
  for (intptr_t i = 0; i < n && i < (intptr_t)op->num_results; i++)
    rw_replace_all_uses(unwrap_rw(r), &op->results[i], unwrap_value(to[i]));
}

void mlirRewriterBaseReplaceAllOpUsesWithOperation(MlirRewriterBase r, MlirOperation from,
                                                   MlirOperation to) {
  Operation *a = unwrap_op(from), *b = unwrap_op(to);
  for (uint32_t i = 0; i < a->num_results && i < b->num_results; i++)
    rw_replace_all_uses(unwrap_rw(r), &a->results[i], &b->results[i]);
}

/* Replaces the uses of `from` whose user passes `keep_use` with `to`. */
static void replace_uses_if(Rewriter *rw, Value *from, Value *to,
                            bool (*keep_use)(const Operation *user, const void *arg),
                            const void *arg) {
  OpOperand *u = from->uses;
  while (u) {
    OpOperand *next = u->next;
    if (keep_use(u->owner, arg)) {
      Operation *user = u->owner;
      rw_start_modification(rw, user);
      operand_set(u, to);
      rw_modified(rw, user);
    }
    u = next;
  }
}

static bool nested_in_block(const Operation *user, const void *block) {
  for (const Operation *o = user; o; o = op_parent_op(o))
    if (o->block == block) return true;
  return false;
}

static bool not_excepted(const Operation *user, const void *excepted) {
  return user != excepted;
}

void mlirRewriterBaseReplaceOpUsesWithinBlock(MlirRewriterBase r, MlirOperation op, intptr_t n,
                                              MlirValue const *values, MlirBlock block) {
  Operation *o = unwrap_op(op);
  for (intptr_t i = 0; i < n && i < (intptr_t)o->num_results; i++)
    replace_uses_if(unwrap_rw(r), &o->results[i], unwrap_value(values[i]), nested_in_block,
                    unwrap_block(block));
}

void mlirRewriterBaseReplaceAllUsesExcept(MlirRewriterBase r, MlirValue from, MlirValue to,
                                          MlirOperation excepted) {
  replace_uses_if(unwrap_rw(r), unwrap_value(from), unwrap_value(to), not_excepted,
                  unwrap_op(excepted));
}

/* ---- IRRewriter -------------------------------------------------------------------- */

MlirRewriterBase mlirIRRewriterCreate(MlirContext c) {
  Rewriter *rw = calloc(1, sizeof *rw);
  if (rw) rw->ctx = unwrap_ctx(c);
  return (MlirRewriterBase){rw};
}

MlirRewriterBase mlirIRRewriterCreateFromOp(MlirOperation op) {
  Operation *o = unwrap_op(op);
  MlirRewriterBase r = mlirIRRewriterCreate(wrap_ctx(op_context(o)));
  if (r.ptr && o->block) rw_set_before(r.ptr, o);
  return r;
}

void mlirIRRewriterDestroy(MlirRewriterBase r) { free(r.ptr); }

/* ---- patterns and sets ------------------------------------------------------------- */

MlirRewritePattern mlirOpRewritePatternCreate(MlirStringRef root, unsigned benefit,
                                              MlirContext c, MlirRewritePatternCallbacks cb,
                                              void *user, size_t n_generated,
                                              MlirStringRef *generated) {
  (void)c;
  (void)n_generated;
  (void)generated;
  CPattern *p = calloc(1, sizeof *p);
  char *name = malloc(root.length + 1);
  if (!p || !name) {
    free(p);
    free(name);
    return (MlirRewritePattern){NULL};
  }
  memcpy(name, root.data, root.length);
  name[root.length] = 0;
  *p = (CPattern){.root = name, .benefit = benefit, .kind = CPAT_PLAIN, .cb = cb, .user = user};
  if (cb.construct) cb.construct(user);
  return (MlirRewritePattern){p};
}

void cpattern_destroy(CPattern *p) {
  if (p->kind == CPAT_PLAIN && p->cb.destruct) p->cb.destruct(p->user);
  if (p->kind == CPAT_CONVERSION && p->conv.destruct) p->conv.destruct(p->user);
  if (p->kind == CPAT_ONE_TO_N && p->destruct) p->destruct(p->user);
  for (size_t i = 0; p->generated && p->generated[i]; i++) free(p->generated[i]);
  free(p->generated);
  free(p->root);
  free(p);
}

MlirRewritePatternSet mlirRewritePatternSetCreate(MlirContext c) {
  CPatternSet *s = calloc(1, sizeof *s);
  if (s) s->ctx = unwrap_ctx(c);
  return (MlirRewritePatternSet){s};
}

static void set_clear(CPatternSet *s) {
  for (size_t i = 0; i < s->n; i++) cpattern_destroy(s->pats[i]);
  free(s->pats);
}

void mlirRewritePatternSetDestroy(MlirRewritePatternSet set) {
  CPatternSet *s = set.ptr;
  if (!s) return;
  set_clear(s);
  free(s);
}

void mlirRewritePatternSetAdd(MlirRewritePatternSet set, MlirRewritePattern pattern) {
  CPatternSet *s = set.ptr;
  CPattern *p = (CPattern *)pattern.ptr;
  if (!p) return;
  if (s->n == s->cap) {
    size_t cap = s->cap ? 2 * s->cap : 8;
    CPattern **grown = realloc(s->pats, cap * sizeof *grown);
    if (!grown) {
      cpattern_destroy(p);
      return;
    }
    s->pats = grown;
    s->cap = cap;
  }
  /* Keep the list sorted by descending benefit, stable. */
  size_t i = s->n++;
  while (i > 0 && s->pats[i - 1]->benefit < p->benefit) {
    s->pats[i] = s->pats[i - 1];
    i--;
  }
  s->pats[i] = p;
}

MlirFrozenRewritePatternSet mlirFreezeRewritePattern(MlirRewritePatternSet set) {
  CPatternSet *s = set.ptr;
  CFrozen *f = calloc(1, sizeof *f);
  if (f) {
    f->dispatchers = calloc(s->n + 1, sizeof *f->dispatchers);
    f->list = calloc(s->n + 1, sizeof *f->list);
  }
  if (!f || !f->dispatchers || !f->list) {
    if (f) {
      free(f->dispatchers);
      free(f->list);
      free(f);
    }
    mlirRewritePatternSetDestroy(set);
    return (MlirFrozenRewritePatternSet){NULL};
  }
  f->set = *s;
  free(s);
  /* One dispatcher per root name, at that root's best benefit (the list is
   * sorted, so the first pattern of a name has it). */
  size_t nd = 0;
  for (size_t i = 0; i < f->set.n; i++) {
    const char *root = f->set.pats[i]->root;
    size_t j = 0;
    while (j < nd && strcmp(f->dispatchers[j].root, root) != 0) j++;
    if (j < nd) continue;
    if (f->set.pats[i]->kind != CPAT_PLAIN) continue;
    f->dispatchers[nd] = (Pattern){.root = root, .benefit = f->set.pats[i]->benefit, .match_and_rewrite = dispatch,
                                   .debug_name = "c-api-pattern"};
    f->list[nd] = &f->dispatchers[nd];
    nd++;
  }
  f->sets[0] = f->list;
  f->sets[1] = NULL;
  return (MlirFrozenRewritePatternSet){f};
}

void mlirFrozenRewritePatternSetDestroy(MlirFrozenRewritePatternSet set) {
  CFrozen *f = set.ptr;
  if (!f) return;
  set_clear(&f->set);
  free(f->dispatchers);
  free(f->list);
  free(f);
}

/* ---- drivers ------------------------------------------------------------------------ */

/* Upstream's GreedyRewriteConfig defaults (aggressive region simplification). */
static void config_default(CConfig *c) {
  greedy_config_default(&c->cfg);
  c->cfg.region_simplify = MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_AGGRESSIVE;
  c->strictness = MLIR_GREEDY_REWRITE_STRICTNESS_ANY_OP;
}

MlirLogicalResult mlirApplyPatternsAndFoldGreedilyWithOp(MlirOperation op,
                                                         MlirFrozenRewritePatternSet patterns,
                                                         MlirGreedyRewriteDriverConfig config) {
  Operation *o = unwrap_op(op);
  CFrozen *f = patterns.ptr;
  CConfig local;
  const CConfig *c = config.ptr;
  if (!c) {
    config_default(&local);
    c = &local;
  }
  const CFrozen *saved = active_set;
  active_set = f;
  bool converged = false;
  bool ok = apply_patterns_greedily(o, f ? f->sets : NULL, &c->cfg, &converged);
  active_set = saved;
  capi_check_oom(op_context(o));
  return ok && converged ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

MlirLogicalResult mlirApplyPatternsAndFoldGreedily(MlirModule module,
                                                   MlirFrozenRewritePatternSet patterns,
                                                   MlirGreedyRewriteDriverConfig config) {
  return mlirApplyPatternsAndFoldGreedilyWithOp(mlirModuleGetOperation(module), patterns, config);
}

static int walk_apply(Operation *op, void *user) {
  dispatch(user, op);
  return WALK_ADVANCE;
}

void mlirWalkAndApplyPatterns(MlirOperation op, MlirFrozenRewritePatternSet patterns) {
  Operation *o = unwrap_op(op);
  Rewriter rw;
  memset(&rw, 0, sizeof rw);
  rw.ctx = op_context(o);
  const CFrozen *saved = active_set;
  active_set = patterns.ptr;
  op_walk(o, NULL, walk_apply, &rw);
  active_set = saved;
  capi_check_oom(rw.ctx);
}

MlirRewriterBase mlirPatternRewriterAsBase(MlirPatternRewriter r) {
  return (MlirRewriterBase){r.ptr};
}

/* ---- greedy driver configuration ------------------------------------------------------- */

static CConfig *unwrap_cfg(MlirGreedyRewriteDriverConfig c) { return c.ptr; }

MlirGreedyRewriteDriverConfig mlirGreedyRewriteDriverConfigCreate(void) {
  CConfig *c = calloc(1, sizeof *c);
  if (c) config_default(c);
  return (MlirGreedyRewriteDriverConfig){c};
}

void mlirGreedyRewriteDriverConfigDestroy(MlirGreedyRewriteDriverConfig c) { free(c.ptr); }

void mlirGreedyRewriteDriverConfigSetMaxIterations(MlirGreedyRewriteDriverConfig c, int64_t n) {
  unwrap_cfg(c)->cfg.max_iterations = n;
}
void mlirGreedyRewriteDriverConfigSetMaxNumRewrites(MlirGreedyRewriteDriverConfig c, int64_t n) {
  unwrap_cfg(c)->cfg.max_num_rewrites = n;
}
void mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(MlirGreedyRewriteDriverConfig c, bool v) {
  unwrap_cfg(c)->cfg.top_down = v;
}
void mlirGreedyRewriteDriverConfigEnableFolding(MlirGreedyRewriteDriverConfig c, bool v) {
  unwrap_cfg(c)->cfg.fold = v;
}
void mlirGreedyRewriteDriverConfigSetStrictness(MlirGreedyRewriteDriverConfig c,
                                                MlirGreedyRewriteStrictness s) {
  unwrap_cfg(c)->strictness = s;
}
void mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(MlirGreedyRewriteDriverConfig c,
                                                               MlirGreedySimplifyRegionLevel l) {
  unwrap_cfg(c)->cfg.region_simplify = (int)l;
}
void mlirGreedyRewriteDriverConfigEnableConstantCSE(MlirGreedyRewriteDriverConfig c, bool v) {
  unwrap_cfg(c)->cfg.cse_constants = v;
}
int64_t mlirGreedyRewriteDriverConfigGetMaxIterations(MlirGreedyRewriteDriverConfig c) {
  return unwrap_cfg(c)->cfg.max_iterations;
}
int64_t mlirGreedyRewriteDriverConfigGetMaxNumRewrites(MlirGreedyRewriteDriverConfig c) {
  return unwrap_cfg(c)->cfg.max_num_rewrites;
}
bool mlirGreedyRewriteDriverConfigGetUseTopDownTraversal(MlirGreedyRewriteDriverConfig c) {
  return unwrap_cfg(c)->cfg.top_down;
}
bool mlirGreedyRewriteDriverConfigIsFoldingEnabled(MlirGreedyRewriteDriverConfig c) {
  return unwrap_cfg(c)->cfg.fold;
}
MlirGreedyRewriteStrictness mlirGreedyRewriteDriverConfigGetStrictness(
    MlirGreedyRewriteDriverConfig c) {
  return unwrap_cfg(c)->strictness;
}
MlirGreedySimplifyRegionLevel mlirGreedyRewriteDriverConfigGetRegionSimplificationLevel(
    MlirGreedyRewriteDriverConfig c) {
  return (MlirGreedySimplifyRegionLevel)unwrap_cfg(c)->cfg.region_simplify;
}
bool mlirGreedyRewriteDriverConfigIsConstantCSEEnabled(MlirGreedyRewriteDriverConfig c) {
  return unwrap_cfg(c)->cfg.cse_constants;
}
