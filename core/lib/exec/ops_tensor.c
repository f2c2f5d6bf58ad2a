/* ops_tensor.c: the tensor dialect and bufferization's conversions between
 * tensors and memrefs. Tensors are Arrays with value semantics: an op that
 * writes one (insert, insert_slice) writes in place when it holds the only
 * reference and copies otherwise (arr_unique). The elements of
 * tensor.empty are poison: reading one before writing it is as undefined
 * as reading the uninitialized buffer it bufferizes to. */
#include "../dialects/utils/dialect_util.h"
#include "exec.h"

/* The tensor value of operand k, or NULL after a diagnostic. */
static Array *tensor_opnd(Interp *in, Frame *f, const Inst *i, unsigned k) {
  Val *v = opv(f, i, k);
  if (!val_is_array(v)) {
    exec_poison_ub(in, i, "used as a tensor");
    return NULL;
  }
  return val_array(v);
}

/* Copies element si of src (its bits and poison mark) to element di of dst. */
static bool copy_elem(Interp *in, Array *dst, int64_t di, const Array *src, int64_t si) {
  if (src->poison && src->poison[si]) {
    Val p = val_poison();
    return arr_set(in, dst, di, &p);
  }
  if (dst->poison) dst->poison[di] = 0;
  memcpy(dst->data + di * dst->esize, src->data + si * src->esize, dst->esize);
  return true;
}

/* The row-major position of `idx` in `a`, checking each index. */
static bool linear_index(Interp *in, const Inst *i, const Array *a, const int64_t *idx, int64_t *out) {
  int64_t lin = 0;
  for (unsigned k = 0; k < a->rank; k++) {
    if (idx[k] < 0 || idx[k] >= a->dims[k]) {
      exec_fail(in, i, "undefined behaviour: index %lld is out of bounds for dimension %u of size %lld",
                (long long)idx[k], k, (long long)a->dims[k]);
      return false;
    }
    lin = lin * a->dims[k] + idx[k];
  }
  *out = lin;
  return true;
}

/* The shape of result 0: its static sizes, dynamic ones read in order from
 * the operand group `group` (NULL: operands from `first`). */
static int result_shape(Interp *in, Frame *f, const Inst *i, const char *group, unsigned first, int64_t *dims,
                        unsigned *rank) {
  const Type *t = res_type(i, 0);
  unsigned start = first, count = i->nops - first, dyn = 0;
  if (group) du_operands(i->op, group, &start, &count);
  *rank = shaped_rank(t);
  if (*rank > EXEC_MAX_RANK) return exec_fail(in, i, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
  for (unsigned k = 0; k < *rank; k++) {
    dims[k] = shaped_dim(t, k);
    if (dims[k] != DYNAMIC_SIZE) continue;
    if (dyn >= count || read_indices(in, f, i, start + dyn++, 1, &dims[k]) == EX_FAIL) return EX_FAIL;
    if (dims[k] < 0) return exec_fail(in, i, "undefined behaviour: negative dimension size %lld", (long long)dims[k]);
  }
  return EX_NEXT;
}

static int new_result(Interp *in, Frame *f, const Inst *i, const int64_t *dims, unsigned rank, Array **out) {
  Array *a = arr_new(in, shaped_elem(res_type(i, 0)), rank, dims);
  if (!a) return exec_oom(in, i);
  *out = a;
  set_res(in, f, i, 0, val_obj(&a->h));
  return EX_NEXT;
}

static int h_empty(Interp *in, Frame *f, const Inst *i) {
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  Array *a;
  if (result_shape(in, f, i, "dynamicSizes", 0, dims, &rank) == EX_FAIL ||
      new_result(in, f, i, dims, rank, &a) == EX_FAIL)
    return EX_FAIL;
  a->poison = mem_alloc(in->alloc, a->n ? (size_t)a->n : 1);
  if (!a->poison) return exec_oom(in, i);
  memset(a->poison, 1, a->n ? (size_t)a->n : 1);
  return EX_NEXT;
}

static int h_splat(Interp *in, Frame *f, const Inst *i) {
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  Array *a;
  if (result_shape(in, f, i, NULL, 1, dims, &rank) == EX_FAIL || new_result(in, f, i, dims, rank, &a) == EX_FAIL)
    return EX_FAIL;
  const Val *v = opv(f, i, 0);
  for (int64_t e = 0; e < a->n; e++)
    if (!arr_set(in, a, e, v)) return exec_oom(in, i);
  return EX_NEXT;
}

static int h_from_elements(Interp *in, Frame *f, const Inst *i) {
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  Array *a;
  if (result_shape(in, f, i, NULL, i->nops, dims, &rank) == EX_FAIL ||
      new_result(in, f, i, dims, rank, &a) == EX_FAIL)
    return EX_FAIL;
  for (int64_t e = 0; e < a->n && e < (int64_t)i->nops; e++)
    if (!arr_set(in, a, e, opv(f, i, (unsigned)e))) return exec_oom(in, i);
  return EX_NEXT;
}

static int h_extract(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  int64_t idx[EXEC_MAX_RANK], lin;
  if (!a || a->rank > EXEC_MAX_RANK || read_indices(in, f, i, 1, i->nops - 1, idx) == EX_FAIL ||
      !linear_index(in, i, a, idx, &lin))
    return EX_FAIL;
  Val v;
  if (!arr_get(in, a, lin, &v)) return exec_oom(in, i);
  set_res(in, f, i, 0, v);
  return EX_NEXT;
}

static int h_insert(Interp *in, Frame *f, const Inst *i) {
  if (!tensor_opnd(in, f, i, 1)) return EX_FAIL;
  int64_t idx[EXEC_MAX_RANK], lin;
  Val t = val_copy(opv(f, i, 1));
  Array *a = arr_unique(in, &t);
  bool ok = a && read_indices(in, f, i, 2, i->nops - 2, idx) != EX_FAIL && linear_index(in, i, a, idx, &lin) &&
            arr_set(in, a, lin, opv(f, i, 0));
  if (!ok) {
    bool oom = !a;
    val_drop(in, &t);
    return oom ? exec_oom(in, i) : EX_FAIL;
  }
  set_res(in, f, i, 0, t);
  return EX_NEXT;
}

static int h_dim(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  int64_t d;
  if (!a || read_indices(in, f, i, 1, 1, &d) == EX_FAIL) return EX_FAIL;
  if (d < 0 || d >= (int64_t)a->rank)
    return exec_fail(in, i, "undefined behaviour: dimension %lld is out of range for rank %u", (long long)d, a->rank);
  set_res(in, f, i, 0, val_bits((uint64_t)a->dims[d], 0));
  return EX_NEXT;
}

static int h_rank(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  if (!a) return EX_FAIL;
  set_res(in, f, i, 0, val_bits(a->rank, 0));
  return EX_NEXT;
}

/* A cast to a type whose static sizes the value does not have is
 * undefined; otherwise the value is unchanged. */
static int h_cast(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  if (!a) return EX_FAIL;
  const Type *t = res_type(i, 0);
  if (shaped_has_rank(t)) {
    if (shaped_rank(t) != a->rank) return exec_fail(in, i, "undefined behaviour: the tensor has rank %u", a->rank);
    for (unsigned k = 0; k < a->rank; k++)
      if (shaped_dim(t, k) != DYNAMIC_SIZE && shaped_dim(t, k) != a->dims[k])
        return exec_fail(in, i, "undefined behaviour: dimension %u of the tensor has size %lld", k,
                         (long long)a->dims[k]);
  }
  set_res(in, f, i, 0, val_copy(opv(f, i, 0)));
  return EX_NEXT;
}

/* Offsets, sizes and strides of a slice op, checked against `a`. */
typedef struct Slice {
  int64_t offs[EXEC_MAX_RANK], sizes[EXEC_MAX_RANK], steps[EXEC_MAX_RANK];
  unsigned n;
} Slice;

static int read_slice(Interp *in, Frame *f, const Inst *i, const Array *a, Slice *s) {
  unsigned n1, n2, n3;
  if (exec_mixed(in, f, i, "static_offsets", "offsets", s->offs, &n1) == EX_FAIL ||
      exec_mixed(in, f, i, "static_sizes", "sizes", s->sizes, &n2) == EX_FAIL ||
      exec_mixed(in, f, i, "static_strides", "strides", s->steps, &n3) == EX_FAIL)
    return EX_FAIL;
  if (n1 != a->rank || n2 != a->rank || n3 != a->rank)
    return exec_fail(in, i, "the slice does not have one entry per dimension");
  s->n = a->rank;
  for (unsigned k = 0; k < s->n; k++) {
    if (s->sizes[k] < 0) return exec_fail(in, i, "undefined behaviour: negative slice size %lld", (long long)s->sizes[k]);
    if (s->sizes[k] == 0) continue;
    int64_t last = s->offs[k] + (s->sizes[k] - 1) * s->steps[k];
    if (s->offs[k] < 0 || s->offs[k] >= a->dims[k] || last < 0 || last >= a->dims[k])
      return exec_fail(in, i, "undefined behaviour: the slice runs out of bounds in dimension %u of size %lld", k,
                       (long long)a->dims[k]);
  }
  return EX_NEXT;
}

/* Calls fn for each element of the slice: its position in the slice (row
 * major) and in the sliced tensor. */
static bool each_in_slice(const Slice *s, const Array *a, bool (*fn)(void *user, int64_t pos, int64_t at),
                          void *user) {
  int64_t count = 1;
  for (unsigned k = 0; k < s->n; k++) count *= s->sizes[k];
  int64_t idx[EXEC_MAX_RANK] = {0};
  for (int64_t e = 0; e < count; e++) {
    int64_t at = 0;
    for (unsigned k = 0; k < s->n; k++) at = at * a->dims[k] + s->offs[k] + idx[k] * s->steps[k];
    if (!fn(user, e, at)) return false;
    for (unsigned k = s->n; k-- > 0;) {
      if (++idx[k] < s->sizes[k]) break;
      idx[k] = 0;
    }
  }
  return true;
}

typedef struct SliceCopy {
  Interp *in;
  Array *dst;
  const Array *src;
  bool into; /* insert_slice: slice element pos of src goes to dst[at] */
} SliceCopy;

static bool slice_copy(void *user, int64_t pos, int64_t at) {
  SliceCopy *c = user;
  return c->into ? copy_elem(c->in, c->dst, at, c->src, pos) : copy_elem(c->in, c->dst, pos, c->src, at);
}

static int h_extract_slice(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  Slice s;
  if (!a || read_slice(in, f, i, a, &s) == EX_FAIL) return EX_FAIL;
  /* A rank-reduced result drops unit dimensions: the row-major order of
   * the elements is the same. */
  const Type *t = res_type(i, 0);
  unsigned rank = shaped_rank(t), j = 0;
  int64_t dims[EXEC_MAX_RANK];
  for (unsigned k = 0; k < s.n; k++) {
    if (s.n - k > rank - j && s.sizes[k] == 1) continue;
    if (j < rank) dims[j] = s.sizes[k];
    j++;
  }
  if (j != rank) return exec_fail(in, i, "the slice does not match the result's rank");
  Array *r;
  if (new_result(in, f, i, dims, rank, &r) == EX_FAIL) return EX_FAIL;
  SliceCopy c = {in, r, a, false};
  return each_in_slice(&s, a, slice_copy, &c) ? EX_NEXT : exec_oom(in, i);
}

static int h_insert_slice(Interp *in, Frame *f, const Inst *i) {
  Array *src = tensor_opnd(in, f, i, 0);
  if (!src || !tensor_opnd(in, f, i, 1)) return EX_FAIL;
  Val t = val_copy(opv(f, i, 1));
  Array *dst = arr_unique(in, &t);
  Slice s;
  if (!dst || read_slice(in, f, i, dst, &s) == EX_FAIL) {
    bool oom = !dst;
    val_drop(in, &t);
    return oom ? exec_oom(in, i) : EX_FAIL;
  }
  int64_t count = 1;
  for (unsigned k = 0; k < s.n; k++) count *= s.sizes[k];
  if (count != src->n) {
    val_drop(in, &t);
    return exec_fail(in, i, "undefined behaviour: the source has %lld elements, the slice %lld", (long long)src->n,
                     (long long)count);
  }
  SliceCopy c = {in, dst, src, true};
  if (!each_in_slice(&s, dst, slice_copy, &c)) {
    val_drop(in, &t);
    return exec_oom(in, i);
  }
  set_res(in, f, i, 0, t);
  return EX_NEXT;
}

/* The same elements under another shape (row-major order is kept). */
static int reshaped(Interp *in, Frame *f, const Inst *i, const Array *a, const int64_t *dims, unsigned rank) {
  int64_t n = 1;
  for (unsigned k = 0; k < rank; k++) n *= dims[k];
  if (n != a->n)
    return exec_fail(in, i, "undefined behaviour: %lld elements cannot take a shape of %lld", (long long)a->n,
                     (long long)n);
  Array *r;
  if (new_result(in, f, i, dims, rank, &r) == EX_FAIL) return EX_FAIL;
  for (int64_t e = 0; e < a->n; e++)
    if (!copy_elem(in, r, e, a, e)) return exec_oom(in, i);
  return EX_NEXT;
}

/* A result shape with at most one dynamic size, which the element count fixes. */
static bool infer_one_dynamic(const Type *t, int64_t count, int64_t *dims, unsigned *rank) {
  *rank = shaped_rank(t);
  if (*rank > EXEC_MAX_RANK) return false;
  int64_t known = 1;
  int dyn = -1;
  for (unsigned k = 0; k < *rank; k++) {
    dims[k] = shaped_dim(t, k);
    if (dims[k] == DYNAMIC_SIZE) {
      if (dyn >= 0) return false;
      dyn = (int)k;
    } else {
      known *= dims[k];
    }
  }
  if (dyn >= 0) dims[dyn] = known ? count / known : 0;
  return true;
}

static int h_collapse_shape(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  if (!a) return EX_FAIL;
  if (!infer_one_dynamic(res_type(i, 0), a->n, dims, &rank))
    return exec_fail(in, i, "the interpreter collapses to shapes with at most one dynamic size");
  return reshaped(in, f, i, a, dims, rank);
}

static int h_expand_shape(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  if (!a || exec_mixed(in, f, i, "static_output_shape", "output_shape", dims, &rank) == EX_FAIL) return EX_FAIL;
  return reshaped(in, f, i, a, dims, rank);
}

static int h_reshape(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0), *shape = a ? tensor_opnd(in, f, i, 1) : NULL;
  if (!shape) return EX_FAIL;
  if (shape->n > EXEC_MAX_RANK) return exec_fail(in, i, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
  int64_t dims[EXEC_MAX_RANK];
  unsigned w = exec_int_width(shape->elem);
  for (int64_t k = 0; k < shape->n; k++) {
    Val v;
    if (!arr_get(in, shape, k, &v)) return exec_oom(in, i);
    if (v.tag != VT_BITS) return exec_poison_ub(in, i, "used as a dimension size");
    dims[k] = val_sext64(&v, w);
  }
  return reshaped(in, f, i, a, dims, (unsigned)shape->n);
}

/* ---- bufferization ------------------------------------------------------------------------------- */

typedef struct ToTensor {
  Interp *in;
  const Inst *i;
  const MemRef *m;
  Array *a;
  int64_t next;
} ToTensor;

static bool to_tensor_elem(void *user, int64_t off) {
  ToTensor *c = user;
  if (!mem_check(c->in, c->i, c->m->alloc, off, c->m->esize, false)) return false;
  Val v;
  if (!elem_load(c->in, c->m->elem, c->m->alloc->data + off, &v)) return false;
  bool ok = arr_set(c->in, c->a, c->next++, &v);
  val_drop(c->in, &v);
  return ok;
}

/* The memref's elements, copied: later writes to the buffer do not change
 * the tensor (upstream makes them undefined). */
static int h_to_tensor(Interp *in, Frame *f, const Inst *i) {
  Val *v = opv(f, i, 0);
  if (v->tag != VT_OBJ || v->obj->kind != OBJ_MEMREF) return exec_poison_ub(in, i, "used as a memref");
  const MemRef *m = val_memref(v);
  Array *a;
  if (new_result(in, f, i, m->sizes, m->rank, &a) == EX_FAIL) return EX_FAIL;
  ToTensor c = {in, i, m, a, 0};
  return memref_each(m, to_tensor_elem, &c) ? EX_NEXT : EX_FAIL;
}

/* A new buffer holding the tensor's elements (its memory is the program's
 * for as long as the run lasts; never reported as a leak). */
static int h_to_buffer(Interp *in, Frame *f, const Inst *i) {
  Array *a = tensor_opnd(in, f, i, 0);
  if (!a) return EX_FAIL;
  MemRef *m = memref_alloc(in, i, a->elem, a->rank, a->dims, 16, ALLOC_HEAP);
  if (!m) return EX_FAIL;
  m->alloc->reported = true;
  int64_t idx[EXEC_MAX_RANK] = {0};
  for (int64_t e = 0; e < a->n; e++) {
    Val v;
    if (!arr_get(in, a, e, &v)) {
      obj_free(in, &m->h);
      return exec_oom(in, i);
    }
    bool ok = v.tag == VT_POISON || memref_store(in, i, m, idx, &v);
    val_drop(in, &v);
    if (!ok) {
      obj_free(in, &m->h);
      return EX_FAIL;
    }
    for (unsigned k = a->rank; k-- > 0;) {
      if (++idx[k] < a->dims[k]) break;
      idx[k] = 0;
    }
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static const ExecOpDef TENSOR_OPS[] = {
    {.name = "tensor.empty", .run = h_empty},
    {.name = "tensor.splat", .run = h_splat},
    {.name = "tensor.from_elements", .run = h_from_elements},
    {.name = "tensor.extract", .run = h_extract},
    {.name = "tensor.insert", .run = h_insert},
    {.name = "tensor.dim", .run = h_dim},
    {.name = "tensor.rank", .run = h_rank},
    {.name = "tensor.cast", .run = h_cast},
    {.name = "tensor.extract_slice", .run = h_extract_slice},
    {.name = "tensor.insert_slice", .run = h_insert_slice},
    {.name = "tensor.collapse_shape", .run = h_collapse_shape},
    {.name = "tensor.expand_shape", .run = h_expand_shape},
    {.name = "tensor.reshape", .run = h_reshape},
    {.name = NULL},
};

static const ExecOpDef BUFFERIZATION_OPS[] = {
    {.name = "bufferization.to_tensor", .run = h_to_tensor},
    {.name = "bufferization.to_buffer", .run = h_to_buffer},
    {.name = NULL},
};

const ExecDialect EXEC_TENSOR = {"tensor", TENSOR_OPS};
const ExecDialect EXEC_BUFFERIZATION = {"bufferization", BUFFERIZATION_OPS};
