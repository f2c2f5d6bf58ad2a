/* hashmap.c: FNV-style byte hashing and two open-addressing maps (pointer
 * keys; borrowed byte-string keys). Linear probing, load factor at most 1/2,
 * backward-shift deletion so no tombstones are needed. Depends on libc only. */
#include "support.h"

uint32_t hash_bytes(const void *p, size_t n) {
  const unsigned char *s = p;
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 16777619u;
  }
  return h;
}

/* ---- PtrMap ------------------------------------------------------------ */

static bool pm_grow(Allocator *a, PtrMap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 16;
  const void **keys = mem_zalloc(a, ncap * sizeof *keys);
  uintptr_t *vals = mem_alloc(a, ncap * sizeof *vals);
  if (!keys || !vals) {
    mem_free(a, (void *)keys);
    mem_free(a, vals);
    return false;
  }
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i]) continue;
    size_t j = hash_ptr(m->keys[i]) & (ncap - 1);
    while (keys[j]) j = (j + 1) & (ncap - 1);
    keys[j] = m->keys[i];
    vals[j] = m->vals[i];
  }
  mem_free(a, (void *)m->keys);
  mem_free(a, m->vals);
  m->keys = keys;
  m->vals = vals;
  m->cap = ncap;
  return true;
}

bool pm_put(Allocator *a, PtrMap *m, const void *key, uintptr_t val) {
  if ((m->len + 1) * 2 > m->cap && !pm_grow(a, m)) return false;
  size_t j = hash_ptr(key) & (m->cap - 1);
  while (m->keys[j] && m->keys[j] != key) j = (j + 1) & (m->cap - 1);
  if (!m->keys[j]) m->len++;
  m->keys[j] = key;
  m->vals[j] = val;
  return true;
}

bool pm_get(const PtrMap *m, const void *key, uintptr_t *val) {
  if (!m->cap) return false;
  size_t j = hash_ptr(key) & (m->cap - 1);
  while (m->keys[j]) {
    if (m->keys[j] == key) {
      if (val) *val = m->vals[j];
      return true;
    }
    j = (j + 1) & (m->cap - 1);
  }
  return false;
}

bool pm_remove(PtrMap *m, const void *key) {
  if (!m->cap) return false;
  size_t mask = m->cap - 1, j = hash_ptr(key) & mask;
  while (m->keys[j] && m->keys[j] != key) j = (j + 1) & mask;
  if (!m->keys[j]) return false;
  /* Backward-shift deletion keeps probe runs intact without tombstones. */
  size_t hole = j;
  for (size_t k = (j + 1) & mask; m->keys[k]; k = (k + 1) & mask) {
    size_t home = hash_ptr(m->keys[k]) & mask;
    bool movable = hole <= k ? (home <= hole || home > k) : (home <= hole && home > k);
    if (movable) {
      m->keys[hole] = m->keys[k];
      m->vals[hole] = m->vals[k];
      hole = k;
    }
  }
  m->keys[hole] = NULL;
  m->len--;
  return true;
}

void pm_clear(PtrMap *m) {
  if (m->cap) memset((void *)m->keys, 0, m->cap * sizeof *m->keys);
  m->len = 0;
}

void pm_free(Allocator *a, PtrMap *m) {
  mem_free(a, (void *)m->keys);
  mem_free(a, m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- StrMap ------------------------------------------------------------ */

struct StrMapSlot {
  const char *key; /* NULL marks an empty slot */
  size_t n;
  uint32_t hash;
  uintptr_t val;
};

static bool sm_grow(Allocator *a, StrMap *m) {
  size_t ncap = m->cap ? m->cap * 2 : 16;
  struct StrMapSlot *slots = mem_zalloc(a, ncap * sizeof *slots);
  if (!slots) return false;
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->slots[i].key) continue;
    size_t j = m->slots[i].hash & (ncap - 1);
    while (slots[j].key) j = (j + 1) & (ncap - 1);
    slots[j] = m->slots[i];
  }
  mem_free(a, m->slots);
  m->slots = slots;
  m->cap = ncap;
  return true;
}

static size_t sm_find(const StrMap *m, const char *key, size_t n, uint32_t h) {
  size_t j = h & (m->cap - 1);
  while (m->slots[j].key) {
    const struct StrMapSlot *s = &m->slots[j];
    if (s->hash == h && s->n == n && memcmp(s->key, key, n) == 0) return j;
    j = (j + 1) & (m->cap - 1);
  }
  return j;
}

bool sm_put(Allocator *a, StrMap *m, const char *key, size_t n, uintptr_t val) {
  if ((m->len + 1) * 2 > m->cap && !sm_grow(a, m)) return false;
  uint32_t h = hash_bytes(key, n);
  size_t j = sm_find(m, key, n, h);
  if (!m->slots[j].key) m->len++;
  /* An empty key still needs a non-null pointer to mark the slot used. */
  m->slots[j].key = key ? key : "";
  m->slots[j].n = n;
  m->slots[j].hash = h;
  m->slots[j].val = val;
  return true;
}

bool sm_get(const StrMap *m, const char *key, size_t n, uintptr_t *val) {
  if (!m->cap) return false;
  size_t j = sm_find(m, key, n, hash_bytes(key, n));
  if (!m->slots[j].key) return false;
  if (val) *val = m->slots[j].val;
  return true;
}

bool sm_remove(StrMap *m, const char *key, size_t n) {
  if (!m->cap) return false;
  size_t mask = m->cap - 1;
  size_t j = sm_find(m, key, n, hash_bytes(key, n));
  if (!m->slots[j].key) return false;
  /* Backward-shift: pull later members of the probe run into the hole. */
  size_t hole = j;
  for (size_t k = (j + 1) & mask; m->slots[k].key; k = (k + 1) & mask) {
    size_t home = m->slots[k].hash & mask;
    bool movable = hole <= k ? (home <= hole || home > k)
                             : (home <= hole && home > k);
    if (movable) {
      m->slots[hole] = m->slots[k];
      hole = k;
    }
  }
  m->slots[hole].key = NULL;
  m->len--;
  return true;
}

void sm_free(Allocator *a, StrMap *m) {
  mem_free(a, m->slots);
  memset(m, 0, sizeof *m);
}

bool sm_next(const StrMap *m, size_t *cursor, const char **key, size_t *n, uintptr_t *val) {
  while (*cursor < m->cap) {
    const struct StrMapSlot *s = &m->slots[(*cursor)++];
    if (!s->key) continue;
    *key = s->key;
    *n = s->n;
    if (val) *val = s->val;
    return true;
  }
  return false;
}
