/* llvm_atomic.c: llvm.atomicrmw, llvm.cmpxchg and llvm.fence. The
 * interpreter runs one thread, so an atomic operation is a checked load,
 * the combination and a checked store; the orderings and the fence have
 * nothing to order. */
#include "exec.h"
#include "apint.h"
#include "softfloat.h"

/* LLVM's AtomicBinOp cases, as the dialect numbers them. */
enum {
  BIN_XCHG, BIN_ADD, BIN_SUB, BIN_AND, BIN_NAND, BIN_OR, BIN_XOR, BIN_MAX, BIN_MIN, BIN_UMAX, BIN_UMIN,
  BIN_FADD, BIN_FSUB, BIN_FMAX, BIN_FMIN, BIN_UINC_WRAP, BIN_UDEC_WRAP, BIN_USUB_COND, BIN_USUB_SAT,
  BIN_FMAXIMUM, BIN_FMINIMUM,
};

/* The kinds combine.c shares (-1: computed here). */
static const int8_t BIN_TO_RMW[] = {
    RMW_ASSIGN, RMW_ADDI, -1, RMW_ANDI, -1, RMW_ORI, RMW_XORI, RMW_MAXS, RMW_MINS, RMW_MAXU, RMW_MINU,
    RMW_ADDF, -1, RMW_MAXNUMF, RMW_MINNUMF, -1, -1, -1, -1, RMW_MAXIMUMF, RMW_MINIMUMF,
};

/* The kinds without an arith counterpart, on integers of up to
 * AP_MAX_WIDTH bits (fsub on floats). */
static bool combine_own(Interp *in, const Inst *i, int kind, const Type *t, const Val *a, const Val *b, Val *r) {
  if (a->tag == VT_POISON || b->tag == VT_POISON) {
    *r = val_poison();
    return true;
  }
  if (kind == BIN_FSUB && type_is_float(t)) {
    *r = val_bits(0, 0);
    sf_binop(float_semantics(t), SF_SUB, a->w, b->w, r->w);
    return true;
  }
  unsigned w = exec_int_width(t);
  if (!w || w > AP_MAX_WIDTH || kind == BIN_FSUB) {
    exec_fail(in, i, "the operation does not apply to this type");
    return false;
  }
  const uint64_t *x = val_limbs(a), *y = val_limbs(b);
  uint64_t z[AP_MAX_LIMBS + 1] = {0}, one[AP_MAX_LIMBS + 1] = {1};
  bool ge = ap_cmp_u(x, y, w) >= 0;
  switch (kind) {
  case BIN_SUB: ap_sub(z, x, y, w); break;
  case BIN_NAND:
    ap_and(z, x, y, w);
    for (unsigned k = 0; k < ap_limbs(w); k++) z[k] = ~z[k];
    ap_trim(z, w);
    break;
  case BIN_UINC_WRAP: /* old >= val ? 0 : old + 1 */
    if (!ge) ap_add(z, x, one, w);
    break;
  case BIN_UDEC_WRAP: /* old == 0 || old > val ? val : old - 1 */
    if (ap_is_zero(x, w) || ap_cmp_u(x, y, w) > 0) memcpy(z, y, ap_limbs(w) * sizeof *z);
    else ap_sub(z, x, one, w);
    break;
  case BIN_USUB_COND: /* old >= val ? old - val : old */
    if (ge) ap_sub(z, x, y, w);
    else memcpy(z, x, ap_limbs(w) * sizeof *z);
    break;
  case BIN_USUB_SAT: /* old >= val ? old - val : 0 */
    if (ge) ap_sub(z, x, y, w);
    break;
  default: exec_fail(in, i, "unknown atomic operation %d", kind); return false;
  }
  if (!val_int(in, w, z, r)) {
    exec_oom(in, i);
    return false;
  }
  return true;
}

static int h_atomicrmw(Interp *in, Frame *f, const Inst *i) {
  const Type *t = opnd_type(i, 1);
  int kind = (int)exec_attr_int(op_get_attr(i->op, "bin_op", 6));
  Val old, nv;
  if (!llvm_load(in, i, opv(f, i, 0), t, &old)) return EX_FAIL;
  int rmw = kind >= 0 && kind < (int)(sizeof BIN_TO_RMW / sizeof *BIN_TO_RMW) ? BIN_TO_RMW[kind] : -1;
  bool ok = rmw >= 0 ? exec_rmw_combine(in, i, rmw, t, &old, opv(f, i, 1), &nv)
                     : combine_own(in, i, kind, t, &old, opv(f, i, 1), &nv);
  if (ok) {
    ok = llvm_store(in, i, opv(f, i, 0), t, &nv);
    val_drop(in, &nv);
  }
  if (!ok) {
    val_drop(in, &old);
    return EX_FAIL;
  }
  set_res(in, f, i, 0, old);
  return EX_NEXT;
}

/* cmpxchg: {the old value, whether it equalled `cmp`}; the new value is
 * stored only then (a pointer compares by its address). */
static int h_cmpxchg(Interp *in, Frame *f, const Inst *i) {
  const Type *t = opnd_type(i, 1);
  const Val *cmp = opv(f, i, 1);
  Val old;
  if (!llvm_load(in, i, opv(f, i, 0), t, &old)) return EX_FAIL;
  if (old.tag == VT_POISON || cmp->tag == VT_POISON) {
    val_drop(in, &old);
    return exec_poison_ub(in, i, "compared by cmpxchg");
  }
  bool eq;
  unsigned w = exec_int_width(t);
  if (w)
    eq = ap_cmp_u(val_limbs(&old), val_limbs(cmp), w) == 0;
  else
    eq = llvm_ptr_address(&old) == llvm_ptr_address(cmp);
  if (eq && !llvm_store(in, i, opv(f, i, 0), t, opv(f, i, 2))) {
    val_drop(in, &old);
    return EX_FAIL;
  }
  Agg *g = agg_new(in, 2);
  if (!g) {
    val_drop(in, &old);
    return exec_oom(in, i);
  }
  g->v[0] = old;
  g->v[1] = val_bits(eq, 0);
  set_res(in, f, i, 0, val_obj(&g->h));
  return EX_NEXT;
}

static int h_fence(Interp *in, Frame *f, const Inst *i) {
  (void)in, (void)f, (void)i;
  return EX_NEXT;
}

static const ExecOpDef LLVM_ATOMIC_OPS[] = {
    {.name = "llvm.atomicrmw", .run = h_atomicrmw},
    {.name = "llvm.cmpxchg", .run = h_cmpxchg},
    {.name = "llvm.fence", .run = h_fence},
    {.name = NULL},
};

const ExecDialect EXEC_LLVM_ATOMIC = {"llvm", LLVM_ATOMIC_OPS};
