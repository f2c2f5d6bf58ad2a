/* numbering.c: the writer's numbering pass, upstream's IRNumberingState:
 * every attribute, type, op name and dialect the IR references gets a
 * number (attributes and types in order of reference count, then grouped by
 * dialect within each varint byte width), every value an id within its
 * isolated scope, and every op a pre-order id and whether its regions use
 * values from outside. The traversal order matches upstream's, since first
 * references break ties and byte-identical output depends on it. */
#include "bytecode.h"

#include <stdlib.h>

/* ---- tables ------------------------------------------------------------------------ */

static uint32_t dialect_number(Numbering *n, BcStr name) {
  uintptr_t found;
  if (sm_get(&n->dialect_index, name.s, name.n, &found)) return (uint32_t)(found - 1);
  if (!vec_grow(&n->ctx->alloc, (void **)&n->dialects, &n->cap_dialects, n->ndialects + 1,
                sizeof *n->dialects) ||
      !sm_put(&n->ctx->alloc, &n->dialect_index, name.s, name.n, n->ndialects + 1)) {
    n->failed = true;
    return 0;
  }
  n->dialects[n->ndialects] = name;
  return (uint32_t)n->ndialects++;
}

uint32_t num_resource(Numbering *n, ResourceBlob *b) {
  uintptr_t found;
  if (pm_get(&n->resource_index, b, &found)) return (uint32_t)(found - 1);
  if (!pv_push(&n->ctx->alloc, &n->resources, b) ||
      !pm_put(&n->ctx->alloc, &n->resource_index, b, n->resources.len)) {
    n->failed = true;
    return 0;
  }
  return (uint32_t)(n->resources.len - 1);
}

uint32_t num_builtin_dialect(Numbering *n) {
  return dialect_number(n, (BcStr){"builtin", 7});
}

/* Counts a reference; returns the new entry's position, or -1 when the key
 * was known already (or on failure). */
static long table_ref(Numbering *n, NumTable *t, const void *key) {
  uintptr_t found;
  if (pm_get(&t->index, key, &found)) {
    t->v[found - 1].refs++;
    return -1;
  }
  if (!vec_grow(&n->ctx->alloc, (void **)&t->v, &t->cap, t->n + 1, sizeof *t->v) ||
      !pm_put(&n->ctx->alloc, &t->index, key, t->n + 1)) {
    n->failed = true;
    return -1;
  }
  t->v[t->n] = (NumEntry){.key = key, .refs = 1};
  return (long)t->n++;
}

uint32_t num_of(const NumTable *t, const void *key) {
  uintptr_t found;
  return pm_get(&t->index, key, &found) ? t->v[found - 1].number : 0;
}

BcStr bc_storage_dialect(const Storage *s) {
  if (s->kind == AK_OPAQUE || s->kind == TK_OPAQUE) {
    const Ident *d = WORD_PTR(const Ident, s->p[0]);
    return (BcStr){d->str, d->len};
  }
  if (s->kind == AK_DIALECT || s->kind == TK_DIALECT) {
    const char *name = WORD_PTR(const AttrClass, s->p[0])->name;
    const char *dot = strchr(name, '.');
    return (BcStr){name, dot ? (size_t)(dot - name) : strlen(name)};
  }
  return (BcStr){"builtin", 7};
}

/* A new entry's dialect is numbered before anything it refers to, then its
 * references through the builtin encoder (opaque attributes and types are
 * written as if their dialect were loaded: as text). */
void num_attr(Numbering *n, const Attr *a) {
  if (!a) return;
  long i = table_ref(n, &n->attrs, a);
  if (i < 0) return;
  n->attrs.v[i].dialect = dialect_number(n, bc_storage_dialect(a));
  AttrWriter w = {n, NULL, NULL};
  if (a->kind != AK_OPAQUE && bc_builtin_write_attr(&w, a)) n->attrs.v[i].custom = true;
}

void num_type(Numbering *n, const Type *t) {
  if (!t) return;
  long i = table_ref(n, &n->types, t);
  if (i < 0) return;
  n->types.v[i].dialect = dialect_number(n, bc_storage_dialect(t));
  AttrWriter w = {n, NULL, NULL};
  if (t->kind != TK_OPAQUE && bc_builtin_write_type(&w, t)) n->types.v[i].custom = true;
}

static void num_opname(Numbering *n, const OpName *on) {
  long i = table_ref(n, &n->opnames, on);
  if (i < 0) return;
  BcStr d;
  if (on->dialect) {
    d = (BcStr){on->dialect->ns->str, on->dialect->ns->len};
  } else {
    const char *dot = memchr(on->name->str, '.', on->name->len);
    d = (BcStr){on->name->str, dot ? (size_t)(dot - on->name->str) : on->name->len};
  }
  n->opnames.v[i].dialect = dialect_number(n, d);
}

/* ---- helpers shared with the writer ------------------------------------------------------ */

const Attr *bc_identity_layout(Context *ctx, unsigned rank) {
  const AffineExpr *small[8] = {NULL};
  const AffineExpr **e = rank <= 8 ? small : ctx_alloc(ctx, rank * sizeof *e);
  if (!e) return NULL;
  for (unsigned i = 0; i < rank; i++) e[i] = ae_dim(ctx, i);
  const AffineMap *m = affine_map_get(ctx, rank, 0, rank, e);
  if (e != small) ctx_free(ctx, e);
  return m ? attr_affine_map(ctx, m) : NULL;
}

/* Registered ops' inherent attributes join the discardable ones; an
 * unregistered op's properties do not (upstream populates none). */
const Attr *bc_all_attrs(Operation *op) {
  if (!op->props || !op->name->def) return op->attrs;
  if (!op->attrs || !dict_size(op->attrs)) return op->props;
  Context *ctx = op_context(op);
  size_t np = dict_size(op->props), na = dict_size(op->attrs);
  NamedAttr *v = ctx_alloc(ctx, (np + na) * sizeof *v);
  if (!v) return op->attrs;
  for (size_t i = 0; i < np; i++) v[i] = (NamedAttr){dict_name(op->props, i), dict_value(op->props, i)};
  for (size_t i = 0; i < na; i++) v[np + i] = (NamedAttr){dict_name(op->attrs, i), dict_value(op->attrs, i)};
  const Attr *d = attr_dictionary(ctx, np + na, v, NULL);
  ctx_free(ctx, v);
  return d ? d : op->attrs;
}

/* ---- pre-order ids and isolation --------------------------------------------------------- */

enum { ISO_KNOWN = 2, ISO_TRUE = 1 };

typedef struct IsoFrame {
  Operation *op;
  bool unresolved; /* this op or one below it on the stack is undecided */
} IsoFrame;

typedef struct IsoWalk {
  Numbering *n;
  IsoFrame *stack;
  size_t depth, cap;
  uint32_t next_id;
} IsoWalk;

static void set_iso(Numbering *n, Operation *op, unsigned bits) {
  uintptr_t v = 0;
  pm_get(&n->ops, op, &v);
  if (!pm_put(&n->ctx->alloc, &n->ops, op, (v & ~(uintptr_t)3) | bits)) n->failed = true;
}

/* An operand from another region marks every op between its use and the
 * region defining it as not isolated. */
static void mark_uses_above(IsoWalk *w, Operation *op) {
  Region *here = op->block ? op->block->parent : NULL;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Value *v = op->operands[i].value;
    Region *vr = v ? value_parent_region(v) : NULL;
    if (!v || vr == here) continue;
    Operation *container = vr ? vr->parent : NULL;
    size_t k = w->depth;
    while (k > 0 && w->stack[k - 1].unresolved && w->stack[k - 1].op != container) k--;
    /* k == 0: defined outside the written op; the writer reports it. */
    bool below = k > 0 ? w->stack[k - 1].unresolved : false;
    for (size_t j = w->depth; j > k; j--) {
      w->stack[j - 1].unresolved = below;
      set_iso(w->n, w->stack[j - 1].op, ISO_KNOWN);
    }
  }
}

static int iso_pre(Operation *op, void *user) {
  IsoWalk *w = user;
  if (w->depth && w->stack[w->depth - 1].unresolved) mark_uses_above(w, op);
  bool known = op_has_trait(op, TRAIT_ISOLATED_FROM_ABOVE);
  uintptr_t bits = known ? ISO_KNOWN | ISO_TRUE : 0;
  if (!pm_put(&w->n->ctx->alloc, &w->n->ops, op, (uintptr_t)w->next_id++ << 2 | bits)) {
    w->n->failed = true;
    return WALK_INTERRUPT;
  }
  if (op->num_regions) {
    if (!vec_grow(&w->n->ctx->alloc, (void **)&w->stack, &w->cap, w->depth + 1, sizeof *w->stack)) {
      w->n->failed = true;
      return WALK_INTERRUPT;
    }
    w->stack[w->depth++] = (IsoFrame){op, !known};
  }
  return WALK_ADVANCE;
}

static int iso_post(Operation *op, void *user) {
  IsoWalk *w = user;
  if (!op->num_regions) return WALK_ADVANCE;
  w->depth--;
  uintptr_t v = 0;
  pm_get(&w->n->ops, op, &v);
  if (!(v & ISO_KNOWN)) set_iso(w->n, op, ISO_KNOWN | ISO_TRUE);
  return WALK_ADVANCE;
}

bool num_op_isolated(const Numbering *n, const Operation *op) {
  uintptr_t v = 0;
  pm_get(&n->ops, op, &v);
  return (v & (ISO_KNOWN | ISO_TRUE)) == (ISO_KNOWN | ISO_TRUE);
}

uint32_t num_op_id(const Numbering *n, const Operation *op) {
  uintptr_t v = 0;
  pm_get(&n->ops, op, &v);
  return (uint32_t)(v >> 2);
}

/* ---- values, blocks, regions ---------------------------------------------------------------- */

static void number_value(Numbering *n, const Value *v) {
  if (!pm_put(&n->ctx->alloc, &n->values, v, n->next_value++)) n->failed = true;
}

static void number_op(Numbering *n, Operation *op) {
  num_opname(n, op->name);
  for (uint32_t i = 0; i < op->num_results; i++) {
    number_value(n, &op->results[i]);
    num_type(n, op->results[i].type);
  }
  const Attr *dict = n->version >= BC_NATIVE_PROPERTIES ? op->attrs : bc_all_attrs(op);
  if (dict && dict_size(dict)) num_attr(n, dict);
  if (n->version >= BC_NATIVE_PROPERTIES) {
    AttrWriter w = {n, NULL, NULL};
    bc_write_properties(&w, op, bc_op_layout(n->props, op));
  }
  num_attr(n, op->loc);
}

static void number_block(Numbering *n, Block *b) {
  for (uint32_t i = 0; i < b->nargs; i++) {
    number_value(n, b->args[i]);
    num_attr(n, b->args[i]->loc ? b->args[i]->loc : n->ctx->l_unknown);
    num_type(n, b->args[i]->type);
  }
  for (Operation *op = b->first; op; op = op->next) number_op(n, op);
}

static void number_region(Numbering *n, Region *r) {
  if (!r->first) return;
  uint32_t first = n->next_value, nblocks = 0;
  for (Block *b = r->first; b; b = b->next) {
    if (!pm_put(&n->ctx->alloc, &n->blocks, b, nblocks++)) n->failed = true;
    number_block(n, b);
  }
  if (!vec_grow(&n->ctx->alloc, (void **)&n->region_counts, &n->cap_regions, n->nregions + 1,
                sizeof *n->region_counts) ||
      !pm_put(&n->ctx->alloc, &n->regions, r, n->nregions + 1)) {
    n->failed = true;
    return;
  }
  n->region_counts[n->nregions][0] = nblocks;
  n->region_counts[n->nregions][1] = n->next_value - first;
  n->nregions++;
}

typedef struct RegionJob {
  Region *region;
  uint32_t first_value;
} RegionJob;

/* Upstream's worklist: a stack of regions, each op's regions pushed in
 * order (so later ones are numbered first), isolated ones restarting ids. */
static bool push_op_regions(Numbering *n, Operation *op, RegionJob **jobs, size_t *njobs, size_t *cap) {
  uint32_t first = num_op_isolated(n, op) ? 0 : n->next_value;
  for (unsigned i = 0; i < op->num_regions; i++) {
    if (!vec_grow(&n->ctx->alloc, (void **)jobs, cap, *njobs + 1, sizeof **jobs)) return false;
    (*jobs)[(*njobs)++] = (RegionJob){&op->regions[i], first};
  }
  return true;
}

static void number_regions(Numbering *n, Operation *root) {
  RegionJob *jobs = NULL;
  size_t njobs = 0, cap = 0;
  bool ok = push_op_regions(n, root, &jobs, &njobs, &cap);
  while (ok && njobs) {
    RegionJob job = jobs[--njobs];
    n->next_value = job.first_value;
    number_region(n, job.region);
    for (Block *b = job.region->first; b && ok; b = b->next)
      for (Operation *op = b->first; op && ok; op = op->next)
        ok = push_op_regions(n, op, &jobs, &njobs, &cap);
  }
  if (!ok) n->failed = true;
  ctx_free(n->ctx, jobs);
}

/* ---- ordering -------------------------------------------------------------------------------- */

typedef struct SortItem {
  int64_t key;
  uint32_t pos, entry;
} SortItem;

static int by_key_then_pos(const void *x, const void *y) {
  const SortItem *a = x, *b = y;
  if (a->key != b->key) return a->key < b->key ? -1 : 1;
  return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* A stable sort of order[from, from+len) by key. */
static void stable_sort(uint32_t *order, size_t from, size_t len, SortItem *tmp,
                        int64_t (*key)(const NumEntry *, uint32_t), const NumEntry *v, uint32_t arg) {
  for (size_t i = 0; i < len; i++)
    tmp[i] = (SortItem){key(&v[order[from + i]], arg), (uint32_t)i, order[from + i]};
  qsort(tmp, len, sizeof *tmp, by_key_then_pos);
  for (size_t i = 0; i < len; i++) order[from + i] = tmp[i].entry;
}

static int64_t by_refs(const NumEntry *e, uint32_t unused) {
  (void)unused;
  return -(int64_t)e->refs;
}
static int64_t by_dialect(const NumEntry *e, uint32_t first) {
  return e->dialect == first ? -1 : (int64_t)e->dialect;
}

/* Most referenced first; then, within each range of numbers that take the
 * same number of varint bytes, grouped by dialect, the previous range's last
 * dialect first. The range sizes follow upstream's formula exactly. */
static void order_table(Numbering *n, NumTable *t) {
  t->order = ctx_alloc(n->ctx, (t->n + 1) * sizeof *t->order);
  SortItem *tmp = ctx_alloc(n->ctx, (t->n + 1) * sizeof *tmp);
  if (!t->order || !tmp) {
    n->failed = true;
    ctx_free(n->ctx, tmp);
    return;
  }
  for (size_t i = 0; i < t->n; i++) t->order[i] = (uint32_t)i;
  stable_sort(t->order, 0, t->n, tmp, by_refs, t->v, 0);
  uint64_t group = 0;
  uint32_t first = 0;
  size_t start = 0;
  for (unsigned i = 1; i < 9 && start < t->n; i++) {
    group = (1ULL << (7 * i)) - group;
    size_t len = t->n - start < group ? t->n - start : (size_t)group;
    stable_sort(t->order, start, len, tmp, by_dialect, t->v, first);
    first = t->v[t->order[start + len - 1]].dialect;
    start += len;
  }
  for (size_t i = 0; i < t->n; i++) t->v[t->order[i]].number = (uint32_t)i;
  ctx_free(n->ctx, tmp);
}

/* ---- entry ------------------------------------------------------------------------------------ */

bool num_init(Numbering *n, Operation *root, int64_t version, PropCache *pc) {
  memset(n, 0, sizeof *n);
  n->ctx = op_context(root);
  n->version = version;
  n->props = pc;
  IsoWalk w = {.n = n};
  op_walk(root, iso_pre, iso_post, &w);
  ctx_free(n->ctx, w.stack);
  number_op(n, root);
  number_regions(n, root);
  order_table(n, &n->attrs);
  order_table(n, &n->opnames);
  order_table(n, &n->types);
  return !n->failed && !n->ctx->alloc.oom;
}

static void table_free(Context *ctx, NumTable *t) {
  ctx_free(ctx, t->v);
  ctx_free(ctx, t->order);
  pm_free(&ctx->alloc, &t->index);
}

void num_free(Numbering *n) {
  Context *ctx = n->ctx;
  table_free(ctx, &n->attrs);
  table_free(ctx, &n->types);
  table_free(ctx, &n->opnames);
  ctx_free(ctx, n->dialects);
  sm_free(&ctx->alloc, &n->dialect_index);
  pm_free(&ctx->alloc, &n->values);
  pm_free(&ctx->alloc, &n->blocks);
  pm_free(&ctx->alloc, &n->ops);
  pm_free(&ctx->alloc, &n->regions);
  ctx_free(ctx, n->region_counts);
  pv_free(&ctx->alloc, &n->resources);
  pm_free(&ctx->alloc, &n->resource_index);
}
