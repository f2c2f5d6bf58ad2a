/* elems.c: reading and building constant elements (scalar attributes and
 * dense elements), the poison attribute, and the elementwise folding
 * drivers shaped like upstream's CommonFolders.h: poison propagates, two
 * scalars or two splats fold to one value, other dense operands fold
 * element by element. */
#include "elems.h"

unsigned elem_int_width(const Type *et) {
  if (!et) return 0;
  if (et->kind == TK_INDEX) return 64;
  if (et->kind == TK_INTEGER) return type_int_width(et);
  return 0;
}

const Type *elem_type_of(const Type *t) { return type_is_shaped(t) ? shaped_elem(t) : t; }

bool elem_float_foldable(const Type *et) {
  if (!type_is_float(et)) return false;
  const FloatSemantics *s = float_semantics(et);
  return s->precision <= 53 && s->width <= 64;
}

/* ---- poison ------------------------------------------------------------------------ */

bool attr_is_poison(const Attr *a) {
  if (!a || a->kind != AK_DIALECT || a->n < 1) return false;
  const AttrClass *cls = WORD_PTR(const AttrClass, a->p[0]);
  return cls && strcmp(cls->name, "ub.poison") == 0;
}

const Attr *attr_poison(Context *ctx) {
  const Dialect *ub = ctx_lookup_dialect(ctx, "ub", 2);
  for (const AttrClass *const *c = ub ? ub->attr_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name, "ub.poison") == 0) {
      uint64_t w[1] = {PTR_WORD(*c)};
      return storage_get(ctx, AK_DIALECT, 0, w, 1);
    }
  return NULL;
}

/* ---- views --------------------------------------------------------------------------- */

static bool elem_ok(const Type *et) {
  unsigned w = elem_int_width(et);
  if (w) return w <= 64;
  return elem_float_foldable(et);
}

bool const_view(const Attr *a, ConstView *v) {
  if (!a) return false;
  memset(v, 0, sizeof *v);
  v->attr = a;
  if (a->kind == AK_INTEGER || a->kind == AK_FLOAT) {
    v->type = v->et = attr_get_type(a);
    v->n = 1;
    v->scalar = v->splat = true;
  } else if (a->kind == AK_DENSE_ELEMENTS) {
    v->type = attr_get_type(a);
    v->et = shaped_elem(v->type);
    int64_t n = shaped_num_elements(v->type);
    if (n < 0) return false;
    v->n = (size_t)n;
    v->splat = a->aux != 0;
  } else {
    return false;
  }
  if (!elem_ok(v->et)) return false;
  v->is_float = type_is_float(v->et);
  return true;
}

void const_elem(const ConstView *v, size_t i, Elem *e) {
  e->w[0] = e->w[1] = 0;
  const Attr *a = v->attr;
  if (v->scalar) {
    e->w[0] = a->p[1];
    if (a->kind == AK_FLOAT) e->w[1] = a->p[2];
    return;
  }
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  const unsigned char *d = (const unsigned char *)blob->str;
  if (v->splat) i = 0;
  if (dense_elem_is_packed_bit(v->et)) {
    if (i / 8 < blob->len) e->w[0] = (d[i / 8] >> (i % 8)) & 1;
    return;
  }
  size_t eb = dense_elem_bytes(v->et);
  if ((i + 1) * eb > blob->len) return;
  for (size_t k = 0; k < eb && k < 16; k++) e->w[k / 8] |= (uint64_t)d[i * eb + k] << (8 * (k % 8));
}

const Attr *const_build(Context *ctx, const Type *type, const Elem *elems, size_t n) {
  if (!type_is_shaped(type)) {
    if (type_is_float(type)) return attr_float_bits(ctx, type, elems[0].w[0], elems[0].w[1]);
    if (type_is_int_or_index(type)) return attr_integer_limbs(ctx, type, &elems[0].w[0], 1);
    return NULL;
  }
  const Type *et = shaped_elem(type);
  int64_t total = shaped_num_elements(type);
  if (total < 0 || type->kind == TK_MEMREF || (n != 1 && (int64_t)n != total)) return NULL;
  unsigned char small[256];
  size_t eb = dense_elem_bytes(et), nbytes;
  bool packed = dense_elem_is_packed_bit(et);
  nbytes = packed ? (n + 7) / 8 : n * eb;
  unsigned char *buf = nbytes <= sizeof small ? small : ctx_zalloc(ctx, nbytes);
  if (!buf) return NULL;
  memset(buf, 0, nbytes);
  for (size_t i = 0; i < n; i++) {
    if (packed) {
      if (elems[i].w[0] & 1) buf[i / 8] |= (unsigned char)(1u << (i % 8));
      continue;
    }
    for (size_t k = 0; k < eb && k < 16; k++) buf[i * eb + k] = (unsigned char)(elems[i].w[k / 8] >> (8 * (k % 8)));
  }
  const Attr *r = attr_dense_elements_get(ctx, type, n, buf);
  if (buf != small) ctx_free(ctx, buf);
  return r;
}

const Attr *attr_zero(Context *ctx, const Type *type) {
  const Type *et = elem_type_of(type);
  if (!et || !(type_is_int_or_index(et) || type_is_float(et))) return NULL;
  Elem z = {{0, 0}};
  if (type_is_float(et)) float_special(float_semantics(et), FC_ZERO, false, z.w);
  if (type_is_shaped(type) && (type->kind == TK_UNRANKED_TENSOR || shaped_num_elements(type) < 0)) return NULL;
  return const_build(ctx, type, &z, 1);
}

const Attr *attr_int_of(Context *ctx, const Type *type, uint64_t v) {
  Elem e = {{v & int_mask(elem_int_width(elem_type_of(type))), 0}};
  return const_build(ctx, type, &e, 1);
}

bool attr_splat_int(const Attr *a, uint64_t *v, unsigned *w) {
  ConstView cv;
  if (!const_view(a, &cv) || cv.is_float || !cv.splat) return false;
  Elem e;
  const_elem(&cv, 0, &e);
  *v = e.w[0];
  *w = elem_int_width(cv.et);
  return true;
}

bool attr_splat_float(const Attr *a, Elem *e, const FloatSemantics **s) {
  ConstView cv;
  if (!const_view(a, &cv) || !cv.is_float || !cv.splat) return false;
  const_elem(&cv, 0, e);
  *s = float_semantics(cv.et);
  return true;
}

bool attr_is_int(const Attr *a, uint64_t v) {
  uint64_t x;
  unsigned w;
  return attr_splat_int(a, &x, &w) && x == v;
}

bool attr_is_all_ones(const Attr *a) {
  uint64_t x;
  unsigned w;
  return attr_splat_int(a, &x, &w) && x == int_mask(w);
}

/* ---- elementwise drivers -------------------------------------------------------------- */

const Attr *fold_binary(Context *ctx, const Attr *a, const Attr *b, bool want_float,
                        const Type *result_type, ElemBinFn fn, void *user) {
  /* Only the overload without a result type propagates poison. */
  if (!result_type && attr_is_poison(a)) return a;
  if (!result_type && attr_is_poison(b)) return b;
  ConstView x, y;
  if (!const_view(a, &x) || !const_view(b, &y)) return NULL;
  if (x.type != y.type || x.is_float != want_float || y.is_float != want_float) return NULL;
  if (x.scalar != y.scalar) return NULL;
  if (!result_type) result_type = x.type;
  Elem ea, eb, r;
  if (x.splat && y.splat) {
    const_elem(&x, 0, &ea);
    const_elem(&y, 0, &eb);
    if (!fn(x.et, &ea, &eb, &r, user)) return NULL;
    return const_build(ctx, result_type, &r, 1);
  }
  Elem *out = ctx_alloc(ctx, (x.n ? x.n : 1) * sizeof *out);
  if (!out) return NULL;
  const Attr *res = NULL;
  for (size_t i = 0; i < x.n; i++) {
    const_elem(&x, i, &ea);
    const_elem(&y, i, &eb);
    if (!fn(x.et, &ea, &eb, &out[i], user)) goto done;
  }
  res = x.n ? const_build(ctx, result_type, out, x.n) : NULL;
done:
  ctx_free(ctx, out);
  return res;
}

static const Attr *fold_map(Context *ctx, const ConstView *x, const Type *result_type, ElemUnFn fn,
                            void *user) {
  Elem ea, r;
  if (x->splat) {
    const_elem(x, 0, &ea);
    if (!fn(x->et, &ea, &r, user)) return NULL;
    return const_build(ctx, result_type, &r, 1);
  }
  Elem *out = ctx_alloc(ctx, (x->n ? x->n : 1) * sizeof *out);
  if (!out) return NULL;
  const Attr *res = NULL;
  for (size_t i = 0; i < x->n; i++) {
    const_elem(x, i, &ea);
    if (!fn(x->et, &ea, &out[i], user)) goto done;
  }
  res = x->n ? const_build(ctx, result_type, out, x->n) : NULL;
done:
  ctx_free(ctx, out);
  return res;
}

const Attr *fold_unary(Context *ctx, const Attr *a, bool want_float, ElemUnFn fn, void *user) {
  if (attr_is_poison(a)) return a;
  ConstView x;
  if (!const_view(a, &x) || x.is_float != want_float) return NULL;
  return fold_map(ctx, &x, x.type, fn, user);
}

const Attr *fold_cast(Context *ctx, const Attr *a, bool want_float, const Type *result_type, ElemUnFn fn,
                      void *user) {
  if (attr_is_poison(a)) return a;
  ConstView x;
  if (!const_view(a, &x) || x.is_float != want_float) return NULL;
  if (x.scalar == type_is_shaped(result_type)) return NULL;
  const Type *ret = elem_type_of(result_type);
  if (!elem_ok(ret)) return NULL;
  return fold_map(ctx, &x, result_type, fn, user);
}
