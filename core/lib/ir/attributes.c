/* attributes.c: constructors and queries of the builtin attributes and of
 * locations. Like types, they are uniqued storage keyed by parameter words. */
#include "ir.h"

#include <stdlib.h>

const Attr *attr_unit(Context *ctx) { return ctx->a_unit; }

static unsigned int_storage_width(const Type *t) {
  return t->kind == TK_INTEGER ? type_int_width(t) : 64;
}

const Attr *attr_integer_limbs(Context *ctx, const Type *type,
                               const uint64_t *limbs, unsigned nlimbs) {
  unsigned width = int_storage_width(type);
  unsigned need = width ? (width + 63) / 64 : 1;
  uint64_t small[8];
  uint64_t *w = need + 1 <= 8 ? small : ctx_alloc(ctx, (need + 1) * 8u);
  if (!w) return NULL;
  w[0] = PTR_WORD(type);
  for (unsigned i = 0; i < need; i++) w[1 + i] = i < nlimbs ? limbs[i] : 0;
  if (width % 64) w[need] &= (~0ULL) >> (64 - width % 64);
  if (width == 0) w[1] = 0;
  const Attr *a = storage_get(ctx, AK_INTEGER, 0, w, need + 1);
  if (w != small) ctx_free(ctx, w);
  return a;
}

const Attr *attr_integer(Context *ctx, const Type *type, int64_t v) {
  /* Sign-extend into every limb so wide types keep the value's sign. */
  uint64_t limbs[64];
  unsigned width = int_storage_width(type);
  unsigned need = width ? (width + 63) / 64 : 1;
  if (need > 64) {
    uint64_t *big = ctx_alloc(ctx, need * 8u);
    if (!big) return NULL;
    for (unsigned i = 0; i < need; i++)
      big[i] = i == 0 ? (uint64_t)v : (v < 0 ? ~0ULL : 0);
    const Attr *a = attr_integer_limbs(ctx, type, big, need);
    ctx_free(ctx, big);
    return a;
  }
  for (unsigned i = 0; i < need; i++)
    limbs[i] = i == 0 ? (uint64_t)v : (v < 0 ? ~0ULL : 0);
  return attr_integer_limbs(ctx, type, limbs, need);
}

const Attr *attr_bool(Context *ctx, bool v) {
  return attr_integer(ctx, ctx->t_i1, v ? 1 : 0);
}

int64_t attr_int_value(const Attr *a) {
  const Type *t = WORD_PTR(const Type, a->p[0]);
  unsigned width = int_storage_width(t);
  uint64_t v = a->p[1];
  if (width == 0) return 0;
  if (width < 64) {
    uint64_t sign = 1ULL << (width - 1);
    if (t->kind == TK_INTEGER && type_int_signedness(t) == UNSIGNED) return (int64_t)v;
    return (int64_t)((v ^ sign) - sign);
  }
  return (int64_t)v;
}

const Attr *attr_float_bits(Context *ctx, const Type *type, uint64_t lo,
                            uint64_t hi) {
  uint64_t w[3] = {PTR_WORD(type), lo, hi};
  return storage_get(ctx, AK_FLOAT, 0, w, 3);
}

const Attr *attr_string(Context *ctx, const char *s, size_t n,
                        const Type *type) {
  const Ident *id = ident_get(ctx, s, n);
  if (!id) return NULL;
  uint64_t w[2] = {PTR_WORD(id), PTR_WORD(type ? type : ctx->t_none)};
  return storage_get(ctx, AK_STRING, 0, w, 2);
}

const Attr *attr_array(Context *ctx, size_t n, const Attr *const *elems) {
  if (!n) return storage_get(ctx, AK_ARRAY, 0, NULL, 0);
  uint64_t small[16];
  uint64_t *w = n <= 16 ? small : ctx_alloc(ctx, n * sizeof *w);
  if (!w) return NULL;
  for (size_t i = 0; i < n; i++) w[i] = PTR_WORD(elems[i]);
  const Attr *a = storage_get(ctx, AK_ARRAY, 0, w, (uint32_t)n);
  if (w != small) ctx_free(ctx, w);
  return a;
}

static int named_cmp(const void *x, const void *y) {
  const NamedAttr *a = x, *b = y;
  return ident_cmp(a->name, b->name);
}

const Attr *attr_dictionary(Context *ctx, size_t n, const NamedAttr *entries,
                            const Ident **dup) {
  if (dup) *dup = NULL;
  if (!n) return storage_get(ctx, AK_DICTIONARY, 0, NULL, 0);
  NamedAttr small[16];
  NamedAttr *sorted = n <= 16 ? small : ctx_alloc(ctx, n * sizeof *sorted);
  uint64_t wsmall[32];
  uint64_t *w = 2 * n <= 32 ? wsmall : ctx_alloc(ctx, 2 * n * sizeof *w);
  const Attr *a = NULL;
  if (!sorted || !w) goto done;
  if (n) memcpy(sorted, entries, n * sizeof *sorted);
  /* Entries often arrive sorted already (printer round trips). */
  bool is_sorted = true;
  for (size_t i = 1; i < n && is_sorted; i++)
    is_sorted = ident_cmp(sorted[i - 1].name, sorted[i].name) < 0;
  if (!is_sorted) qsort(sorted, n, sizeof *sorted, named_cmp);
  for (size_t i = 0; i < n; i++) {
    if (i && sorted[i - 1].name == sorted[i].name) {
      if (dup) *dup = sorted[i].name;
      goto done;
    }
    w[2 * i] = PTR_WORD(sorted[i].name);
    w[2 * i + 1] = PTR_WORD(sorted[i].value);
  }
  a = storage_get(ctx, AK_DICTIONARY, 0, w, (uint32_t)(2 * n));
done:
  if (sorted && sorted != small) ctx_free(ctx, sorted);
  if (w && w != wsmall) ctx_free(ctx, w);
  return a;
}

const Attr *dict_lookup(const Attr *d, const char *name, size_t n) {
  if (!d) return NULL;
  /* Binary search by name: entries are sorted. */
  size_t lo = 0, hi = dict_size(d);
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    const Ident *k = dict_name(d, mid);
    size_t m = k->len < n ? k->len : n;
    int c = memcmp(k->str, name, m);
    if (!c) c = k->len < n ? -1 : k->len > n;
    if (!c) return dict_value(d, mid);
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

const Attr *dict_set(Context *ctx, const Attr *d, const Ident *name,
                     const Attr *value) {
  size_t n = dict_size(d);
  NamedAttr *entries = ctx_alloc(ctx, (n + 1) * sizeof *entries);
  if (!entries) return NULL;
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (dict_name(d, i) != name)
      entries[k++] = (NamedAttr){dict_name(d, i), dict_value(d, i)};
  if (value) entries[k++] = (NamedAttr){name, value};
  const Attr *r = attr_dictionary(ctx, k, entries, NULL);
  ctx_free(ctx, entries);
  return r;
}

const Attr *attr_type(Context *ctx, const Type *t) {
  uint64_t w = PTR_WORD(t);
  return storage_get(ctx, AK_TYPE, 0, &w, 1);
}

const Attr *attr_symbol_ref(Context *ctx, const Ident *root, size_t nnested,
                            const Ident *const *nested) {
  uint64_t small[8];
  size_t n = nnested + 1;
  uint64_t *w = n <= 8 ? small : ctx_alloc(ctx, n * sizeof *w);
  if (!w) return NULL;
  w[0] = PTR_WORD(root);
  for (size_t i = 0; i < nnested; i++) w[1 + i] = PTR_WORD(nested[i]);
  const Attr *a = storage_get(ctx, AK_SYMBOL_REF, 0, w, (uint32_t)n);
  if (w != small) ctx_free(ctx, w);
  return a;
}

const Attr *attr_opaque(Context *ctx, const Ident *dialect, const Ident *data,
                        const Type *type) {
  uint64_t w[3] = {PTR_WORD(dialect), PTR_WORD(data),
                   PTR_WORD(type ? type : ctx->t_none)};
  return storage_get(ctx, AK_OPAQUE, 0, w, 3);
}

const Attr *attr_dense_array(Context *ctx, const Type *elem, size_t count,
                             const void *data, size_t nbytes) {
  const Ident *blob = ident_get(ctx, data, nbytes);
  if (!blob || count > UINT32_MAX) return NULL;
  uint64_t w[2] = {PTR_WORD(elem), PTR_WORD(blob)};
  return storage_get(ctx, AK_DENSE_ARRAY, (uint32_t)count, w, 2);
}

const Attr *attr_dense_elements(Context *ctx, const Type *type, bool splat,
                                const void *data, size_t nbytes) {
  const Ident *blob = ident_get(ctx, data, nbytes);
  if (!blob) return NULL;
  uint64_t w[2] = {PTR_WORD(type), PTR_WORD(blob)};
  return storage_get(ctx, AK_DENSE_ELEMENTS, splat, w, 2);
}

const Attr *attr_strided_layout(Context *ctx, int64_t offset, size_t n,
                                const int64_t *strides) {
  uint64_t small[9];
  uint64_t *w = n + 1 <= 9 ? small : ctx_alloc(ctx, (n + 1) * sizeof *w);
  if (!w) return NULL;
  w[0] = (uint64_t)offset;
  for (size_t i = 0; i < n; i++) w[1 + i] = (uint64_t)strides[i];
  const Attr *a = storage_get(ctx, AK_STRIDED_LAYOUT, 0, w, (uint32_t)(n + 1));
  if (w != small) ctx_free(ctx, w);
  return a;
}

const Type *attr_get_type(const Attr *a) {
  switch (a->kind) {
  case AK_INTEGER:
  case AK_FLOAT:
  case AK_DENSE_ELEMENTS:
  case AK_DENSE_STRING:
  case AK_DENSE_RESOURCE:
  case AK_SPARSE_ELEMENTS: return WORD_PTR(const Type, a->p[0]);
  case AK_STRING: return WORD_PTR(const Type, a->p[1]);
  case AK_OPAQUE: return WORD_PTR(const Type, a->p[2]);
  case AK_DIALECT: {
    const AttrClass *cls = WORD_PTR(const AttrClass, a->p[0]);
    const Type *t = cls && cls->attr_type ? cls->attr_type(a) : NULL;
    return t ? t : a->ctx->t_none;
  }
  default: return a->ctx->t_none;
  }
}

/* ---- locations --------------------------------------------------------- */

const Loc *loc_unknown(Context *ctx) { return ctx->l_unknown; }

const Loc *loc_file_range(Context *ctx, const Ident *file, unsigned line,
                          unsigned col, unsigned eline, unsigned ecol) {
  uint64_t w[5] = {PTR_WORD(file), line, col, eline, ecol};
  return storage_get(ctx, LK_FILE_LINE_COL, 0, w, 5);
}

const Loc *loc_file(Context *ctx, const Ident *file, unsigned line,
                    unsigned col) {
  return loc_file_range(ctx, file, line, col, line, col);
}

const Loc *loc_name(Context *ctx, const Ident *name, const Loc *child) {
  uint64_t w[2] = {PTR_WORD(name), PTR_WORD(child ? child : ctx->l_unknown)};
  return storage_get(ctx, LK_NAME, 0, w, 2);
}

const Loc *loc_callsite(Context *ctx, const Loc *callee, const Loc *caller) {
  uint64_t w[2] = {PTR_WORD(callee), PTR_WORD(caller)};
  return storage_get(ctx, LK_CALLSITE, 0, w, 2);
}

static bool loc_list_has(const uint64_t *w, size_t n, const Loc *l) {
  for (size_t i = 0; i < n; i++)
    if (w[i] == PTR_WORD(l)) return true;
  return false;
}

/* Upstream's FusedLoc::get: nested fused locations with the same metadata
 * are flattened, unknown parts and repeats dropped; no parts left gives
 * unknown (fused<meta>[unknown] with metadata), a single part without
 * metadata is that part. */
const Loc *loc_fused(Context *ctx, size_t n, const Loc *const *locs,
                     const Attr *metadata) {
  size_t cap = 1;
  for (size_t i = 0; i < n; i++)
    cap += locs[i]->kind == LK_FUSED ? locs[i]->n - 1 : 1;
  uint64_t small[9];
  uint64_t *w = cap + 1 <= 9 ? small : ctx_alloc(ctx, (cap + 1) * sizeof *w);
  if (!w) return NULL;
  w[0] = PTR_WORD(metadata);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    const Loc *l = locs[i];
    if (l->kind == LK_FUSED && l->p[0] == PTR_WORD(metadata)) {
      for (uint32_t j = 1; j < l->n; j++) {
        const Loc *part = WORD_PTR(const Loc, l->p[j]);
        if (!loc_list_has(w + 1, k, part)) w[1 + k++] = PTR_WORD(part);
      }
    } else if (l->kind != LK_UNKNOWN && !loc_list_has(w + 1, k, l)) {
      w[1 + k++] = PTR_WORD(l);
    }
  }
  const Loc *r;
  if (k == 0 && !metadata) r = ctx->l_unknown;
  else if (k == 1 && !metadata) r = WORD_PTR(const Loc, w[1]);
  else {
    if (k == 0) w[1 + k++] = PTR_WORD(ctx->l_unknown);
    r = storage_get(ctx, LK_FUSED, 0, w, (uint32_t)(k + 1));
  }
  if (w != small) ctx_free(ctx, w);
  return r;
}

/* ---- float attribute helpers ----------------------------------------------- */

#include "floats.h"

const Attr *attr_float_double(Context *ctx, const Type *type, double v) {
  uint64_t bits[2];
  float_from_double(float_semantics(type), v, bits);
  return attr_float_bits(ctx, type, bits[0], bits[1]);
}

double attr_float_value(const Attr *a) {
  const Type *t = WORD_PTR(const Type, a->p[0]);
  uint64_t bits[2] = {a->p[1], a->p[2]};
  return float_to_double(float_semantics(t), bits);
}
