/* value.c: the interpreter's values: reference-counted objects (wide
 * integers, arrays, memref descriptors, aggregates), the memory layout of
 * element types (what upstream's lowering to LLVM gives on a 64-bit host),
 * reading and writing elements, and the values of constant attributes. */
#include "exec.h"
#include "../dialects/utils/elems.h"

/* ---- objects ------------------------------------------------------------------------------ */

void obj_free(Interp *in, Obj *o) {
  switch (o->kind) {
  case OBJ_ARRAY: {
    Array *a = (Array *)o;
    mem_free(in->alloc, a->data);
    mem_free(in->alloc, a->poison);
    break;
  }
  case OBJ_AGG: {
    Agg *g = (Agg *)o;
    for (unsigned k = 0; k < g->n; k++) val_drop(in, &g->v[k]);
    break;
  }
  default: break;
  }
  mem_free(in->alloc, o);
}

BigInt *bigint_new(Interp *in, unsigned width) {
  size_t nl = (width + 63) / 64;
  BigInt *b = mem_zalloc(in->alloc, sizeof *b + nl * sizeof(uint64_t));
  if (!b) return NULL;
  b->h.rc = 1;
  b->h.kind = OBJ_BIGINT;
  b->width = width;
  return b;
}

Array *arr_new(Interp *in, const Type *elem, unsigned rank, const int64_t *dims) {
  uint32_t es = exec_elem_size(elem);
  int64_t n = 1;
  for (unsigned k = 0; k < rank; k++) {
    if (dims[k] < 0 || (dims[k] && n > INT64_MAX / dims[k])) return NULL;
    n *= dims[k];
  }
  size_t bytes;
  if (!es || n > EXEC_MAX_ALLOC_BYTES || !size_mul((size_t)n, es, &bytes) || bytes > EXEC_MAX_ALLOC_BYTES)
    return NULL;
  Array *a = mem_zalloc(in->alloc, sizeof *a + rank * sizeof(int64_t));
  if (!a) return NULL;
  a->h.rc = 1;
  a->h.kind = OBJ_ARRAY;
  a->elem = elem;
  a->rank = rank;
  a->esize = es;
  a->n = n;
  a->dims = (int64_t *)(a + 1);
  for (unsigned k = 0; k < rank; k++) a->dims[k] = dims[k];
  a->data = mem_zalloc(in->alloc, bytes ? bytes : 1);
  if (!a->data) {
    mem_free(in->alloc, a);
    return NULL;
  }
  return a;
}

Array *arr_clone(Interp *in, const Array *src) {
  Array *a = arr_new(in, src->elem, src->rank, src->dims);
  if (!a) return NULL;
  memcpy(a->data, src->data, (size_t)src->n * src->esize);
  if (src->poison) {
    a->poison = mem_alloc(in->alloc, (size_t)src->n);
    if (!a->poison) {
      obj_free(in, &a->h);
      return NULL;
    }
    memcpy(a->poison, src->poison, (size_t)src->n);
  }
  return a;
}

Array *arr_unique(Interp *in, Val *v) {
  Array *a = val_array(v);
  if (a->h.rc == 1) return a;
  Array *c = arr_clone(in, a);
  if (!c) return NULL;
  val_drop(in, v);
  *v = val_obj(&c->h);
  return c;
}

MemRef *memref_new(Interp *in, const Type *elem, unsigned rank) {
  MemRef *m = mem_zalloc(in->alloc, sizeof *m + 2 * rank * sizeof(int64_t));
  if (!m) return NULL;
  m->h.rc = 1;
  m->h.kind = OBJ_MEMREF;
  m->elem = elem;
  m->esize = elem ? exec_elem_size(elem) : 0; /* NULL: bytes of a size the caller sets */
  m->rank = rank;
  m->sizes = (int64_t *)(m + 1);
  m->strides = m->sizes + rank;
  return m;
}

Agg *agg_new(Interp *in, unsigned n) {
  Agg *g = mem_zalloc(in->alloc, sizeof *g + n * sizeof(Val));
  if (!g) return NULL;
  g->h.rc = 1;
  g->h.kind = OBJ_AGG;
  g->n = n;
  return g;
}

bool shape_of_type(const Type *t, int64_t *dims, unsigned *rank) {
  *rank = shaped_rank(t);
  for (unsigned k = 0; k < *rank; k++) {
    dims[k] = shaped_dim(t, k);
    if (dims[k] == DYNAMIC_SIZE) return false;
  }
  return true;
}

/* ---- layout ------------------------------------------------------------------------------- */

unsigned exec_int_width(const Type *t) {
  if (!t) return 0;
  if (t->kind == TK_INDEX) return 64;
  if (t->kind == TK_INTEGER) return type_int_width(t);
  return 0;
}

static uint32_t pow2_at_least(uint32_t v) {
  uint32_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

/* LLVM's x86-64 layout: a type's alloc size is its store size rounded up
 * to its ABI alignment (integers align to a power of two up to 16). */
static uint32_t int_size(unsigned width) {
  uint32_t bytes = (width + 7) / 8;
  if (bytes == 0) bytes = 1;
  uint32_t align = pow2_at_least(bytes);
  if (align > 16) align = 16;
  return (bytes + align - 1) / align * align;
}

uint32_t exec_elem_size(const Type *t) {
  if (!t) return 0;
  if (t->kind == TK_INDEX) return 8;
  if (t->kind == TK_INTEGER) return type_int_width(t) > 1u << 20 ? 0 : int_size(type_int_width(t));
  if (type_is_float(t)) {
    unsigned w = float_semantics(t)->width;
    return w == 80 ? 16 : int_size(w);
  }
  if (t->kind == TK_COMPLEX) return 2 * exec_elem_size(WORD_PTR(const Type, t->p[0]));
  if (t->kind == TK_VECTOR) {
    int64_t n = shaped_num_elements(t);
    uint32_t es = exec_elem_size(shaped_elem(t));
    if (n < 0 || !es || n > (1 << 20)) return 0;
    return pow2_at_least((uint32_t)n * es);
  }
  if (t->kind == TK_DIALECT) return 8; /* pointers (!llvm.ptr) */
  return 0;
}

static const Type *complex_part(const Type *t) { return WORD_PTR(const Type, t->p[0]); }

static void read_le(const uint8_t *p, size_t n, uint64_t *limbs, size_t nlimbs) {
  memset(limbs, 0, nlimbs * sizeof *limbs);
  for (size_t k = 0; k < n && k / 8 < nlimbs; k++) limbs[k / 8] |= (uint64_t)p[k] << (8 * (k % 8));
}

static void write_le(uint8_t *p, size_t n, const uint64_t *limbs, size_t nlimbs) {
  for (size_t k = 0; k < n; k++) p[k] = k / 8 < nlimbs ? (uint8_t)(limbs[k / 8] >> (8 * (k % 8))) : 0;
}

bool val_int(Interp *in, unsigned width, const uint64_t *limbs, Val *out) {
  size_t nl = (width + 63) / 64;
  if (width <= 128) {
    *out = val_bits(nl > 0 ? limbs[0] : 0, nl > 1 ? limbs[1] : 0);
    if (width < 64) out->w[0] &= mask_bits(width);
    else if (width < 128) out->w[1] &= mask_bits(width - 64);
    return true;
  }
  BigInt *b = bigint_new(in, width);
  if (!b) return false;
  memcpy(b->limbs, limbs, nl * sizeof *limbs);
  if (width % 64) b->limbs[nl - 1] &= mask_bits(width % 64);
  *out = val_obj(&b->h);
  return true;
}

int64_t val_sext64(const Val *v, unsigned width) { return sext_bits(val_limbs(v)[0], width); }

bool elem_load(Interp *in, const Type *t, const uint8_t *p, Val *out) {
  unsigned w = exec_int_width(t);
  if (w) {
    if (w <= 128) {
      uint64_t l[2];
      read_le(p, (w + 7) / 8, l, 2);
      return val_int(in, w, l, out);
    }
    BigInt *b = bigint_new(in, w);
    if (!b) return false;
    read_le(p, (w + 7) / 8, b->limbs, (w + 63) / 64);
    if (w % 64) b->limbs[(w + 63) / 64 - 1] &= mask_bits(w % 64);
    *out = val_obj(&b->h);
    return true;
  }
  if (type_is_float(t)) {
    unsigned fw = float_semantics(t)->width;
    *out = val_bits(0, 0);
    read_le(p, (fw + 7) / 8, out->w, 2);
    if (fw < 64) out->w[0] &= mask_bits(fw);
    return true;
  }
  if (t->kind == TK_COMPLEX) {
    const Type *pt = complex_part(t);
    uint32_t ps = exec_elem_size(pt);
    Val re, im;
    if (!elem_load(in, pt, p, &re) || !elem_load(in, pt, p + ps, &im)) return false;
    *out = val_bits(re.w[0], im.w[0]);
    return true;
  }
  if (t->kind == TK_VECTOR) {
    int64_t dims[EXEC_MAX_RANK];
    unsigned rank;
    if (shaped_rank(t) > EXEC_MAX_RANK || !shape_of_type(t, dims, &rank)) return false;
    Array *a = arr_new(in, shaped_elem(t), rank, dims);
    if (!a) return false;
    memcpy(a->data, p, (size_t)a->n * a->esize);
    *out = val_obj(&a->h);
    return true;
  }
  /* a pointer (in a vector of pointers): the address as written, with
   * the allocation it points into found again */
  uint64_t addr = 0;
  read_le(p, 8, &addr, 1);
  *out = llvm_ptr_from_address(in, addr);
  return true;
}

void elem_store(const Type *t, const Val *v, uint8_t *p) {
  unsigned w = exec_int_width(t);
  if (w) {
    write_le(p, int_size(w), val_limbs(v), (w + 63) / 64);
    return;
  }
  if (type_is_float(t)) {
    write_le(p, exec_elem_size(t), v->w, 2);
    return;
  }
  if (t->kind == TK_COMPLEX) {
    const Type *pt = complex_part(t);
    uint32_t ps = exec_elem_size(pt);
    write_le(p, ps, &v->w[0], 1);
    write_le(p + ps, ps, &v->w[1], 1);
    return;
  }
  if (t->kind == TK_VECTOR) {
    if (!val_is_array(v)) return; /* callers store checked values; never a host fault */
    const Array *a = val_array(v);
    memcpy(p, a->data, (size_t)a->n * a->esize);
    return;
  }
  /* a pointer: its host address (a function pointer is its own) */
  uint64_t addr = v->tag != VT_BITS ? 0 : llvm_ptr_address(v);
  write_le(p, 8, &addr, 1);
}

bool arr_get(Interp *in, const Array *a, int64_t i, Val *out) {
  if (a->poison && a->poison[i]) {
    *out = val_poison();
    return true;
  }
  return elem_load(in, a->elem, a->data + (size_t)i * a->esize, out);
}

bool arr_set(Interp *in, Array *a, int64_t i, const Val *v) {
  if (v->tag == VT_POISON) {
    if (!a->poison) a->poison = mem_zalloc(in->alloc, (size_t)a->n ? (size_t)a->n : 1);
    if (!a->poison) return false;
    a->poison[i] = 1;
    return true;
  }
  if (a->poison) a->poison[i] = 0;
  elem_store(a->elem, v, a->data + (size_t)i * a->esize);
  return true;
}

/* ---- constants ---------------------------------------------------------------------------- */

/* Copies element `i` of a dense elements blob (upstream's layout: i1 packed
 * in bits, others in ceil(bits/8) bytes, complex as (re, im)) into `out`
 * (esize bytes, the interpreter's layout). */
static void dense_elem_copy(const Type *et, const uint8_t *blob, size_t blen, size_t i, uint8_t *out,
                            uint32_t esize) {
  memset(out, 0, esize);
  if (dense_elem_is_packed_bit(et)) {
    if (i / 8 < blen) out[0] = (blob[i / 8] >> (i % 8)) & 1;
    return;
  }
  size_t eb = dense_elem_bytes(et);
  if ((i + 1) * eb > blen) return;
  if (et->kind == TK_COMPLEX) {
    uint32_t half = esize / 2;
    memcpy(out, blob + i * eb, eb / 2);
    memcpy(out + half, blob + i * eb + eb / 2, eb / 2);
    return;
  }
  memcpy(out, blob + i * eb, eb < esize ? eb : esize);
}

static bool const_array(Interp *in, const Attr *a, const Type *t, Val *out) {
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  if (shaped_rank(t) > EXEC_MAX_RANK || !shape_of_type(t, dims, &rank)) return false;
  const Type *et = shaped_elem(t);
  Array *arr = arr_new(in, et, rank, dims);
  if (!arr) return false;
  const uint8_t *blob;
  size_t blen;
  bool splat;
  if (a->kind == AK_DENSE_RESOURCE) {
    const ResourceBlob *rb = attr_resource_blob(a);
    blob = rb->data;
    blen = rb->size;
    splat = false;
    /* A resource holds i1 as bytes, not bits. */
    for (int64_t k = 0; blob && k < arr->n; k++) {
      size_t eb = dense_elem_is_packed_bit(et) ? 1 : dense_elem_bytes(et);
      if ((size_t)(k + 1) * eb <= blen) memcpy(arr->data + k * arr->esize, blob + k * eb, eb);
    }
    *out = val_obj(&arr->h);
    return true;
  }
  if (a->kind == AK_INTEGER || a->kind == AK_FLOAT) { /* a splat given as a scalar */
    Val s;
    if (!exec_const(in, a, et, &s)) return false;
    for (int64_t k = 0; k < arr->n; k++) arr_set(in, arr, k, &s);
    val_drop(in, &s);
    *out = val_obj(&arr->h);
    return true;
  }
  if (a->kind != AK_DENSE_ELEMENTS) {
    obj_free(in, &arr->h);
    return false;
  }
  const Ident *b = WORD_PTR(const Ident, a->p[1]);
  blob = (const uint8_t *)b->str;
  blen = b->len;
  splat = a->aux != 0;
  for (int64_t k = 0; k < arr->n; k++)
    dense_elem_copy(et, blob, blen, splat ? 0 : (size_t)k, arr->data + k * arr->esize, arr->esize);
  *out = val_obj(&arr->h);
  return true;
}

bool exec_const(Interp *in, const Attr *a, const Type *t, Val *out) {
  if (attr_is_poison(a)) {
    if (type_is_shaped(t)) {
      int64_t dims[EXEC_MAX_RANK];
      unsigned rank;
      if (shaped_rank(t) > EXEC_MAX_RANK || !shape_of_type(t, dims, &rank)) return false;
      Array *arr = arr_new(in, shaped_elem(t), rank, dims);
      if (!arr) return false;
      arr->poison = mem_alloc(in->alloc, (size_t)arr->n ? (size_t)arr->n : 1);
      if (!arr->poison) {
        obj_free(in, &arr->h);
        return false;
      }
      memset(arr->poison, 1, (size_t)arr->n);
      *out = val_obj(&arr->h);
      return true;
    }
    *out = val_poison();
    return true;
  }
  if (t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR) return const_array(in, a, t, out);
  if (a->kind == AK_INTEGER) {
    unsigned w = exec_int_width(t);
    if (!w) return false;
    return val_int(in, w, &a->p[1], out);
  }
  if (a->kind == AK_FLOAT) {
    *out = val_bits(a->p[1], a->p[2]);
    return true;
  }
  if (a->kind == AK_ARRAY && t->kind == TK_COMPLEX && a->n == 2) {
    const Attr *re = WORD_PTR(const Attr, a->p[0]), *im = WORD_PTR(const Attr, a->p[1]);
    if (re->kind != AK_FLOAT || im->kind != AK_FLOAT) return false;
    *out = val_bits(re->p[1], im->p[1]);
    return true;
  }
  return false;
}

const Val *exec_keep_const(Interp *in, const Attr *a, const Type *t, const Loc *at) {
  Val *v = mem_alloc(in->alloc, sizeof *v);
  if (!v || !a || !exec_const(in, a, t, v)) {
    mem_free(in->alloc, v);
    emit_error(in->ctx, at, "the interpreter cannot represent this constant");
    return NULL;
  }
  if (!pv_push(in->alloc, &in->consts, v)) {
    val_drop(in, v);
    mem_free(in->alloc, v);
    return NULL;
  }
  return v;
}

void *exec_keep(Interp *in, const void *data, size_t n) {
  void *p = mem_zalloc(in->alloc, n ? n : 1);
  if (!p || !pv_push(in->alloc, &in->kept, p)) {
    mem_free(in->alloc, p);
    in->oom = true;
    return NULL;
  }
  if (data) memcpy(p, data, n);
  return p;
}

int64_t exec_attr_int(const Attr *a) {
  if (!a) return 0;
  if (a->kind == AK_INTEGER) return attr_int_value(a);
  return a->kind == AK_DIALECT && a->n >= 2 ? (int64_t)a->p[1] : 0;
}
