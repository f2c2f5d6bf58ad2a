/* symbols.c: symbols and symbol tables: names, visibility, lookup of
 * (nested) references and the symbol references held in attributes.
 * A symbol table op's body gets a hashed table (name -> op) on its first
 * lookup, cached on its region until the op is destroyed; operation.c
 * tells it about every op that joins, leaves or is renamed, so lookups
 * never scan. Depends on ir/ only. */
#include "ir.h"

#ifdef MLIRC_SYMTAB_AUDIT
#include <stdlib.h> /* abort */
#endif

struct SymbolTable {
  PtrMap names; /* sym_name Ident* -> the first op of the block so named */
  /* Some name is held by several ops (invalid IR, or a moment of a
   * rewrite): removing the first may uncover another, so a removal drops
   * the table instead. */
  bool shadowed;
};

const Ident *symbol_name(const Operation *op) {
  const Attr *a = op_get_attr(op, "sym_name", 8);
  return a && a->kind == AK_STRING ? attr_string_ident(a) : NULL;
}

const char *symbol_visibility(const Operation *op) {
  const Attr *a = op_get_attr(op, "sym_visibility", 14);
  return a && a->kind == AK_STRING ? attr_string_ident(a)->str : "public";
}

/* ---- the cached table ---------------------------------------------------- */

static Context *region_context(const Region *r) { return op_context(r->parent); }

static SymbolTable *table_of(Region *r) {
  return atomic_load_explicit(&r->symtab, memory_order_acquire);
}

static void table_free(Context *ctx, SymbolTable *t) {
  pm_free(&ctx->alloc, &t->names);
  ctx_free(ctx, t);
}

void symtab_drop(Region *r) {
  SymbolTable *t = table_of(r);
  if (!t) return;
  atomic_store_explicit(&r->symtab, NULL, memory_order_relaxed);
  table_free(region_context(r), t);
}

/* The first op of a repeated name wins, as in upstream's SymbolTable
 * (release build) and its lookupSymbolIn. NULL when out of memory. */
static SymbolTable *table_build(Context *ctx, Block *body) {
  SymbolTable *t = ctx_zalloc(ctx, sizeof *t);
  if (!t) return NULL;
  for (Operation *o = body ? body->first : NULL; o; o = o->next) {
    const Ident *name = symbol_name(o);
    if (!name) continue;
    if (pm_get(&t->names, name, NULL)) {
      t->shadowed = true;
    } else if (!pm_put(&ctx->alloc, &t->names, name, (uintptr_t)o)) {
      table_free(ctx, t);
      return NULL;
    }
  }
  return t;
}

/* The table of `table`'s first region, built on first use. Passes on
 * isolated ops may ask for the same ancestor's table on several threads:
 * the build happens once, under the context's lock, and is published
 * with release order; changes come only from the thread that owns the
 * body, when no other thread reads it. NULL when out of memory. */
static SymbolTable *table_get(Operation *table) {
  Region *r = &table->regions[0];
  SymbolTable *t = table_of(r);
  if (t) return t;
  Context *ctx = op_context(table);
  ctx_lock(ctx);
  t = atomic_load_explicit(&r->symtab, memory_order_relaxed);
  if (!t) {
    t = table_build(ctx, r->first);
    atomic_store_explicit(&r->symtab, t, memory_order_release);
  }
  ctx_unlock(ctx);
  return t;
}

void symtab_added(Region *r, Operation *op) {
  SymbolTable *t = table_of(r);
  const Ident *name = t ? symbol_name(op) : NULL;
  if (!name) return;
  uintptr_t held;
  if (pm_get(&t->names, name, &held)) {
    /* Which of the two comes first is for the next build to find out. */
    if ((Operation *)held != op) symtab_drop(r);
    return;
  }
  if (!pm_put(&region_context(r)->alloc, &t->names, name, (uintptr_t)op)) symtab_drop(r);
}

static void forget(Region *r, SymbolTable *t, Operation *op, const Ident *name) {
  uintptr_t held;
  if (!name || !pm_get(&t->names, name, &held) || (Operation *)held != op) return;
  if (t->shadowed) symtab_drop(r);
  else pm_remove(&t->names, name);
}

void symtab_removed(Region *r, Operation *op) {
  SymbolTable *t = table_of(r);
  if (t) forget(r, t, op, symbol_name(op));
}

void symtab_renamed(Region *r, Operation *op, const Ident *old) {
  SymbolTable *t = table_of(r);
  if (!t || symbol_name(op) == old) return;
  forget(r, t, op, old);
  symtab_added(r, op);
}

/* ---- lookups ---------------------------------------------------------------- */

/* The answer without a table (out of memory). */
static Operation *scan(Block *body, const Ident *name) {
  for (Operation *o = body ? body->first : NULL; o; o = o->next)
    if (symbol_name(o) == name) return o;
  return NULL;
}

Operation *symbol_lookup(Operation *table, const Ident *name) {
  if (!table->num_regions) return NULL;
  SymbolTable *t = table_get(table);
  if (!t) return scan(table->regions[0].first, name);
  uintptr_t v;
  Operation *op = pm_get(&t->names, name, &v) ? (Operation *)v : NULL;
#ifdef MLIRC_SYMTAB_AUDIT
  /* Every path that links, unlinks or renames an op keeps the table
   * current (operation.c); the sanitizer build checks each answer. */
  if (op != scan(table->regions[0].first, name)) abort();
#endif
  return op;
}

bool symbol_table_copy(Operation *table, Allocator *a, PtrMap *out) {
  if (!table->num_regions) return true;
  SymbolTable *t = table_get(table);
  if (t) {
    for (size_t i = 0; i < t->names.cap; i++)
      if (t->names.keys[i] && !pm_put(a, out, t->names.keys[i], t->names.vals[i])) return false;
    return true;
  }
  Block *body = table->regions[0].first;
  for (Operation *o = body ? body->first : NULL; o; o = o->next) {
    const Ident *name = symbol_name(o);
    if (name && !pm_get(out, name, NULL) && !pm_put(a, out, name, (uintptr_t)o)) return false;
  }
  return true;
}

Operation *symbol_resolve(Operation *from, const Attr *ref) {
  if (!ref || ref->kind != AK_SYMBOL_REF) return NULL;
  Operation *table = from;
  while (table && !op_has_trait(table, TRAIT_SYMBOL_TABLE)) table = op_parent_op(table);
  if (!table) return NULL;
  Operation *cur = table;
  for (uint32_t i = 0; i < ref->n && cur; i++) {
    cur = symbol_lookup(cur, WORD_PTR(const Ident, ref->p[i]));
    if (cur && i + 1 < ref->n && !op_has_trait(cur, TRAIT_SYMBOL_TABLE)) return NULL;
  }
  return cur;
}

/* Visits symbol references anywhere inside an attribute value. Depth is
 * bounded by the parser's nesting limit. */
static void attr_refs(const Attr *a, Operation *user_op,
                      void (*fn)(void *, Operation *, const Attr *), void *user) {
  if (!a) return;
  switch (a->kind) {
  case AK_SYMBOL_REF: fn(user, user_op, a); return;
  case AK_ARRAY:
    for (uint32_t i = 0; i < a->n; i++) attr_refs(WORD_PTR(const Attr, a->p[i]), user_op, fn, user);
    return;
  case AK_DICTIONARY:
    for (uint32_t i = 1; i < a->n; i += 2) attr_refs(WORD_PTR(const Attr, a->p[i]), user_op, fn, user);
    return;
  default: return;
  }
}

typedef struct UseWalk {
  Operation *root;
  void (*fn)(void *, Operation *, const Attr *);
  void *user;
} UseWalk;

static int visit_uses(Operation *op, void *user) {
  UseWalk *w = user;
  attr_refs(op->props, op, w->fn, w->user);
  attr_refs(op->attrs, op, w->fn, w->user);
  /* A nested symbol table's own uses belong to it. */
  if (op != w->root && op_has_trait(op, TRAIT_SYMBOL_TABLE)) return WALK_SKIP;
  return WALK_ADVANCE;
}

void symbol_uses(Operation *op, bool nested, void (*fn)(void *, Operation *, const Attr *),
                 void *user) {
  UseWalk w = {op, fn, user};
  if (!nested) {
    visit_uses(op, &w);
    return;
  }
  op_walk(op, visit_uses, NULL, &w);
}
