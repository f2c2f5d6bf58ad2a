/* combine.c: combining two values the way reductions and atomic
 * read-modify-writes name it (arith's AtomicRMWKind, vector's
 * CombiningKind), for any integer width and float type. */
#include "exec.h"
#include "apint.h"
#include "softfloat.h"

bool exec_rmw_combine(Interp *in, const Inst *i, int kind, const Type *et, const Val *a, const Val *b, Val *r) {
  if (kind == RMW_ASSIGN) {
    *r = val_copy(b);
    return true;
  }
  if (a->tag == VT_POISON || b->tag == VT_POISON) {
    *r = val_poison();
    return true;
  }
  if (type_is_float(et)) {
    const FloatSemantics *s = float_semantics(et);
    *r = val_bits(0, 0);
    switch (kind) {
    case RMW_ADDF: sf_binop(s, SF_ADD, a->w, b->w, r->w); return true;
    case RMW_MULF: sf_binop(s, SF_MUL, a->w, b->w, r->w); return true;
    case RMW_MAXIMUMF: sf_minmax(s, true, false, a->w, b->w, r->w); return true;
    case RMW_MINIMUMF: sf_minmax(s, false, false, a->w, b->w, r->w); return true;
    case RMW_MAXNUMF: sf_minmax(s, true, true, a->w, b->w, r->w); return true;
    case RMW_MINNUMF: sf_minmax(s, false, true, a->w, b->w, r->w); return true;
    default: break;
    }
  } else if (exec_int_width(et) && exec_int_width(et) <= AP_MAX_WIDTH) {
    unsigned w = exec_int_width(et);
    const uint64_t *x = val_limbs(a), *y = val_limbs(b);
    uint64_t z[AP_MAX_LIMBS + 1] = {0};
    const uint64_t *pick = NULL;
    switch (kind) {
    case RMW_ADDI: ap_add(z, x, y, w); break;
    case RMW_MULI: ap_mul(z, x, y, w); break;
    case RMW_ANDI: ap_and(z, x, y, w); break;
    case RMW_ORI: ap_or(z, x, y, w); break;
    case RMW_XORI: ap_xor(z, x, y, w); break;
    case RMW_MAXS: pick = ap_cmp_s(x, y, w) >= 0 ? x : y; break;
    case RMW_MAXU: pick = ap_cmp_u(x, y, w) >= 0 ? x : y; break;
    case RMW_MINS: pick = ap_cmp_s(x, y, w) <= 0 ? x : y; break;
    case RMW_MINU: pick = ap_cmp_u(x, y, w) <= 0 ? x : y; break;
    default: goto bad;
    }
    if (pick) memcpy(z, pick, ap_limbs(w) * sizeof *z);
    if (!val_int(in, w, z, r)) {
      exec_oom(in, i);
      return false;
    }
    return true;
  }
bad:
  exec_fail(in, i, "the combining kind %d does not apply to this element type", kind);
  return false;
}

int exec_reduce(Interp *in, Frame *f, const Inst *i, const Array *a, const Val *start, int kind) {
  Val acc;
  int64_t e = 0;
  if (start) {
    acc = val_copy(start);
  } else if (a->n) {
    if (!arr_get(in, a, 0, &acc)) return exec_oom(in, i);
    e = 1;
  } else {
    return exec_fail(in, i, "the reduction of an empty vector has no value");
  }
  for (; e < a->n; e++) {
    Val x, r;
    if (!arr_get(in, a, e, &x)) {
      val_drop(in, &acc);
      return exec_oom(in, i);
    }
    bool ok = exec_rmw_combine(in, i, kind, a->elem, &acc, &x, &r);
    val_drop(in, &x);
    val_drop(in, &acc);
    if (!ok) return EX_FAIL;
    acc = r;
  }
  set_res(in, f, i, 0, acc);
  return EX_NEXT;
}
