/* support.h: the support layer's private header: allocation through a
 * pluggable hook with a sticky out-of-memory flag, a bump arena, growable
 * byte buffers, hashing and a pointer-keyed hash map.
 * Depends on libc only; nothing here knows about IR. */
#ifndef MLIRC_SUPPORT_H
#define MLIRC_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define MLIR_INTERNAL __attribute__((visibility("hidden")))
#define MLIR_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define MLIR_INTERNAL
#define MLIR_PRINTF(f, a)
#endif

/* ------------------------------------------------------------------------ */
/* Allocation. Every byte the library owns goes through an Allocator so that
 * tests can fail the Nth allocation and embedders can plug their own heap.
 * A failed allocation sets `oom`, which stays set: callers check the flag at
 * the API boundary and turn it into one diagnostic. */

typedef struct Allocator {
  void *(*realloc_fn)(void *user, void *ptr, size_t size); /* size 0 frees */
  void *user;
  bool oom;
} Allocator;

MLIR_INTERNAL void alloc_init_default(Allocator *a);
MLIR_INTERNAL void *mem_alloc(Allocator *a, size_t size);
MLIR_INTERNAL void *mem_zalloc(Allocator *a, size_t size);
MLIR_INTERNAL void *mem_realloc(Allocator *a, void *ptr, size_t size);
MLIR_INTERNAL void mem_free(Allocator *a, void *ptr);

/* Multiply-and-check for sizes that come from input; false on overflow. */
static inline bool size_mul(size_t a, size_t b, size_t *out) {
  if (a && b > SIZE_MAX / a) return false;
  *out = a * b;
  return true;
}

/* ------------------------------------------------------------------------ */
/* Arena: bump allocation in chunks, freed all at once. Used for uniqued
 * storage whose lifetime is the context's. */

typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  Allocator *alloc;
  ArenaChunk *chunks;
  char *cur, *end;
  size_t bytes; /* total bytes handed out, for statistics */
} Arena;

MLIR_INTERNAL void arena_init(Arena *ar, Allocator *alloc);
MLIR_INTERNAL void *arena_alloc(Arena *ar, size_t size);
MLIR_INTERNAL void *arena_memdup(Arena *ar, const void *p, size_t size);
MLIR_INTERNAL void arena_free_all(Arena *ar);

/* ------------------------------------------------------------------------ */
/* Growable byte buffer, NUL-terminated when non-empty. Printing and string
 * building go through it; a failed growth sets the allocator's oom flag and
 * further appends are dropped. */

typedef struct StrBuf {
  Allocator *alloc;
  char *data;
  size_t len, cap;
} StrBuf;

MLIR_INTERNAL void sb_init(StrBuf *sb, Allocator *alloc);
MLIR_INTERNAL void sb_free(StrBuf *sb);
MLIR_INTERNAL bool sb_reserve(StrBuf *sb, size_t extra);
MLIR_INTERNAL void sb_append(StrBuf *sb, const char *s, size_t n);
MLIR_INTERNAL void sb_puts(StrBuf *sb, const char *s);
MLIR_INTERNAL void sb_putc(StrBuf *sb, char c);
MLIR_INTERNAL void sb_printf(StrBuf *sb, const char *fmt, ...) MLIR_PRINTF(2, 3);
/* `s[0..n)` as a JSON string literal (quoted, escaped). */
MLIR_INTERNAL void sb_json_string(StrBuf *sb, const char *s, size_t n);
MLIR_INTERNAL void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);
MLIR_INTERNAL void sb_indent(StrBuf *sb, unsigned n);
MLIR_INTERNAL void sb_put_i64(StrBuf *sb, int64_t v);
MLIR_INTERNAL void sb_put_u64(StrBuf *sb, uint64_t v);
static inline void sb_clear(StrBuf *sb) {
  sb->len = 0;
  if (sb->data) sb->data[0] = 0;
}

/* ------------------------------------------------------------------------ */
/* Growable array of pointers. */

typedef struct PtrVec {
  void **data;
  size_t len, cap;
} PtrVec;

MLIR_INTERNAL bool pv_push(Allocator *a, PtrVec *v, void *p);
MLIR_INTERNAL void pv_free(Allocator *a, PtrVec *v);

/* Growable array of fixed-size elements (the element size is fixed per use
 * site). */
MLIR_INTERNAL bool vec_grow(Allocator *a, void **data, size_t *cap,
                            size_t need, size_t elem);

/* ------------------------------------------------------------------------ */
/* Hashing. */

MLIR_INTERNAL uint32_t hash_bytes(const void *p, size_t n);
static inline uint32_t hash_mix(uint32_t h, uint64_t v) {
  h ^= (uint32_t)v + 0x9e3779b9u + (h << 6) + (h >> 2);
  h ^= (uint32_t)(v >> 32) + 0x9e3779b9u + (h << 6) + (h >> 2);
  return h;
}
static inline uint32_t hash_ptr(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (uint32_t)x;
}

/* Open-addressing map from non-null pointer keys to pointer-sized values. */
typedef struct PtrMap {
  const void **keys;
  uintptr_t *vals;
  size_t len, cap; /* cap is zero or a power of two */
} PtrMap;

MLIR_INTERNAL bool pm_put(Allocator *a, PtrMap *m, const void *key,
                          uintptr_t val);
MLIR_INTERNAL bool pm_get(const PtrMap *m, const void *key, uintptr_t *val);
MLIR_INTERNAL bool pm_remove(PtrMap *m, const void *key);
MLIR_INTERNAL void pm_free(Allocator *a, PtrMap *m);
MLIR_INTERNAL void pm_clear(PtrMap *m);

/* Map from byte strings (not owned: the caller keeps them alive) to
 * pointer-sized values. */
typedef struct StrMap {
  struct StrMapSlot *slots;
  size_t len, cap;
} StrMap;

MLIR_INTERNAL bool sm_put(Allocator *a, StrMap *m, const char *key, size_t n,
                          uintptr_t val);
MLIR_INTERNAL bool sm_get(const StrMap *m, const char *key, size_t n,
                          uintptr_t *val);
MLIR_INTERNAL bool sm_remove(StrMap *m, const char *key, size_t n);
MLIR_INTERNAL void sm_free(Allocator *a, StrMap *m);
/* Iterates the entries (in no particular order): *cursor starts at 0;
 * false when done. */
MLIR_INTERNAL bool sm_next(const StrMap *m, size_t *cursor, const char **key, size_t *n,
                           uintptr_t *val);

#endif /* MLIRC_SUPPORT_H */
