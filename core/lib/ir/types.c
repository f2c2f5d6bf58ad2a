/* types.c: constructors and queries of the builtin types. All types are
 * uniqued storage (see ir.h); this file only builds keys. */
#include "ir.h"

/* precision counts the implicit bit; exponents are those of IEEE-style
 * normalized numbers (value = 1.f * 2^e, min_exp..max_exp). */
static const FloatSemantics FLOATS[] = {
    /* name          w   p   max  min  inf    nan    -0     allones nuz   ei    uns */
    {"f4E2M1FN",     4,  2,  2,   0,   false, false, true,  false, false, false, false},
    {"f6E2M3FN",     6,  4,  2,   0,   false, false, true,  false, false, false, false},
    {"f6E3M2FN",     6,  3,  4,   -2,  false, false, true,  false, false, false, false},
    {"f8E5M2",       8,  3,  15,  -14, true,  true,  true,  false, false, false, false},
    {"f8E4M3",       8,  4,  7,   -6,  true,  true,  true,  false, false, false, false},
    {"f8E4M3FN",     8,  4,  8,   -6,  false, true,  true,  true,  false, false, false},
    {"f8E5M2FNUZ",   8,  3,  15,  -15, false, true,  false, false, true,  false, false},
    {"f8E4M3FNUZ",   8,  4,  7,   -7,  false, true,  false, false, true,  false, false},
    {"f8E4M3B11FNUZ",8,  4,  4,   -10, false, true,  false, false, true,  false, false},
    {"f8E3M4",       8,  5,  3,   -2,  true,  true,  true,  false, false, false, false},
    {"f8E8M0FNU",    8,  1,  127, -127,false, true,  false, true,  false, false, true},
    {"bf16",         16, 8,  127, -126,true,  true,  true,  false, false, false, false},
    {"f16",          16, 11, 15,  -14, true,  true,  true,  false, false, false, false},
    {"tf32",         19, 11, 127, -126,true,  true,  true,  false, false, false, false},
    {"f32",          32, 24, 127, -126,true,  true,  true,  false, false, false, false},
    {"f64",          64, 53, 1023,-1022,true, true,  true,  false, false, false, false},
    {"f80",          80, 64, 16383,-16382,true,true, true,  false, false, true,  false},
    {"f128",         128,113,16383,-16382,true,true, true,  false, false, false, false},
};

const FloatSemantics *float_semantics(const Type *t) {
  return type_is_float(t) ? &FLOATS[t->kind - TK_F4E2M1FN] : NULL;
}

const Type *type_integer(Context *ctx, unsigned width, unsigned signedness) {
  if (signedness == SIGNLESS && width <= 64 && ctx->t_signless[width])
    return ctx->t_signless[width];
  uint64_t w = width;
  return storage_get(ctx, TK_INTEGER, signedness, &w, 1);
}

const Type *type_simple(Context *ctx, unsigned kind) {
  if (kind <= TK_F128 && ctx->t_simple[kind]) return ctx->t_simple[kind];
  return storage_get(ctx, kind, 0, NULL, 0);
}

const Type *type_float_by_name(Context *ctx, const char *s, size_t n) {
  /* Every float name starts with 'f', 'b' or 't': most tokens leave at once. */
  if (n < 3 || (s[0] != 'f' && s[0] != 'b' && s[0] != 't')) return NULL;
  for (unsigned k = TK_F4E2M1FN; k <= TK_F128; k++) {
    const char *name = FLOATS[k - TK_F4E2M1FN].name;
    if (name[0] == s[0] && strncmp(name, s, n) == 0 && name[n] == 0) return type_simple(ctx, k);
  }
  return NULL;
}

/* Builds a key of pointer words from up to two arrays of types. */
static const Type *type_from_lists(Context *ctx, unsigned kind, uint32_t aux,
                                   size_t n1, const Type *const *l1, size_t n2,
                                   const Type *const *l2) {
  uint64_t small[16];
  size_t n = n1 + n2;
  uint64_t *w = n <= 16 ? small : ctx_alloc(ctx, n * sizeof *w);
  if (!w) return NULL;
  for (size_t i = 0; i < n1; i++) w[i] = PTR_WORD(l1[i]);
  for (size_t i = 0; i < n2; i++) w[n1 + i] = PTR_WORD(l2[i]);
  const Type *t = storage_get(ctx, kind, aux, w, (uint32_t)n);
  if (w != small) ctx_free(ctx, w);
  return t;
}

const Type *type_function(Context *ctx, size_t nin, const Type *const *in,
                          size_t nres, const Type *const *res) {
  return type_from_lists(ctx, TK_FUNCTION, (uint32_t)nin, nin, in, nres, res);
}

const Type *type_tuple(Context *ctx, size_t n, const Type *const *types) {
  return type_from_lists(ctx, TK_TUPLE, 0, n, types, 0, NULL);
}

const Type *type_complex(Context *ctx, const Type *elem) {
  uint64_t w = PTR_WORD(elem);
  return storage_get(ctx, TK_COMPLEX, 0, &w, 1);
}

/* Shaped types: dims first, then trailing words. */
static const Type *type_shaped(Context *ctx, unsigned kind, unsigned rank,
                               const int64_t *dims, const uint64_t *tail,
                               size_t ntail, const bool *scalable) {
  uint64_t small[24];
  size_t n = (size_t)rank * (scalable ? 2 : 1) + ntail;
  uint64_t *w = n <= 24 ? small : ctx_alloc(ctx, n * sizeof *w);
  if (!w) return NULL;
  size_t k = 0;
  for (unsigned i = 0; i < rank; i++) w[k++] = (uint64_t)dims[i];
  if (scalable)
    for (unsigned i = 0; i < rank; i++) w[k++] = scalable[i];
  for (size_t i = 0; i < ntail; i++) w[k++] = tail[i];
  const Type *t = storage_get(ctx, kind, rank, w, (uint32_t)n);
  if (w != small) ctx_free(ctx, w);
  return t;
}

const Type *type_vector(Context *ctx, unsigned rank, const int64_t *dims,
                        const bool *scalable, const Type *elem) {
  /* The key always holds the scalable flags so that "no flags" and "all
   * false" unique to the same type. */
  uint64_t tail = PTR_WORD(elem);
  bool zeros[32] = {false};
  bool *heap = NULL;
  if (!scalable) {
    if (rank > 32 && !(heap = ctx_zalloc(ctx, rank))) return NULL;
    scalable = heap ? heap : zeros;
  }
  const Type *t = type_shaped(ctx, TK_VECTOR, rank, dims, &tail, 1, scalable);
  ctx_free(ctx, heap);
  return t;
}

const Type *type_ranked_tensor(Context *ctx, unsigned rank, const int64_t *dims,
                               const Type *elem, const Attr *encoding) {
  uint64_t tail[2] = {PTR_WORD(elem), PTR_WORD(encoding)};
  return type_shaped(ctx, TK_RANKED_TENSOR, rank, dims, tail, 2, NULL);
}

const Type *type_unranked_tensor(Context *ctx, const Type *elem) {
  uint64_t w = PTR_WORD(elem);
  return storage_get(ctx, TK_UNRANKED_TENSOR, 0, &w, 1);
}

const Type *type_memref(Context *ctx, unsigned rank, const int64_t *dims,
                        const Type *elem, const Attr *layout,
                        const Attr *space) {
  uint64_t tail[3] = {PTR_WORD(elem), PTR_WORD(layout), PTR_WORD(space)};
  return type_shaped(ctx, TK_MEMREF, rank, dims, tail, 3, NULL);
}

const Type *type_unranked_memref(Context *ctx, const Type *elem,
                                 const Attr *space) {
  uint64_t w[2] = {PTR_WORD(elem), PTR_WORD(space)};
  return storage_get(ctx, TK_UNRANKED_MEMREF, 0, w, 2);
}

const Type *type_opaque(Context *ctx, const Ident *dialect, const Ident *data) {
  uint64_t w[2] = {PTR_WORD(dialect), PTR_WORD(data)};
  return storage_get(ctx, TK_OPAQUE, 0, w, 2);
}

const Type *shaped_elem(const Type *t) {
  switch (t->kind) {
  case TK_VECTOR: return WORD_PTR(const Type, t->p[2 * t->aux]);
  case TK_RANKED_TENSOR:
  case TK_MEMREF: return WORD_PTR(const Type, t->p[t->aux]);
  case TK_UNRANKED_TENSOR:
  case TK_UNRANKED_MEMREF: return WORD_PTR(const Type, t->p[0]);
  default: return NULL;
  }
}

int64_t shaped_num_elements(const Type *t) {
  if (!shaped_has_rank(t)) return -1;
  int64_t n = 1;
  for (unsigned i = 0; i < t->aux; i++) {
    int64_t d = shaped_dim(t, i);
    if (d < 0) return -1;
    if (d && n > INT64_MAX / d) return -1;
    n *= d;
  }
  return n;
}

const Type *type_with_elem(Context *ctx, const Type *t, const Type *elem) {
  unsigned r = t->aux;
  switch (t->kind) {
  case TK_VECTOR: {
    bool small[MAX_STACK_RANK] = {0}, *sc = r <= MAX_STACK_RANK ? small : ctx_alloc(ctx, r * sizeof *sc);
    if (!sc) return NULL;
    for (unsigned i = 0; i < r; i++) sc[i] = t->p[r + i] != 0;
    const Type *v = type_vector(ctx, r, (const int64_t *)t->p, sc, elem);
    if (sc != small) ctx_free(ctx, sc);
    return v;
  }
  case TK_RANKED_TENSOR:
    return type_ranked_tensor(ctx, r, (const int64_t *)t->p, elem, WORD_PTR(const Attr, t->p[r + 1]));
  case TK_UNRANKED_TENSOR: return type_unranked_tensor(ctx, elem);
  default: return elem;
  }
}
