/* context.c: the context, its uniquers (identifiers and storage) and its
 * registry of dialects and operation names. Depends on support/ only. */
#include "ir.h"

#include <stdlib.h>

/* ---- identifiers ------------------------------------------------------- */

static bool ident_rehash(Context *ctx) {
  size_t n = ctx->nibuckets ? ctx->nibuckets * 2 : 1024;
  Ident **b = mem_zalloc(&ctx->alloc, n * sizeof *b);
  if (!b) return false;
  for (size_t i = 0; i < ctx->nibuckets; i++) {
    Ident *id = ctx->ibuckets[i];
    while (id) {
      Ident *next = id->chain;
      size_t j = id->hash & (n - 1);
      id->chain = b[j];
      b[j] = id;
      id = next;
    }
  }
  mem_free(&ctx->alloc, ctx->ibuckets);
  ctx->ibuckets = b;
  ctx->nibuckets = n;
  return true;
}

static const Ident *ident_insert(Context *ctx, const char *s, size_t n, uint32_t h);

const Ident *ident_get(Context *ctx, const char *s, size_t n) {
  if (n > UINT32_MAX - 1) {
    ctx->alloc.oom = true;
    return NULL;
  }
  uint32_t h = hash_bytes(s, n);
  ctx_lock(ctx);
  const Ident *r = ident_insert(ctx, s, n, h);
  ctx_unlock(ctx);
  return r;
}

static const Ident *ident_insert(Context *ctx, const char *s, size_t n, uint32_t h) {
  if (ctx->nibuckets) {
    for (Ident *id = ctx->ibuckets[h & (ctx->nibuckets - 1)]; id; id = id->chain)
      if (id->hash == h && id->len == n && (n == 0 || memcmp(id->str, s, n) == 0)) /* s may be NULL when n is 0 */
        return id;
  }
  if (ctx->nidents + 1 > ctx->nibuckets && !ident_rehash(ctx)) return NULL;
  Ident *id = arena_alloc(&ctx->arena, sizeof(Ident) + n + 1);
  if (!id) return NULL;
  id->ctx = ctx;
  id->hash = h;
  id->len = (uint32_t)n;
  if (n) memcpy(id->str, s, n);
  id->str[n] = 0;
  size_t j = h & (ctx->nibuckets - 1);
  id->chain = ctx->ibuckets[j];
  ctx->ibuckets[j] = id;
  ctx->nidents++;
  return id;
}

int ident_cmp(const Ident *a, const Ident *b) {
  size_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->str, b->str, n);
  if (c) return c;
  return a->len < b->len ? -1 : a->len > b->len;
}

/* ---- storage ----------------------------------------------------------- */

static bool storage_rehash(Context *ctx) {
  size_t n = ctx->nbuckets ? ctx->nbuckets * 2 : 1024;
  Storage **b = mem_zalloc(&ctx->alloc, n * sizeof *b);
  if (!b) return false;
  for (size_t i = 0; i < ctx->nbuckets; i++) {
    Storage *s = ctx->buckets[i];
    while (s) {
      Storage *next = s->chain;
      size_t j = s->hash & (n - 1);
      s->chain = b[j];
      b[j] = s;
      s = next;
    }
  }
  mem_free(&ctx->alloc, ctx->buckets);
  ctx->buckets = b;
  ctx->nbuckets = n;
  return true;
}

static const Storage *storage_insert(Context *ctx, unsigned kind, uint32_t aux, const uint64_t *p,
                                     uint32_t n, uint32_t h);

const Storage *storage_get(Context *ctx, unsigned kind, uint32_t aux,
                           const uint64_t *p, uint32_t n) {
  uint32_t h = hash_mix(hash_mix(2166136261u, kind), aux);
  h = hash_mix(h, n);
  for (uint32_t i = 0; i < n; i++) h = hash_mix(h, p[i]);
  ctx_lock(ctx);
  const Storage *r = storage_insert(ctx, kind, aux, p, n, h);
  ctx_unlock(ctx);
  return r;
}

static const Storage *storage_insert(Context *ctx, unsigned kind, uint32_t aux, const uint64_t *p,
                                     uint32_t n, uint32_t h) {
  if (ctx->nbuckets) {
    for (Storage *s = ctx->buckets[h & (ctx->nbuckets - 1)]; s; s = s->chain)
      if (s->hash == h && s->kind == kind && s->aux == aux && s->n == n &&
          (n == 0 || memcmp(s->p, p, n * sizeof *p) == 0))
        return s;
  }
  if (ctx->nstorage + 1 > ctx->nbuckets && !storage_rehash(ctx)) return NULL;
  size_t bytes;
  if (!size_mul(n, sizeof(uint64_t), &bytes) ||
      bytes > SIZE_MAX - sizeof(Storage)) {
    ctx->alloc.oom = true;
    return NULL;
  }
  Storage *s = arena_alloc(&ctx->arena, sizeof(Storage) + bytes);
  if (!s) return NULL;
  s->kind = (uint16_t)kind;
  s->pad = 0;
  s->hash = h;
  s->ctx = ctx;
  s->aux = aux;
  s->n = n;
  if (n) memcpy(s->p, p, bytes);
  size_t j = h & (ctx->nbuckets - 1);
  s->chain = ctx->buckets[j];
  ctx->buckets[j] = s;
  ctx->nstorage++;
  return s;
}

/* ---- registry ---------------------------------------------------------- */

const Dialect *ctx_lookup_dialect(Context *ctx, const char *ns, size_t n) {
  uintptr_t v;
  return sm_get(&ctx->dialects, ns, n, &v) ? (const Dialect *)v : NULL;
}

static OpName *opname_new(Context *ctx, const Ident *name) {
  OpName *on = arena_alloc(&ctx->arena, sizeof *on);
  if (!on) return NULL;
  on->name = name;
  on->dialect = NULL;
  on->def = NULL;
  if (!sm_put(&ctx->alloc, &ctx->opnames, name->str, name->len, (uintptr_t)on))
    return NULL;
  return on;
}

/* The collected canonicalization patterns change with the registered ops. */
static void drop_canon_patterns(Context *ctx) {
  ctx_free(ctx, (void *)ctx->canon_patterns);
  ctx->canon_patterns = NULL;
}

Dialect *ctx_add_dialect(Context *ctx, const char *ns, const DialectDef *def) {
  const Dialect *existing = ctx_lookup_dialect(ctx, ns, strlen(ns));
  if (existing) return (Dialect *)existing;
  Dialect *d = arena_alloc(&ctx->arena, sizeof *d);
  if (!d) return NULL;
  d->ns = ident_cstr(ctx, ns);
  d->def = def;
  d->attr_classes = NULL;
  /* Arena memory is not zeroed: a dialect without ODS defs never sets this,
   * and lookups by C++ class name walk every loaded dialect's list. */
  d->type_classes = NULL;
  d->materialize = NULL;
  d->patterns = NULL;
  if (!d->ns || !sm_put(&ctx->alloc, &ctx->dialects, d->ns->str, d->ns->len, (uintptr_t)d))
    return NULL;
  return d;
}

bool ctx_add_op(Context *ctx, Dialect *d, const OpDef *op) {
  const Ident *name = ident_cstr(ctx, op->name);
  if (!name) return false;
  uintptr_t v;
  OpName *on = sm_get(&ctx->opnames, name->str, name->len, &v) ? (OpName *)v : opname_new(ctx, name);
  if (!on) return false;
  on->dialect = d;
  on->def = op;
  drop_canon_patterns(ctx);
  return true;
}

const OpName *opname_get(Context *ctx, const char *s, size_t n) {
  uintptr_t v;
  ctx_lock(ctx);
  const OpName *r = NULL;
  if (sm_get(&ctx->opnames, s, n, &v)) r = (const OpName *)v;
  else {
    const Ident *name = ident_get(ctx, s, n);
    r = name ? opname_new(ctx, name) : NULL;
  }
  ctx_unlock(ctx);
  return r;
}

/* ---- lifetime ---------------------------------------------------------- */

Context *ctx_create(void) {
  Allocator a;
  alloc_init_default(&a);
  Context *ctx = mem_zalloc(&a, sizeof *ctx);
  if (!ctx) return NULL;
  ctx->alloc = a;
  arena_init(&ctx->arena, &ctx->alloc);
  mutex_init(&ctx->lock);
  ctx->threading = true;
  ctx->next_handler_id = 1;
  for (unsigned k = TK_INDEX; k <= TK_F128; k++) ctx->t_simple[k] = type_simple(ctx, k);
  for (unsigned w = 1; w <= 64; w++) ctx->t_signless[w] = type_integer(ctx, w, SIGNLESS);
  ctx->t_index = type_simple(ctx, TK_INDEX);
  ctx->t_none = type_simple(ctx, TK_NONE);
  ctx->t_i1 = type_integer(ctx, 1, SIGNLESS);
  ctx->t_i64 = type_integer(ctx, 64, SIGNLESS);
  ctx->l_unknown = storage_get(ctx, LK_UNKNOWN, 0, NULL, 0);
  ctx->a_unit = storage_get(ctx, AK_UNIT, 0, NULL, 0);
  if (ctx->alloc.oom) {
    ctx_destroy(ctx);
    return NULL;
  }
  return ctx;
}

void ctx_destroy(Context *ctx) {
  if (!ctx) return;
  for (size_t i = 0; i < ctx->nhandlers; i++)
    if (ctx->handlers[i].delete_user)
      ctx->handlers[i].delete_user(ctx->handlers[i].user);
  mem_free(&ctx->alloc, ctx->handlers);
  pm_free(&ctx->alloc, &ctx->format_cache);
  drop_canon_patterns(ctx);
  resources_release(ctx);
  sm_free(&ctx->alloc, &ctx->resources);
  pv_free(&ctx->alloc, &ctx->ext_resources);
  sm_free(&ctx->alloc, &ctx->opnames);
  sm_free(&ctx->alloc, &ctx->dialects);
  mem_free(&ctx->alloc, ctx->buckets);
  mem_free(&ctx->alloc, ctx->ibuckets);
  arena_free_all(&ctx->arena);
  mutex_destroy(&ctx->lock);
  Allocator a = ctx->alloc;
  mem_free(&a, ctx);
}

static const char TYPE_IDS[STORAGE_KIND_COUNT];

const void *storage_type_id(unsigned kind) {
  return kind < STORAGE_KIND_COUNT ? &TYPE_IDS[kind] : NULL;
}

static int cmp_cstr(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

void ctx_append_dialect_names(Context *ctx, StrBuf *out) {
  PtrVec names = {0};
  const char *key;
  size_t n, cursor = 0;
  uintptr_t v;
  while (sm_next(&ctx->dialects, &cursor, &key, &n, &v))
    if (!pv_push(&ctx->alloc, &names, (void *)((const Dialect *)v)->ns->str)) break;
  qsort(names.data, names.len, sizeof *names.data, cmp_cstr);
  for (size_t i = 0; i < names.len; i++) {
    if (i) sb_puts(out, ", ");
    sb_puts(out, names.data[i]);
  }
  pv_free(&ctx->alloc, &names);
}
