/* conversion_rewriter.c: the rewriter conversion patterns work through
 * (upstream's ConversionPatternRewriter and its Impl). New and moved IR
 * is real at once; replaced values are recorded in a mapping and
 * replaced, and replaced ops erased, only when the conversion commits.
 * Every change is journaled so that a failed pattern is undone in reverse
 * order. Values whose types differ from what a user needs get
 * `builtin.unrealized_conversion_cast` ops, resolved when the conversion
 * ends. Depends on rewrite.h and ir/. */
#include "conversion_impl.h"

/* A mapping chain longer than this is a cycle a pattern created (upstream
 * asserts there is none): the lookup stops rather than spin. */
enum { MAX_MAPPING_CHAIN = 1 << 16 };

/* ---- small containers ------------------------------------------------------------------- */

void set_init(OrderedSet *s) { memset(s, 0, sizeof *s); }

bool set_insert(Allocator *a, OrderedSet *s, void *p) {
  if (pm_get(&s->index, p, NULL)) return false;
  if (!pv_push(a, &s->items, p)) return false;
  pm_put(a, &s->index, p, s->items.len);
  return true;
}

bool set_has(const OrderedSet *s, const void *p) { return pm_get(&s->index, p, NULL); }

void set_truncate(OrderedSet *s, size_t n) {
  while (s->items.len > n) pm_remove(&s->index, s->items.data[--s->items.len]);
}

void set_clear(OrderedSet *s) {
  pm_clear(&s->index);
  s->items.len = 0;
}

void set_free(Allocator *a, OrderedSet *s) {
  pm_free(a, &s->index);
  pv_free(a, &s->items);
}

static bool vv_push(Context *ctx, VVec *v, Value *x) {
  if (v->n == v->cap) {
    unsigned cap = v->cap ? 2 * v->cap : 4;
    Value **grown = mem_realloc(&ctx->alloc, v->v, cap * sizeof *grown);
    if (!grown) return false;
    v->v = grown;
    v->cap = cap;
  }
  v->v[v->n++] = x;
  return true;
}

void vv_free(Context *ctx, VVec *v) {
  ctx_free(ctx, v->v);
  memset(v, 0, sizeof *v);
}

static bool vv_assign(Context *ctx, VVec *v, unsigned n, Value *const *vals) {
  v->n = 0;
  for (unsigned i = 0; i < n; i++)
    if (!vv_push(ctx, v, vals[i])) return false;
  return true;
}

static bool vv_equal(const VVec *a, unsigned n, Value *const *vals) {
  if (a->n != n) return false;
  for (unsigned i = 0; i < n; i++)
    if (a->v[i] != vals[i]) return false;
  return true;
}

/* The values have exactly the types `types`. */
static bool vv_has_types(const VVec *v, unsigned n, const Type *const *types) {
  if (v->n != n) return false;
  for (unsigned i = 0; i < n; i++)
    if (v->v[i]->type != types[i]) return false;
  return true;
}

/* ---- the value mapping ---------------------------------------------------------------------- */

static const VVec *map_lookup(const ConvRewriter *cr, unsigned n, Value *const *key) {
  uintptr_t v;
  if (n == 1) return pm_get(&cr->single, key[0], &v) ? (const VVec *)v : NULL;
  for (size_t i = 0; i < cr->multi.len; i++) {
    const MultiEntry *e = cr->multi.data[i];
    if (vv_equal(&e->key, n, key)) return &e->val;
  }
  return NULL;
}

static void map_erase(ConvRewriter *cr, unsigned n, Value *const *key) {
  uintptr_t v;
  if (n == 1) {
    if (!pm_get(&cr->single, key[0], &v)) return;
    VVec *vv = (VVec *)v;
    vv_free(cr->ctx, vv);
    ctx_free(cr->ctx, vv);
    pm_remove(&cr->single, key[0]);
    return;
  }
  for (size_t i = 0; i < cr->multi.len; i++) {
    MultiEntry *e = cr->multi.data[i];
    if (!vv_equal(&e->key, n, key)) continue;
    vv_free(cr->ctx, &e->key);
    vv_free(cr->ctx, &e->val);
    ctx_free(cr->ctx, e);
    cr->multi.data[i] = cr->multi.data[--cr->multi.len];
    return;
  }
}

/* mapping[key] = vals (replacing an earlier entry). */
static void map_put(ConvRewriter *cr, unsigned n, Value *const *key, unsigned nv, Value *const *vals) {
  Context *ctx = cr->ctx;
  for (unsigned i = 0; i < nv; i++) pm_put(&ctx->alloc, &cr->mapped_to, vals[i], 1);
  map_erase(cr, n, key);
  if (n == 1) {
    VVec *vv = ctx_zalloc(ctx, sizeof *vv);
    if (!vv || !vv_assign(ctx, vv, nv, vals) || !pm_put(&ctx->alloc, &cr->single, key[0], (uintptr_t)vv)) {
      if (vv) vv_free(ctx, vv);
      ctx_free(ctx, vv);
    }
    return;
  }
  MultiEntry *e = ctx_zalloc(ctx, sizeof *e);
  if (!e || !vv_assign(ctx, &e->key, n, key) || !vv_assign(ctx, &e->val, nv, vals) ||
      !pv_push(&ctx->alloc, &cr->multi, e)) {
    if (e) {
      vv_free(ctx, &e->key);
      vv_free(ctx, &e->val);
    }
    ctx_free(ctx, e);
  }
}

/* Values defined by one op carrying the marker of a pure type conversion. */
static bool is_pure_type_conversion(const VVec *v) {
  if (!v->n) return false;
  Operation *op = value_defining_op(v->v[0]);
  for (unsigned i = 1; i < v->n; i++)
    if (value_defining_op(v->v[i]) != op) return false;
  return op && op_get_attr(op, PURE_TYPE_CONVERSION_MARKER, strlen(PURE_TYPE_CONVERSION_MARKER));
}

/* Upstream's composedLookup: each value replaced by what it maps to, or
 * else the whole list looked up (materializations); false when nothing
 * maps. */
static bool composed_lookup(const ConvRewriter *cr, const VVec *cur, VVec *next) {
  Context *ctx = cr->ctx;
  next->n = 0;
  bool changed = false;
  for (unsigned i = 0; i < cur->n; i++) {
    const VVec *r = map_lookup(cr, 1, &cur->v[i]);
    if (r && r->n) {
      changed = true;
      for (unsigned k = 0; k < r->n; k++) vv_push(ctx, next, r->v[k]);
    } else {
      vv_push(ctx, next, cur->v[i]);
    }
  }
  if (changed) return true;
  const VVec *r = cur->n > 1 ? map_lookup(cr, cur->n, cur->v) : NULL;
  if (!r || !r->n) return false;
  return vv_assign(ctx, next, r->n, r->v);
}

/* lookupOrDefault: the deepest mapped values with the `desired` types
 * (none found: empty when types were asked for), else the deepest values
 * (skipping pure type conversions when asked). */
static void lookup_or_default(const ConvRewriter *cr, Value *from, unsigned ndesired,
                              const Type *const *desired, bool skip_pure, VVec *out) {
  Context *ctx = cr->ctx;
  VVec cur = {0}, next = {0}, found = {0}, last_real = {0};
  bool have_found = false;
  vv_push(ctx, &cur, from);
  vv_push(ctx, &last_real, from);
  for (unsigned steps = 0; steps < MAX_MAPPING_CHAIN; steps++) {
    bool match = ndesired && vv_has_types(&cur, ndesired, desired);
    if (skip_pure) {
      bool pure = is_pure_type_conversion(&cur);
      match = match && !pure;
      if (!pure) vv_assign(ctx, &last_real, cur.n, cur.v);
    }
    if (match) {
      vv_assign(ctx, &found, cur.n, cur.v);
      have_found = true;
    }
    if (!composed_lookup(cr, &cur, &next)) break;
    VVec t = cur;
    cur = next;
    next = t;
  }
  const VVec *res = ndesired ? (have_found ? &found : NULL) : skip_pure ? &last_real : &cur;
  out->n = 0;
  if (res) vv_assign(ctx, out, res->n, res->v);
  vv_free(ctx, &cur);
  vv_free(ctx, &next);
  vv_free(ctx, &found);
  vv_free(ctx, &last_real);
}

/* lookupOrNull: as lookup_or_default, but empty when `from` maps to
 * nothing (or to nothing of the desired types). */
static void lookup_or_null(const ConvRewriter *cr, Value *from, unsigned ndesired, const Type *const *desired,
                           VVec *out) {
  lookup_or_default(cr, from, ndesired, desired, false, out);
  if ((out->n == 1 && out->v[0] == from) || (ndesired && !vv_has_types(out, ndesired, desired))) out->n = 0;
}

/* ---- insertion points ----------------------------------------------------------------------------- */

typedef struct InsertPoint {
  Block *block;
  Operation *before; /* NULL: the end */
} InsertPoint;

/* Right after the value's definition (the block start for an argument). */
static InsertPoint point_after_def(Value *v) {
  if (v->kind == VALUE_RESULT) {
    Operation *op = v->owner;
    return (InsertPoint){op->block, op->next};
  }
  Block *b = v->owner;
  return (InsertPoint){b, b->first};
}

/* Whether `a` dominates `b` within one region (b unreachable from the
 * entry once a is removed). */
static bool block_dominates(Context *ctx, Block *a, Block *b) {
  if (a == b || block_is_entry(a)) return true;
  if (block_is_entry(b)) return false;
  PtrMap seen = {0};
  PtrVec stack = {0};
  Block *entry = b->parent->first;
  bool reached = false;
  pm_put(&ctx->alloc, &seen, a, 1);
  pm_put(&ctx->alloc, &seen, entry, 1);
  pv_push(&ctx->alloc, &stack, entry);
  while (stack.len && !reached) {
    Block *x = stack.data[--stack.len];
    Operation *t = x->last;
    for (uint32_t i = 0; t && i < t->num_successors; i++) {
      Block *s = t->successors[i].block;
      if (!s || pm_get(&seen, s, NULL)) continue;
      if (s == b) reached = true;
      pm_put(&ctx->alloc, &seen, s, 1);
      pv_push(&ctx->alloc, &stack, s);
    }
  }
  pm_free(&ctx->alloc, &seen);
  pv_free(&ctx->alloc, &stack);
  return !reached;
}

/* Whether point `a` comes no later than point `b` in dominance order. */
static bool point_dominates(Context *ctx, InsertPoint a, InsertPoint b) {
  /* Lift b out of nested regions into a's region. */
  while (b.block && b.block->parent != a.block->parent) {
    Operation *parent = block_parent_op(b.block);
    if (!parent || !parent->block) return false;
    b = (InsertPoint){parent->block, parent};
  }
  if (!b.block) return false;
  if (a.block != b.block) return block_dominates(ctx, a.block, b.block);
  if (a.before == b.before || !b.before) return true;
  if (!a.before) return false;
  return op_is_before_in_block(a.before, b.before);
}

/* computeInsertPoint: where all of `v` are defined (the latest of their
 * definitions). */
static InsertPoint point_after_defs(Context *ctx, const VVec *v) {
  InsertPoint pt = point_after_def(v->v[0]);
  for (unsigned i = 1; i < v->n; i++) {
    InsertPoint next = point_after_def(v->v[i]);
    if (point_dominates(ctx, pt, next)) pt = next;
  }
  return pt;
}

/* ---- the journal ---------------------------------------------------------------------------- */

static Change *journal_push(ConvRewriter *cr, int kind) {
  if (!vec_grow(&cr->ctx->alloc, (void **)&cr->changes, &cr->cap_changes, cr->nchanges + 1, sizeof *cr->changes))
    return NULL;
  Change *c = &cr->changes[cr->nchanges++];
  memset(c, 0, sizeof *c);
  c->kind = (uint8_t)kind;
  return c;
}

static void change_free(ConvRewriter *cr, Change *c) {
  ctx_free(cr->ctx, c->vals);
  ctx_free(cr->ctx, c->succs);
  c->vals = NULL;
  c->succs = NULL;
}

/* ---- materializations ------------------------------------------------------------------------- */

/* buildUnresolvedMaterialization: an unrealized cast of `inputs` to
 * `types` at `ip`, recorded for the end of the conversion; `to_map` (when
 * given) then maps to its results. */
static Operation *build_cast(ConvRewriter *cr, int kind, InsertPoint ip, const Loc *loc, const VVec *to_map,
                             unsigned nin, Value *const *inputs, unsigned ntypes, const Type *const *types,
                             const Type *original, const TypeConverter *tc, bool pure) {
  Context *ctx = cr->ctx;
  Rewriter plain = {.ctx = ctx, .block = ip.block, .before = ip.before};
  NamedAttr marker = named(ctx, PURE_TYPE_CONVERSION_MARKER, ctx->a_unit);
  Operation *cast = rw_build(&plain, "builtin.unrealized_conversion_cast", loc, nin, inputs, ntypes, types,
                             pure ? 1 : 0, &marker);
  if (!cast) return NULL;
  MatInfo *info = ctx_alloc(ctx, sizeof *info);
  Change *c = journal_push(cr, CH_MATERIALIZATION);
  if (!info || !c) {
    ctx_free(ctx, info);
    op_erase(cast);
    return NULL;
  }
  *info = (MatInfo){tc, kind, original};
  pm_put(&ctx->alloc, &cr->unresolved, cast, (uintptr_t)info);
  c->op = cast;
  if (to_map && to_map->n) {
    c->vals = ctx_alloc(ctx, to_map->n * sizeof *c->vals);
    if (c->vals) {
      memcpy(c->vals, to_map->v, to_map->n * sizeof *c->vals);
      c->nvals = to_map->n;
      Value **res = ctx_alloc(ctx, (ntypes + 1) * sizeof *res);
      for (unsigned i = 0; res && i < ntypes; i++) res[i] = &cast->results[i];
      if (res) map_put(cr, to_map->n, to_map->v, ntypes, res);
      ctx_free(ctx, res);
    }
  }
  return cast;
}

const MatInfo *cr_mat_info(const ConvRewriter *cr, const Operation *cast) {
  uintptr_t v;
  return pm_get(&cr->unresolved, cast, &v) ? (const MatInfo *)v : NULL;
}

static void forget_cast(ConvRewriter *cr, Operation *op) {
  uintptr_t v;
  if (!pm_get(&cr->unresolved, op, &v)) return;
  ctx_free(cr->ctx, (void *)v);
  pm_remove(&cr->unresolved, op);
}

/* findOrBuildReplacementValue: what replaces `value` for its remaining
 * users: a mapped value of its type, else a source materialization of the
 * latest mapped values; NULL when nothing needs it. */
static Value *find_or_build_replacement(ConvRewriter *cr, Value *value, const TypeConverter *tc) {
  Context *ctx = cr->ctx;
  VVec repl = {0};
  Value *result = NULL;
  lookup_or_null(cr, value, 1, &value->type, &repl);
  if (repl.n) {
    result = repl.v[0];
    goto done;
  }
  bool dead = !pm_get(&cr->mapped_to, value, NULL);
  for (OpOperand *u = value->uses; dead && u; u = u->next)
    if (!set_has(&cr->replaced, u->owner)) dead = false;
  if (dead) goto done;
  lookup_or_null(cr, value, 0, NULL, &repl);
  if (!repl.n) goto done;
  Operation *cast = build_cast(cr, MAT_SOURCE, point_after_defs(ctx, &repl), value_loc(value), &repl, repl.n,
                               repl.v, 1, &value->type, NULL, tc, true);
  result = cast ? &cast->results[0] : NULL;
done:
  vv_free(ctx, &repl);
  return result;
}

/* ---- recording replacements ------------------------------------------------------------------ */

static int mark_replaced(Operation *op, void *user) {
  ConvRewriter *cr = user;
  set_insert(&cr->ctx->alloc, &cr->replaced, op);
  return WALK_ADVANCE;
}

/* Upstream's Impl::replaceOp: result i maps to repl[i]; a dropped result
 * gets a cast made from nothing, for users that remain. */
static void record_replace(ConvRewriter *cr, Operation *op, const VVec *repl) {
  for (uint32_t i = 0; i < op->num_results; i++) {
    Value *res = &op->results[i];
    if (!repl[i].n) {
      VVec key = {.v = &res, .n = 1};
      build_cast(cr, MAT_SOURCE, point_after_def(res), op->loc, &key, 0, NULL, 1, &res->type, NULL,
                 cr->current_tc, false);
      continue;
    }
    map_put(cr, 1, &res, repl[i].n, repl[i].v);
  }
  Change *c = journal_push(cr, CH_REPLACE_OP);
  if (c) {
    c->op = op;
    c->converter = cr->current_tc;
  }
  op_walk(op, mark_replaced, NULL, cr);
}

static void record_block_arg(ConvRewriter *cr, Value *arg, unsigned n, Value *const *to, const TypeConverter *tc) {
  Change *c = journal_push(cr, CH_REPLACE_BLOCK_ARG);
  if (c) {
    c->block = arg->owner;
    c->arg = arg;
    c->converter = tc;
  }
  map_put(cr, 1, &arg, n, to);
}

/* Unlinks the block now; it is destroyed when the conversion commits. */
static void record_erase_block(ConvRewriter *cr, Block *b) {
  Change *c = journal_push(cr, CH_ERASE_BLOCK);
  if (!c) return;
  c->block = b;
  c->region = b->parent;
  c->next_block = b->next;
  block_remove_from_region(b);
  for (Operation *o = b->first; o; o = o->next) op_walk(o, mark_replaced, NULL, cr);
}

/* Moves every op of `src` before `before` in `dst`, journaled as one
 * change (upstream's InlineBlockRewrite). */
static void splice_ops(ConvRewriter *cr, Block *src, Block *dst, Operation *before) {
  if (!src->first) return;
  Change *c = journal_push(cr, CH_MOVE_OP);
  if (!c) return;
  /* A run of moved ops: `op`..`next_op` came from `prev_block`'s start. */
  c->op = src->first;
  c->next_op = src->last;
  c->prev_block = src;
  c->block = dst;
  c->nvals = 1; /* marks a run */
  while (src->first) {
    Operation *o = src->first;
    op_remove_from_block(o);
    block_insert_op_before(dst, before, o);
  }
}

/* ---- rewriter hooks and listener ------------------------------------------------------------------- */

static ConvRewriter *as_conv(const Rewriter *rw);

static void adjust_insertion_point(Rewriter *rw, Operation *op) {
  if (rw->before == op) rw->before = op->next;
}

static void hook_replace_op(Rewriter *rw, Operation *op, Value *const *values) {
  ConvRewriter *cr = as_conv(rw);
  adjust_insertion_point(rw, op);
  VVec small[8] = {{0}}, *repl = op->num_results <= 8 ? small : ctx_zalloc(cr->ctx, op->num_results * sizeof *repl);
  if (!repl) return;
  for (uint32_t i = 0; i < op->num_results; i++) {
    repl[i] = values && values[i] ? (VVec){.v = (Value **)&values[i], .n = 1} : (VVec){0};
  }
  record_replace(cr, op, repl);
  if (repl != small) ctx_free(cr->ctx, repl);
}

static void hook_erase_op(Rewriter *rw, Operation *op) { hook_replace_op(rw, op, NULL); }

static void hook_erase_block(Rewriter *rw, Block *b) { record_erase_block(as_conv(rw), b); }

static void hook_inline_block(Rewriter *rw, Block *src, Block *dst, Operation *before, Value *const *args) {
  ConvRewriter *cr = as_conv(rw);
  for (uint32_t i = 0; i < src->nargs; i++)
    if (args && args[i]) record_block_arg(cr, src->args[i], 1, &args[i], cr->current_tc);
  splice_ops(cr, src, dst, before);
  if (rw->block == src) {
    rw->block = dst;
    if (!rw->before) rw->before = before;
  }
  record_erase_block(cr, src);
}

static void hook_start_modification(Rewriter *rw, Operation *op) {
  ConvRewriter *cr = as_conv(rw);
  Change *c = journal_push(cr, CH_MODIFY_OP);
  if (!c) return;
  c->op = op;
  c->loc = op->loc;
  c->attrs = op->attrs;
  c->props = op->props;
  if (op->num_operands && (c->vals = ctx_alloc(cr->ctx, op->num_operands * sizeof *c->vals))) {
    c->nvals = op->num_operands;
    for (uint32_t i = 0; i < op->num_operands; i++) c->vals[i] = op->operands[i].value;
  }
  if (op->num_successors && (c->succs = ctx_alloc(cr->ctx, op->num_successors * sizeof *c->succs))) {
    c->nsuccs = op->num_successors;
    for (uint32_t i = 0; i < op->num_successors; i++) c->succs[i] = op->successors[i].block;
  }
}

static void undo_modify(Change *c) {
  Operation *op = c->op;
  op->loc = c->loc;
  op->attrs = c->attrs;
  op->props = c->props;
  op_set_operands(op, c->nvals, c->vals);
  for (unsigned i = 0; i < c->nsuccs && i < op->num_successors; i++) op_set_successor(op, i, c->succs[i]);
}

static void hook_cancel_modification(Rewriter *rw, Operation *op) {
  ConvRewriter *cr = as_conv(rw);
  for (size_t i = cr->nchanges; i-- > 0;) {
    Change *c = &cr->changes[i];
    if (c->kind != CH_MODIFY_OP || c->op != op) continue;
    undo_modify(c);
    change_free(cr, c);
    memmove(c, c + 1, (cr->nchanges - i - 1) * sizeof *c);
    cr->nchanges--;
    return;
  }
}

static const RewriterHooks CONV_HOOKS = {
    .replace_op = hook_replace_op,
    .erase_op = hook_erase_op,
    .erase_block = hook_erase_block,
    .inline_block_before = hook_inline_block,
    .start_modification = hook_start_modification,
    .cancel_modification = hook_cancel_modification,
};

static ConvRewriter *as_conv(const Rewriter *rw) {
  return rw && rw->hooks == &CONV_HOOKS ? (ConvRewriter *)rw : NULL;
}

bool rw_is_conversion(const Rewriter *rw) { return as_conv(rw) != NULL; }

static void on_inserted(void *user, Operation *op) {
  ConvRewriter *cr = user;
  Change *c = journal_push(cr, CH_CREATE_OP);
  if (c) c->op = op;
  set_insert(&cr->ctx->alloc, &cr->new_ops, op);
}

static void on_moved(void *user, Operation *op, Block *prev_block, Operation *prev_before) {
  ConvRewriter *cr = user;
  Change *c = journal_push(cr, CH_MOVE_OP);
  if (!c) return;
  c->op = op;
  c->prev_block = prev_block;
  c->next_op = prev_before;
}

static void on_modified(void *user, Operation *op) {
  ConvRewriter *cr = user;
  set_insert(&cr->ctx->alloc, &cr->modified_ops, op);
}

static void on_block_inserted(void *user, Block *b, Region *prev_region, Block *prev_before) {
  ConvRewriter *cr = user;
  set_insert(&cr->ctx->alloc, &cr->inserted_blocks, b);
  Change *c = journal_push(cr, prev_region ? CH_MOVE_BLOCK : CH_CREATE_BLOCK);
  if (!c) return;
  c->block = b;
  c->region = prev_region;
  c->next_block = prev_before;
  if (!prev_region) pm_put(&cr->ctx->alloc, &cr->new_blocks, b, 1);
}

void cr_init(ConvRewriter *cr, Context *ctx, const ConversionConfig *config) {
  memset(cr, 0, sizeof *cr);
  cr->ctx = ctx;
  cr->config = config;
  cr->listener = (RewriteListener){
      .inserted = on_inserted,
      .modified = on_modified,
      .user = cr,
      .moved = on_moved,
      .block_inserted = on_block_inserted,
  };
  cr->rw = (Rewriter){.ctx = ctx, .listener = &cr->listener, .hooks = &CONV_HOOKS};
}

void cr_free(ConvRewriter *cr) {
  Context *ctx = cr->ctx;
  Allocator *a = &ctx->alloc;
  for (size_t i = 0; i < cr->nchanges; i++) change_free(cr, &cr->changes[i]);
  ctx_free(ctx, cr->changes);
  for (size_t i = 0; i < cr->single.cap; i++)
    if (cr->single.keys && cr->single.keys[i]) {
      VVec *v = (VVec *)cr->single.vals[i];
      vv_free(ctx, v);
      ctx_free(ctx, v);
    }
  pm_free(a, &cr->single);
  for (size_t i = 0; i < cr->multi.len; i++) {
    MultiEntry *e = cr->multi.data[i];
    vv_free(ctx, &e->key);
    vv_free(ctx, &e->val);
    ctx_free(ctx, e);
  }
  pv_free(a, &cr->multi);
  pm_free(a, &cr->mapped_to);
  set_free(a, &cr->ignored);
  set_free(a, &cr->replaced);
  set_free(a, &cr->new_ops);
  set_free(a, &cr->modified_ops);
  set_free(a, &cr->inserted_blocks);
  for (size_t i = 0; i < cr->unresolved.cap; i++)
    if (cr->unresolved.keys && cr->unresolved.keys[i]) ctx_free(ctx, (void *)cr->unresolved.vals[i]);
  pm_free(a, &cr->unresolved);
  pm_free(a, &cr->region_tc);
  pm_free(a, &cr->new_blocks);
}

void cr_clear_pattern_sets(ConvRewriter *cr) {
  set_clear(&cr->new_ops);
  set_clear(&cr->modified_ops);
  set_clear(&cr->inserted_blocks);
}

bool cr_is_ignored(const ConvRewriter *cr, const Operation *op) {
  return set_has(&cr->replaced, op) || set_has(&cr->ignored, op);
}

/* ---- rolling back ------------------------------------------------------------------------------ */

static void drop_result_uses(Operation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    while (op->results[i].uses) operand_set(op->results[i].uses, NULL);
}

static void undo(ConvRewriter *cr, Change *c) {
  switch (c->kind) {
  case CH_CREATE_BLOCK:
    /* Ops created or moved into it were undone before; what is left was
     * made without the rewriter and goes with the block. */
    pm_remove(&cr->new_blocks, c->block);
    block_destroy(c->block);
    break;
  case CH_ERASE_BLOCK:
  case CH_MOVE_BLOCK:
    block_remove_from_region(c->block);
    region_insert_block_before(c->region, c->next_block, c->block);
    break;
  case CH_BLOCK_TYPE_CONVERSION:
    while (c->new_block->uses) {
      BlockOperand *u = c->new_block->uses;
      op_set_successor(u->owner, (unsigned)(u - u->owner->successors), c->block);
    }
    break;
  case CH_REPLACE_BLOCK_ARG:
    map_erase(cr, 1, &c->arg);
    break;
  case CH_MOVE_OP:
    if (c->nvals) { /* a run back to the start of its block */
      Operation *first = c->op, *last = c->next_op;
      Operation *at = c->prev_block->first;
      for (Operation *o = first;;) {
        Operation *next = o->next;
        op_remove_from_block(o);
        block_insert_op_before(c->prev_block, at, o);
        if (o == last) break;
        o = next;
      }
    } else {
      op_remove_from_block(c->op);
      block_insert_op_before(c->prev_block, c->next_op, c->op);
    }
    break;
  case CH_MODIFY_OP:
    undo_modify(c);
    break;
  case CH_REPLACE_OP:
    for (uint32_t i = 0; i < c->op->num_results; i++) {
      Value *r = &c->op->results[i];
      map_erase(cr, 1, &r);
    }
    break;
  case CH_CREATE_OP:
    /* Blocks a change created stay for that change's undo. */
    for (uint32_t r = 0; r < c->op->num_regions; r++)
      for (Block *b = c->op->regions[r].first; b;) {
        Block *next = b->next;
        if (pm_get(&cr->new_blocks, b, NULL)) block_remove_from_region(b);
        b = next;
      }
    drop_result_uses(c->op);
    op_erase(c->op);
    break;
  case CH_MATERIALIZATION:
    if (c->nvals) map_erase(cr, c->nvals, c->vals);
    forget_cast(cr, c->op);
    drop_result_uses(c->op);
    op_erase(c->op);
    break;
  }
  change_free(cr, c);
}

ConvState cr_state(const ConvRewriter *cr) {
  return (ConvState){cr->nchanges, cr->ignored.items.len, cr->replaced.items.len};
}

void cr_reset(ConvRewriter *cr, ConvState s) {
  while (cr->nchanges > s.nchanges) undo(cr, &cr->changes[--cr->nchanges]);
  set_truncate(&cr->ignored, s.nignored);
  set_truncate(&cr->replaced, s.nreplaced);
}

/* ---- committing ---------------------------------------------------------------------------------- */

/* Upstream's ReplaceBlockArgRewrite::commit: users before the replacing
 * op in its block keep the argument (they feed that op). */
static void commit_block_arg(ConvRewriter *cr, Change *c) {
  Value *arg = c->arg;
  Value *repl = find_or_build_replacement(cr, arg, c->converter);
  if (!repl) return;
  if (repl->kind != VALUE_RESULT) {
    value_replace_all_uses(arg, repl);
    return;
  }
  Operation *rop = repl->owner;
  OpOperand *u = arg->uses;
  while (u) {
    OpOperand *next = u->next;
    Operation *user = u->owner;
    if (user->block != rop->block || op_is_before_in_block(rop, user)) operand_set(u, repl);
    u = next;
  }
}

static void commit_replace_op(ConvRewriter *cr, Change *c) {
  Operation *op = c->op;
  for (uint32_t i = 0; i < op->num_results; i++) {
    Value *r = &op->results[i];
    Value *repl = find_or_build_replacement(cr, r, c->converter);
    if (repl) value_replace_all_uses(r, repl);
  }
  PtrVec *unlegalized = cr->config ? cr->config->unlegalized_ops : NULL;
  for (size_t i = 0; unlegalized && i < unlegalized->len; i++)
    if (unlegalized->data[i] == op) {
      memmove(&unlegalized->data[i], &unlegalized->data[i + 1], (unlegalized->len - i - 1) * sizeof(void *));
      unlegalized->len--;
      break;
    }
  op_remove_from_block(op);
}

typedef struct Eraser {
  ConvRewriter *cr;
  PtrMap erased;
} Eraser;

static int mark_erased(Operation *op, void *user) {
  Eraser *e = user;
  pm_put(&e->cr->ctx->alloc, &e->erased, op, 1);
  forget_cast(e->cr, op);
  return WALK_ADVANCE;
}

/* Erases `op` unless it already was (SingleEraseRewriter). */
static void erase_once(Eraser *e, Operation *op) {
  if (pm_get(&e->erased, op, NULL)) return;
  op_walk(op, mark_erased, NULL, e);
  drop_result_uses(op);
  if (op->block) op_remove_from_block(op);
  op_destroy(op);
}

void cr_apply(ConvRewriter *cr) {
  /* Commits may add materializations to the journal. */
  for (size_t i = 0; i < cr->nchanges; i++) {
    Change *c = &cr->changes[i];
    if (c->kind == CH_REPLACE_BLOCK_ARG) commit_block_arg(cr, c);
    else if (c->kind == CH_REPLACE_OP) commit_replace_op(cr, c);
  }
  Eraser e = {.cr = cr};
  for (size_t i = 0; i < cr->nchanges; i++) {
    Change *c = &cr->changes[i];
    if (c->kind == CH_ERASE_BLOCK) {
      Block *b = c->block;
      for (Operation *o = b->last; o;) {
        Operation *prev = o->prev;
        erase_once(&e, o);
        o = prev;
      }
      block_destroy(b);
    } else if (c->kind == CH_REPLACE_OP) {
      erase_once(&e, c->op);
    }
  }
  pm_free(&cr->ctx->alloc, &e.erased);
}

void cr_unresolved_casts(ConvRewriter *cr, PtrVec *out) {
  for (size_t i = 0; i < cr->nchanges; i++) {
    Change *c = &cr->changes[i];
    if (c->kind == CH_MATERIALIZATION && pm_get(&cr->unresolved, c->op, NULL))
      pv_push(&cr->ctx->alloc, out, c->op);
  }
}

/* ---- remapping operands --------------------------------------------------------------------------- */

bool cr_remap(ConvRewriter *cr, const char *tag, const Loc *loc, unsigned n, Value *const *values, VVec *flat,
              unsigned *start, unsigned *count) {
  (void)tag;
  (void)loc;
  Context *ctx = cr->ctx;
  VVec repl = {0};
  PtrVec legal = {0};
  bool ok = true;
  flat->n = 0;
  for (unsigned i = 0; ok && i < n; i++) {
    Value *v = values[i];
    start[i] = flat->n;
    if (!cr->current_tc) {
      lookup_or_default(cr, v, 0, NULL, true, &repl);
    } else {
      legal.len = 0;
      if (!tc_convert_type(cr->current_tc, v->type, &legal)) {
        ok = false; /* "unable to convert type for <tag> #i" */
        break;
      }
      repl.n = 0;
      if (legal.len) {
        lookup_or_default(cr, v, (unsigned)legal.len, (const Type *const *)legal.data, false, &repl);
        if (!repl.n || !vv_has_types(&repl, (unsigned)legal.len, (const Type *const *)legal.data)) {
          lookup_or_default(cr, v, 0, NULL, true, &repl);
          Operation *cast = build_cast(cr, MAT_TARGET, point_after_defs(ctx, &repl), loc ? loc : value_loc(v), &repl,
                                       repl.n, repl.v, (unsigned)legal.len, (const Type *const *)legal.data, v->type,
                                       cr->current_tc, true);
          repl.n = 0;
          for (uint32_t k = 0; cast && k < cast->num_results; k++) vv_push(ctx, &repl, &cast->results[k]);
          if (!cast) ok = false;
        }
      }
    }
    for (unsigned k = 0; k < repl.n; k++) vv_push(ctx, flat, repl.v[k]);
    count[i] = flat->n - start[i];
  }
  vv_free(ctx, &repl);
  if (cr->current_tc) pv_free(tc_alloc(cr->current_tc), &legal);
  return ok;
}

/* ---- signature conversion -------------------------------------------------------------------------- */

Block *cr_apply_signature(ConvRewriter *cr, Block *b, const TypeConverter *tc, SignatureConversion *sig) {
  Context *ctx = cr->ctx;
  size_t nnew = sig->types.len;
  bool same = nnew == b->nargs;
  for (uint32_t i = 0; same && i < b->nargs; i++) same = b->args[i]->type == sig->types.data[i];
  if (same) return b;
  const Loc **locs = ctx_alloc(ctx, (nnew + 1) * sizeof *locs);
  if (!locs) return NULL;
  for (size_t i = 0; i < nnew; i++) locs[i] = ctx->l_unknown;
  for (uint32_t i = 0; i < b->nargs && i < sig->norig; i++) {
    const SignatureInput *in = &sig->inputs[i];
    if (!in->remapped || in->nrepl) continue;
    for (unsigned j = 0; j < in->size && in->input_no + j < nnew; j++) locs[in->input_no + j] = b->args[i]->loc;
  }
  Block *saved_block = cr->rw.block;
  Operation *saved_before = cr->rw.before;
  Block *nb = rw_create_block(&cr->rw, b->parent, b->next, (unsigned)nnew, (const Type *const *)sig->types.data, locs);
  cr->rw.block = saved_block;
  cr->rw.before = saved_before;
  ctx_free(ctx, locs);
  if (!nb) return NULL;
  splice_ops(cr, b, nb, NULL);
  while (b->uses) {
    BlockOperand *u = b->uses;
    op_set_successor(u->owner, (unsigned)(u - u->owner->successors), nb);
  }
  for (uint32_t i = 0; i < b->nargs; i++) {
    Value *arg = b->args[i];
    const SignatureInput *in = i < sig->norig ? &sig->inputs[i] : NULL;
    if (!in || !in->remapped) {
      /* Dropped without a replacement: a value made from nothing. */
      Operation *cast = build_cast(cr, MAT_SOURCE, (InsertPoint){nb, nb->first}, arg->loc, NULL, 0, NULL, 1,
                                   &arg->type, NULL, tc, false);
      Value *mat = cast ? &cast->results[0] : NULL;
      if (mat) record_block_arg(cr, arg, 1, &mat, tc);
      continue;
    }
    if (in->nrepl || !in->size) {
      record_block_arg(cr, arg, in->nrepl, in->repl, tc);
      continue;
    }
    record_block_arg(cr, arg, in->size, nb->args + in->input_no, tc);
  }
  Change *c = journal_push(cr, CH_BLOCK_TYPE_CONVERSION);
  if (c) {
    c->block = b;
    c->new_block = nb;
  }
  record_erase_block(cr, b);
  return nb;
}

const TypeConverter *cr_region_converter(const ConvRewriter *cr, const Region *r) {
  uintptr_t v;
  return pm_get(&cr->region_tc, r, &v) ? (const TypeConverter *)v : NULL;
}

/* ---- what conversion patterns call ------------------------------------------------------------------ */

const ConvPattern *conv_pattern(const Rewriter *rw) {
  ConvRewriter *cr = as_conv(rw);
  return cr ? cr->current_pattern : NULL;
}

const TypeConverter *conv_type_converter(const Rewriter *rw) {
  ConvRewriter *cr = as_conv(rw);
  return cr ? cr->current_tc : NULL;
}

bool conv_match_failure(Rewriter *rw, const char *why) {
  (void)rw;
  (void)why;
  return false;
}

void conv_replace_op_multiple(Rewriter *rw, Operation *op, Value *const *values, const unsigned *start,
                              const unsigned *count) {
  ConvRewriter *cr = as_conv(rw);
  if (!cr) {
    Value **one = ctx_alloc(rw->ctx, (op->num_results + 1) * sizeof *one);
    for (uint32_t i = 0; one && i < op->num_results; i++) one[i] = count[i] ? values[start[i]] : NULL;
    if (one) rw_replace_op(rw, op, one);
    ctx_free(rw->ctx, one);
    return;
  }
  adjust_insertion_point(rw, op);
  VVec *repl = ctx_zalloc(cr->ctx, (op->num_results + 1) * sizeof *repl);
  if (!repl) return;
  for (uint32_t i = 0; i < op->num_results; i++) repl[i] = (VVec){.v = (Value **)values + start[i], .n = count[i]};
  record_replace(cr, op, repl);
  ctx_free(cr->ctx, repl);
}

void conv_replace_block_arg(Rewriter *rw, Value *arg, unsigned n, Value *const *values) {
  ConvRewriter *cr = as_conv(rw);
  if (cr) record_block_arg(cr, arg, n, values, cr->current_tc);
  else if (n == 1) rw_replace_all_uses(rw, arg, values[0]);
}

Value *conv_remapped_value(Rewriter *rw, Value *v) {
  ConvRewriter *cr = as_conv(rw);
  if (!cr) return v;
  VVec flat = {0};
  unsigned start = 0, count = 0;
  Value *r = NULL;
  if (cr_remap(cr, "value", NULL, 1, &v, &flat, &start, &count) && count == 1) r = flat.v[0];
  vv_free(cr->ctx, &flat);
  return r;
}

Block *conv_apply_signature_conversion(Rewriter *rw, Block *b, SignatureConversion *sig, const TypeConverter *tc) {
  ConvRewriter *cr = as_conv(rw);
  return cr ? cr_apply_signature(cr, b, tc, sig) : NULL;
}

bool conv_convert_region_types(Rewriter *rw, Region *r, const TypeConverter *tc, SignatureConversion *entry) {
  ConvRewriter *cr = as_conv(rw);
  if (!cr) return false;
  pm_put(&cr->ctx->alloc, &cr->region_tc, r, (uintptr_t)tc);
  if (!r->first) return true;
  for (Block *b = r->first->next; b;) {
    Block *next = b->next;
    SignatureConversion sig;
    if (!tc_convert_block_signature(tc, cr->ctx, b, &sig)) return false;
    Block *nb = cr_apply_signature(cr, b, tc, &sig);
    sig_free(&sig);
    if (!nb) return false;
    b = next;
  }
  if (entry) return cr_apply_signature(cr, r->first, tc, entry) != NULL;
  SignatureConversion sig;
  if (!tc_convert_block_signature(tc, cr->ctx, r->first, &sig)) return false;
  Block *nb = cr_apply_signature(cr, r->first, tc, &sig);
  sig_free(&sig);
  return nb != NULL;
}
