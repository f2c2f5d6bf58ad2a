/* ops_builtin.c: builtin.unrealized_conversion_cast, which a partial
 * lowering leaves between converted and unconverted ops, so that a program
 * halfway down the lowering path runs too. A cast between two forms of one
 * value changes only its representation: a memref and its LLVM descriptor
 * struct (allocated and aligned pointers, offset, sizes, strides), an
 * unranked memref and its {rank, pointer} pair (the ranked descriptor
 * written to memory of the calling function, as the lowering does), a
 * complex number and its two-field struct, and scalars of one width
 * (index and i64). */
#include "exec.h"
#include "../dialects/llvm/llvm.h"

static bool is_struct(const Type *t) { return llvm_type_is(t, "struct"); }

static void drop_agg(Interp *in, Agg *g) {
  if (!g) return;
  Val v = val_obj(&g->h);
  val_drop(in, &v);
}

/* A ranked memref as its descriptor struct. */
static bool memref_to_desc(Interp *in, const MemRef *m, Val *out) {
  Agg *g = agg_new(in, 5), *sizes = agg_new(in, m->rank), *strides = agg_new(in, m->rank);
  if (!g || !sizes || !strides) {
    drop_agg(in, g);
    drop_agg(in, sizes);
    drop_agg(in, strides);
    return false;
  }
  g->v[0] = val_bits((uint64_t)(uintptr_t)m->alloc, 0);
  g->v[1] = val_bits((uint64_t)(uintptr_t)m->alloc, (uint64_t)m->base);
  g->v[2] = val_bits((uint64_t)m->offset, 0);
  for (unsigned k = 0; k < m->rank; k++) {
    sizes->v[k] = val_bits((uint64_t)m->sizes[k], 0);
    strides->v[k] = val_bits((uint64_t)m->strides[k], 0);
  }
  g->v[3] = val_obj(&sizes->h);
  g->v[4] = val_obj(&strides->h);
  *out = val_obj(&g->h);
  return true;
}

static bool agg_i64(const Val *agg, unsigned k, int64_t *out) {
  if (agg->tag != VT_OBJ || agg->obj->kind != OBJ_AGG || k >= val_agg(agg)->n) return false;
  const Val *v = &val_agg(agg)->v[k];
  if (v->tag != VT_BITS) return false;
  *out = (int64_t)v->w[0];
  return true;
}

/* A descriptor struct as a memref of type `t`. */
static MemRef *desc_to_memref(Interp *in, const Val *d, const Type *t) {
  if (d->tag != VT_OBJ || d->obj->kind != OBJ_AGG || val_agg(d)->n != 5) return NULL;
  const Agg *g = val_agg(d);
  unsigned rank = shaped_rank(t);
  MemRef *m = memref_new(in, shaped_elem(t), rank);
  if (!m) return NULL;
  const Val *aligned = &g->v[1];
  Val p = aligned->w[0] ? *aligned : llvm_ptr_from_address(in, aligned->w[1]);
  m->alloc = (Alloc *)(uintptr_t)p.w[0];
  m->base = (int64_t)p.w[1];
  bool ok = agg_i64(d, 2, &m->offset);
  for (unsigned k = 0; ok && k < rank; k++)
    ok = agg_i64(&g->v[3], k, &m->sizes[k]) && agg_i64(&g->v[4], k, &m->strides[k]);
  if (!ok) {
    Val v = val_obj(&m->h);
    val_drop(in, &v);
    return NULL;
  }
  return m;
}

/* An unranked memref as {rank, pointer to its ranked descriptor}: the
 * descriptor is written to stack memory of the current call. */
static bool unranked_to_pair(Interp *in, const Inst *i, const MemRef *m, Val *out) {
  int64_t words = 3 + 2 * (int64_t)m->rank;
  Alloc *a = mem_new(in, 8 * words, 8, ALLOC_STACK, i->op->loc);
  if (!a) return false;
  uint64_t w[3 + 2 * EXEC_MAX_RANK];
  Val allocated = val_bits((uint64_t)(uintptr_t)m->alloc, 0);
  Val aligned = val_bits((uint64_t)(uintptr_t)m->alloc, (uint64_t)m->base);
  w[0] = llvm_ptr_address(&allocated);
  w[1] = llvm_ptr_address(&aligned);
  w[2] = (uint64_t)m->offset;
  for (unsigned k = 0; k < m->rank; k++) {
    w[3 + k] = (uint64_t)m->sizes[k];
    w[3 + m->rank + k] = (uint64_t)m->strides[k];
  }
  memcpy(a->data, w, (size_t)(8 * words));
  mem_free(in->alloc, a->init);
  a->init = NULL;
  Agg *g = agg_new(in, 2);
  if (!g) return false;
  g->v[0] = val_bits(m->rank, 0);
  g->v[1] = val_bits((uint64_t)(uintptr_t)a, 0);
  *out = val_obj(&g->h);
  return true;
}

static int h_cast(Interp *in, Frame *f, const Inst *i) {
  if (i->nops != 1 || i->nres != 1)
    return exec_fail(in, i, "the interpreter runs casts of one value to one value only");
  const Type *from = opnd_type(i, 0), *to = res_type(i, 0);
  const Val *v = opv(f, i, 0);
  Val r = {{0, 0}, NULL, VT_EMPTY};
  bool ok = true;
  if (v->tag == VT_POISON) {
    r = val_poison();
  } else if (from->kind == TK_MEMREF && is_struct(to) && v->tag == VT_OBJ && v->obj->kind == OBJ_MEMREF) {
    ok = memref_to_desc(in, val_memref(v), &r);
  } else if (is_struct(from) && to->kind == TK_MEMREF) {
    MemRef *m = desc_to_memref(in, v, to);
    if (!m) return exec_fail(in, i, "the interpreter cannot read this descriptor as a memref");
    r = val_obj(&m->h);
  } else if (from->kind == TK_UNRANKED_MEMREF && is_struct(to) && v->tag == VT_OBJ && v->obj->kind == OBJ_MEMREF) {
    ok = unranked_to_pair(in, i, val_memref(v), &r);
  } else if (is_struct(from) && to->kind == TK_UNRANKED_MEMREF) {
    int64_t rank;
    if (!agg_i64(v, 0, &rank) || val_agg(v)->v[1].tag != VT_BITS)
      return exec_fail(in, i, "the interpreter cannot read this descriptor as a memref");
    MemRef *m = llvm_memref_from_unranked(in, i, rank, &val_agg(v)->v[1], exec_elem_size(shaped_elem(to)));
    if (!m) return EX_FAIL;
    m->elem = shaped_elem(to);
    r = val_obj(&m->h);
  } else if (from->kind == TK_COMPLEX && is_struct(to) && v->tag == VT_BITS) {
    Agg *g = agg_new(in, 2);
    ok = g != NULL;
    if (ok) {
      g->v[0] = val_bits(v->w[0], 0);
      g->v[1] = val_bits(v->w[1], 0);
      r = val_obj(&g->h);
    }
  } else if (is_struct(from) && to->kind == TK_COMPLEX && v->tag == VT_OBJ && v->obj->kind == OBJ_AGG &&
             val_agg(v)->n == 2 && val_agg(v)->v[0].tag == VT_BITS && val_agg(v)->v[1].tag == VT_BITS) {
    r = val_bits(val_agg(v)->v[0].w[0], val_agg(v)->v[1].w[0]);
  } else if (from == to || (exec_int_width(from) && exec_int_width(from) == exec_int_width(to))) {
    r = val_copy(v);
  } else {
    return exec_fail(in, i, "the interpreter cannot run this cast between two forms of a value");
  }
  if (!ok) return exec_oom(in, i);
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

static const ExecOpDef BUILTIN_OPS[] = {
    {.name = "builtin.unrealized_conversion_cast", .run = h_cast},
    {.name = NULL},
};

const ExecDialect EXEC_BUILTIN = {"builtin", BUILTIN_OPS};
