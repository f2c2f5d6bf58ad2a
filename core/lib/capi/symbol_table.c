/* symbol_table.c: the symbol and symbol-table part of mlir-c/IR.h. A
 * table handle is upstream's SymbolTable: a snapshot of name -> op for
 * the body of one symbol-table op, taken from the IR's own table (which
 * the IR keeps current), changed only through the handle: ops added or
 * renamed behind its back are not seen, as upstream's, and it must not
 * outlive the ops it knows. The handle's memory comes from libc, so
 * destroying it after its context is harmless. */
#include "capi.h"

#include <stdlib.h>

typedef struct SymTable {
  Allocator alloc; /* libc: independent of the context's lifetime */
  Operation *op;
  PtrMap names; /* interned name (const Ident*) -> Operation* */
  uint64_t suffix; /* next `_N` tried when renaming, kept across inserts */
} SymTable;

static SymTable *unwrap_table(MlirSymbolTable t) { return t.ptr; }

MlirStringRef mlirSymbolTableGetSymbolAttributeName(void) {
  return mlirStringRefCreate("sym_name", 8);
}
MlirStringRef mlirSymbolTableGetVisibilityAttributeName(void) {
  return mlirStringRefCreate("sym_visibility", 14);
}

/* The body upstream's SymbolTable works on: the first block of region 0. */
static Block *table_body(const Operation *op) {
  return op->num_regions ? op->regions[0].first : NULL;
}

MlirSymbolTable mlirSymbolTableCreate(MlirOperation operation) {
  Operation *op = unwrap_op(operation);
  if (!op || !op_has_trait(op, TRAIT_SYMBOL_TABLE)) return (MlirSymbolTable){NULL};
  SymTable *t = calloc(1, sizeof *t);
  if (!t) return (MlirSymbolTable){NULL};
  alloc_init_default(&t->alloc);
  t->op = op;
  if (!symbol_table_copy(op, &t->alloc, &t->names)) {
    pm_free(&t->alloc, &t->names);
    free(t);
    capi_check_oom(op_context(op));
    return (MlirSymbolTable){NULL};
  }
  return (MlirSymbolTable){t};
}

void mlirSymbolTableDestroy(MlirSymbolTable table) {
  SymTable *t = unwrap_table(table);
  if (!t) return;
  pm_free(&t->alloc, &t->names);
  free(t);
}

MlirOperation mlirSymbolTableLookup(MlirSymbolTable table, MlirStringRef name) {
  SymTable *t = unwrap_table(table);
  uintptr_t v = 0;
  const Ident *id = ident_get(op_context(t->op), name.data, name.length);
  if (!id || !pm_get(&t->names, id, &v)) return wrap_op(NULL);
  return wrap_op((Operation *)v);
}

/* Returns `base_N` for the next N (counting on from earlier renames, as
 * upstream) that is not in the table. */
static const Ident *fresh_name(SymTable *t, const Ident *base) {
  Context *ctx = op_context(t->op);
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  const Ident *id = NULL;
  for (;;) {
    sb_clear(&sb);
    sb_append(&sb, base->str, base->len);
    sb_putc(&sb, '_');
    sb_put_u64(&sb, t->suffix++);
    id = sb.data ? ident_get(ctx, sb.data, sb.len) : NULL;
    if (!id || !pm_get(&t->names, id, NULL)) break;
  }
  sb_free(&sb);
  return id;
}

MlirAttribute mlirSymbolTableInsert(MlirSymbolTable table, MlirOperation operation) {
  SymTable *t = unwrap_table(table);
  Operation *sym = unwrap_op(operation);
  Context *ctx = op_context(t->op);
  Block *body = table_body(t->op);
  /* A taken name gets a suffix (before a detached op joins the body, so
   * that the IR's table never sees the name twice). */
  const Ident *name = symbol_name(sym);
  uintptr_t v;
  if (name && pm_get(&t->names, name, &v) && (Operation *)v != sym) {
    name = fresh_name(t, name);
    const Attr *renamed = name ? attr_string(ctx, name->str, name->len, NULL) : NULL;
    if (renamed) op_set_attr(sym, ident_cstr(ctx, "sym_name"), renamed);
    else name = NULL;
  }
  /* A detached op goes to the end of the body, before a terminator. */
  if (!sym->block && body) {
    Operation *before = body->last && op_has_trait(body->last, TRAIT_TERMINATOR) ? body->last : NULL;
    block_insert_op_before(body, before, sym);
  }
  if (!name) {
    capi_check_oom(ctx);
    return wrap_attr(NULL);
  }
  pm_put(&t->alloc, &t->names, name, (uintptr_t)sym);
  return wrap_attr(op_get_attr(sym, "sym_name", 8));
}

void mlirSymbolTableErase(MlirSymbolTable table, MlirOperation operation) {
  SymTable *t = unwrap_table(table);
  Operation *sym = unwrap_op(operation);
  const Ident *name = symbol_name(sym);
  uintptr_t v;
  if (name && pm_get(&t->names, name, &v) && (Operation *)v == sym) pm_remove(&t->names, name);
  op_erase(sym);
}

/* ---- replacing uses ---------------------------------------------------------------------- */

typedef struct Renamer {
  Context *ctx;
  const Ident *from, *to;
  bool oom;
} Renamer;

/* Upstream's replacement of `@from` by `@to`: the flat reference itself,
 * and the root of nested references `@from::@x`; other references are left
 * alone, and nothing inside a replaced reference is visited. */
static const Attr *rename_ref(Renamer *r, const Attr *ref) {
  if (WORD_PTR(const Ident, ref->p[0]) != r->from) return ref;
  size_t nn = ref->n - 1;
  const Ident **nested = ctx_alloc(r->ctx, (nn ? nn : 1) * sizeof *nested);
  if (!nested) return NULL;
  for (size_t i = 0; i < nn; i++) nested[i] = WORD_PTR(const Ident, ref->p[1 + i]);
  const Attr *out = attr_symbol_ref(r->ctx, r->to, nn, nested);
  ctx_free(r->ctx, nested);
  return out;
}

/* Rebuilds `a` with its symbol references renamed, through arrays and
 * dictionaries (where references live); unchanged parts are kept. The
 * depth of attribute nesting is bounded by the parser's limit. */
static const Attr *rename_in(Renamer *r, const Attr *a) {
  if (!a || r->oom) return a;
  if (a->kind == AK_SYMBOL_REF) {
    const Attr *out = rename_ref(r, a);
    if (!out) r->oom = true;
    return out ? out : a;
  }
  if (a->kind != AK_ARRAY && a->kind != AK_DICTIONARY) return a;
  /* Arrays hold attributes in every word, dictionaries in the odd ones. */
  uint32_t step = a->kind == AK_ARRAY ? 1 : 2, first = a->kind == AK_ARRAY ? 0 : 1;
  uint64_t *w = NULL;
  for (uint32_t i = first; i < a->n; i += step) {
    const Attr *old = WORD_PTR(const Attr, a->p[i]), *new = rename_in(r, old);
    if (new == old) continue;
    if (!w) {
      w = ctx_alloc(r->ctx, a->n * sizeof *w);
      if (!w) {
        r->oom = true;
        return a;
      }
      memcpy(w, a->p, a->n * sizeof *w);
    }
    w[i] = PTR_WORD(new);
  }
  if (!w) return a;
  /* Renaming keeps dictionary keys, so the entries stay sorted. */
  const Attr *out = storage_get(r->ctx, a->kind, a->aux, w, a->n);
  ctx_free(r->ctx, w);
  if (!out) r->oom = true;
  return out ? out : a;
}

static void rename_op(Renamer *r, Operation *op) {
  const Attr *props = rename_in(r, op->props), *attrs = rename_in(r, op->attrs);
  if (props != op->props || attrs != op->attrs) op_set_attr_dicts(op, props, attrs);
}

MlirLogicalResult mlirSymbolTableReplaceAllSymbolUses(MlirStringRef oldSymbol,
                                                      MlirStringRef newSymbol,
                                                      MlirOperation from) {
  Operation *root = unwrap_op(from);
  Context *ctx = op_context(root);
  Renamer r = {ctx, ident_get(ctx, oldSymbol.data, oldSymbol.length),
               ident_get(ctx, newSymbol.data, newSymbol.length), false};
  if (!r.from || !r.to) r.oom = true;
  /* `from` itself, then everything nested, without entering nested
   * symbol tables (their ops are visited, their bodies are not). */
  PtrVec regions = {0};
  if (!r.oom) rename_op(&r, root);
  for (uint32_t i = 0; i < root->num_regions; i++) pv_push(&ctx->alloc, &regions, &root->regions[i]);
  while (regions.len && !r.oom) {
    Region *reg = regions.data[--regions.len];
    for (Block *b = reg->first; b; b = b->next)
      for (Operation *o = b->first; o; o = o->next) {
        rename_op(&r, o);
        if (op_has_trait(o, TRAIT_SYMBOL_TABLE)) continue;
        for (uint32_t i = 0; i < o->num_regions; i++) pv_push(&ctx->alloc, &regions, &o->regions[i]);
      }
  }
  pv_free(&ctx->alloc, &regions);
  capi_check_oom(ctx);
  return r.oom ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* ---- walking symbol tables ----------------------------------------------------------------- */

/* A registered op implementing SymbolOpInterface that has a name (an op
 * whose name is optional, like builtin.module, is only a symbol when
 * named). */
static bool is_symbol_op(const Operation *op) {
  const OdsOp *ods = op_ods(op);
  return ods && (ods->interfaces & ODS_IF_SYMBOL) && symbol_name(op);
}

typedef struct TableFrame {
  Operation *op;
  bool visible, expanded;
} TableFrame;

void mlirSymbolTableWalkSymbolTables(MlirOperation from, bool allSymUsesVisible,
                                     void (*callback)(MlirOperation, bool, void *userData),
                                     void *userData) {
  Operation *root = unwrap_op(from);
  Allocator *a = &op_context(root)->alloc;
  TableFrame *stack = NULL;
  size_t n = 0, cap = 0;
  if (!vec_grow(a, (void **)&stack, &cap, 1, sizeof *stack)) return;
  stack[n++] = (TableFrame){root, allSymUsesVisible, false};
  while (n) {
    TableFrame *f = &stack[n - 1];
    Operation *op = f->op;
    bool table = op_has_trait(op, TRAIT_SYMBOL_TABLE);
    if (f->expanded) {
      /* A symbol table is reported after the tables nested in it. */
      bool visible = f->visible;
      n--;
      if (table) callback(wrap_op(op), visible, userData);
      continue;
    }
    f->expanded = true;
    /* Uses of a private (or anonymous) table's symbols are all inside it,
     * and nothing nested in a non-table can be used from outside. */
    if (!table) f->visible = true;
    else if (!is_symbol_op(op) || strcmp(symbol_visibility(op), "private") == 0) f->visible = true;
    bool visible = f->visible;
    size_t count = 0;
    for (uint32_t i = 0; i < op->num_regions; i++)
      for (Block *b = op->regions[i].first; b; b = b->next)
        for (Operation *o = b->first; o; o = o->next) count++;
    if (!vec_grow(a, (void **)&stack, &cap, n + count, sizeof *stack)) break;
    /* Children in reverse, so that they are visited in order. */
    size_t k = n + count;
    for (uint32_t i = 0; i < op->num_regions; i++)
      for (Block *b = op->regions[i].first; b; b = b->next)
        for (Operation *o = b->first; o; o = o->next) stack[--k] = (TableFrame){o, visible, false};
    n += count;
  }
  mem_free(a, stack);
}
