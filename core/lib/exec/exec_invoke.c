/* exec_invoke.c: values in and out of the interpreter through upstream's C
 * interface, packed (what ExecutionEngine::invokePacked passes to an
 * `_mlir_ciface_` wrapper): one pointer per argument to its C value (a
 * scalar, or a pointer to a memref descriptor), and the results either
 * through a pointer after the arguments (one scalar result) or through a
 * pointer to a result struct before them (a memref result, or several
 * results). Host memory a descriptor points at becomes an allocation the
 * interpreter checks accesses against; memory the program allocated is
 * handed out by address and stays valid until the interpreter ends.
 * Tensors cross as memref descriptors of their shape. */
#include "exec.h"
#include "../dialects/llvm/llvm.h"

/* Upstream's descriptors (CRunnerUtils.h), with host pointer sizes. */
typedef struct HostDesc {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t rest[]; /* sizes[rank], then strides[rank] */
} HostDesc;

typedef struct HostUnranked {
  int64_t rank;
  void *descriptor;
} HostUnranked;

static bool is_memref_like(const Type *t) {
  return t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF || t->kind == TK_RANKED_TENSOR ||
         t->kind == TK_UNRANKED_TENSOR;
}
static bool is_unranked(const Type *t) { return t->kind == TK_UNRANKED_MEMREF || t->kind == TK_UNRANKED_TENSOR; }

static size_t desc_size(unsigned rank) { return sizeof(HostDesc) + 2 * rank * sizeof(int64_t); }

/* Results go through a struct passed first when there is a memref-like
 * result or more than one result. */
static bool results_first(const Type *ft) {
  unsigned n = fn_num_results(ft);
  return n > 1 || (n == 1 && is_memref_like(fn_result(ft, 0)));
}

static size_t align_up(size_t v, size_t a) { return (v + a - 1) / a * a; }

/* Size and alignment of a result field in the result struct. */
static size_t field_size(const Type *t, size_t *align) {
  if (is_memref_like(t)) {
    *align = sizeof(int64_t) > sizeof(void *) ? sizeof(int64_t) : sizeof(void *);
    return is_unranked(t) ? sizeof(HostUnranked) : desc_size(shaped_rank(t));
  }
  size_t s = exec_elem_size(t);
  *align = s >= 16 ? 16 : s ? s : 1;
  return s;
}

/* ---- host memory -> values ------------------------------------------------------------------ */

/* The allocation holding host address p (one the program made), or a new
 * external one spanning [lo, hi). */
static Alloc *alloc_for(Interp *in, uint8_t *lo, uint8_t *hi) {
  for (Alloc *a = in->allocs; a; a = a->next)
    if (a->kind != ALLOC_EXTERNAL && a->live && lo >= a->data && hi <= a->data + a->size) return a;
  return mem_external(in, lo, hi - lo);
}

static bool memref_from_host(Interp *in, const Type *t, const HostDesc *d, unsigned rank, Val *out) {
  const Type *et = shaped_elem(t);
  MemRef *m = memref_new(in, et, rank);
  if (!m) return false;
  int64_t lo = d->offset, hi = d->offset;
  bool empty = false;
  for (unsigned k = 0; k < rank; k++) {
    m->sizes[k] = d->rest[k];
    m->strides[k] = d->rest[rank + k];
    if (m->sizes[k] <= 0) empty = true;
    int64_t span = (m->sizes[k] - 1) * m->strides[k];
    if (span < 0) lo += span;
    else hi += span;
  }
  m->offset = d->offset;
  uint8_t *aligned = d->aligned;
  if (!aligned) {
    *out = val_obj(&m->h); /* a null descriptor: any access fails */
    return true;
  }
  if (empty) hi = lo - 1;
  uint8_t *start = aligned + lo * (int64_t)m->esize, *end = aligned + (hi + 1) * (int64_t)m->esize;
  m->alloc = alloc_for(in, start, end > start ? end : start);
  if (!m->alloc) {
    obj_free(in, &m->h);
    return false;
  }
  m->base = aligned - m->alloc->data;
  *out = val_obj(&m->h);
  return true;
}

/* A tensor argument: its elements copied from the descriptor's memory. */
static bool tensor_from_host(Interp *in, const Type *t, const HostDesc *d, unsigned rank, Val *out) {
  Val mv;
  if (!memref_from_host(in, t, d, rank, &mv)) return false;
  MemRef *m = val_memref(&mv);
  Array *a = arr_new(in, m->elem, rank, m->sizes);
  bool ok = a != NULL;
  int64_t idx[EXEC_MAX_RANK] = {0};
  for (int64_t e = 0; ok && e < a->n; e++) {
    int64_t off = m->base + m->offset * (int64_t)m->esize;
    for (unsigned k = 0; k < rank; k++) off += idx[k] * m->strides[k] * (int64_t)m->esize;
    memcpy(a->data + e * a->esize, m->alloc->data + off, a->esize);
    for (unsigned k = rank; k-- > 0;) {
      if (++idx[k] < m->sizes[k]) break;
      idx[k] = 0;
    }
  }
  val_drop(in, &mv);
  if (!ok) return false;
  *out = val_obj(&a->h);
  return true;
}

/* One argument from its C value at `p`. */
static bool arg_from_host(Interp *in, const Type *t, void *p, Val *out) {
  if (is_memref_like(t)) {
    const HostDesc *d;
    unsigned rank;
    if (is_unranked(t)) {
      const HostUnranked *u = *(HostUnranked **)p;
      if (u->rank < 0 || u->rank > EXEC_MAX_RANK) return false;
      rank = (unsigned)u->rank;
      d = u->descriptor;
    } else {
      rank = shaped_rank(t);
      d = *(HostDesc **)p;
    }
    if (!d) return false;
    if (t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR) return tensor_from_host(in, t, d, rank, out);
    return memref_from_host(in, t, d, rank, out);
  }
  if (!exec_elem_size(t)) return false;
  return elem_load(in, t, p, out);
}

/* ---- values -> host memory ------------------------------------------------------------------- */

/* A memref-like value as a descriptor at `d` (rank entries); tensors are
 * first copied into memory the interpreter owns. */
static bool desc_to_host(Interp *in, const Val *v, HostDesc *d) {
  const MemRef *m;
  if (val_is_array(v)) {
    const Array *a = val_array(v);
    Alloc *al = mem_new(in, a->n * (int64_t)a->esize, 16, ALLOC_HEAP, in->ctx->l_unknown);
    if (!al) return false;
    memcpy(al->data, a->data, (size_t)a->n * a->esize);
    mem_free(in->alloc, al->init);
    al->init = NULL;
    al->reported = true; /* handed to the host: not a leak */
    int64_t n = 1;
    for (unsigned k = a->rank; k-- > 0;) {
      d->rest[k] = a->dims[k];
      d->rest[a->rank + k] = n;
      n *= a->dims[k];
    }
    d->allocated = d->aligned = al->data;
    d->offset = 0;
    return true;
  }
  if (v->tag != VT_OBJ || v->obj->kind != OBJ_MEMREF) return false;
  m = val_memref(v);
  d->allocated = m->alloc && m->alloc->data ? m->alloc->data : NULL;
  d->aligned = d->allocated ? m->alloc->data + m->base : NULL;
  d->offset = m->offset;
  for (unsigned k = 0; k < m->rank; k++) {
    d->rest[k] = m->sizes[k];
    d->rest[m->rank + k] = m->strides[k];
  }
  return true;
}

static unsigned value_rank(const Val *v) {
  if (val_is_array(v)) return val_array(v)->rank;
  if (v->tag == VT_OBJ && v->obj->kind == OBJ_MEMREF) return val_memref(v)->rank;
  return 0;
}

/* Writes a result at `p`: scalars in place, memrefs as a descriptor (an
 * unranked one points at a descriptor the interpreter keeps). */
static bool result_to_host(Interp *in, const Type *t, const Val *v, void *p) {
  if (is_memref_like(t)) {
    if (is_unranked(t)) {
      unsigned rank = value_rank(v);
      HostDesc *d = exec_keep(in, NULL, desc_size(rank));
      if (!d || !desc_to_host(in, v, d)) return false;
      HostUnranked *u = p;
      u->rank = rank;
      u->descriptor = d;
      return true;
    }
    return desc_to_host(in, v, p);
  }
  if (v->tag != VT_BITS && !(v->tag == VT_OBJ && v->obj->kind != OBJ_MEMREF)) {
    memset(p, 0, exec_elem_size(t));
    return v->tag == VT_POISON; /* poison reaches the host as zero bits */
  }
  elem_store(t, v, p);
  return true;
}

/* ---- invoking from the host ------------------------------------------------------------------ */

/* Reads a memref-like argument passed field by field (upstream's packed
 * wrapper of the LLVM function: allocated and aligned pointers, offset,
 * sizes, strides; an unranked one as rank and descriptor pointer). */
static bool expanded_arg(Interp *in, const Type *t, void **args, unsigned *at, Val *out) {
  if (is_unranked(t)) {
    HostUnranked u = {*(int64_t *)args[*at], *(void **)args[*at + 1]};
    *at += 2;
    HostUnranked *pu = &u;
    return arg_from_host(in, t, &pu, out);
  }
  unsigned rank = shaped_rank(t);
  if (rank > EXEC_MAX_RANK) return false;
  union {
    HostDesc d;
    uint8_t bytes[sizeof(HostDesc) + 2 * EXEC_MAX_RANK * sizeof(int64_t)];
  } buf;
  HostDesc *d = &buf.d;
  d->allocated = *(void **)args[(*at)++];
  d->aligned = *(void **)args[(*at)++];
  d->offset = *(int64_t *)args[(*at)++];
  for (unsigned k = 0; k < 2 * rank; k++) d->rest[k] = *(int64_t *)args[(*at)++];
  return arg_from_host(in, t, &d, out);
}

bool exec_invoke_packed(Interp *in, Operation *func, void **args, bool ciface) {
  const Type *ft = exec_func_type(func);
  if (!ft) {
    emit_error(in->ctx, func->loc, "the interpreter cannot call this op: it has no function type");
    return false;
  }
  unsigned nin = fn_num_inputs(ft), nres = fn_num_results(ft);
  bool first = ciface && results_first(ft);
  unsigned at = first ? 1 : 0;
  Val local[MAX_STACK_VALUES], rlocal[MAX_STACK_VALUES];
  Val *vals = nin <= MAX_STACK_VALUES ? local : mem_zalloc(in->alloc, nin * sizeof *vals);
  Val *res = nres <= MAX_STACK_VALUES ? rlocal : mem_zalloc(in->alloc, nres * sizeof *res);
  bool ok = vals && res;
  unsigned got = 0;
  for (; ok && got < nin; got++) {
    const Type *t = fn_input(ft, got);
    if (!ciface && is_memref_like(t)) ok = expanded_arg(in, t, args, &at, &vals[got]);
    else ok = arg_from_host(in, t, args[at++], &vals[got]);
    if (ok && llvm_type_is(t, "ptr")) vals[got] = llvm_host_ptr(in, vals[got].w[1]); /* the host's memory */
    if (!ok) emit_error(in->ctx, func->loc, "the interpreter cannot read argument %u from the host", got);
  }
  if (ok) ok = interp_call(in, func, vals, nin, res, nres);
  for (unsigned k = 0; k + (ok ? 0 : 1) < got && k < nin; k++) val_drop(in, &vals[k]);
  if (ok && nres) {
    /* One scalar result (any convention) is stored at the pointer after
     * the arguments; otherwise a struct of results, before the arguments
     * (C interface) or after them (the LLVM function's packed wrapper). */
    if (nres == 1 && !is_memref_like(fn_result(ft, 0))) {
      ok = result_to_host(in, fn_result(ft, 0), &res[0], args[at]);
    } else {
      uint8_t *base = first ? *(uint8_t **)args[0] : (uint8_t *)args[at];
      size_t off = 0;
      for (unsigned k = 0; ok && k < nres; k++) {
        size_t align, size = field_size(fn_result(ft, k), &align);
        off = align_up(off, align);
        ok = result_to_host(in, fn_result(ft, k), &res[k], base + off);
        off += size;
      }
    }
    if (!ok) emit_error(in->ctx, func->loc, "the interpreter cannot pass this result to the host");
  }
  if (ok)
    for (unsigned k = 0; k < nres; k++) val_drop(in, &res[k]);
  if (vals != local) mem_free(in->alloc, vals);
  if (res != rlocal) mem_free(in->alloc, res);
  return ok;
}

/* ---- calling the host -------------------------------------------------------------------------- */

/* Marks what the host may have written through a descriptor as written. */
static void mark_written(Interp *in, const Val *v) {
  if (v->tag != VT_OBJ || v->obj->kind != OBJ_MEMREF) return;
  const MemRef *m = val_memref(v);
  if (!m->alloc || !m->alloc->live || !m->alloc->init) return;
  mem_free(in->alloc, m->alloc->init);
  m->alloc->init = NULL;
}

int exec_call_host(Interp *in, Frame *f, const Inst *i, HostFn *h, const uint32_t *arg_slots, unsigned nargs) {
  unsigned nres = i->nres;
  const Type *rtypes[MAX_STACK_VALUES];
  for (unsigned k = 0; k < nres && k < MAX_STACK_VALUES; k++) rtypes[k] = res_type(i, k);
  if (nargs + 1 > MAX_STACK_VALUES || nres > MAX_STACK_VALUES)
    return exec_fail(in, i, "the interpreter passes up to %d arguments to the host", MAX_STACK_VALUES - 1);
  bool first = nres > 1 || (nres == 1 && is_memref_like(rtypes[0]));
  /* One buffer holds every C value: each argument's storage (a descriptor
   * and the pointer to it for memrefs) and the results. */
  size_t need = 0;
  for (unsigned k = 0; k < nargs; k++) {
    const Val *v = &f->slots[arg_slots[k]];
    const Type *t = opnd_type(i, (unsigned)(arg_slots - i->ops) + k);
    need += 32 + (is_memref_like(t) ? desc_size(value_rank(v)) + sizeof(HostUnranked) + sizeof(void *)
                                     : exec_elem_size(t));
  }
  for (unsigned k = 0; k < nres; k++) {
    size_t align;
    need += 32 + field_size(rtypes[k], &align);
  }
  uint8_t *buf = mem_zalloc(in->alloc, need + 64);
  if (!buf) return exec_oom(in, i);
  void *packed[MAX_STACK_VALUES + 1] = {NULL}; /* NULL after the last entry */
  size_t at = 0;
  unsigned np = 0;
  uint8_t *result_struct = NULL;
  void *result_ptr = NULL;
  if (first) {
    result_struct = buf;
    for (unsigned k = 0; k < nres; k++) {
      size_t align, size = field_size(rtypes[k], &align);
      at = align_up(at, align) + size;
    }
    at = align_up(at, 16);
    result_ptr = result_struct;
    packed[np++] = &result_ptr;
  }
  bool ok = true;
  for (unsigned k = 0; ok && k < nargs; k++) {
    const Val *v = &f->slots[arg_slots[k]];
    const Type *t = opnd_type(i, (unsigned)(arg_slots - i->ops) + k);
    at = align_up(at, 16);
    if (is_memref_like(t)) {
      HostDesc *d = (HostDesc *)(buf + at);
      at += desc_size(value_rank(v));
      ok = desc_to_host(in, v, d);
      void **slot = (void **)(buf + align_up(at, 16));
      at = align_up(at, 16) + sizeof(void *);
      if (is_unranked(t)) {
        HostUnranked *u = (HostUnranked *)(buf + align_up(at, 16));
        at = align_up(at, 16) + sizeof *u;
        u->rank = value_rank(v);
        u->descriptor = d;
        *slot = u;
      } else {
        *slot = d;
      }
      packed[np++] = slot;
    } else {
      if (v->tag != VT_BITS && v->tag != VT_OBJ) {
        mem_free(in->alloc, buf);
        return exec_poison_ub(in, i, "passed to a host function");
      }
      elem_store(t, v, buf + at);
      packed[np++] = buf + at;
      at += exec_elem_size(t);
    }
  }
  uint8_t *scalar_res = NULL;
  if (ok && !first && nres == 1) {
    at = align_up(at, 16);
    scalar_res = buf + at;
    packed[np++] = scalar_res;
  }
  if (!ok) {
    mem_free(in->alloc, buf);
    return exec_oom(in, i);
  }
  h->fn(h->user, packed);
  for (unsigned k = 0; k < nargs; k++) mark_written(in, &f->slots[arg_slots[k]]);
  size_t off = 0;
  for (unsigned k = 0; ok && k < nres; k++) {
    Val r;
    uint8_t *p = scalar_res;
    if (first) {
      size_t align, size = field_size(rtypes[k], &align);
      off = align_up(off, align);
      p = result_struct + off;
      off += size;
    }
    if (is_memref_like(rtypes[k])) ok = arg_from_host(in, rtypes[k], &(void *){p}, &r);
    else ok = elem_load(in, rtypes[k], p, &r);
    if (ok) set_res(in, f, i, k, r);
  }
  mem_free(in->alloc, buf);
  if (!ok) return exec_fail(in, i, "the interpreter cannot read the host function's results");
  return EX_NEXT;
}
