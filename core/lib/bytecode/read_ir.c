/* read_ir.c: the IR section: operations, regions, blocks and values.
 * Regions are read with an explicit stack (input nesting must not recurse);
 * isolated regions of version >= 2 sit in nested sections. Values are
 * numbered per isolated scope, each region holding a contiguous range;
 * uses before definitions get placeholders that the definition replaces.
 * Use lists are put back in the order the writer recorded. */
#include "bytecode.h"

#include <stdlib.h>

enum { NO_BLOCK = (size_t)-1, ROOT_CURSOR = (size_t)-1 };

/* The values one region defines, within its scope. Storage grows only as
 * values are defined; ids past `next` are forward references. */
typedef struct Range {
  uint64_t base, count, next;
  Value **defined;
  size_t cap;
  size_t pending; /* placeholders made for ids of this range */
} Range;

/* An isolated-from-above value numbering. */
typedef struct Scope {
  Range *ranges;
  size_t n, cap;
  uint64_t size; /* ids in use: the top range's base + count */
  PtrMap fwd;    /* id + 1 -> placeholder Value */
} Scope;

typedef struct RegionState {
  Operation *op;     /* NULL for the top-level block */
  unsigned cur, end; /* the op's regions */
  size_t reader;     /* state whose `own` cursor is read, or ROOT_CURSOR */
  Cursor own;        /* an isolated region's section */
  bool isolated;
  uint64_t num_values;
  Block **blocks;
  size_t nblocks;
  size_t block; /* current block, NO_BLOCK before the region starts */
  uint64_t ops_left;
} RegionState;

typedef struct UseOrder {
  bool pairs; /* (src, dst) pairs rather than a full permutation */
  size_t n;
  uint64_t idx[];
} UseOrder;

typedef struct IrReader {
  BcReader *r;
  Context *ctx;
  Cursor root;
  RegionState *states;
  size_t nstates, cap_states;
  Scope *scopes;
  size_t nscopes, cap_scopes;
  PtrVec dangling; /* placeholders never defined */
  PtrMap orders;   /* Value* -> UseOrder* */
  PtrVec order_list;
} IrReader;

static Cursor *state_cursor(IrReader *ir, size_t reader) {
  return reader == ROOT_CURSOR ? &ir->root : &ir->states[reader].own;
}

/* ---- value scopes ------------------------------------------------------------------ */

static bool push_scope(IrReader *ir) {
  if (!vec_grow(&ir->ctx->alloc, (void **)&ir->scopes, &ir->cap_scopes, ir->nscopes + 1,
                sizeof *ir->scopes))
    return false;
  memset(&ir->scopes[ir->nscopes++], 0, sizeof *ir->scopes);
  return true;
}

static void free_placeholder(IrReader *ir, Value *v) { ctx_free(ir->ctx, v); }

static void pop_scope(IrReader *ir) {
  Scope *s = &ir->scopes[--ir->nscopes];
  for (size_t i = 0; i < s->n; i++) ctx_free(ir->ctx, s->ranges[i].defined);
  ctx_free(ir->ctx, s->ranges);
  for (size_t i = 0; i < s->fwd.cap; i++)
    if (s->fwd.keys[i]) pv_push(&ir->ctx->alloc, &ir->dangling, (void *)s->fwd.vals[i]);
  pm_free(&ir->ctx->alloc, &s->fwd);
}

static bool push_range(IrReader *ir, uint64_t count) {
  Scope *s = &ir->scopes[ir->nscopes - 1];
  if (count > UINT32_MAX - s->size) {
    bc_error(&ir->r->src, "too many values in a region: %llu", (unsigned long long)count);
    return false;
  }
  if (!vec_grow(&ir->ctx->alloc, (void **)&s->ranges, &s->cap, s->n + 1, sizeof *s->ranges))
    return false;
  s->ranges[s->n++] = (Range){.base = s->size, .count = count};
  s->size += count;
  return true;
}

/* Placeholders of ids the region never defined stay referenced by ops; they
 * are freed once the IR is gone. */
static void pop_range(IrReader *ir) {
  Scope *s = &ir->scopes[ir->nscopes - 1];
  Range *rg = &s->ranges[--s->n];
  s->size = rg->base;
  if (rg->pending) {
    size_t start = ir->dangling.len;
    for (size_t i = 0; i < s->fwd.cap; i++) {
      const void *k = s->fwd.keys[i];
      if (k && (uint64_t)(uintptr_t)k - 1 >= rg->base &&
          !pv_push(&ir->ctx->alloc, &ir->dangling, (void *)s->fwd.vals[i]))
        break;
    }
    for (size_t i = start; i < ir->dangling.len; i++) {
      const Value *v = ir->dangling.data[i];
      pm_remove(&s->fwd, (const void *)(uintptr_t)((uint64_t)v->index + 1));
    }
  }
  ctx_free(ir->ctx, rg->defined);
}

static Range *find_range(Scope *s, uint64_t id) {
  size_t lo = 0, hi = s->n;
  while (hi - lo > 1) {
    size_t mid = (lo + hi) / 2;
    if (s->ranges[mid].base <= id) lo = mid;
    else hi = mid;
  }
  return &s->ranges[lo];
}

static Value *read_operand(IrReader *ir, Cursor *c) {
  uint64_t id;
  if (!cur_varint(c, &id)) return NULL;
  Scope *s = &ir->scopes[ir->nscopes - 1];
  if (id >= s->size) {
    bc_error(&ir->r->src, "invalid value index: %llu", (unsigned long long)id);
    return NULL;
  }
  Range *rg = find_range(s, id);
  if (id - rg->base < rg->next) return rg->defined[id - rg->base];
  uintptr_t found;
  const void *key = (const void *)(uintptr_t)(id + 1);
  if (pm_get(&s->fwd, key, &found)) return (Value *)found;
  /* Upstream's forward references have type none until replaced. */
  Value *v = ctx_zalloc(ir->ctx, sizeof *v);
  if (!v) return NULL;
  v->kind = VALUE_PLACEHOLDER;
  v->type = ir->ctx->t_none;
  v->index = (uint32_t)id;
  v->loc = ir->ctx->l_unknown;
  if (!pm_put(&ir->ctx->alloc, &s->fwd, key, (uintptr_t)v)) {
    ctx_free(ir->ctx, v);
    return NULL;
  }
  rg->pending++;
  return v;
}

/* Gives the next `n` ids of the current region to `vals`. */
static bool define_values(IrReader *ir, Value *const *vals, size_t n) {
  Scope *s = &ir->scopes[ir->nscopes - 1];
  Range *rg = &s->ranges[s->n - 1];
  if (n > rg->count - rg->next) {
    bc_error(&ir->r->src,
             "value index range was outside of the expected range for the parent region, got "
             "[%llu, %llu), but the maximum index was %llu",
             (unsigned long long)(rg->base + rg->next), (unsigned long long)(rg->base + rg->next + n),
             (unsigned long long)(s->size - 1));
    return false;
  }
  if (!vec_grow(&ir->ctx->alloc, (void **)&rg->defined, &rg->cap, (size_t)rg->next + n,
                sizeof *rg->defined))
    return false;
  for (size_t i = 0; i < n; i++) {
    uint64_t id = rg->base + rg->next;
    rg->defined[rg->next++] = vals[i];
    uintptr_t found;
    const void *key = (const void *)(uintptr_t)(id + 1);
    if (rg->pending && pm_get(&s->fwd, key, &found)) {
      Value *ph = (Value *)found;
      value_replace_all_uses(ph, vals[i]);
      pm_remove(&s->fwd, key);
      free_placeholder(ir, ph);
      rg->pending--;
    }
  }
  return true;
}

/* ---- use-list orders ----------------------------------------------------------------- */

/* A range's orders: [count if the range has several values], then per value
 * [its index if several], (count << 1 | pairs), indices. `slots` (one per
 * value) receives them; the first entry for a value wins, as upstream's map
 * insertion. */
static bool read_use_orders(IrReader *ir, Cursor *c, size_t nvals, UseOrder **slots,
                            bool require_entry) {
  uint64_t nentries = 1;
  if (nvals > 1 && !cur_count(c, &nentries, "use-list")) return false;
  if (require_entry && !nentries) return false;
  for (uint64_t e = 0; e < nentries; e++) {
    uint64_t which = 0, n;
    bool pairs;
    if ((nvals > 1 && !cur_varint(c, &which)) || !cur_varint_flag(c, &n, &pairs)) return false;
    if (n > cur_left(c)) {
      bc_error(&ir->r->src, "invalid use-list order size %llu", (unsigned long long)n);
      return false;
    }
    UseOrder *o = ctx_alloc(ir->ctx, sizeof *o + (size_t)n * sizeof o->idx[0]);
    if (!o || !pv_push(&ir->ctx->alloc, &ir->order_list, o)) {
      ctx_free(ir->ctx, o);
      return false;
    }
    o->pairs = pairs;
    o->n = (size_t)n;
    for (size_t i = 0; i < o->n; i++)
      if (!cur_varint(c, &o->idx[i])) return false;
    if (which < nvals && !slots[which]) slots[which] = o;
  }
  return true;
}

static bool attach_use_orders(IrReader *ir, Value *const *vals, UseOrder *const *slots, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (slots[i] && !pm_put(&ir->ctx->alloc, &ir->orders, vals[i], (uintptr_t)slots[i]))
      return false;
  return true;
}

typedef struct UseKey {
  uint32_t pos; /* position in the current use list */
  uint64_t id;  /* owner's pre-order id << 32 | operand number */
} UseKey;

static int by_id_desc(const void *x, const void *y) {
  const UseKey *a = x, *b = y;
  return a->id < b->id ? 1 : a->id > b->id ? -1 : 0;
}

/* Upstream's shuffleUseList: the use at position i moves to indices[i]. */
static void shuffle_uses(Value *v, OpOperand **uses, const uint32_t *indices, size_t n,
                         OpOperand **tmp) {
  for (size_t i = 0; i < n; i++) tmp[indices[i]] = uses[i];
  for (size_t i = n; i-- > 0;) operand_set(tmp[i], v);
}

/* A custom order is a permutation of the use positions. */
static bool valid_permutation(const uint32_t *p, size_t n, uint8_t *seen) {
  memset(seen, 0, n);
  for (size_t i = 0; i < n; i++) {
    if (p[i] >= n || seen[p[i]]) return false;
    seen[p[i]] = 1;
  }
  return true;
}

typedef struct SortBufs {
  UseKey *keys;
  OpOperand **uses, **tmp;
  uint32_t *shuffle, *final;
  uint8_t *seen;
  size_t cap;
} SortBufs;

static bool sort_bufs_reserve(Context *ctx, SortBufs *b, size_t n) {
  if (n <= b->cap) return true;
  size_t cap = n * 2;
  ctx_free(ctx, b->keys);
  ctx_free(ctx, b->uses);
  ctx_free(ctx, b->tmp);
  ctx_free(ctx, b->shuffle);
  ctx_free(ctx, b->final);
  ctx_free(ctx, b->seen);
  b->keys = ctx_alloc(ctx, cap * sizeof *b->keys);
  b->uses = ctx_alloc(ctx, cap * sizeof *b->uses);
  b->tmp = ctx_alloc(ctx, cap * sizeof *b->tmp);
  b->shuffle = ctx_alloc(ctx, cap * sizeof *b->shuffle);
  b->final = ctx_alloc(ctx, cap * sizeof *b->final);
  b->seen = ctx_alloc(ctx, cap);
  bool ok = b->keys && b->uses && b->tmp && b->shuffle && b->final && b->seen;
  b->cap = ok ? cap : 0;
  return ok;
}

/* Puts a value's uses in the writer's order: without a recorded order,
 * descending use id (what building the IR op by op gives); with one, the
 * recorded permutation of that order. */
static bool sort_use_list(IrReader *ir, const PtrMap *opids, Value *v, SortBufs *b) {
  size_t n = 0;
  for (OpOperand *u = v->uses; u; u = u->next) n++;
  if (n < 2) return true;
  uintptr_t found;
  const UseOrder *order = pm_get(&ir->orders, v, &found) ? (const UseOrder *)found : NULL;
  if (!sort_bufs_reserve(ir->ctx, b, n)) return false;
  bool sorted = true;
  size_t i = 0;
  for (OpOperand *u = v->uses; u; u = u->next, i++) {
    uintptr_t opid = 0;
    pm_get(opids, u->owner, &opid);
    b->uses[i] = u;
    b->keys[i] = (UseKey){(uint32_t)i, (uint64_t)opid << 32 | (uint64_t)(u - u->owner->operands)};
    if (i && b->keys[i - 1].id <= b->keys[i].id) sorted = false;
  }
  if (sorted && !order) return true;
  if (!sorted) qsort(b->keys, n, sizeof *b->keys, by_id_desc);
  if (!order) {
    for (i = 0; i < n; i++) b->shuffle[i] = b->keys[i].pos;
    shuffle_uses(v, b->uses, b->shuffle, n, b->tmp);
    return true;
  }
  if (order->pairs) {
    if (order->n & 1) return false;
    for (i = 0; i < n; i++) b->shuffle[i] = (uint32_t)i;
    for (i = 0; i < order->n; i += 2) {
      if (order->idx[i] >= n || order->idx[i + 1] >= n) return false;
      b->shuffle[order->idx[i]] = (uint32_t)order->idx[i + 1];
    }
  } else {
    if (order->n != n) return false;
    for (i = 0; i < n; i++) {
      if (order->idx[i] >= n) return false;
      b->shuffle[i] = (uint32_t)order->idx[i];
    }
  }
  if (!valid_permutation(b->shuffle, n, b->seen)) return false;
  /* Compose with the current layout: the k-th use in descending id order
   * sits at keys[k].pos in memory now. */
  if (order->pairs) {
    for (i = 0; i < n; i++) b->final[b->keys[b->shuffle[i]].pos] = (uint32_t)i;
  } else {
    for (i = 0; i < n; i++) b->final[b->keys[i].pos] = b->shuffle[i];
  }
  shuffle_uses(v, b->uses, b->final, n, b->tmp);
  return true;
}

typedef struct UseWalk {
  IrReader *ir;
  PtrMap ids;
  uint32_t next;
  bool ok;
  SortBufs bufs;
} UseWalk;

static int number_op(Operation *op, void *user) {
  UseWalk *w = user;
  if (!pm_put(&w->ir->ctx->alloc, &w->ids, op, ++w->next)) {
    w->ok = false;
    return WALK_INTERRUPT;
  }
  return WALK_ADVANCE;
}

static int sort_op(Operation *op, void *user) {
  UseWalk *w = user;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t a = 0; a < b->nargs; a++)
        if (!sort_use_list(w->ir, &w->ids, b->args[a], &w->bufs)) w->ok = false;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!sort_use_list(w->ir, &w->ids, &op->results[i], &w->bufs)) w->ok = false;
  return w->ok ? WALK_ADVANCE : WALK_INTERRUPT;
}

static bool process_use_lists(IrReader *ir, Block *top) {
  UseWalk w = {.ir = ir, .ok = true};
  for (Operation *op = top->first; op && w.ok; op = op->next) op_walk(op, number_op, NULL, &w);
  for (Operation *op = top->first; op && w.ok; op = op->next) op_walk(op, sort_op, NULL, &w);
  pm_free(&ir->ctx->alloc, &w.ids);
  SortBufs *b = &w.bufs;
  ctx_free(ir->ctx, b->keys);
  ctx_free(ir->ctx, b->uses);
  ctx_free(ir->ctx, b->tmp);
  ctx_free(ir->ctx, b->shuffle);
  ctx_free(ir->ctx, b->final);
  ctx_free(ir->ctx, b->seen);
  if (!w.ok && !ir->ctx->alloc.oom)
    bc_error(&ir->r->src, "parsed use-list orders were invalid and could not be applied");
  return w.ok;
}

/* ---- operations ---------------------------------------------------------------------- */

static const OpName *read_op_name(IrReader *ir, Cursor *c, const BcOpName **out) {
  BcReader *r = ir->r;
  uint64_t i;
  if (!cur_varint(c, &i)) return NULL;
  if (i >= r->nopnames) {
    bc_error(&r->src, "invalid operation name index: %llu", (unsigned long long)i);
    return NULL;
  }
  BcOpName *on = &r->opnames[i];
  *out = on;
  if (on->resolved) return on->resolved;
  BcDialect *d = &r->dialects[on->dialect];
  /* An empty name is a dialect-less op name of old writers. */
  if (on->name.n && !bc_load_dialect(r, d)) return NULL;
  StrBuf full;
  sb_init(&full, &ir->ctx->alloc);
  sb_append(&full, d->name.s, d->name.n);
  if (on->name.n) {
    sb_putc(&full, '.');
    sb_append(&full, on->name.s, on->name.n);
  }
  on->resolved = full.data ? opname_get(ir->ctx, full.data, full.len) : NULL;
  sb_free(&full);
  return on->resolved;
}

static bool expect_kind(IrReader *ir, const Storage *s, bool ok, const char *what) {
  if (ok) return true;
  StrBuf sb;
  sb_init(&sb, &ir->ctx->alloc);
  bc_describe(s, &sb);
  bc_error(&ir->r->src, "expected attribute of type: %s, but got: %s", what, sb.data ? sb.data : "");
  sb_free(&sb);
  return false;
}

static bool read_loc(IrReader *ir, Cursor *c, const Loc **out) {
  return bc_parse_ref(ir->r, c, ENTRY_ATTR, out) &&
         expect_kind(ir, *out, is_loc(*out), "mlir::LocationAttr");
}

/* The attributes, properties, results, operands and successors present in
 * `mask`, into the state. */
static bool read_op_parts(IrReader *ir, RegionState *st, Cursor *c, unsigned mask,
                          const BcOpName *on, OperationState *s) {
  BcReader *r = ir->r;
  uint64_t n;
  if (mask & OPM_ATTRS) {
    const Attr *dict;
    if (!bc_parse_ref(r, c, ENTRY_ATTR, &dict) ||
        !expect_kind(ir, dict, dict->kind == AK_DICTIONARY, "mlir::DictionaryAttr"))
      return false;
    for (size_t i = 0; i < dict_size(dict); i++)
      if (!opstate_add_attr(s, dict_name(dict, i), dict_value(dict, i))) return false;
  }
  if (mask & OPM_PROPERTIES) {
    if (on->was_registered < 0) {
      bc_error(&r->src, "Unexpected missing `wasRegistered` opname flag at bytecode version %llu "
                        "with properties.", (unsigned long long)r->version);
      return false;
    }
    if (!bc_read_properties(r, c, s)) return false;
  }
  if (mask & OPM_RESULTS) {
    if (!cur_count(c, &n, "result")) return false;
    for (uint64_t i = 0; i < n; i++) {
      const Type *t;
      if (!bc_parse_ref(r, c, ENTRY_TYPE, &t) || !opstate_add_type(s, t)) return false;
    }
  }
  if (mask & OPM_OPERANDS) {
    if (!cur_count(c, &n, "operand")) return false;
    for (uint64_t i = 0; i < n; i++) {
      Value *v = read_operand(ir, c);
      if (!v || !opstate_add_operand(s, v)) return false;
    }
  }
  if (mask & OPM_SUCCESSORS) {
    if (!cur_count(c, &n, "successor")) return false;
    for (uint64_t i = 0; i < n; i++) {
      uint64_t b;
      if (!cur_varint(c, &b)) return false;
      if (b >= st->nblocks) {
        bc_error(&r->src, "invalid successor index: %llu", (unsigned long long)b);
        return false;
      }
      if (!opstate_add_successor(s, st->blocks[b])) return false;
    }
  }
  return true;
}

/* Gives the new op's results their ids and recorded use-list orders. */
static bool define_results(IrReader *ir, RegionState *st, Operation *op, UseOrder *const *orders) {
  Value **vals = ctx_alloc(ir->ctx, (op->num_results + 1) * sizeof *vals);
  if (!vals) return false;
  for (uint32_t i = 0; i < op->num_results; i++) vals[i] = &op->results[i];
  /* Results of ops directly in the section's block get no ids, as upstream. */
  bool ok = (!st->num_values || define_values(ir, vals, op->num_results)) &&
            (!orders || attach_use_orders(ir, vals, orders, op->num_results));
  ctx_free(ir->ctx, vals);
  return ok;
}

/* Everything of an op but its regions' contents, appended to the current
 * block. */
static Operation *read_op(IrReader *ir, RegionState *st, Cursor *c, bool *isolated) {
  BcReader *r = ir->r;
  const BcOpName *on = NULL;
  const OpName *name = read_op_name(ir, c, &on);
  uint8_t mask;
  const Loc *loc;
  if (!name || !cur_byte(c, &mask) || !read_loc(ir, c, &loc)) return NULL;
  OperationState s;
  opstate_init(&s, ir->ctx, name, loc);
  UseOrder **orders = NULL;
  Operation *op = NULL;
  if (!read_op_parts(ir, st, c, mask, on, &s)) goto fail;
  if (r->version >= BC_USE_LIST_ORDERING && (mask & OPM_USE_LISTS)) {
    orders = ctx_zalloc(ir->ctx, (s.num_types + 1) * sizeof *orders);
    if (!orders || !read_use_orders(ir, c, s.num_types, orders, false)) goto fail;
  }
  *isolated = false;
  if (mask & OPM_REGIONS) {
    uint64_t n;
    if (!cur_varint_flag(c, &n, isolated)) goto fail;
    if (n > cur_left(c)) {
      bc_error(&r->src, "invalid region count %llu: only %zu bytes remain", (unsigned long long)n,
               cur_left(c));
      goto fail;
    }
    for (uint64_t i = 0; i < n; i++)
      if (!opstate_add_region(&s)) goto fail;
  }
  op = op_create(&s);
  if (!op) goto fail;
  block_append_op(st->blocks[st->block], op);
  if (!define_results(ir, st, op, orders)) op = NULL;
  ctx_free(ir->ctx, orders);
  return op;
fail:
  opstate_free(&s);
  ctx_free(ir->ctx, orders);
  return NULL;
}

/* ---- blocks and regions ------------------------------------------------------------------ */

static bool read_block_args(IrReader *ir, Cursor *c, Block *b) {
  BcReader *r = ir->r;
  uint64_t n;
  if (!cur_count(c, &n, "block argument")) return false;
  for (uint64_t i = 0; i < n; i++) {
    const Type *t;
    const Loc *loc = ir->ctx->l_unknown;
    if (r->version >= BC_ELIDE_UNKNOWN_ARG_LOC) {
      uint64_t ti;
      bool has_loc;
      if (!cur_varint_flag(c, &ti, &has_loc) || !(t = bc_resolve(r, ENTRY_TYPE, ti))) return false;
      if (has_loc && !read_loc(ir, c, &loc)) return false;
    } else if (!bc_parse_ref(r, c, ENTRY_TYPE, &t) || !read_loc(ir, c, &loc)) {
      return false;
    }
    if (!block_add_arg(b, t, loc)) return false;
  }
  return define_values(ir, b->args, b->nargs);
}

/* (ops << 1 | has args), the arguments, and from version 3 a byte saying
 * whether the arguments' use-list orders follow. */
static bool read_block_header(IrReader *ir, Cursor *c, RegionState *st) {
  bool has_args;
  if (!cur_varint_flag(c, &st->ops_left, &has_args)) return false;
  if (st->ops_left > cur_left(c)) {
    bc_error(&ir->r->src, "invalid operation count %llu: only %zu bytes remain",
             (unsigned long long)st->ops_left, cur_left(c));
    return false;
  }
  Block *b = st->blocks[st->block];
  if (has_args && !read_block_args(ir, c, b)) return false;
  if (ir->r->version < BC_USE_LIST_ORDERING || !has_args) return true;
  uint8_t has_orders;
  if (!cur_byte(c, &has_orders)) return false;
  if (!has_orders) return true;
  UseOrder **orders = ctx_zalloc(ir->ctx, (b->nargs + 1) * sizeof *orders);
  /* Upstream requires at least one entry here. */
  bool ok = orders && read_use_orders(ir, c, b->nargs, orders, true);
  ok = ok && attach_use_orders(ir, b->args, orders, b->nargs);
  ctx_free(ir->ctx, orders);
  if (!ok && !ir->r->src.failed && !ir->ctx->alloc.oom)
    bc_error(&ir->r->src, "invalid use-list order for block arguments");
  return ok;
}

/* (blocks, values) then the entry block's header; no blocks: empty. */
static bool read_region_header(IrReader *ir, RegionState *st) {
  Cursor *c = state_cursor(ir, st->reader);
  uint64_t nblocks;
  st->nblocks = 0;
  if (!cur_count(c, &nblocks, "block")) return false;
  if (!nblocks) return true;
  /* Only an id range: storage grows as values are defined. */
  if (!cur_varint(c, &st->num_values)) return false;
  ctx_free(ir->ctx, st->blocks);
  st->blocks = ctx_alloc(ir->ctx, (size_t)nblocks * sizeof *st->blocks);
  if (!st->blocks) return false;
  Region *region = &st->op->regions[st->cur];
  for (size_t i = 0; i < (size_t)nblocks; i++) {
    Block *b = block_create(&ir->ctx->alloc);
    if (!b) return false;
    region_append_block(region, b);
    st->blocks[st->nblocks++] = b;
  }
  if (!push_range(ir, st->num_values)) return false;
  st->block = 0;
  return read_block_header(ir, c, st);
}

static bool push_state(IrReader *ir, RegionState st) {
  if (!vec_grow(&ir->ctx->alloc, (void **)&ir->states, &ir->cap_states, ir->nstates + 1,
                sizeof *ir->states))
    return false;
  ir->states[ir->nstates++] = st;
  return true;
}

/* Reads the top state's regions until done or until an op with regions
 * needs reading first (pushed; the caller's loop comes back here). */
static bool read_regions(IrReader *ir) {
  size_t self = ir->nstates - 1;
  RegionState *st = &ir->states[self];
  for (; st->cur < st->end; st->cur++) {
    if (st->block == NO_BLOCK) {
      if (!read_region_header(ir, st)) return false;
      if (!st->nblocks) continue;
    }
    Cursor *c = state_cursor(ir, st->reader);
    for (;;) {
      while (st->ops_left) {
        st->ops_left--;
        bool isolated;
        Operation *op = read_op(ir, st, c, &isolated);
        if (!op) return false;
        if (!op->num_regions) continue;
        RegionState child = {.op = op, .end = op->num_regions, .reader = st->reader,
                             .isolated = isolated, .block = NO_BLOCK};
        if (ir->r->version >= BC_LAZY_LOADING && isolated) {
          unsigned id;
          if (!cur_section(c, &id, &child.own)) return false;
          if (id != SEC_IR) {
            bc_error(&ir->r->src, "expected IR section for region");
            return false;
          }
          child.reader = self + 1;
        }
        if (!push_state(ir, child) || (isolated && !push_scope(ir))) return false;
        return true;
      }
      if (++st->block == st->nblocks) break;
      if (!read_block_header(ir, c, st)) return false;
    }
    st->block = NO_BLOCK;
    pop_range(ir);
  }
  if (st->isolated) pop_scope(ir);
  ctx_free(ir->ctx, st->blocks);
  ir->nstates--;
  return true;
}

static void ir_free(IrReader *ir) {
  for (size_t i = 0; i < ir->nstates; i++) ctx_free(ir->ctx, ir->states[i].blocks);
  ctx_free(ir->ctx, ir->states);
  while (ir->nscopes) {
    Scope *s = &ir->scopes[ir->nscopes - 1];
    while (s->n) pop_range(ir);
    pop_scope(ir);
  }
  ctx_free(ir->ctx, ir->scopes);
  for (size_t i = 0; i < ir->order_list.len; i++) ctx_free(ir->ctx, ir->order_list.data[i]);
  pv_free(&ir->ctx->alloc, &ir->order_list);
  pm_free(&ir->ctx->alloc, &ir->orders);
}

bool bc_read_ir(BcReader *r, Cursor *section, Block *into) {
  IrReader ir = {.r = r, .ctx = r->ctx, .root = *section};
  Block *top = block_create(&r->ctx->alloc);
  if (!top) return false;
  bool ok = false;
  /* The section is one block without arguments holding the root ops. */
  RegionState st = {.op = NULL, .end = 1, .reader = ROOT_CURSOR, .isolated = true, .block = 0,
                    .nblocks = 1};
  st.blocks = ctx_alloc(r->ctx, sizeof *st.blocks);
  if (!st.blocks) goto done;
  st.blocks[0] = top;
  if (!push_state(&ir, st)) {
    ctx_free(r->ctx, st.blocks);
    goto done;
  }
  if (!push_scope(&ir) || !push_range(&ir, 0)) goto done;
  if (!read_block_header(&ir, &ir.root, &ir.states[0])) goto done;
  while (ir.nstates)
    if (!read_regions(&ir)) goto done;
  if (ir.dangling.len) {
    bc_error(&r->src, "not all forward unresolved forward operand references");
    goto done;
  }
  if (!process_use_lists(&ir, top)) goto done;
  ok = true;
done:
  ir_free(&ir);
  if (ok) {
    while (top->first) {
      Operation *op = top->first;
      op_remove_from_block(op);
      block_append_op(into, op);
    }
  }
  /* Placeholders may still be operands of the discarded ops. */
  block_destroy(top);
  for (size_t i = 0; i < ir.dangling.len; i++) free_placeholder(&ir, ir.dangling.data[i]);
  pv_free(&r->ctx->alloc, &ir.dangling);
  return ok;
}
