/* support.c: the C API of mlir-c/Support.h. */
#include "capi.h"

#include <stdlib.h>

MlirStringRef mlirStringRefCreateFromCString(const char *str) {
  return mlirStringRefCreate(str, strlen(str));
}

bool mlirStringRefEqual(MlirStringRef a, MlirStringRef b) {
  return a.length == b.length && (a.length == 0 || memcmp(a.data, b.data, a.length) == 0);
}

MlirTypeID mlirTypeIDCreate(const void *ptr) { return (MlirTypeID){ptr}; }
bool mlirTypeIDEqual(MlirTypeID a, MlirTypeID b) { return a.ptr == b.ptr; }
size_t mlirTypeIDHashValue(MlirTypeID t) { return hash_ptr(t.ptr); }

/* Identifiers are the addresses of 8-byte slots (upstream requires that
 * alignment), carved from chunks that live until the allocator dies. */
enum { TYPEID_CHUNK = 64 };
typedef struct TypeIDChunk {
  struct TypeIDChunk *next;
  uint64_t slots[TYPEID_CHUNK];
} TypeIDChunk;
typedef struct TypeIDPool {
  TypeIDChunk *chunks;
  unsigned used; /* slots taken in the first chunk */
} TypeIDPool;

MlirTypeIDAllocator mlirTypeIDAllocatorCreate(void) {
  return (MlirTypeIDAllocator){calloc(1, sizeof(TypeIDPool))};
}
void mlirTypeIDAllocatorDestroy(MlirTypeIDAllocator allocator) {
  TypeIDPool *p = allocator.ptr;
  if (!p) return;
  while (p->chunks) {
    TypeIDChunk *next = p->chunks->next;
    free(p->chunks);
    p->chunks = next;
  }
  free(p);
}
MlirTypeID mlirTypeIDAllocatorAllocateTypeID(MlirTypeIDAllocator allocator) {
  TypeIDPool *p = allocator.ptr;
  if (!p->chunks || p->used == TYPEID_CHUNK) {
    TypeIDChunk *c = malloc(sizeof *c);
    if (!c) return mlirTypeIDCreate(NULL);
    c->next = p->chunks;
    p->chunks = c;
    p->used = 0;
  }
  return mlirTypeIDCreate(&p->chunks->slots[p->used++]);
}

void capi_check_oom(Context *ctx) {
  if (!ctx->alloc.oom) return;
  ctx->alloc.oom = false;
  /* The diagnostic itself may not fit; then the flag is all we have. */
  emit_error(ctx, ctx->l_unknown, "out of memory");
}
