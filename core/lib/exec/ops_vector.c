/* ops_vector.c: the vector ops that programs and the vector lowerings use
 * most: print (as upstream's lowering to the runner-utils print calls),
 * broadcast, splat, from_elements, extract, insert, shape_cast, reduction,
 * load and store. Vectors are Arrays (value semantics, as tensors). */
#include "../dialects/utils/dialect_util.h"
#include "exec.h"
#include "softfloat.h"

enum { PUNCT_NONE, PUNCT_NEWLINE, PUNCT_COMMA, PUNCT_OPEN, PUNCT_CLOSE };

/* vector's CombiningKind (add, mul, minui, minsi, minnumf, maxui, maxsi,
 * maxnumf, and, or, xor, minimumf, maximumf) as arith's AtomicRMWKind
 * (float, integer), which exec_rmw_combine applies. */
static const int8_t COMBINING_TO_RMW[][2] = {
    {0, 1}, {12, 13}, {-1, 11}, {-1, 10}, {9, -1}, {-1, 7}, {-1, 6}, {5, -1}, {-1, 2}, {-1, 14}, {-1, 15}, {8, -1}, {4, -1},
};

static Array *vector_opnd(Interp *in, Frame *f, const Inst *i, unsigned k) {
  Val *v = opv(f, i, k);
  if (!val_is_array(v)) {
    exec_poison_ub(in, i, "used as a vector");
    return NULL;
  }
  return val_array(v);
}

/* One element as the runner-utils print it (printI64, printU64, printF32, ...). */
static bool print_scalar(Interp *in, const Inst *i, const Type *t, const Val *v) {
  if (v->tag != VT_BITS) {
    exec_poison_ub(in, i, "printed");
    return false;
  }
  if (type_is_float(t)) {
    exec_printf(in, EXEC_STDOUT, "%g", sf_to_double(float_semantics(t), v->w));
    return true;
  }
  unsigned w = exec_int_width(t);
  if (!w || w > 64) {
    exec_fail(in, i, "the interpreter prints integers of up to 64 bits and floats");
    return false;
  }
  if (t->kind == TK_INDEX || type_int_signedness(t) == UNSIGNED)
    exec_printf(in, EXEC_STDOUT, "%llu", (unsigned long long)(v->w[0] & mask_bits(w)));
  else if (w == 1)
    exec_printf(in, EXEC_STDOUT, "%llu", (unsigned long long)(v->w[0] & 1));
  else
    exec_printf(in, EXEC_STDOUT, "%lld", (long long)val_sext64(v, w));
  return true;
}

/* A vector as nested "( a, b )" groups, row major, without recursion. */
static bool print_vector(Interp *in, const Inst *i, const Array *a) {
  unsigned rank = a->rank ? a->rank : 1;
  int64_t dims[EXEC_MAX_RANK];
  for (unsigned k = 0; k < rank; k++) dims[k] = a->rank ? a->dims[k] : 1;
  if (a->n == 0) {
    for (unsigned k = 0; k < rank; k++) exec_out(in, EXEC_STDOUT, "( ", 2);
    for (unsigned k = 0; k < rank; k++) exec_out(in, EXEC_STDOUT, " )", 2);
    return true;
  }
  int64_t idx[EXEC_MAX_RANK] = {0};
  for (unsigned k = 0; k < rank; k++) exec_out(in, EXEC_STDOUT, "( ", 2);
  for (int64_t e = 0; e < a->n; e++) {
    Val v;
    if (!arr_get(in, a, e, &v)) return exec_oom(in, i) != EX_FAIL;
    bool ok = print_scalar(in, i, a->elem, &v);
    val_drop(in, &v);
    if (!ok) return false;
    unsigned k = rank;
    while (k > 0) {
      k--;
      if (++idx[k] < dims[k]) break;
      idx[k] = 0;
      exec_out(in, EXEC_STDOUT, " )", 2);
      if (k == 0) return true;
    }
    exec_out(in, EXEC_STDOUT, ", ", 2);
    for (unsigned j = k + 1; j < rank; j++) exec_out(in, EXEC_STDOUT, "( ", 2);
  }
  return true;
}

static int h_print(Interp *in, Frame *f, const Inst *i) {
  const Attr *str = op_get_attr(i->op, "stringLiteral", 13);
  if (str && str->kind == AK_STRING) {
    const Ident *s = attr_string_ident(str);
    exec_out(in, EXEC_STDOUT, s->str, s->len);
    return EX_NEXT; /* a string carries its own punctuation */
  }
  if (i->nops) {
    Val *v = opv(f, i, 0);
    bool ok = val_is_array(v) ? print_vector(in, i, val_array(v)) : print_scalar(in, i, opnd_type(i, 0), v);
    if (!ok) return EX_FAIL;
  }
  const Attr *p = op_get_attr(i->op, "punctuation", 11);
  switch (p ? exec_attr_int(p) : PUNCT_NEWLINE) {
  case PUNCT_NEWLINE: exec_out(in, EXEC_STDOUT, "\n", 1); break;
  case PUNCT_COMMA: exec_out(in, EXEC_STDOUT, ", ", 2); break;
  case PUNCT_OPEN: exec_out(in, EXEC_STDOUT, "( ", 2); break;
  case PUNCT_CLOSE: exec_out(in, EXEC_STDOUT, " )", 2); break;
  default: break;
  }
  return EX_NEXT;
}

static int new_vector(Interp *in, Frame *f, const Inst *i, Array **out) {
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

/* Copies element si of src (bits and poison mark) to element di of dst. */
static bool copy_elem(Interp *in, Array *dst, int64_t di, const Array *src, int64_t si) {
  Val v;
  if (!arr_get(in, src, si, &v)) return false;
  bool ok = arr_set(in, dst, di, &v);
  val_drop(in, &v);
  return ok;
}

/* Broadcast: a scalar to every element, or a vector along the leading
 * dimensions, its unit dimensions stretched (numpy's rule, trailing
 * dimensions aligned). */
static int h_broadcast(Interp *in, Frame *f, const Inst *i) {
  Array *r;
  if (new_vector(in, f, i, &r) == EX_FAIL) return EX_FAIL;
  Val *src = opv(f, i, 0);
  if (!val_is_array(src)) {
    for (int64_t e = 0; e < r->n; e++)
      if (!arr_set(in, r, e, src)) return exec_oom(in, i);
    return EX_NEXT;
  }
  const Array *s = val_array(src);
  unsigned lead = r->rank - s->rank;
  int64_t idx[EXEC_MAX_RANK] = {0};
  for (int64_t e = 0; e < r->n; e++) {
    int64_t si = 0;
    for (unsigned k = 0; k < s->rank; k++) si = si * s->dims[k] + (s->dims[k] == 1 ? 0 : idx[lead + k]);
    if (!copy_elem(in, r, e, s, si)) return exec_oom(in, i);
    for (unsigned k = r->rank; k-- > 0;) {
      if (++idx[k] < r->dims[k]) break;
      idx[k] = 0;
    }
  }
  return EX_NEXT;
}

static int h_from_elements(Interp *in, Frame *f, const Inst *i) {
  Array *r;
  if (new_vector(in, f, i, &r) == EX_FAIL) return EX_FAIL;
  for (int64_t e = 0; e < r->n && e < (int64_t)i->nops; e++)
    if (!arr_set(in, r, e, opv(f, i, (unsigned)e))) return exec_oom(in, i);
  return EX_NEXT;
}

/* The position of vector.extract / vector.insert: the first elements and
 * the count of the sub-vector at `pos` in `a`. */
static int position(Interp *in, Frame *f, const Inst *i, const Array *a, int64_t *first, int64_t *count) {
  int64_t pos[EXEC_MAX_RANK];
  unsigned n;
  if (exec_mixed(in, f, i, "static_position", "dynamic_position", pos, &n) == EX_FAIL) return EX_FAIL;
  if (n > a->rank) return exec_fail(in, i, "the position has more indices than the vector has dimensions");
  int64_t lin = 0, inner = 1;
  for (unsigned k = 0; k < a->rank; k++) {
    if (k < n) {
      if (pos[k] < 0 || pos[k] >= a->dims[k])
        return exec_fail(in, i, "undefined behaviour: position %lld is out of bounds for dimension %u of size %lld",
                         (long long)pos[k], k, (long long)a->dims[k]);
      lin = lin * a->dims[k] + pos[k];
    } else {
      inner *= a->dims[k];
    }
  }
  *first = lin * inner;
  *count = inner;
  return EX_NEXT;
}

static int h_extract(Interp *in, Frame *f, const Inst *i) {
  Array *a = vector_opnd(in, f, i, 0);
  int64_t first, count;
  if (!a || position(in, f, i, a, &first, &count) == EX_FAIL) return EX_FAIL;
  if (!type_is_shaped(res_type(i, 0))) {
    Val v;
    if (!arr_get(in, a, first, &v)) return exec_oom(in, i);
    set_res(in, f, i, 0, v);
    return EX_NEXT;
  }
  Array *r;
  if (new_vector(in, f, i, &r) == EX_FAIL) return EX_FAIL;
  for (int64_t e = 0; e < count && e < r->n; e++)
    if (!copy_elem(in, r, e, a, first + e)) return exec_oom(in, i);
  return EX_NEXT;
}

static int h_insert(Interp *in, Frame *f, const Inst *i) {
  if (!vector_opnd(in, f, i, 1)) return EX_FAIL;
  Val t = val_copy(opv(f, i, 1));
  Array *a = arr_unique(in, &t);
  int64_t first, count;
  if (!a || position(in, f, i, a, &first, &count) == EX_FAIL) {
    bool oom = !a;
    val_drop(in, &t);
    return oom ? exec_oom(in, i) : EX_FAIL;
  }
  Val *src = opv(f, i, 0);
  bool ok = true;
  if (val_is_array(src)) {
    for (int64_t e = 0; ok && e < count && e < val_array(src)->n; e++) ok = copy_elem(in, a, first + e, val_array(src), e);
  } else {
    ok = arr_set(in, a, first, src);
  }
  if (!ok) {
    val_drop(in, &t);
    return exec_oom(in, i);
  }
  set_res(in, f, i, 0, t);
  return EX_NEXT;
}

static int h_shape_cast(Interp *in, Frame *f, const Inst *i) {
  Array *a = vector_opnd(in, f, i, 0), *r;
  if (!a || new_vector(in, f, i, &r) == EX_FAIL) return EX_FAIL;
  for (int64_t e = 0; e < a->n && e < r->n; e++)
    if (!copy_elem(in, r, e, a, e)) return exec_oom(in, i);
  return EX_NEXT;
}

static int h_reduction(Interp *in, Frame *f, const Inst *i) {
  Array *a = vector_opnd(in, f, i, 0);
  if (!a) return EX_FAIL;
  int64_t kind = exec_attr_int(op_get_attr(i->op, "kind", 4));
  bool is_float = type_is_float(a->elem);
  int rmw = kind >= 0 && kind < (int64_t)(sizeof COMBINING_TO_RMW / sizeof *COMBINING_TO_RMW)
                ? COMBINING_TO_RMW[kind][is_float ? 0 : 1]
                : -1;
  if (rmw < 0) return exec_fail(in, i, "the combining kind does not apply to this element type");
  return exec_reduce(in, f, i, a, i->nops > 1 ? opv(f, i, 1) : NULL, rmw);
}

/* vector.load / vector.store: consecutive elements along the memref's
 * innermost dimension, as many as the vector has, from the indices on;
 * each element checked as a scalar access is. */
static int access(Interp *in, Frame *f, const Inst *i, unsigned mem, bool store) {
  Val *mv = opv(f, i, mem);
  if (mv->tag != VT_OBJ || mv->obj->kind != OBJ_MEMREF) return exec_poison_ub(in, i, "used as a memref");
  const MemRef *m = val_memref(mv);
  int64_t idx[EXEC_MAX_RANK];
  unsigned n = i->nops - mem - 1;
  if (n != m->rank || n > EXEC_MAX_RANK || read_indices(in, f, i, mem + 1, n, idx) == EX_FAIL)
    return n != m->rank ? exec_fail(in, i, "one index per memref dimension expected") : EX_FAIL;
  Array *v;
  if (store) {
    v = vector_opnd(in, f, i, 0);
    if (!v) return EX_FAIL;
  } else if (new_vector(in, f, i, &v) == EX_FAIL) {
    return EX_FAIL;
  }
  /* A vector of rank r covers the innermost r dimensions, row major. */
  unsigned vr = v->rank, base = m->rank >= vr ? m->rank - vr : 0;
  int64_t start[EXEC_MAX_RANK];
  memcpy(start, idx, sizeof(int64_t) * m->rank);
  int64_t vi[EXEC_MAX_RANK] = {0};
  for (int64_t e = 0; e < v->n; e++) {
    for (unsigned k = 0; k < vr && base + k < m->rank; k++) idx[base + k] = start[base + k] + vi[k];
    Val x;
    if (store) {
      if (!arr_get(in, v, e, &x)) return exec_oom(in, i);
      bool ok = memref_store(in, i, m, idx, &x);
      val_drop(in, &x);
      if (!ok) return EX_FAIL;
    } else {
      if (!memref_load(in, i, m, idx, &x)) return EX_FAIL;
      bool ok = arr_set(in, v, e, &x);
      val_drop(in, &x);
      if (!ok) return exec_oom(in, i);
    }
    for (unsigned k = vr; k-- > 0;) {
      if (++vi[k] < v->dims[k]) break;
      vi[k] = 0;
    }
  }
  return EX_NEXT;
}

static int h_load(Interp *in, Frame *f, const Inst *i) { return access(in, f, i, 0, false); }
static int h_store(Interp *in, Frame *f, const Inst *i) { return access(in, f, i, 1, true); }

static const ExecOpDef VECTOR_OPS[] = {
    {.name = "vector.print", .run = h_print},
    {.name = "vector.broadcast", .run = h_broadcast},
    {.name = "vector.splat", .run = h_broadcast},
    {.name = "vector.from_elements", .run = h_from_elements},
    {.name = "vector.extract", .run = h_extract},
    {.name = "vector.insert", .run = h_insert},
    {.name = "vector.shape_cast", .run = h_shape_cast},
    {.name = "vector.reduction", .run = h_reduction},
    {.name = "vector.load", .run = h_load},
    {.name = "vector.store", .run = h_store},
    {.name = NULL},
};

const ExecDialect EXEC_VECTOR = {"vector", VECTOR_OPS};
