/* slice_util.c: mixed offset/size/stride lists of view and slice ops
 * (see slice_util.h), and strided memref layouts. */
#include "slice_util.h"
#include "region_util.h"

/* ---- reading -------------------------------------------------------------------------- */

static bool read_list(const Operation *op, const char *attr, const char *group, MixedList *m) {
  const Attr *a = op_get_attr(op, attr, strlen(attr));
  if (!a || a->kind != AK_DENSE_ARRAY || a->aux > SLICE_MAX_RANK) return false;
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if (blob->len != a->aux * 8u) return false;
  unsigned s, c, k = 0;
  if (!ods_operands(op, group, &s, &c)) return false;
  m->n = a->aux;
  for (unsigned i = 0; i < m->n; i++) {
    memcpy(&m->st[i], blob->str + 8 * i, 8);
    m->dyn[i] = NULL;
    if (m->st[i] != DYNAMIC_SIZE) continue;
    if (k >= c) return false;
    m->dyn[i] = op->operands[s + k++].value;
  }
  return k == c;
}

bool slice_read(const Operation *op, SliceParams *p) {
  return read_list(op, "static_offsets", "offsets", &p->off) && read_list(op, "static_sizes", "sizes", &p->size) &&
         read_list(op, "static_strides", "strides", &p->stride);
}

bool mixed_const(const MixedList *m, unsigned i, int64_t *v) {
  if (m->st[i] != DYNAMIC_SIZE) {
    *v = m->st[i];
    return true;
  }
  return const_int_value(m->dyn[i], v);
}

bool mixed_fold(MixedList *m, bool only_non_negative, bool only_non_zero) {
  bool changed = false;
  for (unsigned i = 0; i < m->n; i++) {
    int64_t v;
    if (m->st[i] != DYNAMIC_SIZE || !const_int_value(m->dyn[i], &v)) continue;
    if ((only_non_negative && v < 0) || (only_non_zero && v == 0) || v == DYNAMIC_SIZE) continue;
    m->st[i] = v;
    m->dyn[i] = NULL;
    changed = true;
  }
  return changed;
}

static bool list_same(const MixedList *a, const MixedList *b) {
  if (a->n != b->n) return false;
  for (unsigned i = 0; i < a->n; i++)
    if (a->st[i] != b->st[i] || a->dyn[i] != b->dyn[i]) return false;
  return true;
}

bool slice_same(const SliceParams *a, const SliceParams *b) {
  return list_same(&a->off, &b->off) && list_same(&a->size, &b->size) && list_same(&a->stride, &b->stride);
}

/* ---- checks --------------------------------------------------------------------------- */

bool slice_in_bounds(const Type *shaped, const SliceParams *p) {
  unsigned r = shaped_rank(shaped);
  for (unsigned i = 0; i < r && i < p->off.n && i < p->size.n && i < p->stride.n; i++) {
    int64_t d = shaped_dim(shaped, i), o = p->off.st[i], s = p->size.st[i], st = p->stride.st[i];
    if (d == DYNAMIC_SIZE || o == DYNAMIC_SIZE) continue;
    if (o >= d) return false;
    if (s == DYNAMIC_SIZE || st == DYNAMIC_SIZE) continue;
    if (o + (s - 1) * st >= d) return false;
  }
  return true;
}

bool slice_is_identity(const SliceParams *p, const Type *shaped) {
  int64_t v;
  for (unsigned i = 0; i < p->off.n; i++)
    if (!mixed_const(&p->off, i, &v) || v != 0) return false;
  unsigned r = shaped_rank(shaped);
  for (unsigned i = 0; i < p->size.n && i < r; i++)
    if (!mixed_const(&p->size, i, &v) || v != shaped_dim(shaped, i)) return false;
  for (unsigned i = 0; i < p->stride.n; i++)
    if (!mixed_const(&p->stride, i, &v) || v != 1) return false;
  return true;
}

/* ---- building ------------------------------------------------------------------------- */

static const Attr *i64_array(Context *ctx, const MixedList *m) {
  return attr_dense_array(ctx, type_integer(ctx, 64, SIGNLESS), m->n, m->st, m->n * 8u);
}

static unsigned push_dyn(const MixedList *m, Value **ops, unsigned k) {
  for (unsigned i = 0; i < m->n; i++)
    if (m->st[i] == DYNAMIC_SIZE) ops[k++] = m->dyn[i];
  return k;
}

Operation *slice_build(Rewriter *rw, const char *name, const Loc *loc, const Type *result, Value *source,
                       Value *dest, const SliceParams *p) {
  Context *ctx = rw->ctx;
  Value *ops[2 + 3 * SLICE_MAX_RANK];
  unsigned k = 0;
  ops[k++] = source;
  if (dest) ops[k++] = dest;
  unsigned a = push_dyn(&p->off, ops, k), b = push_dyn(&p->size, ops, a), c = push_dyn(&p->stride, ops, b);
  int32_t segs[5], ns = 0;
  segs[ns++] = 1;
  if (dest) segs[ns++] = 1;
  segs[ns++] = (int32_t)(a - k);
  segs[ns++] = (int32_t)(b - a);
  segs[ns++] = (int32_t)(c - b);
  NamedAttr attrs[4] = {
      named(ctx, "operandSegmentSizes",
            attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), (size_t)ns, segs, (size_t)ns * 4u)),
      named(ctx, "static_offsets", i64_array(ctx, &p->off)),
      named(ctx, "static_sizes", i64_array(ctx, &p->size)),
      named(ctx, "static_strides", i64_array(ctx, &p->stride)),
  };
  for (unsigned i = 0; i < 4; i++)
    if (!attrs[i].value) return NULL;
  return rw_build(rw, name, loc, c, ops, result ? 1 : 0, &result, 4, attrs);
}

/* ---- strided memrefs ------------------------------------------------------------------ */

bool memref_strides_offset(const Type *t, int64_t *strides, int64_t *offset) {
  return t->kind == TK_MEMREF && t->aux <= SLICE_MAX_RANK && memref_strides_and_offset(t, strides, offset);
}

/* SaturatedInteger: dynamic absorbs, except that zero times anything is 0. */
static int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  if (a == DYNAMIC_SIZE || b == DYNAMIC_SIZE) return DYNAMIC_SIZE;
  return (int64_t)((uint64_t)a * (uint64_t)b);
}

static int64_t sat_add(int64_t a, int64_t b) {
  if (a == DYNAMIC_SIZE || b == DYNAMIC_SIZE) return DYNAMIC_SIZE;
  return (int64_t)((uint64_t)a + (uint64_t)b);
}

const Type *subview_infer_type(Context *ctx, const Type *src, const SliceParams *p) {
  unsigned r = shaped_rank(src);
  if (src->kind != TK_MEMREF || p->off.n != r || p->size.n != r || p->stride.n != r) return NULL;
  for (unsigned i = 0; i < r; i++) {
    if ((p->off.st[i] != DYNAMIC_SIZE && p->off.st[i] < 0) || (p->size.st[i] != DYNAMIC_SIZE && p->size.st[i] < 0) ||
        p->stride.st[i] == 0)
      return NULL;
  }
  int64_t sstr[SLICE_MAX_RANK], soff, tstr[SLICE_MAX_RANK];
  if (!memref_strides_offset(src, sstr, &soff)) return NULL;
  int64_t off = soff;
  for (unsigned i = 0; i < r; i++) off = sat_add(off, sat_mul(p->off.st[i], sstr[i]));
  for (unsigned i = 0; i < r; i++) tstr[i] = sat_mul(sstr[i], p->stride.st[i]);
  const Attr *layout = attr_strided_layout(ctx, off, r, tstr);
  return layout ? type_memref(ctx, r, p->size.st, shaped_elem(src), layout, WORD_PTR(const Attr, src->p[r + 2]))
                : NULL;
}

bool subview_dropped_dims(const Type *src, const Type *res, const MixedList *sizes, bool *dropped) {
  unsigned r = shaped_rank(src), rr = shaped_rank(res), n = 0;
  for (unsigned i = 0; i < r; i++) dropped[i] = false;
  if (r == rr) return true;
  for (unsigned i = 0; i < sizes->n && i < r; i++)
    if (sizes->st[i] == 1) {
      dropped[i] = true;
      n++;
    }
  return n + rr == r;
}

const Type *memref_drop_dims(Context *ctx, const Type *t, const bool *dropped) {
  unsigned r = shaped_rank(t), k = 0;
  int64_t str[SLICE_MAX_RANK], off, dims[SLICE_MAX_RANK], nstr[SLICE_MAX_RANK];
  if (!memref_strides_offset(t, str, &off)) return NULL;
  for (unsigned i = 0; i < r; i++) {
    if (dropped[i]) continue;
    dims[k] = shaped_dim(t, i);
    nstr[k++] = str[i];
  }
  const Attr *layout = attr_strided_layout(ctx, off, k, nstr);
  return layout ? type_memref(ctx, k, dims, shaped_elem(t), layout, WORD_PTR(const Attr, t->p[r + 2])) : NULL;
}
