/* resources.c: the builtin attributes that are not plain values: dense
 * resource elements (a handle into the context's blob table), sparse
 * elements (indices and values) and distinct attributes (identity, not
 * value, decides equality). Depends on ir/ and support/. */
#include "ir.h"

/* Caps the `key_N` search; reaching it means the table is pathological. */
enum { MAX_RESOURCE_RENAMES = 1 << 20 };
/* Copies are aligned to at most this: an input may claim any power of two
 * (the recorded alignment is kept for printing and bytecode). */
enum { MAX_COPY_ALIGN = 4096 };

ResourceBlob *resource_lookup(Context *ctx, const char *key, size_t n) {
  uintptr_t v = 0;
  ctx_lock(ctx);
  bool found = sm_get(&ctx->resources, key, n, &v);
  ctx_unlock(ctx);
  return found ? (ResourceBlob *)v : NULL;
}

static ResourceBlob *try_insert(Context *ctx, const char *key, size_t n) {
  const Ident *id = ident_get(ctx, key, n);
  if (!id) return NULL;
  ResourceBlob *b = NULL;
  ctx_lock(ctx);
  if (!sm_get(&ctx->resources, id->str, id->len, NULL)) {
    b = arena_alloc(&ctx->arena, sizeof *b);
    if (b) {
      *b = (ResourceBlob){.key = id};
      if (!sm_put(&ctx->alloc, &ctx->resources, id->str, id->len, (uintptr_t)b)) b = NULL;
    }
  }
  ctx_unlock(ctx);
  return b;
}

ResourceBlob *resource_declare(Context *ctx, const char *key, size_t n) {
  ResourceBlob *b = try_insert(ctx, key, n);
  if (b || !resource_lookup(ctx, key, n)) return b;
  /* Taken: upstream appends `_1`, `_2`, ... until the name is free. */
  StrBuf name;
  sb_init(&name, &ctx->alloc);
  for (unsigned i = 1; !b && i < MAX_RESOURCE_RENAMES; i++) {
    name.len = 0;
    sb_append(&name, key, n);
    sb_printf(&name, "_%u", i);
    if (!name.data) break;
    b = try_insert(ctx, name.data, name.len);
    if (!b && !resource_lookup(ctx, name.data, name.len)) break; /* out of memory */
  }
  sb_free(&name);
  return b;
}

bool resource_set_data(Context *ctx, ResourceBlob *b, const void *data, size_t size,
                       uint32_t align, bool borrow) {
  const uint8_t *copy = NULL;
  if (size) {
    if (borrow) {
      copy = data;
    } else {
      ctx_lock(ctx);
      /* Over-allocate so the copy honours the blob's alignment. */
      uint32_t copy_align = align > MAX_COPY_ALIGN ? MAX_COPY_ALIGN : align;
      size_t pad = copy_align > 1 ? copy_align - 1 : 0;
      uint8_t *raw = size + pad >= size ? arena_alloc(&ctx->arena, size + pad) : NULL;
      ctx_unlock(ctx);
      if (!raw) return false;
      uintptr_t at = (uintptr_t)raw;
      if (copy_align > 1) at = (at + copy_align - 1) & ~(uintptr_t)(copy_align - 1);
      memcpy((void *)at, data, size);
      copy = (const uint8_t *)at;
    }
  }
  b->data = copy;
  b->size = size;
  b->align = align;
  b->has_data = true;
  return true;
}

const Attr *attr_dense_resource(Context *ctx, const Type *type, ResourceBlob *blob) {
  uint64_t w[2] = {PTR_WORD(type), PTR_WORD(blob)};
  return storage_get(ctx, AK_DENSE_RESOURCE, 0, w, 2);
}

const Attr *attr_sparse_elements(Context *ctx, const Type *type, const Attr *indices,
                                 const Attr *values) {
  uint64_t w[3] = {PTR_WORD(type), PTR_WORD(indices), PTR_WORD(values)};
  return storage_get(ctx, AK_SPARSE_ELEMENTS, 0, w, 3);
}

const Attr *attr_distinct(Context *ctx, const Attr *ref) {
  /* A fresh arena byte is an identity no other attribute shares, so the
   * uniquer never merges two distinct attributes. */
  ctx_lock(ctx);
  void *identity = arena_alloc(&ctx->arena, 1);
  ctx_unlock(ctx);
  if (!identity) return NULL;
  uint64_t w[2] = {PTR_WORD(ref), PTR_WORD(identity)};
  return storage_get(ctx, AK_DISTINCT, 0, w, 2);
}

bool ext_resource_add(Context *ctx, const Ident *group, const Ident *key, uint8_t kind,
                      const Ident *text) {
  bool ok = true;
  ctx_lock(ctx);
  ExtResource *e = NULL;
  for (size_t i = 0; i < ctx->ext_resources.len && !e; i++) {
    ExtResource *x = ctx->ext_resources.data[i];
    if (x->group == group && x->key == key) e = x;
  }
  if (!e) {
    e = arena_alloc(&ctx->arena, sizeof *e);
    ok = e && pv_push(&ctx->alloc, &ctx->ext_resources, e);
  }
  if (ok) *e = (ExtResource){group, key, text, kind};
  ctx_unlock(ctx);
  return ok;
}

void resources_forget(Context *ctx) {
  ctx_lock(ctx);
  sm_free(&ctx->alloc, &ctx->resources);
  pv_free(&ctx->alloc, &ctx->ext_resources);
  ctx_unlock(ctx);
}

void resources_release(Context *ctx) {
  size_t cursor = 0, n;
  const char *key;
  uintptr_t v;
  while (sm_next(&ctx->resources, &cursor, &key, &n, &v)) {
    ResourceBlob *b = (ResourceBlob *)v;
    if (b->deleter) b->deleter(b->deleter_user, b->data, b->size, b->align);
    b->deleter = NULL;
  }
}
