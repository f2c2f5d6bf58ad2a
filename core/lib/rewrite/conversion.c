/* conversion.c: the dialect conversion driver, as upstream's
 * OperationConverter and OperationLegalizer: the ops to convert are
 * collected first (pre-order, blocks in depth-first successor order,
 * unreachable blocks left out, recursively legal ops not entered); each
 * is legalized in turn: legal as it is, or folded, or rewritten by the
 * best pattern (ordered by the cost model: fewest legalization steps,
 * then benefit), with whatever the pattern created, moved or changed
 * legalized recursively. A pattern whose result cannot be legalized is
 * undone and the next one tried. Once every op converted, the journal is
 * committed and the casts the conversion made are reconciled or
 * materialized through the type converters. Depends on rewrite.h,
 * verify/ (diagnostics that print ops) and ir/. */
#include "conversion_impl.h"
#include "../verify/verify.h"

void conversion_config_default(ConversionConfig *c) {
  memset(c, 0, sizeof *c);
  c->folding_mode = CONV_FOLD_BEFORE_PATTERNS;
  c->build_materializations = true;
  c->allow_pattern_rollback = true;
}

/* ---- pattern lists and the cost model ------------------------------------------------------- */

typedef struct PatList {
  const ConvPattern **items;
  size_t n, cap;
} PatList;

typedef struct Legalizer {
  ConvRewriter *cr;
  const ConversionTarget *target;
  const ConversionConfig *config;
  PtrMap by_root;  /* OpName* -> PatList*, in application order */
  PatList any;     /* any-op patterns, in application order */
  PtrVec lists;    /* every PatList allocated, to free them */
  PtrMap applied;  /* patterns being applied (no unbounded recursion) */
} Legalizer;

static bool pl_push(Context *ctx, PatList *l, const ConvPattern *p) {
  if (!vec_grow(&ctx->alloc, (void **)&l->items, &l->cap, l->n + 1, sizeof *l->items)) return false;
  l->items[l->n++] = p;
  return true;
}

static const OpName *root_name(Context *ctx, const ConvPattern *p) {
  return p->root ? opname_get(ctx, p->root, strlen(p->root)) : NULL;
}

static PatList *list_for(Legalizer *lg, PtrMap *m, const void *key, bool create) {
  uintptr_t v;
  if (pm_get(m, key, &v)) return (PatList *)v;
  if (!create) return NULL;
  Context *ctx = lg->cr->ctx;
  PatList *l = ctx_zalloc(ctx, sizeof *l);
  if (!l || !pv_push(&ctx->alloc, &lg->lists, l) || !pm_put(&ctx->alloc, m, key, (uintptr_t)l)) {
    ctx_free(ctx, l);
    return NULL;
  }
  return l;
}

static bool legal_or_patterned(Legalizer *lg, PtrMap *legalizer, const OpName *op) {
  int action = ct_op_action(lg->target, op);
  return pm_get(legalizer, op, NULL) || (action != LEGAL_UNKNOWN && action != LEGAL_ILLEGAL);
}

/* buildLegalizationGraph: the patterns whose generated ops are all
 * legal, or legalizable by other such patterns, found from a worklist
 * popped from the back (so equal patterns end up newest first). */
static void build_graph(Legalizer *lg, const ConvPatternSet *set, PtrMap *legalizer) {
  Context *ctx = lg->cr->ctx;
  PatList work = {0};
  bool any_op = false;
  for (size_t i = 0; i < set->n; i++) {
    const ConvPattern *p = set->patterns[i];
    const OpName *root = root_name(ctx, p);
    if (!root) {
      pl_push(ctx, &lg->any, p);
      any_op = true;
      continue;
    }
    if (ct_op_action(lg->target, root) == LEGAL_LEGAL) continue;
    pl_push(ctx, &work, p);
  }
  if (any_op) {
    for (size_t i = 0; i < work.n; i++) {
      PatList *l = list_for(lg, legalizer, root_name(ctx, work.items[i]), true);
      if (l) pl_push(ctx, l, work.items[i]);
    }
    ctx_free(ctx, work.items);
    return;
  }
  /* Until nothing changes: a pattern becomes valid once every op it
   * generates is legal or has valid patterns itself. */
  PtrMap valid = {0};
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = work.n; i-- > 0;) {
      const ConvPattern *p = work.items[i];
      if (pm_get(&valid, p, NULL)) continue;
      bool ok = true;
      for (const char *const *g = p->generated; ok && g && *g; g++)
        ok = legal_or_patterned(lg, legalizer, opname_get(ctx, *g, strlen(*g)));
      if (!ok) continue;
      pm_put(&ctx->alloc, &valid, p, 1);
      PatList *l = list_for(lg, legalizer, root_name(ctx, p), true);
      if (l) pl_push(ctx, l, p);
      changed = true;
    }
  }
  pm_free(&ctx->alloc, &valid);
  ctx_free(ctx, work.items);
}

typedef struct Ranked {
  const ConvPattern *p;
  unsigned depth;
} Ranked;

static unsigned op_depth(Legalizer *lg, PtrMap *legalizer, PtrMap *depths, const OpName *op);

/* applyCostModelToPatterns: orders `l` by legalization depth, then
 * benefit (stable); returns the smallest depth. */
static unsigned rank_patterns(Legalizer *lg, PtrMap *legalizer, PtrMap *depths, PatList *l) {
  Context *ctx = lg->cr->ctx;
  unsigned min_depth = UINT32_MAX;
  Ranked *r = ctx_alloc(ctx, (l->n + 1) * sizeof *r);
  if (!r) return min_depth;
  for (size_t i = 0; i < l->n; i++) {
    unsigned depth = 1;
    for (const char *const *g = l->items[i]->generated; g && *g; g++) {
      unsigned d = op_depth(lg, legalizer, depths, opname_get(ctx, *g, strlen(*g)));
      if (d != UINT32_MAX && d + 1 > depth) depth = d + 1;
      if (d == UINT32_MAX) depth = UINT32_MAX;
    }
    r[i] = (Ranked){l->items[i], depth};
    if (depth < min_depth) min_depth = depth;
  }
  /* insertion sort: stable, lists are short */
  for (size_t i = 1; i < l->n; i++) {
    Ranked x = r[i];
    size_t j = i;
    while (j > 0 && (r[j - 1].depth > x.depth || (r[j - 1].depth == x.depth && r[j - 1].p->benefit < x.p->benefit))) {
      r[j] = r[j - 1];
      j--;
    }
    r[j] = x;
  }
  for (size_t i = 0; i < l->n; i++) l->items[i] = r[i].p;
  ctx_free(ctx, r);
  return min_depth;
}

static unsigned op_depth(Legalizer *lg, PtrMap *legalizer, PtrMap *depths, const OpName *op) {
  uintptr_t v;
  if (pm_get(depths, op, &v)) return (unsigned)v;
  PatList *l = pm_get(legalizer, op, &v) ? (PatList *)v : NULL;
  if (!l || !l->n) return 0;
  pm_put(&lg->cr->ctx->alloc, depths, op, UINT32_MAX);
  unsigned d = rank_patterns(lg, legalizer, depths, l);
  pm_put(&lg->cr->ctx->alloc, depths, op, d);
  return d;
}

static bool legalizer_init(Legalizer *lg, ConvRewriter *cr, const ConversionTarget *target,
                           const ConvPatternSet *set, const ConversionConfig *config) {
  memset(lg, 0, sizeof *lg);
  lg->cr = cr;
  lg->target = target;
  lg->config = config;
  Context *ctx = cr->ctx;
  PtrMap depths = {0};
  build_graph(lg, set, &lg->by_root);
  for (size_t i = 0; i < lg->by_root.cap; i++)
    if (lg->by_root.keys && lg->by_root.keys[i]) op_depth(lg, &lg->by_root, &depths, lg->by_root.keys[i]);
  if (lg->any.n > 1) rank_patterns(lg, &lg->by_root, &depths, &lg->any);
  pm_free(&ctx->alloc, &depths);
  return true;
}

static void legalizer_free(Legalizer *lg) {
  Context *ctx = lg->cr->ctx;
  for (size_t i = 0; i < lg->lists.len; i++) {
    PatList *l = lg->lists.data[i];
    ctx_free(ctx, l->items);
    ctx_free(ctx, l);
  }
  pv_free(&ctx->alloc, &lg->lists);
  pm_free(&ctx->alloc, &lg->by_root);
  ctx_free(ctx, lg->any.items);
  pm_free(&ctx->alloc, &lg->applied);
}

/* ---- legalizing one op ----------------------------------------------------------------------- */

static bool legalize(Legalizer *lg, Operation *op);

static int mark_ignored(Operation *op, void *user) {
  void **pair = user;
  if (op != pair[1]) set_insert(&((ConvRewriter *)pair[0])->ctx->alloc, &((ConvRewriter *)pair[0])->ignored, op);
  return WALK_ADVANCE;
}

static bool is_constant_like(const Operation *op) { return op_constant_value(op) != NULL; }

/* OpBuilder::tryFold: the folded values (constants materialized before
 * the op), or an in-place fold (*n == 0). */
static bool try_fold(Legalizer *lg, Operation *op, Value **repl, unsigned *n, PtrVec *made) {
  Rewriter *rw = &lg->cr->rw;
  Context *ctx = lg->cr->ctx;
  *n = 0;
  if (is_constant_like(op)) return false;
  FoldResult *res = ctx_alloc(ctx, (op->num_results + 1) * sizeof *res);
  if (!res) return false;
  unsigned nres = 0;
  bool ok = op_fold(op, res, &nres);
  for (unsigned i = 0; ok && i < nres; i++) {
    if (res[i].value) {
      repl[i] = res[i].value;
      continue;
    }
    Operation *c = materialize_constant(rw, op, res[i].attr, op->results[i].type, op->loc);
    if (!c) {
      ok = false;
      break;
    }
    pv_push(&ctx->alloc, made, c);
    repl[i] = &c->results[0];
  }
  ctx_free(ctx, res);
  if (ok) *n = nres;
  return ok;
}

static bool legalize_with_fold(Legalizer *lg, Operation *op) {
  ConvRewriter *cr = lg->cr;
  Context *ctx = cr->ctx;
  ConvState state = cr_state(cr);
  Value **repl = ctx_zalloc(ctx, (op->num_results + 1) * sizeof *repl);
  PtrVec made = {0};
  unsigned n = 0;
  bool ok = repl != NULL;
  if (ok) {
    rw_set_before(&cr->rw, op);
    rw_start_modification(&cr->rw, op);
    ok = try_fold(lg, op, repl, &n, &made);
    if (!ok) {
      /* The constants made for a failed fold go with the modification. */
      cr_reset(cr, state);
    } else {
      rw_modified(&cr->rw, op);
    }
  }
  if (ok && n == 0) {
    ok = legalize(lg, op);
  } else if (ok) {
    rw_replace_op(&cr->rw, op, repl);
    for (size_t i = 0; ok && i < made.len; i++) ok = legalize(lg, made.data[i]);
    if (!ok) cr_reset(cr, state);
  }
  cr_clear_pattern_sets(cr);
  ctx_free(ctx, repl);
  pv_free(&ctx->alloc, &made);
  return ok;
}

static bool legalize_inserted_blocks(Legalizer *lg, Operation *op, const OrderedSet *blocks, const OrderedSet *new_ops) {
  ConvRewriter *cr = lg->cr;
  PtrMap done = {0};
  bool ok = true;
  for (size_t i = 0; ok && i < blocks->items.len; i++) {
    Block *b = blocks->items.data[i];
    Operation *parent = b->parent ? b->parent->parent : NULL;
    if (!parent || parent == op || !b->nargs) continue;
    const TypeConverter *tc = cr_region_converter(cr, b->parent);
    if (tc) {
      SignatureConversion sig;
      if (!tc_convert_block_signature(tc, cr->ctx, b, &sig)) {
        ok = false;
        break;
      }
      cr_apply_signature(cr, b, tc, &sig);
      sig_free(&sig);
      continue;
    }
    if (!set_has(new_ops, parent) && !pm_get(&done, parent, NULL)) {
      pm_put(&cr->ctx->alloc, &done, parent, 1);
      ok = legalize(lg, parent);
    }
  }
  pm_free(&cr->ctx->alloc, &done);
  return ok;
}

static bool legalize_all(Legalizer *lg, const OrderedSet *ops) {
  for (size_t i = 0; i < ops->items.len; i++)
    if (!legalize(lg, ops->items.data[i])) return false;
  return true;
}

/* legalizePatternResult: the blocks the pattern inserted, the ops it
 * changed in place, then the ops it created. */
static bool legalize_result(Legalizer *lg, Operation *op) {
  ConvRewriter *cr = lg->cr;
  Allocator *a = &cr->ctx->alloc;
  OrderedSet new_ops = cr->new_ops, modified = cr->modified_ops, blocks = cr->inserted_blocks;
  set_init(&cr->new_ops);
  set_init(&cr->modified_ops);
  set_init(&cr->inserted_blocks);
  bool ok = legalize_inserted_blocks(lg, op, &blocks, &new_ops) && legalize_all(lg, &modified) &&
            legalize_all(lg, &new_ops);
  set_free(a, &new_ops);
  set_free(a, &modified);
  set_free(a, &blocks);
  return ok;
}

/* Runs the pattern on `op` (a conversion pattern sees its remapped
 * operands). */
static bool run_pattern(Legalizer *lg, const ConvPattern *p, Operation *op) {
  ConvRewriter *cr = lg->cr;
  Context *ctx = cr->ctx;
  const TypeConverter *saved_tc = cr->current_tc;
  const ConvPattern *saved_p = cr->current_pattern;
  cr->current_tc = p->converter;
  cr->current_pattern = p;
  rw_set_before(&cr->rw, op);
  bool ok;
  if (p->plain) {
    cr->rw.pattern = p->plain;
    ok = p->plain->match_and_rewrite(&cr->rw, op);
  } else {
    unsigned n = op->num_operands;
    unsigned *start = ctx_alloc(ctx, (2 * n + 1) * sizeof *start);
    VVec flat = {0};
    Value **vals = ctx_alloc(ctx, (n + 1) * sizeof *vals);
    ok = start && vals;
    for (unsigned i = 0; ok && i < n; i++) vals[i] = op->operands[i].value;
    ok = ok && cr_remap(cr, "operand", op->loc, n, vals, &flat, start, start + n);
    if (ok) {
      ConvOperands operands = {.n = n, .vals = flat.v, .start = start, .count = start + n};
      ok = p->rewrite(&cr->rw, op, &operands);
    }
    vv_free(ctx, &flat);
    ctx_free(ctx, start);
    ctx_free(ctx, vals);
  }
  cr->current_tc = saved_tc;
  cr->current_pattern = saved_p;
  return ok;
}

/* Tries one pattern: applied and its result legalized, or undone. */
static bool try_pattern(Legalizer *lg, const ConvPattern *p, Operation *op, ConvState state) {
  ConvRewriter *cr = lg->cr;
  Allocator *a = &cr->ctx->alloc;
  if (!p->bounded_recursion) {
    if (pm_get(&lg->applied, p, NULL)) return false;
    pm_put(a, &lg->applied, p, 1);
  }
  bool ok = run_pattern(lg, p, op);
  if (ok) ok = legalize_result(lg, op);
  else cr_clear_pattern_sets(cr);
  pm_remove(&lg->applied, p);
  if (!ok) {
    cr_clear_pattern_sets(cr);
    cr_reset(cr, state);
  }
  return ok;
}

/* PatternApplicator::matchAndRewrite: the op's patterns and the any-op
 * ones interleaved by benefit. */
static bool legalize_with_pattern(Legalizer *lg, Operation *op) {
  ConvState state = cr_state(lg->cr);
  uintptr_t v;
  const PatList *own = pm_get(&lg->by_root, op->name, &v) ? (const PatList *)v : NULL;
  size_t i = 0, j = 0, ni = own ? own->n : 0, nj = lg->any.n;
  while (i < ni || j < nj) {
    const ConvPattern *p = i < ni ? own->items[i] : NULL;
    if (j < nj && (!p || p->benefit < lg->any.items[j]->benefit)) p = lg->any.items[j++];
    else i++;
    if (try_pattern(lg, p, op, state)) return true;
  }
  return false;
}

static bool legalize(Legalizer *lg, Operation *op) {
  ConvRewriter *cr = lg->cr;
  if (cr_is_ignored(cr, op)) return true;
  bool recursive = false;
  if (ct_is_legal(lg->target, op, &recursive)) {
    if (recursive) {
      void *pair[2] = {cr, op};
      op_walk(op, mark_ignored, NULL, pair);
    }
    return true;
  }
  int mode = lg->config->folding_mode;
  if (mode == CONV_FOLD_BEFORE_PATTERNS && legalize_with_fold(lg, op)) return true;
  if (legalize_with_pattern(lg, op)) return true;
  if (mode == CONV_FOLD_AFTER_PATTERNS && legalize_with_fold(lg, op)) return true;
  return false;
}

/* ---- collecting the ops to convert ----------------------------------------------------------- */

/* The blocks of `r` in depth-first pre-order from its entry, successors
 * in order (llvm::depth_first); unreachable blocks are left out. */
static void dfs_blocks(Context *ctx, Region *r, PtrVec *out) {
  typedef struct {
    Block *b;
    unsigned next;
  } Frame;
  if (!r->first) return;
  PtrMap seen = {0};
  Frame *stack = NULL;
  size_t n = 0, cap = 0;
  if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, 1, sizeof *stack)) return;
  pm_put(&ctx->alloc, &seen, r->first, 1);
  pv_push(&ctx->alloc, out, r->first);
  stack[n++] = (Frame){r->first, 0};
  while (n) {
    Frame *f = &stack[n - 1];
    Operation *t = f->b->last;
    if (!t || f->next >= t->num_successors) {
      n--;
      continue;
    }
    Block *s = t->successors[f->next++].block;
    if (!s || pm_get(&seen, s, NULL)) continue;
    pm_put(&ctx->alloc, &seen, s, 1);
    pv_push(&ctx->alloc, out, s);
    if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, n + 1, sizeof *stack)) break;
    stack[n++] = (Frame){s, 0};
  }
  ctx_free(ctx, stack);
  pm_free(&ctx->alloc, &seen);
}

typedef struct WalkFrame {
  Operation *op;
  unsigned region;
  PtrVec blocks;
  size_t block;
  Operation *next;
} WalkFrame;

/* op->walk<PreOrder, ForwardDominanceIterator>: each op, then its regions
 * unless it is recursively legal. */
static void collect(Context *ctx, const ConversionTarget *target, Operation *root, PtrVec *out) {
  WalkFrame *stack = NULL;
  size_t n = 0, cap = 0;
  Operation *op = root;
  for (;;) {
    if (op) {
      pv_push(&ctx->alloc, out, op);
      bool recursive = false;
      if (op->num_regions && !(ct_is_legal(target, op, &recursive) && recursive)) {
        if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, n + 1, sizeof *stack)) break;
        stack[n++] = (WalkFrame){.op = op};
      }
      op = NULL;
    }
    if (!n) break;
    WalkFrame *f = &stack[n - 1];
    if (f->next) {
      op = f->next;
      f->next = op->next;
      continue;
    }
    if (f->block < f->blocks.len) {
      Block *b = f->blocks.data[f->block++];
      f->next = b->first;
      continue;
    }
    if (f->region < f->op->num_regions) {
      f->blocks.len = 0;
      f->block = 0;
      dfs_blocks(ctx, &f->op->regions[f->region++], &f->blocks);
      continue;
    }
    pv_free(&ctx->alloc, &f->blocks);
    n--;
  }
  for (size_t i = 0; i < n; i++) pv_free(&ctx->alloc, &stack[i].blocks);
  ctx_free(ctx, stack);
}

/* ---- unrealized casts --------------------------------------------------------------------------- */

static bool is_cast(const Operation *op) { return op && op_is(op, "builtin.unrealized_conversion_cast"); }

/* The cast whose results are exactly `op`'s operands, in order. */
static Operation *input_cast(Operation *op) {
  if (!op->num_operands) return NULL;
  Operation *in = value_defining_op(op->operands[0].value);
  if (!is_cast(in) || in->num_results != op->num_operands) return NULL;
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (op->operands[i].value != &in->results[i]) return NULL;
  return in;
}

static bool op_has_uses(const Operation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (op->results[i].uses) return true;
  return false;
}

typedef struct CastWork {
  Context *ctx;
  OrderedSet set; /* the worklist (a SetVector popped from the back) */
  size_t live;    /* entries of set.items not yet popped */
} CastWork;

static void enqueue_inputs(CastWork *w, Operation *cast) {
  for (uint32_t i = 0; i < cast->num_operands; i++) {
    Operation *in = value_defining_op(cast->operands[i].value);
    if (is_cast(in)) set_insert(&w->ctx->alloc, &w->set, in);
  }
}

void reconcile_unrealized_casts(Context *ctx, PtrVec *casts, PtrVec *remaining) {
  CastWork w = {.ctx = ctx};
  PtrMap erased = {0};
  for (size_t i = 0; i < casts->len; i++) set_insert(&ctx->alloc, &w.set, casts->data[i]);
  while (w.set.items.len) {
    Operation *cast = w.set.items.data[w.set.items.len - 1];
    set_truncate(&w.set, w.set.items.len - 1);
    if (!op_has_uses(cast)) {
      enqueue_inputs(&w, cast);
      pm_put(&ctx->alloc, &erased, cast, 1);
      op_erase(cast);
      continue;
    }
    for (Operation *next = cast; next; next = input_cast(next)) {
      bool same = next->num_operands == cast->num_results;
      for (uint32_t i = 0; same && i < cast->num_results; i++)
        same = next->operands[i].value->type == cast->results[i].type;
      if (!same) continue;
      enqueue_inputs(&w, cast);
      for (uint32_t i = 0; i < cast->num_results; i++)
        value_replace_all_uses(&cast->results[i], next->operands[i].value);
      pm_put(&ctx->alloc, &erased, cast, 1);
      op_erase(cast);
      break;
    }
  }
  for (size_t i = 0; remaining && i < casts->len; i++)
    if (!pm_get(&erased, casts->data[i], NULL)) pv_push(&ctx->alloc, remaining, casts->data[i]);
  set_free(&ctx->alloc, &w.set);
  pm_free(&ctx->alloc, &erased);
}

/* Appends "'t1', 't2'" as a diagnostic prints a range of types. */
static void append_types(Diag *d, unsigned n, const Value *vals, const OpOperand *opnds) {
  for (unsigned i = 0; i < n; i++) {
    if (i) diag_append(d, ", ", 2);
    diag_append(d, "'", 1);
    print_type(vals ? vals[i].type : opnds[i].value->type, &d->msg);
    diag_append(d, "'", 1);
  }
}

/* Appends an op as a diagnostic argument prints one: in its custom form
 * when it verifies, on a line of its own when it spans several. */
static void append_op(Diag *d, Operation *op) {
  Context *ctx = op_context(op);
  PrintFlags f;
  print_flags_default(&f);
  f.local_scope = true;
  print_flags_verify(&f, op);
  StrBuf tmp;
  sb_init(&tmp, &ctx->alloc);
  print_operation(ctx, op, &f, &tmp);
  if (tmp.data && memchr(tmp.data, '\n', tmp.len)) sb_putc(&d->msg, '\n');
  if (tmp.data) sb_append(&d->msg, tmp.data, tmp.len);
  sb_free(&tmp);
}

/* legalizeUnresolvedMaterialization: a live cast becomes the type
 * converter's materialization, or an error. */
static bool legalize_cast(ConvRewriter *cr, Operation *cast, const MatInfo *info) {
  Context *ctx = cr->ctx;
  unsigned nin = cast->num_operands, nres = cast->num_results;
  Value **inputs = ctx_alloc(ctx, (nin + 1) * sizeof *inputs);
  const Type **types = ctx_alloc(ctx, (nres + 1) * sizeof *types);
  Value **made = ctx_zalloc(ctx, (nres + 1) * sizeof *made);
  bool ok = false;
  if (inputs && types && made && info && info->converter) {
    for (unsigned i = 0; i < nin; i++) inputs[i] = cast->operands[i].value;
    for (unsigned i = 0; i < nres; i++) types[i] = cast->results[i].type;
    Rewriter rw = {.ctx = ctx};
    rw_set_before(&rw, cast);
    if (info->kind == MAT_TARGET) {
      ok = tc_materialize_target(info->converter, &rw, nres, types, nin, inputs, cast->loc, info->original, made);
    } else if (nres == 1) {
      made[0] = tc_materialize_source(info->converter, &rw, types[0], nin, inputs, cast->loc);
      ok = made[0] != NULL;
    }
    if (ok) rw_replace_op(&rw, cast, made);
  }
  ctx_free(ctx, inputs);
  ctx_free(ctx, types);
  ctx_free(ctx, made);
  if (ok) return true;
  Diag *d = diag_new(ctx, DIAG_ERROR, cast->loc);
  if (!d) return false;
  diag_printf(d, "failed to legalize unresolved materialization from (");
  append_types(d, nin, NULL, cast->operands);
  diag_printf(d, ") to (");
  append_types(d, nres, cast->results, NULL);
  diag_printf(d, ") that remained live after conversion");
  Operation *user = NULL;
  for (uint32_t i = 0; !user && i < nres; i++)
    if (cast->results[i].uses) user = cast->results[i].uses->owner;
  Diag *note = user ? diag_note(ctx, d, user->loc) : NULL;
  if (note) {
    diag_printf(note, "see existing live user here: ");
    append_op(note, user);
  }
  diag_note_current_op(d, cast);
  diag_emit(ctx, d);
  return false;
}

/* OperationConverter::convert: legalizes one op, reporting what the mode
 * makes an error. */
static bool convert_one(Legalizer *lg, Operation *op, int mode) {
  const ConversionConfig *cfg = lg->config;
  Context *ctx = lg->cr->ctx;
  if (!legalize(lg, op)) {
    if (mode == CONVERSION_FULL)
      return op_fail_plain(op, "failed to legalize operation '%s'", op->name->name->str);
    if (mode == CONVERSION_PARTIAL) {
      if (ct_is_illegal(lg->target, op))
        return op_fail_plain(op, "failed to legalize operation '%s' that was explicitly marked illegal",
                             op->name->name->str);
      if (cfg->unlegalized_ops) pv_push(&ctx->alloc, cfg->unlegalized_ops, op);
    }
  } else if (mode == CONVERSION_ANALYSIS && cfg->legalizable_ops) {
    pv_push(&ctx->alloc, cfg->legalizable_ops, op);
  }
  return true;
}

static bool convert_ops(Operation *root, const ConversionTarget *target, const ConvPatternSet *patterns,
                        const ConversionConfig *cfg, int mode) {
  Context *ctx = op_context(root);
  PtrVec todo = {0}, casts = {0}, remaining = {0};
  collect(ctx, target, root, &todo);
  ConvRewriter cr;
  cr_init(&cr, ctx, cfg);
  Legalizer lg;
  legalizer_init(&lg, &cr, target, patterns, cfg);
  bool ok = true;
  for (size_t i = 0; ok && i < todo.len; i++) ok = convert_one(&lg, todo.data[i], mode);
  if (!ok && cfg->allow_pattern_rollback) cr_reset(&cr, (ConvState){0, 0, 0});
  if (ok || !cfg->allow_pattern_rollback) {
    cr_apply(&cr);
    cr_unresolved_casts(&cr, &casts);
  }
  if (ok) {
    reconcile_unrealized_casts(ctx, &casts, &remaining);
    const Ident *marker = ident_cstr(ctx, PURE_TYPE_CONVERSION_MARKER);
    for (size_t i = 0; i < remaining.len; i++) op_set_attr(remaining.data[i], marker, NULL);
    for (size_t i = 0; ok && cfg->build_materializations && i < remaining.len; i++)
      ok = legalize_cast(&cr, remaining.data[i], cr_mat_info(&cr, remaining.data[i]));
  }
  legalizer_free(&lg);
  cr_free(&cr);
  pv_free(&ctx->alloc, &todo);
  pv_free(&ctx->alloc, &casts);
  pv_free(&ctx->alloc, &remaining);
  return ok;
}

static int collect_any(Operation *op, void *user) {
  PtrVec *out = user;
  pv_push(&op_context(op)->alloc, out, op);
  return WALK_ADVANCE;
}

/* An analysis converts a clone and reports the originals of what
 * converted (a pre-order walk of both meets the same ops in order; ops
 * the conversion created have none). */
static bool analyze(Operation *op, const ConversionTarget *target, const ConvPatternSet *patterns,
                    const ConversionConfig *config) {
  Context *ctx = op_context(op);
  Operation *clone = op_clone(op);
  if (!clone) return false;
  PtrVec found = {0}, orig = {0}, copy = {0};
  PtrMap back = {0};
  op_walk(op, collect_any, NULL, &orig);
  op_walk(clone, collect_any, NULL, &copy);
  for (size_t i = 0; i < orig.len && i < copy.len; i++) pm_put(&ctx->alloc, &back, copy.data[i], (uintptr_t)orig.data[i]);
  ConversionConfig c = *config;
  c.legalizable_ops = &found;
  bool ok = convert_ops(clone, target, patterns, &c, CONVERSION_ANALYSIS);
  for (size_t i = 0; config->legalizable_ops && i < found.len; i++) {
    uintptr_t v;
    if (pm_get(&back, found.data[i], &v)) pv_push(&ctx->alloc, config->legalizable_ops, (void *)v);
  }
  op_destroy(clone);
  pm_free(&ctx->alloc, &back);
  pv_free(&ctx->alloc, &found);
  pv_free(&ctx->alloc, &orig);
  pv_free(&ctx->alloc, &copy);
  return ok;
}

bool apply_conversion(Operation *op, const ConversionTarget *target, const ConvPatternSet *patterns,
                      const ConversionConfig *config, int mode) {
  ConversionConfig dflt;
  if (!config) {
    conversion_config_default(&dflt);
    config = &dflt;
  }
  if (mode == CONVERSION_ANALYSIS) return analyze(op, target, patterns, config);
  return convert_ops(op, target, patterns, config, mode);
}

/* ---- function signatures ------------------------------------------------------------------------- */

/* convertFuncOpTypes: the entry block's arguments and the function type
 * converted, the type updated in place. */
static bool convert_function_signature(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  const TypeConverter *tc = conv_type_converter(rw);
  const Attr *ta = op_get_attr(op, "function_type", 13);
  if (!tc || !ta || ta->kind != AK_TYPE) return false;
  const Type *fn = WORD_PTR(const Type, ta->p[0]);
  if (fn->kind != TK_FUNCTION) return false;
  Context *ctx = rw->ctx;
  unsigned nin = fn_num_inputs(fn), nres = fn_num_results(fn);
  SignatureConversion sig;
  PtrVec results = {0};
  const Type **types = ctx_alloc(ctx, (nin + nres + 1) * sizeof *types);
  if (!types || !sig_init(&sig, ctx, nin)) {
    ctx_free(ctx, types);
    return false;
  }
  for (unsigned i = 0; i < nin; i++) types[i] = fn_input(fn, i);
  for (unsigned i = 0; i < nres; i++) types[nin + i] = fn_result(fn, i);
  bool ok = tc_convert_signature_args(tc, nin, types, &sig, 0) &&
            tc_convert_types(tc, nres, types + nin, &results) && op->num_regions &&
            conv_convert_region_types(rw, &op->regions[0], tc, &sig);
  if (ok) {
    const Type *nt = type_function(ctx, sig.types.len, (const Type *const *)sig.types.data, results.len,
                                   (const Type *const *)results.data);
    ok = nt != NULL;
    if (ok) {
      rw_start_modification(rw, op);
      op_set_attr(op, ident_cstr(ctx, "function_type"), attr_type(ctx, nt));
      rw_modified(rw, op);
    }
  }
  sig_free(&sig);
  pv_free(tc_alloc(tc), &results);
  ctx_free(ctx, types);
  return ok;
}

void conv_function_signature_pattern(ConvPattern *out, const char *op_name, const TypeConverter *tc) {
  *out = (ConvPattern){
      .root = op_name,
      .benefit = 1,
      .debug_name = "FunctionOpInterfaceSignatureConversion",
      .converter = tc,
      .rewrite = convert_function_signature,
  };
}
