/* vector_memory.c: the vector ops that move elements between memory and
 * vectors under a mask or along computed positions, as upstream's
 * lowering addresses them: maskedload/maskedstore and
 * expandload/compressstore (consecutive elements from the indices on),
 * gather/scatter (the indices' element plus each offset, linearly, as the
 * lowered pointer arithmetic is), and transfer_read/transfer_write (each
 * vector dimension along the memref dimension its permutation map names,
 * constant-0 results broadcast; out-of-bounds positions of dimensions not
 * marked in_bounds, and masked-off ones, read the padding and are not
 * written). Masked-off elements are never accessed. Also the mask
 * builders create_mask and constant_mask. */
#include "../dialects/utils/dialect_util.h"
#include "exec.h"

static Array *array_opnd(Interp *in, Frame *f, const Inst *i, unsigned k) {
  Val *v = opv(f, i, k);
  if (!val_is_array(v)) {
    exec_poison_ub(in, i, "used as a vector");
    return NULL;
  }
  return val_array(v);
}

/* A mask element: true when set; false after reporting poison. */
static bool mask_at(Interp *in, const Inst *i, const Array *mask, int64_t e, bool *set) {
  if (!mask) {
    *set = true;
    return true;
  }
  if (mask->poison && mask->poison[e]) {
    exec_poison_ub(in, i, "used as a mask");
    return false;
  }
  *set = mask->data[e * mask->esize] & 1;
  return true;
}

static int new_result(Interp *in, Frame *f, const Inst *i, Array **out) {
  int64_t dims[EXEC_MAX_RANK];
  unsigned rank;
  const Type *t = res_type(i, 0);
  if (!shape_of_type(t, dims, &rank)) return exec_fail(in, i, "the interpreter runs vectors of static shape");
  Array *a = arr_new(in, shaped_elem(t), rank, dims);
  if (!a) return exec_oom(in, i);
  set_res(in, f, i, 0, val_obj(&a->h));
  *out = a;
  return EX_NEXT;
}

/* Element `delta` positions (in the innermost stride) after the indices'
 * element, checked against the allocation as the lowered pointer access
 * is; loads into `v` or stores it. */
static bool linear_access(Interp *in, const Inst *i, const MemRef *m, int64_t base_off, int64_t delta, Val *v,
                          bool store) {
  int64_t stride = m->rank ? m->strides[m->rank - 1] : 1;
  int64_t off = base_off + delta * stride * (int64_t)m->esize;
  if (store) {
    if (v->tag == VT_POISON) return exec_poison_ub(in, i, "stored to memory") != EX_FAIL;
    if (!mem_check(in, i, m->alloc, off, m->esize, true)) return false;
    elem_store(m->elem, v, m->alloc->data + off);
    return true;
  }
  if (!mem_check(in, i, m->alloc, off, m->esize, false)) return false;
  if (!elem_load(in, m->elem, m->alloc->data + off, v)) return exec_oom(in, i) != EX_FAIL;
  return true;
}

/* The byte offset of the element at operands [first, first+rank). An
 * index one past the end is allowed (a fully masked access there touches
 * nothing); the accesses are checked one by one. */
static int base_offset(Interp *in, Frame *f, const Inst *i, const MemRef *m, unsigned first, int64_t *off) {
  int64_t idx[EXEC_MAX_RANK];
  if (m->rank > EXEC_MAX_RANK || read_indices(in, f, i, first, m->rank, idx) == EX_FAIL) return EX_FAIL;
  int64_t lin = m->offset;
  for (unsigned k = 0; k < m->rank; k++) lin += idx[k] * m->strides[k];
  *off = m->base + lin * (int64_t)m->esize;
  return EX_NEXT;
}

/* maskedload, expandload (`expand`: the n-th set lane reads element n),
 * gather (`offsets`: operand of the offset vector). Operands: base,
 * indices, [offsets,] mask, pass_thru. */
static int masked_read(Interp *in, Frame *f, const Inst *i, bool expand, bool gather) {
  MemRef *m = memref_opnd(in, f, i, 0);
  if (!m) return EX_FAIL;
  unsigned nidx = i->nops - (gather ? 4 : 3);
  if (nidx != m->rank) return exec_fail(in, i, "one index per memref dimension expected");
  Array *offs = gather ? array_opnd(in, f, i, i->nops - 3) : NULL;
  Array *mask = array_opnd(in, f, i, i->nops - 2), *pass = array_opnd(in, f, i, i->nops - 1), *r;
  int64_t base;
  if ((gather && !offs) || !mask || !pass || base_offset(in, f, i, m, 1, &base) == EX_FAIL ||
      new_result(in, f, i, &r) == EX_FAIL)
    return EX_FAIL;
  int64_t next = 0;
  for (int64_t e = 0; e < r->n; e++) {
    bool set;
    Val v;
    if (!mask_at(in, i, mask, e, &set)) return EX_FAIL;
    if (!set) {
      if (!arr_get(in, pass, e, &v)) return exec_oom(in, i);
    } else {
      int64_t delta = expand ? next++ : e;
      if (gather) {
        Val o;
        if (!arr_get(in, offs, e, &o)) return exec_oom(in, i);
        if (o.tag != VT_BITS) return exec_poison_ub(in, i, "used as a gather offset");
        delta = val_sext64(&o, exec_int_width(offs->elem));
      }
      if (!linear_access(in, i, m, base, delta, &v, false)) return EX_FAIL;
    }
    bool ok = arr_set(in, r, e, &v);
    val_drop(in, &v);
    if (!ok) return exec_oom(in, i);
  }
  return EX_NEXT;
}

/* maskedstore, compressstore, scatter. Operands: base, indices,
 * [offsets,] mask, value. */
static int masked_write(Interp *in, Frame *f, const Inst *i, bool compress, bool scatter) {
  MemRef *m = memref_opnd(in, f, i, 0);
  if (!m) return EX_FAIL;
  unsigned nidx = i->nops - (scatter ? 4 : 3);
  if (nidx != m->rank) return exec_fail(in, i, "one index per memref dimension expected");
  Array *offs = scatter ? array_opnd(in, f, i, i->nops - 3) : NULL;
  Array *mask = array_opnd(in, f, i, i->nops - 2), *val = array_opnd(in, f, i, i->nops - 1);
  int64_t base;
  if ((scatter && !offs) || !mask || !val || base_offset(in, f, i, m, 1, &base) == EX_FAIL) return EX_FAIL;
  int64_t next = 0;
  for (int64_t e = 0; e < val->n; e++) {
    bool set;
    if (!mask_at(in, i, mask, e, &set)) return EX_FAIL;
    if (!set) continue;
    int64_t delta = compress ? next++ : e;
    if (scatter) {
      Val o;
      if (!arr_get(in, offs, e, &o)) return exec_oom(in, i);
      if (o.tag != VT_BITS) return exec_poison_ub(in, i, "used as a scatter offset");
      delta = val_sext64(&o, exec_int_width(offs->elem));
    }
    Val v;
    if (!arr_get(in, val, e, &v)) return exec_oom(in, i);
    bool ok = linear_access(in, i, m, base, delta, &v, true);
    val_drop(in, &v);
    if (!ok) return EX_FAIL;
  }
  return EX_NEXT;
}

static int h_maskedload(Interp *in, Frame *f, const Inst *i) { return masked_read(in, f, i, false, false); }
static int h_expandload(Interp *in, Frame *f, const Inst *i) { return masked_read(in, f, i, true, false); }
static int h_gather(Interp *in, Frame *f, const Inst *i) { return masked_read(in, f, i, false, true); }
static int h_maskedstore(Interp *in, Frame *f, const Inst *i) { return masked_write(in, f, i, false, false); }
static int h_compressstore(Interp *in, Frame *f, const Inst *i) { return masked_write(in, f, i, true, false); }
static int h_scatter(Interp *in, Frame *f, const Inst *i) {
  if (i->nres) return exec_fail(in, i, "the interpreter runs vector.scatter on memrefs");
  return masked_write(in, f, i, false, true);
}

/* ---- transfer_read, transfer_write ------------------------------------------------------------- */

/* The source or destination: a memref, or a tensor (an array of the
 * same shape, read or written in place). */
typedef struct Shaped {
  MemRef *m;
  Array *t;
  unsigned rank;
  const int64_t *sizes;
} Shaped;

/* What one transfer reads from its operands and map. */
typedef struct Transfer {
  Shaped s;
  int64_t idx[EXEC_MAX_RANK];
  int dim_of[EXEC_MAX_RANK];   /* vector dim -> source dim, -1: broadcast */
  int mask_dim[EXEC_MAX_RANK]; /* mask dim -> vector dim */
  bool in_bounds[EXEC_MAX_RANK];
  unsigned vrank, mrank;
  Array *mask;
} Transfer;

static int transfer_setup(Interp *in, Frame *f, const Inst *i, unsigned src, const int64_t *vdims, unsigned vrank,
                          Transfer *x) {
  Val *sv = opv(f, i, src);
  memset(x, 0, sizeof *x);
  if (sv->tag == VT_OBJ && sv->obj->kind == OBJ_MEMREF) {
    x->s.m = val_memref(sv);
    x->s.rank = x->s.m->rank;
    x->s.sizes = x->s.m->sizes;
  } else if (val_is_array(sv)) {
    x->s.t = val_array(sv);
    x->s.rank = x->s.t->rank;
    x->s.sizes = x->s.t->dims;
  } else {
    return exec_poison_ub(in, i, "used as a transfer source");
  }
  unsigned is, ic, ms, mc;
  du_operands(i->op, "indices", &is, &ic);
  du_operands(i->op, "mask", &ms, &mc);
  if (ic != x->s.rank || ic > EXEC_MAX_RANK || vrank > EXEC_MAX_RANK)
    return exec_fail(in, i, "one index per source dimension expected");
  if (read_indices(in, f, i, is, ic, x->idx) == EX_FAIL) return EX_FAIL;
  if (mc && !(x->mask = array_opnd(in, f, i, ms))) return EX_FAIL;
  const Attr *pm = op_get_attr(i->op, "permutation_map", 15);
  const Attr *ib = op_get_attr(i->op, "in_bounds", 9);
  const AffineMap *map = pm && pm->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, pm->p[0]) : NULL;
  if (!map || affine_map_num_results(map) != vrank)
    return exec_fail(in, i, "the permutation map does not match the vector");
  x->vrank = vrank;
  /* The mask's dimensions are the vector's non-broadcast ones in the
   * order of the source dimensions they read. */
  for (unsigned d = 0; d < x->s.rank; d++)
    for (unsigned j = 0; j < vrank; j++) {
      const AffineExpr *e = affine_map_result(map, j);
      if (e->kind == AE_DIM && e->p[0] == d) x->mask_dim[x->mrank++] = (int)j;
    }
  for (unsigned j = 0; j < vrank; j++) {
    const AffineExpr *e = affine_map_result(map, j);
    x->dim_of[j] = e->kind == AE_DIM ? (int)e->p[0] : -1;
    x->in_bounds[j] = ib && ib->kind == AK_ARRAY && j < ib->n && attr_int_value(WORD_PTR(const Attr, ib->p[j]));
  }
  (void)vdims;
  return EX_NEXT;
}

/* For vector position `vi`: whether the lane is active (mask set and in
 * bounds), with the source position in `pos`. An out-of-bounds position
 * of an in_bounds dimension is undefined behaviour. */
static int transfer_lane(Interp *in, const Inst *i, const Transfer *x, const int64_t *vi, const int64_t *vdims,
                         int64_t *pos, bool *active) {
  *active = true;
  if (x->mask) {
    int64_t me = 0;
    for (unsigned k = 0; k < x->mrank; k++) me = me * vdims[x->mask_dim[k]] + vi[x->mask_dim[k]];
    bool set;
    if (!mask_at(in, i, x->mask, me, &set)) return EX_FAIL;
    if (!set) *active = false;
  }
  memcpy(pos, x->idx, sizeof(int64_t) * x->s.rank);
  for (unsigned j = 0; j < x->vrank; j++)
    if (x->dim_of[j] >= 0) pos[x->dim_of[j]] += vi[j];
  for (unsigned j = 0; j < x->vrank; j++) {
    int d = x->dim_of[j];
    if (d < 0 || (pos[d] >= 0 && pos[d] < x->s.sizes[d])) continue;
    if (x->in_bounds[j] && *active)
      return exec_fail(in, i, "undefined behaviour: index %lld is out of bounds for dimension %d of size %lld (marked in bounds)",
                       (long long)pos[d], d, (long long)x->s.sizes[d]);
    *active = false;
  }
  /* Dimensions the map does not name are read at their index. */
  for (unsigned d = 0; *active && d < x->s.rank; d++)
    if (pos[d] < 0 || pos[d] >= x->s.sizes[d]) *active = false;
  return EX_NEXT;
}

static int64_t array_index(const Array *a, const int64_t *pos) {
  int64_t lin = 0;
  for (unsigned d = 0; d < a->rank; d++) lin = lin * a->dims[d] + pos[d];
  return lin;
}

static void step(int64_t *vi, const int64_t *dims, unsigned rank) {
  for (unsigned k = rank; k-- > 0;) {
    if (++vi[k] < dims[k]) return;
    vi[k] = 0;
  }
}

static int h_transfer_read(Interp *in, Frame *f, const Inst *i) {
  Array *r;
  if (new_result(in, f, i, &r) == EX_FAIL) return EX_FAIL;
  unsigned ps, pc;
  du_operands(i->op, "padding", &ps, &pc);
  Transfer x;
  if (!pc || transfer_setup(in, f, i, 0, r->dims, r->rank, &x) == EX_FAIL) return EX_FAIL;
  const Val *pad = opv(f, i, ps);
  int64_t vi[EXEC_MAX_RANK] = {0}, pos[EXEC_MAX_RANK];
  for (int64_t e = 0; e < r->n; e++, step(vi, r->dims, r->rank)) {
    bool active;
    if (transfer_lane(in, i, &x, vi, r->dims, pos, &active) == EX_FAIL) return EX_FAIL;
    Val v;
    if (!active) {
      if (!arr_set(in, r, e, pad)) return exec_oom(in, i);
      continue;
    }
    if (x.s.m ? !memref_load(in, i, x.s.m, pos, &v) : !arr_get(in, x.s.t, array_index(x.s.t, pos), &v))
      return x.s.m ? EX_FAIL : exec_oom(in, i);
    bool ok = arr_set(in, r, e, &v);
    val_drop(in, &v);
    if (!ok) return exec_oom(in, i);
  }
  return EX_NEXT;
}

static int h_transfer_write(Interp *in, Frame *f, const Inst *i) {
  Array *v = array_opnd(in, f, i, 0);
  Transfer x;
  if (!v || transfer_setup(in, f, i, 1, v->dims, v->rank, &x) == EX_FAIL) return EX_FAIL;
  Val t = {0};
  if (x.s.t) { /* a tensor: the result is the written copy */
    t = val_copy(opv(f, i, 1));
    if (!(x.s.t = arr_unique(in, &t))) {
      val_drop(in, &t);
      return exec_oom(in, i);
    }
    x.s.sizes = x.s.t->dims;
  }
  int64_t vi[EXEC_MAX_RANK] = {0}, pos[EXEC_MAX_RANK];
  int r = EX_NEXT;
  for (int64_t e = 0; e < v->n && r == EX_NEXT; e++, step(vi, v->dims, v->rank)) {
    bool active;
    if ((r = transfer_lane(in, i, &x, vi, v->dims, pos, &active)) == EX_FAIL || !active) continue;
    Val el;
    if (!arr_get(in, v, e, &el)) {
      r = exec_oom(in, i);
      break;
    }
    bool ok = x.s.m ? memref_store(in, i, x.s.m, pos, &el) : arr_set(in, x.s.t, array_index(x.s.t, pos), &el);
    val_drop(in, &el);
    if (!ok) r = x.s.m ? EX_FAIL : exec_oom(in, i);
  }
  if (r == EX_FAIL) {
    val_drop(in, &t);
    return r;
  }
  if (x.s.t) set_res(in, f, i, 0, t);
  return EX_NEXT;
}

/* ---- create_mask, constant_mask ---------------------------------------------------------------- */

/* Sets the elements whose index in every dimension is below its bound. */
static int fill_mask(Interp *in, Frame *f, const Inst *i, const int64_t *bound) {
  Array *r;
  if (new_result(in, f, i, &r) == EX_FAIL) return EX_FAIL;
  int64_t vi[EXEC_MAX_RANK] = {0};
  for (int64_t e = 0; e < r->n; e++, step(vi, r->dims, r->rank)) {
    bool set = true;
    for (unsigned k = 0; k < r->rank; k++) set = set && vi[k] < bound[k];
    Val v = val_bits(set, 0);
    if (!arr_set(in, r, e, &v)) return exec_oom(in, i);
  }
  return EX_NEXT;
}

static int h_create_mask(Interp *in, Frame *f, const Inst *i) {
  int64_t b[EXEC_MAX_RANK];
  if (i->nops > EXEC_MAX_RANK) return exec_fail(in, i, "one size per mask dimension expected");
  if (read_indices(in, f, i, 0, i->nops, b) == EX_FAIL) return EX_FAIL;
  return fill_mask(in, f, i, b);
}

static int h_constant_mask(Interp *in, Frame *f, const Inst *i) {
  int64_t b[EXEC_MAX_RANK];
  const Attr *a = op_get_attr(i->op, "mask_dim_sizes", 14);
  for (unsigned k = 0; k < EXEC_MAX_RANK; k++) b[k] = exec_dense_i64(a, k);
  return fill_mask(in, f, i, b);
}

static const ExecOpDef VECTOR_MEMORY_OPS[] = {
    {.name = "vector.create_mask", .run = h_create_mask},
    {.name = "vector.constant_mask", .run = h_constant_mask},
    {.name = "vector.maskedload", .run = h_maskedload},
    {.name = "vector.maskedstore", .run = h_maskedstore},
    {.name = "vector.expandload", .run = h_expandload},
    {.name = "vector.compressstore", .run = h_compressstore},
    {.name = "vector.gather", .run = h_gather},
    {.name = "vector.scatter", .run = h_scatter},
    {.name = "vector.transfer_read", .run = h_transfer_read},
    {.name = "vector.transfer_write", .run = h_transfer_write},
    {.name = NULL},
};

const ExecDialect EXEC_VECTOR_MEMORY = {"vector", VECTOR_MEMORY_OPS};
