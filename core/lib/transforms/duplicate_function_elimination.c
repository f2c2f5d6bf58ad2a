/* duplicate_function_elimination.c: the duplicate-function-elimination pass
 * (upstream's DuplicateFunctionEliminationPass): func.func ops equal up to
 * their symbol name keep the first in walk order; every symbol use of a
 * later one names the first instead, and the later one is erased.
 *
 * Equal means (DuplicateFuncOpEquivalenceInfo): neither is a declaration,
 * the same discardable attributes, the same properties but `sym_name`, and
 * bodies equivalent ignoring locations (OperationEquivalence: blocks and
 * values correspond in order; operands compare in order). Bodies are
 * compared as flat pre-order sequences of ops and block markers, so no
 * recursion follows the input's nesting depth. */
#include "transforms.h"

/* One entry of a body's flat sequence: an op, or a block of one of the
 * regions of the op before it (blocks are listed when their op is). */
typedef struct Item {
  Operation *op;
  Block *block;
} Item;

typedef struct Flat {
  Allocator *al;
  Item *items;
  size_t n, cap;
  bool oom;
} Flat;

static void flat_push(Flat *f, Operation *op, Block *b) {
  if (f->oom || !vec_grow(f->al, (void **)&f->items, &f->cap, f->n + 1, sizeof *f->items)) {
    f->oom = true;
    return;
  }
  f->items[f->n++] = (Item){op, b};
}

static int flatten_op(Operation *op, void *user) {
  Flat *f = user;
  flat_push(f, op, NULL);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next) flat_push(f, NULL, b);
  return f->oom ? WALK_INTERRUPT : WALK_ADVANCE;
}

/* The body of a function: its blocks, then their ops in pre-order. */
static bool flatten_body(Allocator *al, Operation *fn, Flat *f) {
  *f = (Flat){.al = al};
  for (Block *b = fn->regions[0].first; b; b = b->next) flat_push(f, NULL, b);
  for (Block *b = fn->regions[0].first; b && !f->oom; b = b->next)
    for (Operation *o = b->first; o && !f->oom; o = o->next) op_walk(o, flatten_op, NULL, f);
  return !f->oom;
}

static size_t block_size(const Block *b) {
  size_t n = 0;
  for (const Operation *o = b->first; o; o = o->next) n++;
  return n;
}

static bool same_or_mapped(const PtrMap *map, const void *a, const void *b) {
  uintptr_t m;
  return pm_get(map, a, &m) ? (const void *)m == b : a == b;
}

static bool blocks_match(Allocator *al, PtrMap *map, Block *x, Block *y) {
  if (x->nargs != y->nargs || block_size(x) != block_size(y) || !pm_put(al, map, x, (uintptr_t)y)) return false;
  for (uint32_t i = 0; i < x->nargs; i++)
    if (x->args[i]->type != y->args[i]->type || !pm_put(al, map, x->args[i], (uintptr_t)y->args[i])) return false;
  return true;
}

static bool ops_match(Allocator *al, PtrMap *map, Operation *a, Operation *b) {
  if (a->name != b->name || a->attrs != b->attrs || a->props != b->props || a->num_operands != b->num_operands ||
      a->num_results != b->num_results || a->num_regions != b->num_regions || a->num_successors != b->num_successors)
    return false;
  for (uint32_t r = 0; r < a->num_regions; r++) {
    size_t na = 0, nb = 0;
    for (Block *x = a->regions[r].first; x; x = x->next) na++;
    for (Block *y = b->regions[r].first; y; y = y->next) nb++;
    if (na != nb) return false;
  }
  for (uint32_t i = 0; i < a->num_operands; i++)
    if (!same_or_mapped(map, a->operands[i].value, b->operands[i].value)) return false;
  for (uint32_t i = 0; i < a->num_successors; i++)
    if (!same_or_mapped(map, a->successors[i].block, b->successors[i].block)) return false;
  for (uint32_t i = 0; i < a->num_results; i++)
    if (a->results[i].type != b->results[i].type || !pm_put(al, map, &a->results[i], (uintptr_t)&b->results[i]))
      return false;
  return true;
}

static bool bodies_equivalent(Context *ctx, Operation *fa, Operation *fb) {
  Flat a, b;
  PtrMap map = {0};
  bool eq = flatten_body(&ctx->alloc, fa, &a) && flatten_body(&ctx->alloc, fb, &b) && a.n == b.n;
  for (size_t i = 0; eq && i < a.n; i++) {
    Item x = a.items[i], y = b.items[i];
    if (!x.op != !y.op) eq = false;
    else eq = x.op ? ops_match(&ctx->alloc, &map, x.op, y.op) : blocks_match(&ctx->alloc, &map, x.block, y.block);
  }
  mem_free(&ctx->alloc, a.items);
  mem_free(&ctx->alloc, b.items);
  pm_free(&ctx->alloc, &map);
  return eq;
}

/* The properties but `sym_name` agree. */
static bool props_equal_but_name(const Attr *pa, const Attr *pb, const Ident *sym_name) {
  size_t i = 0, j = 0, na = dict_size(pa), nb = dict_size(pb);
  for (;;) {
    while (i < na && dict_name(pa, i) == sym_name) i++;
    while (j < nb && dict_name(pb, j) == sym_name) j++;
    if (i == na || j == nb) return i == na && j == nb;
    if (dict_name(pa, i) != dict_name(pb, j) || dict_value(pa, i) != dict_value(pb, j)) return false;
    i++, j++;
  }
}

static bool funcs_equivalent(Context *ctx, Operation *a, Operation *b, const Ident *sym_name) {
  if (!a->regions[0].first || !b->regions[0].first) return false; /* declarations */
  return a->attrs == b->attrs && props_equal_but_name(a->props, b->props, sym_name) &&
         bodies_equivalent(ctx, a, b);
}

/* A cheap key that equivalent functions share: properties but the name,
 * discardable attributes, and the op names of the body in pre-order. */
static int hash_op_name(Operation *op, void *user) {
  *(uint32_t *)user = hash_mix(*(uint32_t *)user, (uint64_t)(uintptr_t)op->name);
  return WALK_ADVANCE;
}

static uint32_t func_key(Operation *fn, const Ident *sym_name) {
  uint32_t h = hash_ptr(fn->attrs);
  for (size_t i = 0; i < dict_size(fn->props); i++)
    if (dict_name(fn->props, i) != sym_name) h = hash_mix(h, (uint64_t)(uintptr_t)dict_value(fn->props, i));
  for (Block *b = fn->regions[0].first; b; b = b->next)
    for (Operation *o = b->first; o; o = o->next) op_walk(o, hash_op_name, NULL, &h);
  return h;
}

/* ---- renaming symbol uses (SymbolTable::replaceAllSymbolUses) ------------------------ */

/* The symbol names from a scope down to the function (the symbol tables
 * it is nested in, then its own name). */
enum { MAX_SYMBOL_DEPTH = 64 };

typedef struct Rename {
  Context *ctx;
  Operation *root; /* the scope walked */
  const Ident *const *path;
  unsigned depth;
  const Ident *to; /* the new name of the function */
  bool oom;
} Rename;

/* `a` with every reference through the function (starting with its path
 * from the scope) naming the new function there instead, as
 * replaceAllSymbolUses of the function's op does; depth is bounded by the
 * parser's nesting limit. */
static const Attr *renamed(Rename *rn, const Attr *a) {
  if (!a || rn->oom) return a;
  switch (a->kind) {
  case AK_SYMBOL_REF: {
    if (a->n < rn->depth) return a;
    for (unsigned i = 0; i < rn->depth; i++)
      if (WORD_PTR(const Ident, a->p[i]) != rn->path[i]) return a;
    const Ident **parts = ctx_alloc(rn->ctx, a->n * sizeof *parts);
    const Attr *r = NULL;
    if (parts) {
      for (uint32_t i = 0; i < a->n; i++) parts[i] = WORD_PTR(const Ident, a->p[i]);
      parts[rn->depth - 1] = rn->to;
      r = attr_symbol_ref(rn->ctx, parts[0], a->n - 1, parts + 1);
      ctx_free(rn->ctx, parts);
    }
    if (!r) rn->oom = true;
    return r ? r : a;
  }
  case AK_ARRAY:
  case AK_DICTIONARY: {
    bool dict = a->kind == AK_DICTIONARY, changed = false;
    size_t n = dict ? dict_size(a) : a->n;
    const Attr **elems = ctx_alloc(rn->ctx, (n ? n : 1) * sizeof *elems);
    if (!elems) {
      rn->oom = true;
      return a;
    }
    for (size_t i = 0; i < n; i++) {
      const Attr *e = dict ? dict_value(a, i) : WORD_PTR(const Attr, a->p[i]);
      elems[i] = renamed(rn, e);
      changed |= elems[i] != e;
    }
    const Attr *r = a;
    if (changed && !dict) {
      r = attr_array(rn->ctx, n, elems);
    } else if (changed) {
      NamedAttr *entries = ctx_alloc(rn->ctx, n * sizeof *entries);
      if (entries) {
        for (size_t i = 0; i < n; i++) entries[i] = (NamedAttr){dict_name(a, i), elems[i]};
        r = attr_dictionary(rn->ctx, n, entries, NULL);
        ctx_free(rn->ctx, entries);
      }
    }
    ctx_free(rn->ctx, elems);
    if (!r) rn->oom = true;
    return r ? r : a;
  }
  default: return a;
  }
}

static int rename_in_op(Operation *op, void *user) {
  Rename *rn = user;
  if (op != rn->root) {
    op->props = renamed(rn, op->props);
    op->attrs = renamed(rn, op->attrs);
  }
  /* References inside a nested symbol table are scoped to it. */
  if (op != rn->root && op_has_trait(op, TRAIT_SYMBOL_TABLE)) return WALK_SKIP;
  return rn->oom ? WALK_INTERRUPT : WALK_ADVANCE;
}

/* Renames the uses of `fn` in every scope from `module` down to it: in
 * each symbol table on the way, the references through the tables below
 * it. */
static bool rename_uses(Context *ctx, Operation *module, Operation *fn, const Ident *to) {
  const Ident *path[MAX_SYMBOL_DEPTH];
  Operation *scopes[MAX_SYMBOL_DEPTH];
  unsigned depth = 0;
  for (Operation *o = fn; o && o != module; o = op_parent_op(o)) {
    if (o != fn && !op_has_trait(o, TRAIT_SYMBOL_TABLE)) continue;
    const Ident *name = symbol_name(o);
    if (!name || depth == MAX_SYMBOL_DEPTH) return true; /* an unnamed table: not reachable by reference */
    path[depth] = name;
    scopes[depth++] = o;
  }
  if (!to) return true;
  /* path[] runs from fn up; the scope of path[k..] is the table above path[k]. */
  for (unsigned k = depth; k-- > 0;) {
    const Ident *rev[MAX_SYMBOL_DEPTH];
    unsigned n = k + 1;
    for (unsigned i = 0; i < n; i++) rev[i] = path[k - i];
    Operation *scope = k + 1 < depth ? scopes[k + 1] : module;
    Rename rn = {.ctx = ctx, .root = scope, .path = rev, .depth = n, .to = to};
    op_walk(scope, rename_in_op, NULL, &rn);
    if (rn.oom) return false;
  }
  return true;
}

/* ---- the pass ----------------------------------------------------------------------- */

typedef struct Funcs {
  Allocator *al;
  PtrVec all;
  bool oom;
} Funcs;

static int collect_func(Operation *op, void *user) {
  Funcs *f = user;
  if (op_is(op, "func.func") && op->num_regions == 1 && !pv_push(f->al, &f->all, op)) {
    f->oom = true;
    return WALK_INTERRUPT;
  }
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *module) {
  Context *ctx = op_context(module);
  const Ident *sym_name = ident_cstr(ctx, "sym_name");
  Funcs f = {.al = &ctx->alloc};
  op_walk(module, collect_func, NULL, &f);
  size_t n = f.all.len;
  Operation **reps = ctx_alloc(ctx, (n ? n : 1) * sizeof *reps);
  uint32_t *keys = ctx_alloc(ctx, (n ? n : 1) * sizeof *keys);
  bool ok = !f.oom && reps && keys;
  /* reps[i]: the first function equivalent to function i. */
  for (size_t i = 0; ok && i < n; i++) {
    Operation *fn = f.all.data[i];
    keys[i] = func_key(fn, sym_name);
    reps[i] = fn;
    for (size_t j = 0; j < i; j++)
      if (reps[j] == f.all.data[j] && keys[j] == keys[i] && funcs_equivalent(ctx, f.all.data[j], fn, sym_name)) {
        reps[i] = f.all.data[j];
        break;
      }
  }
  for (size_t i = 0; ok && i < n; i++) {
    Operation *fn = f.all.data[i];
    if (reps[i] == fn) continue;
    ok = rename_uses(ctx, module, fn, symbol_name(reps[i]));
    op_erase(fn);
    p->changed_ir = true;
  }
  ctx_free(ctx, reps);
  ctx_free(ctx, keys);
  pv_free(&ctx->alloc, &f.all);
  return ok;
}

const PassInfo DUPLICATE_FUNCTION_ELIMINATION_PASS = {
    .argument = "duplicate-function-elimination",
    .display = "DuplicateFunctionEliminationPass",
    .description = "Deduplicate functions",
    .anchor = "builtin.module",
    .run = run,
};
