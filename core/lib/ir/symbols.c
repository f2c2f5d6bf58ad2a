/* symbols.c: symbols and symbol tables: names, visibility, lookup of
 * (nested) references and the symbol references held in attributes. */
#include "ir.h"

const Ident *symbol_name(const Operation *op) {
  const Attr *a = op_get_attr(op, "sym_name", 8);
  return a && a->kind == AK_STRING ? attr_string_ident(a) : NULL;
}

const char *symbol_visibility(const Operation *op) {
  const Attr *a = op_get_attr(op, "sym_visibility", 14);
  return a && a->kind == AK_STRING ? attr_string_ident(a)->str : "public";
}

Operation *symbol_lookup(Operation *table, const char *name, size_t n) {
  if (!table->num_regions) return NULL;
  for (Block *b = table->regions[0].first; b; b = b->next)
    for (Operation *o = b->first; o; o = o->next) {
      const Ident *s = symbol_name(o);
      if (s && s->len == n && memcmp(s->str, name, n) == 0) return o;
    }
  return NULL;
}

Operation *symbol_resolve(Operation *from, const Attr *ref) {
  if (!ref || ref->kind != AK_SYMBOL_REF) return NULL;
  Operation *table = from;
  while (table && !op_has_trait(table, TRAIT_SYMBOL_TABLE)) table = op_parent_op(table);
  if (!table) return NULL;
  Operation *cur = table;
  for (uint32_t i = 0; i < ref->n && cur; i++) {
    const Ident *n = WORD_PTR(const Ident, ref->p[i]);
    cur = symbol_lookup(cur, n->str, n->len);
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
