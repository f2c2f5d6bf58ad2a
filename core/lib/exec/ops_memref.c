/* ops_memref.c: the memref dialect over checked allocations (memory.c).
 * Descriptors are built as upstream's lowering builds them (allocated and
 * aligned pointer, offset, sizes, strides), so views, casts and reshapes
 * alias the same bytes and every access is checked against both the
 * descriptor and the allocation. */
#include "exec.h"
#include "../dialects/utils/dialect_util.h"

/* ---- helpers shared with other dialects ------------------------------------------------------- */

int64_t exec_dense_i64(const Attr *a, unsigned k) {
  if (!a || a->kind != AK_DENSE_ARRAY || k >= a->aux) return 0;
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  int64_t v = 0;
  if ((k + 1) * 8 <= blob->len) memcpy(&v, blob->str + 8 * k, 8);
  return v;
}

int exec_mixed(Interp *in, Frame *f, const Inst *i, const char *attr, const char *group, int64_t *out,
               unsigned *n) {
  const Attr *a = op_get_attr(i->op, attr, strlen(attr));
  unsigned start = 0, count = 0;
  if (group) du_operands(i->op, group, &start, &count);
  *n = a && a->kind == AK_DENSE_ARRAY ? a->aux : 0;
  if (*n > EXEC_MAX_RANK) return exec_fail(in, i, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
  unsigned dyn = 0;
  for (unsigned k = 0; k < *n; k++) {
    out[k] = exec_dense_i64(a, k);
    if (out[k] != DYNAMIC_SIZE) continue;
    if (dyn >= count || read_indices(in, f, i, start + dyn, 1, &out[k]) == EX_FAIL) return EX_FAIL;
    dyn++;
  }
  return EX_NEXT;
}

/* The layout of a memref type: static strides and offset of a strided
 * layout (DYNAMIC_SIZE where dynamic); false for an identity layout. */
static bool type_strides(const Type *t, int64_t *strides, int64_t *offset) {
  unsigned rank = t->aux;
  const Attr *layout = WORD_PTR(const Attr, t->p[rank + 1]);
  if (!layout || layout->kind != AK_STRIDED_LAYOUT) return false;
  *offset = (int64_t)layout->p[0];
  for (unsigned k = 0; k < rank && k + 1 < layout->n; k++) strides[k] = (int64_t)layout->p[1 + k];
  return true;
}

MemRef *exec_memref_like(Interp *in, const MemRef *src, unsigned rank) {
  MemRef *m = memref_new(in, src->elem, rank);
  if (!m) return NULL;
  m->alloc = src->alloc;
  m->base = src->base;
  m->offset = src->offset;
  return m;
}

/* ---- allocation ---------------------------------------------------------------------------------- */

static int alloc_like(Interp *in, Frame *f, const Inst *i, uint8_t kind) {
  const Type *t = res_type(i, 0);
  unsigned rank = shaped_rank(t), dyn = 0, start, count;
  du_operands(i->op, "dynamicSizes", &start, &count);
  int64_t sizes[EXEC_MAX_RANK];
  for (unsigned k = 0; k < rank; k++) {
    sizes[k] = shaped_dim(t, k);
    if (sizes[k] == DYNAMIC_SIZE && (dyn >= count || read_indices(in, f, i, start + dyn++, 1, &sizes[k]) == EX_FAIL))
      return EX_FAIL;
  }
  int64_t align = 16;
  const Attr *al = op_get_attr(i->op, "alignment", 9);
  if (al && al->kind == AK_INTEGER && attr_int_value(al) > 16) align = attr_int_value(al);
  MemRef *m = memref_alloc(in, i, shaped_elem(t), rank, sizes, (uint32_t)align, kind);
  if (!m) return EX_FAIL;
  int64_t strides[EXEC_MAX_RANK], offset;
  if (type_strides(t, strides, &offset)) {
    /* A strided result type: its static layout over the new buffer. */
    for (unsigned k = 0; k < rank; k++)
      if (strides[k] != DYNAMIC_SIZE) m->strides[k] = strides[k];
    if (offset != DYNAMIC_SIZE) m->offset = offset;
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_alloc(Interp *in, Frame *f, const Inst *i) { return alloc_like(in, f, i, ALLOC_HEAP); }
static int h_alloca(Interp *in, Frame *f, const Inst *i) { return alloc_like(in, f, i, ALLOC_STACK); }

static int h_dealloc(Interp *in, Frame *f, const Inst *i) {
  Val *v = opv(f, i, 0);
  if (v->tag != VT_OBJ) return exec_poison_ub(in, i, "freed as memory");
  return mem_release(in, val_memref(v)->alloc, i) ? EX_NEXT : EX_FAIL;
}

static int h_realloc(Interp *in, Frame *f, const Inst *i) {
  Val *v = opv(f, i, 0);
  if (v->tag != VT_OBJ) return exec_poison_ub(in, i, "reallocated as memory");
  MemRef *src = val_memref(v);
  const Type *t = res_type(i, 0);
  int64_t n = shaped_dim(t, 0);
  if (n == DYNAMIC_SIZE && read_indices(in, f, i, 1, 1, &n) == EX_FAIL) return EX_FAIL;
  MemRef *m = memref_alloc(in, i, src->elem, 1, &n, 16, ALLOC_HEAP);
  if (!m) return EX_FAIL;
  Alloc *old = src->alloc;
  if (!mem_check(in, i, old, 0, 0, false)) {
    obj_free(in, &m->h);
    return EX_FAIL;
  }
  int64_t keep = src->sizes[0] < n ? src->sizes[0] : n;
  int64_t bytes = keep * src->esize;
  if (bytes > 0 && src->base + bytes <= old->size) {
    memcpy(m->alloc->data, old->data + src->base, (size_t)bytes);
    for (int64_t b = 0; b < bytes; b++) {
      bool set = !old->init || (old->init[(src->base + b) >> 3] >> ((src->base + b) & 7) & 1);
      if (set && m->alloc->init) m->alloc->init[b >> 3] |= (uint8_t)(1u << (b & 7));
    }
  }
  if (!mem_release(in, old, i)) {
    obj_free(in, &m->h);
    return EX_FAIL;
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_alloca_scope(Interp *in, Frame *f, const Inst *i) {
  int r = exec_enter(in, f, i, 0, NULL, 0);
  if (r != EX_FAIL) exec_top(in)->st[0] = (int64_t)(in->next_alloc_id - 1);
  return r;
}

static int resume_alloca_scope(Interp *in, Act *a, const Inst *term) {
  exec_results_from(in, a->frame, a->owner, term, 0, a->owner->nres);
  mem_pop_stack(in, a->frame->id, (uint64_t)a->st[0]);
  return exec_leave(in);
}

static int h_terminator(Interp *in, Frame *f, const Inst *i) { return exec_yield(in, f, i); }

/* ---- globals ------------------------------------------------------------------------------------- */

static Alloc *global_alloc(Interp *in, const Inst *at, Operation *g) {
  uintptr_t found = 0;
  if (pm_get(&in->globals, g, &found)) return (Alloc *)found;
  const Attr *ta = op_get_attr(g, "type", 4);
  const Type *t = ta && ta->kind == AK_TYPE ? WORD_PTR(const Type, ta->p[0]) : NULL;
  if (!t || t->kind != TK_MEMREF) {
    exec_fail(in, at, "the global has no memref type");
    return NULL;
  }
  int64_t n = shaped_num_elements(t);
  uint32_t es = exec_elem_size(shaped_elem(t));
  const Attr *al = op_get_attr(g, "alignment", 9);
  bool constant = op_get_attr(g, "constant", 8) != NULL;
  Alloc *a = mem_new(in, n * (int64_t)es, al && al->kind == AK_INTEGER ? (uint32_t)attr_int_value(al) : 16,
                     constant ? ALLOC_CONSTANT : ALLOC_GLOBAL, g->loc);
  if (!a) return NULL;
  a->frame_id = 0;
  const Attr *init = op_get_attr(g, "initial_value", 13);
  if (init && init->kind != AK_UNIT) {
    int64_t dims[EXEC_MAX_RANK];
    unsigned rank;
    const Type *tt = attr_get_type(init);
    Val v;
    if (!tt || !shape_of_type(tt, dims, &rank) || !exec_const(in, init, tt, &v) || !val_is_array(&v)) {
      exec_fail(in, at, "the interpreter cannot read the initial value of this global");
      return NULL;
    }
    const Array *arr = val_array(&v);
    memcpy(a->data, arr->data, (size_t)(arr->n < n ? arr->n : n) * es);
    val_drop(in, &v);
    mem_free(in->alloc, a->init);
    a->init = NULL; /* every byte is initialized */
  } else if (!init) {
    exec_fail(in, at, "the global '@%s' is external: the interpreter has no definition for it",
              symbol_name(g) ? symbol_name(g)->str : "");
    return NULL;
  }
  if (!pm_put(in->alloc, &in->globals, g, (uintptr_t)a)) {
    exec_oom(in, at);
    return NULL;
  }
  return a;
}

static bool prep_get_global(Interp *in, Inst *i) {
  Operation *g = symbol_resolve(i->op, op_get_attr(i->op, "name", 4));
  if (!g) {
    emit_error(in->ctx, i->op->loc, "the global of this op is not in the module");
    return false;
  }
  i->aux = g;
  return true;
}

static int h_get_global(Interp *in, Frame *f, const Inst *i) {
  Alloc *a = global_alloc(in, i, i->aux);
  if (!a) return EX_FAIL;
  const Type *t = res_type(i, 0);
  unsigned rank = shaped_rank(t);
  MemRef *m = memref_new(in, shaped_elem(t), rank);
  if (!m) return exec_oom(in, i);
  m->alloc = a;
  int64_t n = 1;
  for (unsigned k = rank; k-- > 0;) {
    m->sizes[k] = shaped_dim(t, k);
    m->strides[k] = n;
    n *= m->sizes[k];
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_nothing(Interp *in, Frame *f, const Inst *i) { return EX_NEXT; }

/* ---- access -------------------------------------------------------------------------------------- */

MemRef *memref_opnd(Interp *in, Frame *f, const Inst *i, unsigned k) {
  Val *v = opv(f, i, k);
  if (v->tag != VT_OBJ || v->obj->kind != OBJ_MEMREF) {
    exec_poison_ub(in, i, "used as a memref");
    return NULL;
  }
  return val_memref(v);
}

static int h_load(Interp *in, Frame *f, const Inst *i) {
  MemRef *m = memref_opnd(in, f, i, 0);
  int64_t idx[EXEC_MAX_RANK];
  if (!m || read_indices(in, f, i, 1, i->nops - 1, idx) == EX_FAIL) return EX_FAIL;
  Val v;
  if (!memref_load(in, i, m, idx, &v)) return EX_FAIL;
  set_res(in, f, i, 0, v);
  return EX_NEXT;
}

static int h_store(Interp *in, Frame *f, const Inst *i) {
  MemRef *m = memref_opnd(in, f, i, 1);
  int64_t idx[EXEC_MAX_RANK];
  if (!m || read_indices(in, f, i, 2, i->nops - 2, idx) == EX_FAIL) return EX_FAIL;
  return memref_store(in, i, m, idx, opv(f, i, 0)) ? EX_NEXT : EX_FAIL;
}

static bool prep_ranked(Interp *in, Inst *i) {
  for (unsigned k = 0; k < i->op->num_operands; k++) {
    const Type *t = opnd_type(i, k);
    if (type_is_shaped(t) && shaped_rank(t) > EXEC_MAX_RANK) {
      emit_error(in->ctx, i->op->loc, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
      return false;
    }
  }
  return true;
}

typedef struct CopyCtx {
  Interp *in;
  const Inst *i;
  const MemRef *src, *dst;
  int64_t *dst_offs;
  int64_t n;
} CopyCtx;

static bool collect_off(void *user, int64_t off) {
  CopyCtx *c = user;
  c->dst_offs[c->n++] = off;
  return true;
}

static bool copy_elem(void *user, int64_t off) {
  CopyCtx *c = user;
  int64_t to = c->dst_offs[c->n++];
  if (!mem_check(c->in, c->i, c->src->alloc, off, c->src->esize, false) ||
      !mem_check(c->in, c->i, c->dst->alloc, to, c->dst->esize, true))
    return false;
  memmove(c->dst->alloc->data + to, c->src->alloc->data + off, c->src->esize);
  return true;
}

bool exec_memref_copy(Interp *in, const Inst *i, const MemRef *src, const MemRef *dst) {
  int64_t n = 1;
  for (unsigned k = 0; k < src->rank; k++) {
    if (k >= dst->rank || src->sizes[k] != dst->sizes[k]) {
      exec_fail(in, i, "undefined behaviour: copy between memrefs of different shapes");
      return false;
    }
    n *= src->sizes[k];
  }
  if (n <= 0) return true;
  CopyCtx c = {in, i, src, dst, mem_alloc(in->alloc, (size_t)n * sizeof(int64_t)), 0};
  if (!c.dst_offs) {
    exec_oom(in, i);
    return false;
  }
  memref_each(dst, collect_off, &c);
  c.n = 0;
  bool ok = memref_each(src, copy_elem, &c);
  mem_free(in->alloc, c.dst_offs);
  return ok;
}

static int h_copy(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0), *dst = src ? memref_opnd(in, f, i, 1) : NULL;
  if (!dst) return EX_FAIL;
  return exec_memref_copy(in, i, src, dst) ? EX_NEXT : EX_FAIL;
}

static int h_dim(Interp *in, Frame *f, const Inst *i) {
  Val *v = opv(f, i, 0);
  int64_t d;
  if (read_indices(in, f, i, 1, 1, &d) == EX_FAIL) return EX_FAIL;
  unsigned rank;
  const int64_t *sizes;
  if (val_is_array(v)) {
    rank = val_array(v)->rank;
    sizes = val_array(v)->dims;
  } else if (v->tag == VT_OBJ && v->obj->kind == OBJ_MEMREF) {
    rank = val_memref(v)->rank;
    sizes = val_memref(v)->sizes;
  } else {
    return exec_poison_ub(in, i, "used as a shaped value");
  }
  if (d < 0 || d >= (int64_t)rank)
    return exec_fail(in, i, "undefined behaviour: dimension %lld is out of range for rank %u", (long long)d, rank);
  set_res(in, f, i, 0, val_bits((uint64_t)sizes[d], 0));
  return EX_NEXT;
}

static int h_rank(Interp *in, Frame *f, const Inst *i) {
  Val *v = opv(f, i, 0);
  unsigned rank = val_is_array(v) ? val_array(v)->rank : v->tag == VT_OBJ ? val_memref(v)->rank : 0;
  set_res(in, f, i, 0, val_bits(rank, 0));
  return EX_NEXT;
}

/* ---- views ---------------------------------------------------------------------------------------- */

static int h_cast(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_copy(opv(f, i, 0)));
  return EX_NEXT;
}

/* Which source dims a rank-reducing subview keeps: greedily from the
 * left, a dim is kept when it matches the next result dim (the result
 * type's static strides break ties between unit dims) or when every dim
 * left is needed. */
static bool kept_dims(const Type *rt, const int64_t *sizes, const int64_t *src_strides, const int64_t *steps,
                      unsigned n, bool *keep) {
  unsigned r = shaped_rank(rt), j = 0;
  int64_t rstr[EXEC_MAX_RANK], roff;
  bool has = type_strides(rt, rstr, &roff);
  for (unsigned k = 0; k < n; k++) {
    bool fits = j < r && (shaped_dim(rt, j) == DYNAMIC_SIZE || shaped_dim(rt, j) == sizes[k]);
    if (fits && sizes[k] == 1 && n - k > r - j && has && rstr[j] != DYNAMIC_SIZE &&
        rstr[j] != src_strides[k] * steps[k])
      fits = false;
    if (n - k == r - j) fits = true;
    if (!fits && sizes[k] != 1) return false;
    keep[k] = fits;
    if (fits) j++;
  }
  return j == r;
}

static int h_subview(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  int64_t offs[EXEC_MAX_RANK], sizes[EXEC_MAX_RANK], steps[EXEC_MAX_RANK];
  unsigned n1, n2, n3;
  if (exec_mixed(in, f, i, "static_offsets", "offsets", offs, &n1) == EX_FAIL ||
      exec_mixed(in, f, i, "static_sizes", "sizes", sizes, &n2) == EX_FAIL ||
      exec_mixed(in, f, i, "static_strides", "strides", steps, &n3) == EX_FAIL)
    return EX_FAIL;
  if (n1 != src->rank || n2 != src->rank || n3 != src->rank)
    return exec_fail(in, i, "the subview's offsets, sizes and strides do not match the source rank");
  const Type *rt = res_type(i, 0);
  bool keep[EXEC_MAX_RANK];
  if (!kept_dims(rt, sizes, src->strides, steps, src->rank, keep))
    return exec_fail(in, i, "the interpreter cannot match the subview's result rank");
  MemRef *m = exec_memref_like(in, src, shaped_rank(rt));
  if (!m) return exec_oom(in, i);
  unsigned j = 0;
  for (unsigned k = 0; k < src->rank; k++) {
    m->offset += offs[k] * src->strides[k];
    if (!keep[k]) continue;
    m->sizes[j] = sizes[k];
    m->strides[j] = src->strides[k] * steps[k];
    j++;
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_reinterpret_cast(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  int64_t offs[EXEC_MAX_RANK], sizes[EXEC_MAX_RANK], strides[EXEC_MAX_RANK];
  unsigned n1, n2, n3;
  if (exec_mixed(in, f, i, "static_offsets", "offsets", offs, &n1) == EX_FAIL ||
      exec_mixed(in, f, i, "static_sizes", "sizes", sizes, &n2) == EX_FAIL ||
      exec_mixed(in, f, i, "static_strides", "strides", strides, &n3) == EX_FAIL)
    return EX_FAIL;
  MemRef *m = exec_memref_like(in, src, n2);
  if (!m) return exec_oom(in, i);
  m->offset = n1 ? offs[0] : 0;
  for (unsigned k = 0; k < n2; k++) {
    m->sizes[k] = sizes[k];
    m->strides[k] = k < n3 ? strides[k] : 1;
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_view(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  int64_t shift;
  if (!src || read_indices(in, f, i, 1, 1, &shift) == EX_FAIL) return EX_FAIL;
  const Type *rt = res_type(i, 0);
  unsigned rank = shaped_rank(rt), dyn = 2;
  MemRef *m = memref_new(in, shaped_elem(rt), rank);
  if (!m) return exec_oom(in, i);
  m->alloc = src->alloc;
  m->base = src->base + src->offset * (int64_t)src->esize + shift;
  int64_t n = 1;
  for (unsigned k = 0; k < rank; k++) {
    m->sizes[k] = shaped_dim(rt, k);
    if (m->sizes[k] == DYNAMIC_SIZE && read_indices(in, f, i, dyn++, 1, &m->sizes[k]) == EX_FAIL) {
      obj_free(in, &m->h);
      return EX_FAIL;
    }
  }
  for (unsigned k = rank; k-- > 0;) {
    m->strides[k] = n;
    n *= m->sizes[k];
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

/* A reassociation attribute: for each group its first and last dim. */
static unsigned reassoc_groups(const Attr *a, unsigned *first, unsigned *last) {
  unsigned n = 0, at = 0;
  if (!a || a->kind != AK_ARRAY) return 0;
  for (unsigned g = 0; g < a->n && g < EXEC_MAX_RANK; g++) {
    const Attr *grp = WORD_PTR(const Attr, a->p[g]);
    unsigned len = grp->kind == AK_ARRAY ? grp->n : 0;
    first[n] = at;
    last[n] = at + len - 1;
    at += len;
    n++;
  }
  return n;
}

static int h_expand_shape(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  int64_t out[EXEC_MAX_RANK];
  unsigned n, first[EXEC_MAX_RANK], last[EXEC_MAX_RANK];
  if (exec_mixed(in, f, i, "static_output_shape", "output_shape", out, &n) == EX_FAIL) return EX_FAIL;
  unsigned ng = reassoc_groups(op_get_attr(i->op, "reassociation", 13), first, last);
  MemRef *m = exec_memref_like(in, src, n);
  if (!m) return exec_oom(in, i);
  for (unsigned g = 0; g < ng && g < src->rank; g++) {
    int64_t stride = src->strides[g];
    for (unsigned k = last[g] + 1; k-- > first[g];) {
      m->sizes[k] = out[k];
      m->strides[k] = stride;
      stride *= out[k];
    }
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_collapse_shape(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  unsigned first[EXEC_MAX_RANK], last[EXEC_MAX_RANK];
  unsigned ng = reassoc_groups(op_get_attr(i->op, "reassociation", 13), first, last);
  MemRef *m = exec_memref_like(in, src, ng);
  if (!m) return exec_oom(in, i);
  for (unsigned g = 0; g < ng; g++) {
    int64_t size = 1;
    for (unsigned k = first[g]; k <= last[g] && k < src->rank; k++) size *= src->sizes[k];
    m->sizes[g] = size;
    m->strides[g] = last[g] < src->rank ? src->strides[last[g]] : 1;
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_reshape(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0), *shape = src ? memref_opnd(in, f, i, 1) : NULL;
  if (!shape) return EX_FAIL;
  const Type *rt = res_type(i, 0);
  unsigned rank = rt->kind == TK_MEMREF ? shaped_rank(rt) : (unsigned)shape->sizes[0];
  if (rank > EXEC_MAX_RANK) return exec_fail(in, i, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
  MemRef *m = exec_memref_like(in, src, rank);
  if (!m) return exec_oom(in, i);
  int64_t n = 1;
  for (unsigned k = rank; k-- > 0;) {
    int64_t idx = k;
    Val v;
    if (!memref_load(in, i, shape, &idx, &v)) {
      obj_free(in, &m->h);
      return EX_FAIL;
    }
    m->sizes[k] = val_sext64(&v, exec_int_width(shape->elem));
    val_drop(in, &v);
    m->strides[k] = n;
    n *= m->sizes[k];
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_transpose(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  const Attr *perm = op_get_attr(i->op, "permutation", 11);
  const AffineMap *map = perm && perm->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, perm->p[0]) : NULL;
  MemRef *m = exec_memref_like(in, src, src->rank);
  if (!m) return exec_oom(in, i);
  for (unsigned k = 0; k < src->rank; k++) {
    const AffineExpr *e = map && k < affine_map_num_results(map) ? affine_map_result(map, k) : NULL;
    unsigned d = e && e->kind == AE_DIM ? (unsigned)e->p[0] : k;
    m->sizes[k] = src->sizes[d];
    m->strides[k] = src->strides[d];
  }
  set_res(in, f, i, 0, val_obj(&m->h));
  return EX_NEXT;
}

static int h_extract_strided_metadata(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  MemRef *base = exec_memref_like(in, src, 0);
  if (!base) return exec_oom(in, i);
  base->offset = 0;
  set_res(in, f, i, 0, val_obj(&base->h));
  set_res(in, f, i, 1, val_bits((uint64_t)src->offset, 0));
  for (unsigned k = 0; k < src->rank; k++) {
    set_res(in, f, i, 2 + k, val_bits((uint64_t)src->sizes[k], 0));
    set_res(in, f, i, 2 + src->rank + k, val_bits((uint64_t)src->strides[k], 0));
  }
  return EX_NEXT;
}

static int h_extract_aligned_pointer(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  uintptr_t p = src->alloc && src->alloc->data ? (uintptr_t)src->alloc->data + (uintptr_t)src->base : 0;
  set_res(in, f, i, 0, val_bits((uint64_t)p, 0));
  return EX_NEXT;
}

static int h_assume_alignment(Interp *in, Frame *f, const Inst *i) {
  MemRef *src = memref_opnd(in, f, i, 0);
  if (!src) return EX_FAIL;
  const Attr *al = op_get_attr(i->op, "alignment", 9);
  int64_t align = al && al->kind == AK_INTEGER ? attr_int_value(al) : 1;
  uintptr_t p = src->alloc && src->alloc->data ? (uintptr_t)src->alloc->data + (uintptr_t)src->base : 0;
  if (align > 1 && p % (uintptr_t)align)
    return exec_fail(in, i, "undefined behaviour: the memref is not aligned to %lld bytes", (long long)align);
  if (i->nres) set_res(in, f, i, 0, val_copy(opv(f, i, 0)));
  return EX_NEXT;
}

/* ---- atomics -------------------------------------------------------------------------------------- */

static int h_atomic_rmw(Interp *in, Frame *f, const Inst *i) {
  MemRef *m = memref_opnd(in, f, i, 1);
  int64_t idx[EXEC_MAX_RANK];
  if (!m || read_indices(in, f, i, 2, i->nops - 2, idx) == EX_FAIL) return EX_FAIL;
  Val old;
  if (!memref_load(in, i, m, idx, &old)) return EX_FAIL;
  Val nv;
  if (!exec_rmw_combine(in, i, (int)exec_attr_int(op_get_attr(i->op, "kind", 4)), m->elem, &old, opv(f, i, 0), &nv)) {
    val_drop(in, &old);
    return EX_FAIL;
  }
  bool ok = memref_store(in, i, m, idx, &nv);
  val_drop(in, &nv);
  if (!ok) {
    val_drop(in, &old);
    return EX_FAIL;
  }
  set_res(in, f, i, 0, old);
  return EX_NEXT;
}

static int h_generic_atomic_rmw(Interp *in, Frame *f, const Inst *i) {
  MemRef *m = memref_opnd(in, f, i, 0);
  int64_t idx[EXEC_MAX_RANK];
  if (!m || read_indices(in, f, i, 1, i->nops - 1, idx) == EX_FAIL) return EX_FAIL;
  Val old;
  if (!memref_load(in, i, m, idx, &old)) return EX_FAIL;
  return exec_enter(in, f, i, 0, &old, 1);
}

static int resume_generic_atomic_rmw(Interp *in, Act *a, const Inst *term) {
  const Inst *i = a->owner;
  Frame *f = a->frame;
  MemRef *m = val_memref(opv(f, i, 0));
  int64_t idx[EXEC_MAX_RANK];
  if (read_indices(in, f, i, 1, i->nops - 1, idx) == EX_FAIL) return EX_FAIL;
  Val old = val_copy(&f->slots[i->regions[0]->blocks[0]->args[0]]);
  if (!memref_store(in, i, m, idx, opv(f, term, 0))) {
    val_drop(in, &old);
    return EX_FAIL;
  }
  set_res(in, f, i, 0, old);
  return exec_leave(in);
}

static const ExecOpDef MEMREF_OPS[] = {
    {.name = "memref.alloc", .run = h_alloc, .prep = prep_ranked},
    {.name = "memref.alloca", .run = h_alloca, .prep = prep_ranked},
    {.name = "memref.dealloc", .run = h_dealloc},
    {.name = "memref.realloc", .run = h_realloc},
    {.name = "memref.alloca_scope", .run = h_alloca_scope, .resume = resume_alloca_scope},
    {.name = "memref.alloca_scope.return", .run = h_terminator},
    {.name = "memref.global", .run = h_nothing},
    {.name = "memref.get_global", .run = h_get_global, .prep = prep_get_global},
    {.name = "memref.load", .run = h_load, .prep = prep_ranked},
    {.name = "memref.store", .run = h_store, .prep = prep_ranked},
    {.name = "memref.copy", .run = h_copy, .prep = prep_ranked},
    {.name = "memref.dim", .run = h_dim},
    {.name = "memref.rank", .run = h_rank},
    {.name = "memref.cast", .run = h_cast},
    {.name = "memref.memory_space_cast", .run = h_cast},
    {.name = "memref.subview", .run = h_subview, .prep = prep_ranked},
    {.name = "memref.reinterpret_cast", .run = h_reinterpret_cast, .prep = prep_ranked},
    {.name = "memref.view", .run = h_view},
    {.name = "memref.expand_shape", .run = h_expand_shape, .prep = prep_ranked},
    {.name = "memref.collapse_shape", .run = h_collapse_shape, .prep = prep_ranked},
    {.name = "memref.reshape", .run = h_reshape},
    {.name = "memref.transpose", .run = h_transpose, .prep = prep_ranked},
    {.name = "memref.extract_strided_metadata", .run = h_extract_strided_metadata, .prep = prep_ranked},
    {.name = "memref.extract_aligned_pointer_as_index", .run = h_extract_aligned_pointer},
    {.name = "memref.assume_alignment", .run = h_assume_alignment},
    {.name = "memref.prefetch", .run = h_nothing},
    {.name = "memref.atomic_rmw", .run = h_atomic_rmw, .prep = prep_ranked},
    {.name = "memref.generic_atomic_rmw", .run = h_generic_atomic_rmw, .resume = resume_generic_atomic_rmw},
    {.name = "memref.atomic_yield", .run = h_terminator},
    {.name = NULL},
};

const ExecDialect EXEC_MEMREF = {"memref", MEMREF_OPS};
