/* alloc.c: the allocation hook with its sticky out-of-memory flag, and the
 * bump arena built on it. Depends on libc only. */
#include "support.h"

#include <stdlib.h>

static void *default_realloc(void *user, void *ptr, size_t size) {
  (void)user;
  if (size == 0) {
    free(ptr);
    return NULL;
  }
  return realloc(ptr, size);
}

void alloc_init_default(Allocator *a) {
  a->realloc_fn = default_realloc;
  a->user = NULL;
  a->oom = false;
}

/* A NULL allocator means libc: used for objects created before they
 * belong to a context (detached regions and blocks). */
void *mem_alloc(Allocator *a, size_t size) {
  if (!a) return malloc(size ? size : 1);
  void *p = a->realloc_fn(a->user, NULL, size ? size : 1);
  if (!p) a->oom = true;
  return p;
}

void *mem_zalloc(Allocator *a, size_t size) {
  void *p = mem_alloc(a, size);
  if (p) memset(p, 0, size);
  return p;
}

void *mem_realloc(Allocator *a, void *ptr, size_t size) {
  if (!a) return realloc(ptr, size ? size : 1);
  void *p = a->realloc_fn(a->user, ptr, size ? size : 1);
  if (!p) a->oom = true;
  return p;
}

void mem_free(Allocator *a, void *ptr) {
  if (!a) free(ptr);
  else if (ptr) a->realloc_fn(a->user, ptr, 0);
}

/* ------------------------------------------------------------------------ */

struct ArenaChunk {
  ArenaChunk *next;
  /* payload follows, aligned to max_align_t */
};

enum { ARENA_CHUNK = 64 * 1024, ARENA_ALIGN = 16 };

static size_t align_up(size_t n) { return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1); }

void arena_init(Arena *ar, Allocator *alloc) {
  memset(ar, 0, sizeof *ar);
  ar->alloc = alloc;
}

void *arena_alloc(Arena *ar, size_t size) {
  size = align_up(size ? size : 1);
  if ((size_t)(ar->end - ar->cur) < size) {
    /* Big requests get a chunk of their own so the current chunk's tail is
     * not wasted. */
    size_t header = align_up(sizeof(ArenaChunk));
    size_t payload = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;
    if (payload > SIZE_MAX - header) {
      ar->alloc->oom = true;
      return NULL;
    }
    ArenaChunk *c = mem_alloc(ar->alloc, header + payload);
    if (!c) return NULL;
    c->next = ar->chunks;
    ar->chunks = c;
    char *base = (char *)c + header;
    if (payload != ARENA_CHUNK) {
      ar->bytes += size;
      return base;
    }
    ar->cur = base;
    ar->end = base + payload;
  }
  void *p = ar->cur;
  ar->cur += size;
  ar->bytes += size;
  return p;
}

void *arena_memdup(Arena *ar, const void *p, size_t size) {
  void *q = arena_alloc(ar, size);
  if (q && size) memcpy(q, p, size);
  return q;
}

void arena_free_all(Arena *ar) {
  ArenaChunk *c = ar->chunks;
  while (c) {
    ArenaChunk *next = c->next;
    mem_free(ar->alloc, c);
    c = next;
  }
  ar->chunks = NULL;
  ar->cur = ar->end = NULL;
}
