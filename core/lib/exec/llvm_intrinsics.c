/* llvm_intrinsics.c: LLVM intrinsics without an equivalent op in another
 * dialect, as upstream's lowerings emit them: the arithmetic with an
 * overflow bit (llvm.intr.{s,u}{add,sub,mul}.with.overflow, from
 * arith.addui_extended and the wide-integer emulation) and the masked
 * memory accesses of vector's lowering (masked load and store, expanding
 * load, compressing store, gather and scatter through vectors of
 * pointers) and the flattened-matrix intrinsics (transpose, multiply). Lanes a mask disables are not accessed, as in
 * LLVM, so they are not checked either. */
#include "exec.h"
#include "apint.h"
#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/elems.h"

/* ---- arithmetic with an overflow bit ------------------------------------------------------- */

enum OvKind { OV_SADD, OV_UADD, OV_SSUB, OV_USUB, OV_SMUL, OV_UMUL };

/* x op y at width w: the wrapped result and whether the exact result
 * did not fit (signed or unsigned as the kind says). */
static void overflow_op(int kind, const uint64_t *x, const uint64_t *y, unsigned w, uint64_t *r, bool *ov) {
  switch (kind) {
  case OV_SADD:
  case OV_UADD:
    ap_add(r, x, y, w);
    *ov = kind == OV_UADD ? ap_cmp_u(r, x, w) < 0
                          : ap_neg_sign(x, w) == ap_neg_sign(y, w) && ap_neg_sign(r, w) != ap_neg_sign(x, w);
    return;
  case OV_SSUB:
  case OV_USUB:
    ap_sub(r, x, y, w);
    *ov = kind == OV_USUB ? ap_cmp_u(x, y, w) < 0
                          : ap_neg_sign(x, w) != ap_neg_sign(y, w) && ap_neg_sign(r, w) != ap_neg_sign(x, w);
    return;
  default: {
    /* The exact product at twice the width, compared with the wrapped one
     * extended back. */
    bool sign = kind == OV_SMUL;
    uint64_t a2[AP_MAX_LIMBS] = {0}, b2[AP_MAX_LIMBS] = {0}, p[AP_MAX_LIMBS] = {0}, back[AP_MAX_LIMBS] = {0};
    ap_resize(a2, 2 * w, x, w, sign);
    ap_resize(b2, 2 * w, y, w, sign);
    ap_mul(p, a2, b2, 2 * w);
    ap_resize(r, w, p, 2 * w, false);
    ap_resize(back, 2 * w, r, w, sign);
    *ov = ap_cmp_u(back, p, 2 * w) != 0;
    return;
  }
  }
}

/* One lane: poison in gives poison out, in both results. */
static bool overflow_lane(Interp *in, int kind, unsigned w, const Val *x, const Val *y, Val *r, Val *ov) {
  if (x->tag == VT_POISON || y->tag == VT_POISON) {
    *r = val_poison();
    *ov = val_poison();
    return true;
  }
  uint64_t res[AP_MAX_LIMBS] = {0};
  bool o = false;
  overflow_op(kind, val_limbs(x), val_limbs(y), w, res, &o);
  *ov = val_bits(o, 0);
  return val_int(in, w, res, r);
}

static int overflow(Interp *in, Frame *f, const Inst *i, int kind) {
  const Type *st = res_type(i, 0);
  if (!llvm_type_is(st, "struct") || llvm_struct_num_elems(st) != 2)
    return exec_fail(in, i, "the interpreter expects a two-field struct result");
  const Type *vt = llvm_struct_elem(st, 0), *bt = llvm_struct_elem(st, 1);
  unsigned w = exec_int_width(shaped_elem_or_self(vt));
  if (!w || w > AP_MAX_WIDTH / 2)
    return exec_fail(in, i, "the interpreter handles integers of up to %d bits", AP_MAX_WIDTH / 2);
  Agg *g = agg_new(in, 2);
  if (!g) return exec_oom(in, i);
  Val out = val_obj(&g->h);
  const Val *x = opv(f, i, 0), *y = opv(f, i, 1);
  if (!type_is_shaped(vt)) {
    if (!overflow_lane(in, kind, w, x, y, &g->v[0], &g->v[1])) goto oom;
    set_res(in, f, i, 0, out);
    return EX_NEXT;
  }
  if (!val_is_array(x) || !val_is_array(y)) {
    val_drop(in, &out);
    return exec_poison_ub(in, i, "used as a vector");
  }
  const Array *ax = val_array(x), *ay = val_array(y);
  Array *rv = arr_new(in, shaped_elem(vt), ax->rank, ax->dims);
  if (!rv) goto oom;
  g->v[0] = val_obj(&rv->h);
  Array *rb = arr_new(in, shaped_elem(bt), ax->rank, ax->dims);
  if (!rb) goto oom;
  g->v[1] = val_obj(&rb->h);
  for (int64_t k = 0; k < ax->n && k < ay->n; k++) {
    Val a = {0}, b = {0}, r = {0}, o = {0};
    bool ok = arr_get(in, ax, k, &a) && arr_get(in, ay, k, &b) && overflow_lane(in, kind, w, &a, &b, &r, &o) &&
              arr_set(in, rv, k, &r) && arr_set(in, rb, k, &o);
    val_drop(in, &a);
    val_drop(in, &b);
    val_drop(in, &r);
    if (!ok) goto oom;
  }
  set_res(in, f, i, 0, out);
  return EX_NEXT;
oom:
  val_drop(in, &out);
  return exec_oom(in, i);
}

static int h_sadd_ov(Interp *in, Frame *f, const Inst *i) { return overflow(in, f, i, OV_SADD); }
static int h_uadd_ov(Interp *in, Frame *f, const Inst *i) { return overflow(in, f, i, OV_UADD); }
static int h_ssub_ov(Interp *in, Frame *f, const Inst *i) { return overflow(in, f, i, OV_SSUB); }
static int h_usub_ov(Interp *in, Frame *f, const Inst *i) { return overflow(in, f, i, OV_USUB); }
static int h_smul_ov(Interp *in, Frame *f, const Inst *i) { return overflow(in, f, i, OV_SMUL); }
static int h_umul_ov(Interp *in, Frame *f, const Inst *i) { return overflow(in, f, i, OV_UMUL); }

/* ---- masked memory accesses ------------------------------------------------------------------ */

/* The mask operand's lanes; false after a diagnostic (a poison lane
 * decides an access, which is undefined behaviour). */
static bool mask_lanes(Interp *in, const Inst *i, const Val *m, int64_t n, uint8_t *on) {
  if (!val_is_array(m) || val_array(m)->n < n) {
    exec_poison_ub(in, i, "used as a mask");
    return false;
  }
  for (int64_t k = 0; k < n; k++) {
    Val b = {0};
    if (!arr_get(in, val_array(m), k, &b)) {
      exec_oom(in, i);
      return false;
    }
    if (b.tag == VT_POISON) {
      exec_poison_ub(in, i, "used as a mask");
      return false;
    }
    on[k] = b.w[0] & 1;
    val_drop(in, &b);
  }
  return true;
}

static Val ptr_plus(const Val *p, int64_t bytes) {
  Val q = *p;
  q.w[1] += (uint64_t)bytes;
  return q;
}

/* Loads: lane k of the result is memory (at the lane's place, or for an
 * expanding load the next place) where the mask is set, else the pass-
 * through lane (poison without one). Operands: pointer, mask[, pass-through]. */
static int masked_load(Interp *in, Frame *f, const Inst *i, bool expand) {
  const Type *vt = res_type(i, 0), *et = shaped_elem(vt);
  int64_t n = shaped_num_elements(vt), es = 0, ea = 1;
  llvm_type_layout(et, &es, &ea);
  uint8_t *on = mem_alloc(in->alloc, (size_t)(n ? n : 1));
  if (!on) return exec_oom(in, i);
  if (!mask_lanes(in, i, opv(f, i, 1), n, on)) {
    mem_free(in->alloc, on);
    return EX_FAIL;
  }
  Val r;
  bool ok = i->nops > 2 ? (r = val_copy(opv(f, i, 2)), true) : exec_const(in, attr_poison(in->ctx), vt, &r);
  Array *a = ok ? arr_unique(in, &r) : NULL;
  if (!a) {
    mem_free(in->alloc, on);
    if (ok) val_drop(in, &r);
    return exec_oom(in, i);
  }
  const Val *p = opv(f, i, 0);
  int64_t next = 0;
  for (int64_t k = 0; k < n; k++) {
    if (!on[k]) continue;
    Val at = ptr_plus(p, (expand ? next++ : k) * es), e = {0};
    if (!llvm_load(in, i, &at, et, &e)) {
      mem_free(in->alloc, on);
      val_drop(in, &r);
      return EX_FAIL;
    }
    bool set = arr_set(in, a, k, &e);
    val_drop(in, &e);
    if (!set) {
      mem_free(in->alloc, on);
      val_drop(in, &r);
      return exec_oom(in, i);
    }
  }
  mem_free(in->alloc, on);
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

/* Stores: each lane the mask sets goes to its place (or for a
 * compressing store to the next place). Operands: value, pointer, mask. */
static int masked_store(Interp *in, Frame *f, const Inst *i, bool compress) {
  const Val *v = opv(f, i, 0);
  if (!val_is_array(v)) return exec_poison_ub(in, i, "used as a vector");
  const Array *a = val_array(v);
  int64_t n = a->n, es = 0, ea = 1;
  llvm_type_layout(a->elem, &es, &ea);
  uint8_t *on = mem_alloc(in->alloc, (size_t)(n ? n : 1));
  if (!on) return exec_oom(in, i);
  if (!mask_lanes(in, i, opv(f, i, 2), n, on)) {
    mem_free(in->alloc, on);
    return EX_FAIL;
  }
  const Val *p = opv(f, i, 1);
  int64_t next = 0;
  for (int64_t k = 0; k < n; k++) {
    if (!on[k]) continue;
    Val at = ptr_plus(p, (compress ? next++ : k) * es), e = {0};
    if (!arr_get(in, a, k, &e)) {
      mem_free(in->alloc, on);
      return exec_oom(in, i);
    }
    bool ok = llvm_store(in, i, &at, a->elem, &e);
    val_drop(in, &e);
    if (!ok) {
      mem_free(in->alloc, on);
      return EX_FAIL;
    }
  }
  mem_free(in->alloc, on);
  return EX_NEXT;
}

/* Gathers: lane k is loaded through pointer lane k where the mask is set,
 * else the pass-through lane. Operands: pointers, mask[, pass-through]. */
static int h_gather(Interp *in, Frame *f, const Inst *i) {
  const Type *vt = res_type(i, 0), *et = shaped_elem(vt);
  const Val *ptrs = opv(f, i, 0);
  int64_t n = shaped_num_elements(vt);
  if (!val_is_array(ptrs) || val_array(ptrs)->n < n) return exec_poison_ub(in, i, "used as a vector of pointers");
  uint8_t *on = mem_alloc(in->alloc, (size_t)(n ? n : 1));
  if (!on) return exec_oom(in, i);
  if (!mask_lanes(in, i, opv(f, i, 1), n, on)) {
    mem_free(in->alloc, on);
    return EX_FAIL;
  }
  Val r;
  bool ok = i->nops > 2 ? (r = val_copy(opv(f, i, 2)), true) : exec_const(in, attr_poison(in->ctx), vt, &r);
  Array *a = ok ? arr_unique(in, &r) : NULL;
  int status = EX_NEXT;
  for (int64_t k = 0; a && k < n && status == EX_NEXT; k++) {
    if (!on[k]) continue;
    Val at = {0}, e = {0};
    if (!arr_get(in, val_array(ptrs), k, &at)) status = exec_oom(in, i);
    else if (!llvm_load(in, i, &at, et, &e)) status = EX_FAIL;
    else if (!arr_set(in, a, k, &e)) status = exec_oom(in, i);
    val_drop(in, &e);
  }
  mem_free(in->alloc, on);
  if (!a) {
    if (ok) val_drop(in, &r);
    return exec_oom(in, i);
  }
  if (status != EX_NEXT) {
    val_drop(in, &r);
    return status;
  }
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

/* Scatters: each lane the mask sets is stored through its pointer, in
 * lane order (a later lane wins where pointers repeat). Operands: value,
 * pointers, mask. */
static int h_scatter(Interp *in, Frame *f, const Inst *i) {
  const Val *v = opv(f, i, 0), *ptrs = opv(f, i, 1);
  if (!val_is_array(v) || !val_is_array(ptrs)) return exec_poison_ub(in, i, "used as a vector");
  const Array *a = val_array(v);
  int64_t n = a->n;
  if (val_array(ptrs)->n < n) return exec_poison_ub(in, i, "used as a vector of pointers");
  uint8_t *on = mem_alloc(in->alloc, (size_t)(n ? n : 1));
  if (!on) return exec_oom(in, i);
  if (!mask_lanes(in, i, opv(f, i, 2), n, on)) {
    mem_free(in->alloc, on);
    return EX_FAIL;
  }
  int status = EX_NEXT;
  for (int64_t k = 0; k < n && status == EX_NEXT; k++) {
    if (!on[k]) continue;
    Val at = {0}, e = {0};
    if (!arr_get(in, val_array(ptrs), k, &at) || !arr_get(in, a, k, &e)) status = exec_oom(in, i);
    else if (!llvm_store(in, i, &at, a->elem, &e)) status = EX_FAIL;
    val_drop(in, &e);
  }
  mem_free(in->alloc, on);
  return status;
}

static int h_masked_load(Interp *in, Frame *f, const Inst *i) { return masked_load(in, f, i, false); }
static int h_expandload(Interp *in, Frame *f, const Inst *i) { return masked_load(in, f, i, true); }
static int h_masked_store(Interp *in, Frame *f, const Inst *i) { return masked_store(in, f, i, false); }
static int h_compressstore(Interp *in, Frame *f, const Inst *i) { return masked_store(in, f, i, true); }

/* ---- flattened matrices ---------------------------------------------------------------------- */

/* A matrix attribute (rows, columns); false after a diagnostic when the
 * vector does not hold that many elements. */
static bool matrix_dim(Interp *in, const Inst *i, const char *name, int64_t *out) {
  *out = exec_attr_int(op_get_attr(i->op, name, strlen(name)));
  if (*out > 0) return true;
  exec_fail(in, i, "the interpreter expects a positive '%s'", name);
  return false;
}

/* llvm.intr.matrix.transpose: the operand is a rows x columns matrix in
 * column-major order; the result its transpose, also column-major. */
static int h_matrix_transpose(Interp *in, Frame *f, const Inst *i) {
  int64_t rows, cols;
  if (!matrix_dim(in, i, "rows", &rows) || !matrix_dim(in, i, "columns", &cols)) return EX_FAIL;
  const Val *m = opv(f, i, 0);
  if (!val_is_array(m) || val_array(m)->n != rows * cols) return exec_poison_ub(in, i, "used as a matrix");
  Val r;
  if (!exec_const(in, attr_poison(in->ctx), res_type(i, 0), &r)) return exec_oom(in, i);
  Array *out = val_array(&r);
  for (int64_t c = 0; c < cols; c++)
    for (int64_t row = 0; row < rows; row++) {
      Val e = {0};
      bool ok = arr_get(in, val_array(m), c * rows + row, &e) && arr_set(in, out, row * cols + c, &e);
      val_drop(in, &e);
      if (!ok) {
        val_drop(in, &r);
        return exec_oom(in, i);
      }
    }
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

/* llvm.intr.matrix.multiply: (M x K) times (K x N), all column-major; each
 * result element sums its products in order of k, each product and sum
 * rounded (the contraction LLVM may apply is not required). */
static int h_matrix_multiply(Interp *in, Frame *f, const Inst *i) {
  int64_t m, k, n;
  if (!matrix_dim(in, i, "lhs_rows", &m) || !matrix_dim(in, i, "lhs_columns", &k) ||
      !matrix_dim(in, i, "rhs_columns", &n))
    return EX_FAIL;
  const Val *a = opv(f, i, 0), *b = opv(f, i, 1);
  if (!val_is_array(a) || !val_is_array(b) || val_array(a)->n != m * k || val_array(b)->n != k * n)
    return exec_poison_ub(in, i, "used as a matrix");
  const Type *et = shaped_elem(res_type(i, 0));
  bool fp = type_is_float(et);
  Val r;
  if (!exec_const(in, attr_poison(in->ctx), res_type(i, 0), &r)) return exec_oom(in, i);
  for (int64_t col = 0; col < n; col++)
    for (int64_t row = 0; row < m; row++) {
      Val sum = {0};
      bool ok = true;
      for (int64_t t = 0; ok && t < k; t++) {
        Val x = {0}, y = {0}, p = {0}, s2 = {0};
        ok = arr_get(in, val_array(a), t * m + row, &x) && arr_get(in, val_array(b), col * k + t, &y) &&
             exec_rmw_combine(in, i, fp ? RMW_MULF : RMW_MULI, et, &x, &y, &p);
        if (ok && t == 0) {
          sum = p;
          p = (Val){0};
        } else if (ok) {
          ok = exec_rmw_combine(in, i, fp ? RMW_ADDF : RMW_ADDI, et, &sum, &p, &s2);
          val_drop(in, &sum);
          sum = s2;
        }
        val_drop(in, &x);
        val_drop(in, &y);
        val_drop(in, &p);
      }
      ok = ok && arr_set(in, val_array(&r), col * m + row, &sum);
      val_drop(in, &sum);
      if (!ok) {
        val_drop(in, &r);
        return exec_oom(in, i);
      }
    }
  set_res(in, f, i, 0, r);
  return EX_NEXT;
}

static const ExecOpDef LLVM_INTRINSIC_OPS[] = {
    {.name = "llvm.intr.sadd.with.overflow", .run = h_sadd_ov},
    {.name = "llvm.intr.uadd.with.overflow", .run = h_uadd_ov},
    {.name = "llvm.intr.ssub.with.overflow", .run = h_ssub_ov},
    {.name = "llvm.intr.usub.with.overflow", .run = h_usub_ov},
    {.name = "llvm.intr.smul.with.overflow", .run = h_smul_ov},
    {.name = "llvm.intr.umul.with.overflow", .run = h_umul_ov},
    {.name = "llvm.intr.masked.load", .run = h_masked_load},
    {.name = "llvm.intr.masked.store", .run = h_masked_store},
    {.name = "llvm.intr.masked.expandload", .run = h_expandload},
    {.name = "llvm.intr.masked.compressstore", .run = h_compressstore},
    {.name = "llvm.intr.masked.gather", .run = h_gather},
    {.name = "llvm.intr.masked.scatter", .run = h_scatter},
    {.name = "llvm.intr.matrix.transpose", .run = h_matrix_transpose},
    {.name = "llvm.intr.matrix.multiply", .run = h_matrix_multiply},
    {.name = NULL},
};

const ExecDialect EXEC_LLVM_INTRINSICS = {"llvm", LLVM_INTRINSIC_OPS};
