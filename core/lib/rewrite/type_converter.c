/* type_converter.c: upstream's TypeConverter: conversion callbacks tried
 * most recent first with a per-type cache, source and target
 * materializations, and signature conversions of blocks. A converter is
 * used by one conversion at a time (passes build their own), so the
 * cache needs no lock. Depends on ir/ only. */
#include "conversion.h"

typedef struct Callback {
  void (*fn)(void);
  void *user;
  UserFreeFn free_user;
} Callback;

typedef struct CallbackList {
  Callback *items;
  size_t n, cap;
} CallbackList;

/* A cached conversion: failed, or `n` types. */
typedef struct Cached {
  bool failed;
  unsigned n;
  const Type *types[];
} Cached;

struct TypeConverter {
  Allocator *alloc; /* NULL: libc (a converter made before any context) */
  CallbackList conversions, sources, targets;
  PtrMap cache; /* Type* -> Cached* */
};

TypeConverter *tc_create(Allocator *alloc) {
  TypeConverter *tc = mem_zalloc(alloc, sizeof *tc);
  if (tc) tc->alloc = alloc;
  return tc;
}

static void list_free(Allocator *a, CallbackList *l) {
  for (size_t i = 0; i < l->n; i++)
    if (l->items[i].free_user) l->items[i].free_user(l->items[i].user);
  mem_free(a, l->items);
}

void tc_destroy(TypeConverter *tc) {
  if (!tc) return;
  Allocator *a = tc->alloc;
  list_free(a, &tc->conversions);
  list_free(a, &tc->sources);
  list_free(a, &tc->targets);
  for (size_t i = 0; i < tc->cache.cap; i++)
    if (tc->cache.keys && tc->cache.keys[i]) mem_free(a, (void *)tc->cache.vals[i]);
  pm_free(a, &tc->cache);
  mem_free(a, tc);
}

Allocator *tc_alloc(const TypeConverter *tc) { return tc->alloc; }

static bool list_add(TypeConverter *tc, CallbackList *l, void (*fn)(void), void *user, UserFreeFn free_user) {
  if (!vec_grow(tc->alloc, (void **)&l->items, &l->cap, l->n + 1, sizeof *l->items)) {
    if (free_user) free_user(user);
    return false;
  }
  l->items[l->n++] = (Callback){fn, user, free_user};
  return true;
}

/* A new callback may answer differently for a cached type. */
static void cache_clear(TypeConverter *tc) {
  for (size_t i = 0; i < tc->cache.cap; i++)
    if (tc->cache.keys && tc->cache.keys[i]) mem_free(tc->alloc, (void *)tc->cache.vals[i]);
  pm_clear(&tc->cache);
}

bool tc_add_conversion(TypeConverter *tc, TypeConversionFn fn, void *user, UserFreeFn free_user) {
  cache_clear(tc);
  return list_add(tc, &tc->conversions, (void (*)(void))fn, user, free_user);
}

static int identity(void *user, const Type *t, PtrVec *out, Allocator *a) {
  (void)user;
  return pv_push(a, out, (void *)t) ? TYPE_CONV_SUCCESS : TYPE_CONV_FAILURE;
}

bool tc_add_identity(TypeConverter *tc) { return tc_add_conversion(tc, identity, NULL, NULL); }

bool tc_add_source_materialization(TypeConverter *tc, SourceMaterializationFn fn, void *user,
                                   UserFreeFn free_user) {
  return list_add(tc, &tc->sources, (void (*)(void))fn, user, free_user);
}

bool tc_add_target_materialization(TypeConverter *tc, TargetMaterializationFn fn, void *user,
                                   UserFreeFn free_user) {
  return list_add(tc, &tc->targets, (void (*)(void))fn, user, free_user);
}

/* ---- converting types ------------------------------------------------------------------- */

static void cache_put(const TypeConverter *ctc, const Type *t, bool failed, unsigned n, void *const *types) {
  TypeConverter *tc = (TypeConverter *)ctc;
  Cached *c = mem_alloc(tc->alloc, sizeof *c + n * sizeof(const Type *));
  if (!c) return;
  c->failed = failed;
  c->n = n;
  for (unsigned i = 0; i < n; i++) c->types[i] = types[i];
  if (!pm_put(tc->alloc, &tc->cache, t, (uintptr_t)c)) mem_free(tc->alloc, c);
}

bool tc_convert_type(const TypeConverter *tc, const Type *t, PtrVec *out) {
  Allocator *a = tc->alloc;
  uintptr_t v;
  if (pm_get(&tc->cache, t, &v)) {
    const Cached *c = (const Cached *)v;
    for (unsigned i = 0; !c->failed && i < c->n; i++)
      if (!pv_push(a, out, (void *)c->types[i])) return false;
    return !c->failed;
  }
  size_t before = out->len;
  for (size_t i = tc->conversions.n; i-- > 0;) {
    const Callback *cb = &tc->conversions.items[i];
    int r = ((TypeConversionFn)cb->fn)(cb->user, t, out, a);
    if (r == TYPE_CONV_NONE) {
      out->len = before;
      continue;
    }
    if (r != TYPE_CONV_SUCCESS) {
      out->len = before;
      cache_put(tc, t, true, 0, NULL);
      return false;
    }
    cache_put(tc, t, false, (unsigned)(out->len - before), out->data + before);
    return true;
  }
  return false;
}

const Type *tc_convert_type1(const TypeConverter *tc, const Type *t) {
  PtrVec out = {0};
  const Type *r = tc_convert_type(tc, t, &out) && out.len == 1 ? out.data[0] : NULL;
  pv_free(tc->alloc, &out);
  return r;
}

bool tc_convert_types(const TypeConverter *tc, size_t n, const Type *const *types, PtrVec *out) {
  for (size_t i = 0; i < n; i++)
    if (!tc_convert_type(tc, types[i], out)) return false;
  return true;
}

bool tc_is_legal_type(const TypeConverter *tc, const Type *t) { return tc_convert_type1(tc, t) == t; }

bool tc_is_legal_op(const TypeConverter *tc, const Operation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (!tc_is_legal_type(tc, op->operands[i].value->type)) return false;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!tc_is_legal_type(tc, op->results[i].type)) return false;
  return true;
}

bool tc_is_legal_region(const TypeConverter *tc, const Region *r) {
  for (const Block *b = r->first; b; b = b->next)
    for (uint32_t i = 0; i < b->nargs; i++)
      if (!tc_is_legal_type(tc, b->args[i]->type)) return false;
  return true;
}

bool tc_is_signature_legal(const TypeConverter *tc, const Type *fn) {
  for (uint32_t i = 0; i < fn->n; i++)
    if (!tc_is_legal_type(tc, WORD_PTR(const Type, fn->p[i]))) return false;
  return true;
}

/* ---- materializations --------------------------------------------------------------------- */

Value *tc_materialize_source(const TypeConverter *tc, Rewriter *rw, const Type *type, unsigned n,
                             Value *const *inputs, const Loc *loc) {
  for (size_t i = tc->sources.n; i-- > 0;) {
    const Callback *cb = &tc->sources.items[i];
    Value *v = ((SourceMaterializationFn)cb->fn)(cb->user, rw, type, n, inputs, loc);
    if (v) return v;
  }
  return NULL;
}

bool tc_materialize_target(const TypeConverter *tc, Rewriter *rw, unsigned ntypes, const Type *const *types,
                           unsigned n, Value *const *inputs, const Loc *loc, const Type *original, Value **out) {
  for (size_t i = tc->targets.n; i-- > 0;) {
    const Callback *cb = &tc->targets.items[i];
    if (((TargetMaterializationFn)cb->fn)(cb->user, rw, ntypes, types, n, inputs, loc, original, out)) return true;
  }
  return false;
}

/* ---- signature conversions ------------------------------------------------------------------- */

bool sig_init(SignatureConversion *s, Context *ctx, unsigned norig) {
  memset(s, 0, sizeof *s);
  s->ctx = ctx;
  s->norig = norig;
  s->inputs = ctx_zalloc(ctx, (norig + 1) * sizeof *s->inputs);
  return s->inputs != NULL;
}

void sig_free(SignatureConversion *s) {
  if (!s->ctx) return;
  for (unsigned i = 0; s->inputs && i < s->norig; i++) ctx_free(s->ctx, s->inputs[i].repl);
  ctx_free(s->ctx, s->inputs);
  pv_free(&s->ctx->alloc, &s->types);
  memset(s, 0, sizeof *s);
}

bool sig_append_types(SignatureConversion *s, unsigned n, const Type *const *types) {
  for (unsigned i = 0; i < n; i++)
    if (!pv_push(&s->ctx->alloc, &s->types, (void *)types[i])) return false;
  return true;
}

void sig_remap_input(SignatureConversion *s, unsigned orig, unsigned new_no, unsigned count) {
  if (orig >= s->norig) return;
  s->inputs[orig] = (SignatureInput){.input_no = new_no, .size = count, .remapped = true};
}

bool sig_add_inputs(SignatureConversion *s, unsigned orig, unsigned n, const Type *const *types) {
  sig_remap_input(s, orig, (unsigned)s->types.len, n);
  return sig_append_types(s, n, types);
}

bool sig_remap_to_values(SignatureConversion *s, unsigned orig, unsigned n, Value *const *values) {
  if (orig >= s->norig) return false;
  Value **copy = ctx_alloc(s->ctx, (n + 1) * sizeof *copy);
  if (!copy) return false;
  for (unsigned i = 0; i < n; i++) copy[i] = values[i];
  s->inputs[orig] = (SignatureInput){.input_no = orig, .size = 0, .repl = copy, .nrepl = n, .remapped = true};
  return true;
}

bool tc_convert_signature_args(const TypeConverter *tc, size_t n, const Type *const *types, SignatureConversion *s,
                               unsigned first) {
  PtrVec conv = {0};
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++) {
    conv.len = 0;
    ok = tc_convert_type(tc, types[i], &conv);
    if (ok && conv.len) ok = sig_add_inputs(s, first + (unsigned)i, (unsigned)conv.len, (const Type *const *)conv.data);
  }
  pv_free(tc->alloc, &conv);
  return ok;
}

bool tc_convert_block_signature(const TypeConverter *tc, Context *ctx, const Block *b, SignatureConversion *s) {
  if (!sig_init(s, ctx, b->nargs)) return false;
  const Type *small[8], **types = b->nargs <= 8 ? small : ctx_alloc(ctx, b->nargs * sizeof *types);
  bool ok = types != NULL;
  for (uint32_t i = 0; ok && i < b->nargs; i++) types[i] = b->args[i]->type;
  ok = ok && tc_convert_signature_args(tc, b->nargs, types, s, 0);
  if (types != small) ctx_free(ctx, types);
  if (!ok) sig_free(s);
  return ok;
}
