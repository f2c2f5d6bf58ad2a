/* ops_arith.c: the arith dialect. Integers wrap at their width; the nsw,
 * nuw and exact flags and out-of-range shifts give poison, which flows
 * through every op; division by zero and signed division overflow are
 * undefined behaviour, reported at the op. Floats round at each operation
 * in their own type (softfloat.h). Every op also works elementwise on
 * vectors and tensors (exec_map). */
#include "exec.h"
#include "apint.h"
#include "softfloat.h"
#include "../dialects/utils/elems.h"


/* Width of the element type of the op's result (or operand 0 for
 * comparisons), flags and predicates, read once. */
static unsigned width_of(const Type *t) { return exec_int_width(shaped_elem_or_self(t)); }


static bool prep_int(Interp *in, Inst *i) {
  unsigned w = width_of(res_type(i, 0));
  if (w > AP_MAX_WIDTH) {
    emit_error(in->ctx, i->op->loc, "the interpreter handles integers of up to %d bits", AP_MAX_WIDTH);
    return false;
  }
  int64_t flags = exec_attr_int(op_get_attr(i->op, "overflowFlags", 13));
  if (op_get_attr(i->op, "isExact", 7)) flags |= FLAG_EXACT;
  i->iaux = (int64_t)w | flags << 32;
  return true;
}

static bool prep_cmp(Interp *in, Inst *i) {
  unsigned w = width_of(opnd_type(i, 0));
  if (w > AP_MAX_WIDTH) {
    emit_error(in->ctx, i->op->loc, "the interpreter handles integers of up to %d bits", AP_MAX_WIDTH);
    return false;
  }
  i->iaux = (int64_t)w | exec_attr_int(op_get_attr(i->op, "predicate", 9)) << 32;
  return true;
}

static unsigned iw(const Inst *i) { return (unsigned)(i->iaux & 0xffffffff); }
static unsigned iflags(const Inst *i) { return (unsigned)(i->iaux >> 32); }

/* ---- integer binary ops -------------------------------------------------------------------- */


static bool div_checks(Interp *in, const Inst *i, int op, bool zero, bool overflow) {
  if (zero) {
    exec_fail(in, i, "undefined behaviour: division by zero");
    return false;
  }
  if (overflow && (op == IB_DIVS || op == IB_REMS || op == IB_CEILDIVS || op == IB_FLOORDIVS)) {
    exec_fail(in, i, "undefined behaviour: signed division overflow");
    return false;
  }
  return true;
}

/* Widths up to 64: the value zero-extended in one word. */
bool exec_int_bin64(Interp *in, const Inst *i, int op, unsigned w, unsigned fl, uint64_t x, uint64_t y, Val *r) {
  uint64_t m = mask_bits(w), z = 0;
  int64_t sx = sext_bits(x, w), sy = sext_bits(y, w);
  int64_t smin = w >= 64 ? INT64_MIN : -(1LL << (w - 1)), smax = w >= 64 ? INT64_MAX : (1LL << (w - 1)) - 1;
  bool poison = false;
  switch (op) {
  case IB_ADD:
    z = (x + y) & m;
    if (fl & FLAG_NUW) poison |= w >= 64 ? z < x : (x + y) > m;
    if (fl & FLAG_NSW) {
      int64_t s;
      poison |= __builtin_add_overflow(sx, sy, &s) || s < smin || s > smax;
    }
    break;
  case IB_SUB:
    z = (x - y) & m;
    if (fl & FLAG_NUW) poison |= x < y;
    if (fl & FLAG_NSW) {
      int64_t s;
      poison |= __builtin_sub_overflow(sx, sy, &s) || s < smin || s > smax;
    }
    break;
  case IB_MUL:
    z = (x * y) & m;
    if (fl & FLAG_NUW) {
      uint64_t p;
      poison |= __builtin_mul_overflow(x, y, &p) || p > m;
    }
    if (fl & FLAG_NSW) {
      int64_t p;
      poison |= __builtin_mul_overflow(sx, sy, &p) || p < smin || p > smax;
    }
    break;
  case IB_DIVU:
  case IB_REMU:
  case IB_CEILDIVU:
    if (!div_checks(in, i, op, y == 0, false)) return false;
    z = op == IB_DIVU ? x / y : op == IB_REMU ? x % y : x / y + (x % y != 0);
    if (op == IB_DIVU && (fl & FLAG_EXACT)) poison |= x % y != 0;
    break;
  case IB_DIVS:
  case IB_REMS:
  case IB_CEILDIVS:
  case IB_FLOORDIVS: {
    if (!div_checks(in, i, op, y == 0, sx == smin && sy == -1)) return false;
    int64_t q = sx / sy, rem = sx % sy;
    if (op == IB_REMS) q = rem;
    else if (op == IB_CEILDIVS && rem != 0 && ((rem < 0) == (sy < 0))) q++;
    else if (op == IB_FLOORDIVS && rem != 0 && ((rem < 0) != (sy < 0))) q--;
    if (op == IB_DIVS && (fl & FLAG_EXACT)) poison |= rem != 0;
    z = (uint64_t)q & m;
    break;
  }
  case IB_AND: z = x & y; break;
  case IB_OR: z = x | y; break;
  case IB_XOR: z = x ^ y; break;
  case IB_SHL:
    if (y >= w) {
      poison = true;
      break;
    }
    z = (x << y) & m;
    if (fl & FLAG_NUW) poison |= (z >> y) != x;
    if (fl & FLAG_NSW) poison |= (sext_bits(z, w) >> y) != sx;
    break;
  case IB_SHRU:
    if (y >= w) {
      poison = true;
      break;
    }
    z = x >> y;
    if (fl & FLAG_EXACT) poison |= (x & ((1ULL << y) - 1)) != 0;
    break;
  case IB_SHRS:
    if (y >= w) {
      poison = true;
      break;
    }
    z = (uint64_t)(sx >> y) & m;
    if (fl & FLAG_EXACT) poison |= (x & ((1ULL << y) - 1)) != 0;
    break;
  case IB_MAXS: z = sx >= sy ? x : y; break;
  case IB_MAXU: z = x >= y ? x : y; break;
  case IB_MINS: z = sx <= sy ? x : y; break;
  default: z = x <= y ? x : y; break;
  }
  *r = poison ? val_poison() : val_bits(z, 0);
  return true;
}

/* Wider integers, through apint. */
static bool bin_wide(Interp *in, const Inst *i, int op, unsigned w, unsigned fl, const uint64_t *x,
                     const uint64_t *y, Val *r) {
  uint64_t z[AP_MAX_LIMBS + 1] = {0}, t[AP_MAX_LIMBS + 1] = {0}, u[AP_MAX_LIMBS + 1] = {0};
  bool poison = false;
  bool xn = ap_neg_sign(x, w), yn = ap_neg_sign(y, w);
  switch (op) {
  case IB_ADD:
    ap_add(z, x, y, w);
    if (fl & FLAG_NUW) poison |= ap_cmp_u(z, x, w) < 0;
    if (fl & FLAG_NSW) poison |= xn == yn && ap_neg_sign(z, w) != xn;
    break;
  case IB_SUB:
    ap_sub(z, x, y, w);
    if (fl & FLAG_NUW) poison |= ap_cmp_u(x, y, w) < 0;
    if (fl & FLAG_NSW) poison |= xn != yn && ap_neg_sign(z, w) != xn;
    break;
  case IB_MUL: {
    ap_mul(z, x, y, w);
    unsigned w2 = 2 * w > AP_MAX_WIDTH ? AP_MAX_WIDTH : 2 * w;
    if (fl & (FLAG_NUW | FLAG_NSW)) {
      uint64_t a2[AP_MAX_LIMBS + 1], b2[AP_MAX_LIMBS + 1], p2[AP_MAX_LIMBS + 1], back[AP_MAX_LIMBS + 1];
      if (fl & FLAG_NUW) {
        ap_resize(a2, w2, x, w, false);
        ap_resize(b2, w2, y, w, false);
        ap_mul(p2, a2, b2, w2);
        ap_resize(back, w2, z, w, false);
        poison |= ap_cmp_u(p2, back, w2) != 0;
      }
      if (fl & FLAG_NSW) {
        ap_resize(a2, w2, x, w, true);
        ap_resize(b2, w2, y, w, true);
        ap_mul(p2, a2, b2, w2);
        ap_resize(back, w2, z, w, true);
        poison |= ap_cmp_u(p2, back, w2) != 0;
      }
    }
    break;
  }
  case IB_DIVU:
  case IB_REMU:
  case IB_CEILDIVU:
    if (!div_checks(in, i, op, ap_is_zero(y, w), false)) return false;
    ap_udivrem(t, u, x, y, w);
    if (op == IB_REMU) memcpy(z, u, ap_limbs(w) * 8);
    else memcpy(z, t, ap_limbs(w) * 8);
    if (op == IB_CEILDIVU && !ap_is_zero(u, w)) {
      uint64_t one[AP_MAX_LIMBS + 1] = {1};
      ap_add(z, z, one, w);
    }
    if (op == IB_DIVU && (fl & FLAG_EXACT)) poison |= !ap_is_zero(u, w);
    break;
  case IB_DIVS:
  case IB_REMS:
  case IB_CEILDIVS:
  case IB_FLOORDIVS: {
    uint64_t smin[AP_MAX_LIMBS + 1] = {0}, ones[AP_MAX_LIMBS + 1];
    smin[(w - 1) / 64] = 1ULL << ((w - 1) % 64);
    memset(ones, 0xff, sizeof ones);
    ap_trim(ones, w);
    bool ovf = ap_cmp_u(x, smin, w) == 0 && ap_cmp_u(y, ones, w) == 0;
    if (!div_checks(in, i, op, ap_is_zero(y, w), ovf)) return false;
    ap_sdivrem(t, u, x, y, w);
    bool rem_nz = !ap_is_zero(u, w);
    if (op == IB_REMS) {
      memcpy(z, u, ap_limbs(w) * 8);
    } else {
      memcpy(z, t, ap_limbs(w) * 8);
      uint64_t one[AP_MAX_LIMBS + 1] = {1};
      if (op == IB_CEILDIVS && rem_nz && ap_neg_sign(u, w) == yn) ap_add(z, z, one, w);
      if (op == IB_FLOORDIVS && rem_nz && ap_neg_sign(u, w) != yn) ap_sub(z, z, one, w);
    }
    if (op == IB_DIVS && (fl & FLAG_EXACT)) poison |= rem_nz;
    break;
  }
  case IB_AND: ap_and(z, x, y, w); break;
  case IB_OR: ap_or(z, x, y, w); break;
  case IB_XOR: ap_xor(z, x, y, w); break;
  case IB_SHL:
  case IB_SHRS:
  case IB_SHRU: {
    uint64_t sh = ap_low_sat(y, w);
    if (sh >= w) {
      poison = true;
      break;
    }
    if (op == IB_SHL) {
      ap_shl(z, x, (unsigned)sh, w);
      ap_lshr(t, z, (unsigned)sh, w);
      if (fl & FLAG_NUW) poison |= ap_cmp_u(t, x, w) != 0;
      ap_ashr(t, z, (unsigned)sh, w);
      if (fl & FLAG_NSW) poison |= ap_cmp_u(t, x, w) != 0;
    } else {
      if (op == IB_SHRU) ap_lshr(z, x, (unsigned)sh, w);
      else ap_ashr(z, x, (unsigned)sh, w);
      ap_shl(t, z, (unsigned)sh, w);
      if (fl & FLAG_EXACT) {
        ap_xor(t, t, x, w);
        ap_shl(t, t, (unsigned)(w - sh), w); /* the low sh bits differ? */
        poison |= sh && !ap_is_zero(t, w);
      }
    }
    break;
  }
  case IB_MAXS: memcpy(z, ap_cmp_s(x, y, w) >= 0 ? x : y, ap_limbs(w) * 8); break;
  case IB_MAXU: memcpy(z, ap_cmp_u(x, y, w) >= 0 ? x : y, ap_limbs(w) * 8); break;
  case IB_MINS: memcpy(z, ap_cmp_s(x, y, w) <= 0 ? x : y, ap_limbs(w) * 8); break;
  default: memcpy(z, ap_cmp_u(x, y, w) <= 0 ? x : y, ap_limbs(w) * 8); break;
  }
  if (poison) {
    *r = val_poison();
    return true;
  }
  if (!val_int(in, w, z, r)) {
    exec_oom(in, i);
    return false;
  }
  return true;
}

static inline bool int_bin(Interp *in, const Inst *i, int op, const Val *const *a, Val *r) {
  if (a[0]->tag == VT_POISON || a[1]->tag == VT_POISON) {
    *r = val_poison();
    return true;
  }
  unsigned w = iw(i);
  if (w <= 64) return exec_int_bin64(in, i, op, w, iflags(i), a[0]->w[0], a[1]->w[0], r);
  return bin_wide(in, i, op, w, iflags(i), val_limbs(a[0]), val_limbs(a[1]), r);
}

#define INT_BIN(NAME, OP)                                                                          \
  static bool NAME##_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {                 \
    return int_bin(in, i, OP, a, r);                                                             \
  }                                                                                              \
  static int NAME(Interp *in, Frame *f, const Inst *i) {                                         \
    Val *x = opv(f, i, 0), *y = opv(f, i, 1);                                                    \
    if (x->tag == VT_BITS && y->tag == VT_BITS && iw(i) <= 64) {                                 \
      Val r;                                                                                     \
      if (!exec_int_bin64(in, i, OP, iw(i), iflags(i), x->w[0], y->w[0], &r)) return EX_FAIL;             \
      set_res(in, f, i, 0, r);                                                                   \
      return EX_NEXT;                                                                            \
    }                                                                                            \
    return exec_map(in, f, i, 2, NAME##_e);                                                      \
  }

INT_BIN(h_addi, IB_ADD)
INT_BIN(h_subi, IB_SUB)
INT_BIN(h_muli, IB_MUL)
INT_BIN(h_divsi, IB_DIVS)
INT_BIN(h_divui, IB_DIVU)
INT_BIN(h_remsi, IB_REMS)
INT_BIN(h_remui, IB_REMU)
INT_BIN(h_ceildivsi, IB_CEILDIVS)
INT_BIN(h_ceildivui, IB_CEILDIVU)
INT_BIN(h_floordivsi, IB_FLOORDIVS)
INT_BIN(h_andi, IB_AND)
INT_BIN(h_ori, IB_OR)
INT_BIN(h_xori, IB_XOR)
INT_BIN(h_shli, IB_SHL)
INT_BIN(h_shrsi, IB_SHRS)
INT_BIN(h_shrui, IB_SHRU)
INT_BIN(h_maxsi, IB_MAXS)
INT_BIN(h_maxui, IB_MAXU)
INT_BIN(h_minsi, IB_MINS)
INT_BIN(h_minui, IB_MINU)

/* ---- comparisons ----------------------------------------------------------------------------- */

enum { CMPI_EQ, CMPI_NE, CMPI_SLT, CMPI_SLE, CMPI_SGT, CMPI_SGE, CMPI_ULT, CMPI_ULE, CMPI_UGT, CMPI_UGE };

static bool cmpi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (a[0]->tag == VT_POISON || a[1]->tag == VT_POISON) {
    *r = val_poison();
    return true;
  }
  unsigned w = iw(i), pred = iflags(i);
  int s, u;
  if (w <= 64) {
    uint64_t x = a[0]->w[0], y = a[1]->w[0];
    int64_t sx = sext_bits(x, w), sy = sext_bits(y, w);
    s = sx < sy ? -1 : sx > sy;
    u = x < y ? -1 : x > y;
  } else {
    s = ap_cmp_s(val_limbs(a[0]), val_limbs(a[1]), w);
    u = ap_cmp_u(val_limbs(a[0]), val_limbs(a[1]), w);
  }
  bool v;
  switch (pred) {
  case CMPI_EQ: v = u == 0; break;
  case CMPI_NE: v = u != 0; break;
  case CMPI_SLT: v = s < 0; break;
  case CMPI_SLE: v = s <= 0; break;
  case CMPI_SGT: v = s > 0; break;
  case CMPI_SGE: v = s >= 0; break;
  case CMPI_ULT: v = u < 0; break;
  case CMPI_ULE: v = u <= 0; break;
  case CMPI_UGT: v = u > 0; break;
  default: v = u >= 0; break;
  }
  *r = val_bits(v, 0);
  return true;
}

static int h_cmpi(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, cmpi_e); }

static const FloatSemantics *fsem_of(const Type *t) { return float_semantics(shaped_elem_or_self(t)); }

static bool prep_cmpf(Interp *in, Inst *i) {
  i->aux = (void *)fsem_of(opnd_type(i, 0));
  i->iaux = exec_attr_int(op_get_attr(i->op, "predicate", 9));
  return true;
}

static bool cmpf_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (a[0]->tag == VT_POISON || a[1]->tag == VT_POISON) {
    *r = val_poison();
    return true;
  }
  int c = sf_cmp(i->aux, a[0]->w, a[1]->w);
  bool uno = c == 2, v;
  switch (i->iaux) {
  case 0: v = false; break;
  case 1: v = c == 0; break;             /* oeq */
  case 2: v = c == 1; break;             /* ogt */
  case 3: v = c == 1 || c == 0; break;   /* oge */
  case 4: v = c == -1; break;            /* olt */
  case 5: v = c == -1 || c == 0; break;  /* ole */
  case 6: v = c == 1 || c == -1; break;  /* one */
  case 7: v = !uno; break;               /* ord */
  case 8: v = uno || c == 0; break;      /* ueq */
  case 9: v = uno || c == 1; break;      /* ugt */
  case 10: v = uno || c >= 0; break;     /* uge */
  case 11: v = uno || c == -1; break;    /* ult */
  case 12: v = uno || c <= 0; break;     /* ule */
  case 13: v = c != 0; break;            /* une */
  case 14: v = uno; break;               /* uno */
  default: v = true; break;
  }
  *r = val_bits(v, 0);
  return true;
}

static int h_cmpf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, cmpf_e); }

/* ---- float ops -------------------------------------------------------------------------------- */

static bool prep_float(Interp *in, Inst *i) {
  i->aux = (void *)fsem_of(res_type(i, 0));
  return true;
}

static bool any_poison(const Val *const *a, unsigned n, Val *r) {
  for (unsigned k = 0; k < n; k++)
    if (a[k]->tag == VT_POISON) {
      *r = val_poison();
      return true;
    }
  return false;
}

#define FLOAT_BIN(NAME, OP)                                                                        \
  static bool NAME##_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {                 \
    if (any_poison(a, 2, r)) return true;                                                        \
    *r = val_bits(0, 0);                                                                         \
    sf_binop(i->aux, OP, a[0]->w, a[1]->w, r->w);                                                \
    return true;                                                                                 \
  }                                                                                              \
  static int NAME(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, NAME##_e); }

FLOAT_BIN(h_addf, SF_ADD)
FLOAT_BIN(h_subf, SF_SUB)
FLOAT_BIN(h_mulf, SF_MUL)
FLOAT_BIN(h_divf, SF_DIV)
FLOAT_BIN(h_remf, SF_REM)

#define FLOAT_MINMAX(NAME, MAX, NUM)                                                               \
  static bool NAME##_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {                 \
    if (any_poison(a, 2, r)) return true;                                                        \
    *r = val_bits(0, 0);                                                                         \
    sf_minmax(i->aux, MAX, NUM, a[0]->w, a[1]->w, r->w);                                         \
    return true;                                                                                 \
  }                                                                                              \
  static int NAME(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, NAME##_e); }

FLOAT_MINMAX(h_maximumf, true, false)
FLOAT_MINMAX(h_minimumf, false, false)
FLOAT_MINMAX(h_maxnumf, true, true)
FLOAT_MINMAX(h_minnumf, false, true)

static bool negf_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (any_poison(a, 1, r)) return true;
  *r = val_bits(0, 0);
  sf_neg(i->aux, a[0]->w, r->w);
  return true;
}
static int h_negf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, negf_e); }

/* ---- casts -------------------------------------------------------------------------------------- */

static bool prep_cast(Interp *in, Inst *i) {
  const Type *from = shaped_elem_or_self(opnd_type(i, 0)), *to = shaped_elem_or_self(res_type(i, 0));
  unsigned fw = exec_int_width(from), tw = exec_int_width(to);
  if (fw > AP_MAX_WIDTH || tw > AP_MAX_WIDTH) {
    emit_error(in->ctx, i->op->loc, "the interpreter handles integers of up to %d bits", AP_MAX_WIDTH);
    return false;
  }
  int64_t mode = exec_attr_int(op_get_attr(i->op, "roundingmode", 12));
  if (mode != 0) {
    emit_error(in->ctx, i->op->loc, "the interpreter only rounds to nearest-even");
    return false;
  }
  int64_t flags = exec_attr_int(op_get_attr(i->op, "overflowFlags", 13));
  i->iaux = (int64_t)fw | (int64_t)tw << 16 | flags << 32;
  return true;
}

static const Type *cast_from(const Inst *i) { return shaped_elem_or_self(opnd_type(i, 0)); }
static const Type *cast_to(const Inst *i) { return shaped_elem_or_self(res_type(i, 0)); }
static unsigned from_w(const Inst *i) { return (unsigned)(i->iaux & 0xffff); }
static unsigned to_w(const Inst *i) { return (unsigned)(i->iaux >> 16 & 0xffff); }

static bool resize(Interp *in, const Inst *i, const Val *a, unsigned to, unsigned from, bool sign, Val *r) {
  uint64_t z[AP_MAX_LIMBS + 1] = {0};
  ap_resize(z, to, val_limbs(a), from, sign);
  if (!val_int(in, to, z, r)) {
    exec_oom(in, i);
    return false;
  }
  return true;
}

static bool ext_e(Interp *in, const Inst *i, const Val *const *a, Val *r, bool sign) {
  if (any_poison(a, 1, r)) return true;
  return resize(in, i, a[0], to_w(i), from_w(i), sign, r);
}
static bool extsi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return ext_e(in, i, a, r, true); }
static bool extui_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return ext_e(in, i, a, r, false); }
static int h_extsi(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, extsi_e); }
static int h_extui(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, extui_e); }

static bool trunci_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (any_poison(a, 1, r)) return true;
  unsigned fl = (unsigned)(i->iaux >> 32), to = to_w(i), from = from_w(i);
  if (!resize(in, i, a[0], to, from, false, r)) return false;
  if (fl) {
    /* nuw: the dropped bits are zero; nsw: they are copies of the new sign. */
    Val back;
    bool poison = false;
    if ((fl & FLAG_NUW) && resize(in, i, r, from, to, false, &back)) {
      poison |= ap_cmp_u(val_limbs(&back), val_limbs(a[0]), from) != 0;
      val_drop(in, &back);
    }
    if ((fl & FLAG_NSW) && resize(in, i, r, from, to, true, &back)) {
      poison |= ap_cmp_u(val_limbs(&back), val_limbs(a[0]), from) != 0;
      val_drop(in, &back);
    }
    if (poison) {
      val_drop(in, r);
      *r = val_poison();
    }
  }
  return true;
}
static int h_trunci(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, trunci_e); }

static bool index_cast_e(Interp *in, const Inst *i, const Val *const *a, Val *r, bool sign) {
  if (any_poison(a, 1, r)) return true;
  unsigned from = from_w(i), to = to_w(i);
  return resize(in, i, a[0], to, from, sign && to > from, r);
}
static bool index_cast_s(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  return index_cast_e(in, i, a, r, true);
}
static bool index_cast_u(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  return index_cast_e(in, i, a, r, false);
}
static int h_index_cast(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, index_cast_s); }
static int h_index_castui(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, index_cast_u); }

static bool extf_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (any_poison(a, 1, r)) return true;
  *r = val_bits(0, 0);
  sf_convert(float_semantics(cast_from(i)), a[0]->w, float_semantics(cast_to(i)), r->w);
  return true;
}
static int h_extf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, extf_e); }

static bool itofp_e(Interp *in, const Inst *i, const Val *const *a, Val *r, bool sign) {
  if (any_poison(a, 1, r)) return true;
  *r = val_bits(0, 0);
  sf_from_int(float_semantics(cast_to(i)), val_limbs(a[0]), from_w(i), sign, r->w);
  return true;
}
static bool sitofp_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return itofp_e(in, i, a, r, true); }
static bool uitofp_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return itofp_e(in, i, a, r, false); }
static int h_sitofp(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, sitofp_e); }
static int h_uitofp(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, uitofp_e); }

static bool fptoi_e(Interp *in, const Inst *i, const Val *const *a, Val *r, bool sign) {
  if (any_poison(a, 1, r)) return true;
  uint64_t z[AP_MAX_LIMBS + 1] = {0};
  if (!sf_to_int(float_semantics(cast_from(i)), a[0]->w, to_w(i), sign, z)) {
    *r = val_poison(); /* out of range: poison, as LLVM's fptosi/fptoui */
    return true;
  }
  if (!val_int(in, to_w(i), z, r)) {
    exec_oom(in, i);
    return false;
  }
  return true;
}
static bool fptosi_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return fptoi_e(in, i, a, r, true); }
static bool fptoui_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return fptoi_e(in, i, a, r, false); }
static int h_fptosi(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, fptosi_e); }
static int h_fptoui(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, fptoui_e); }

/* Reinterprets the bits (same width). */
static bool bitcast_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (any_poison(a, 1, r)) return true;
  const Type *to = cast_to(i);
  if (type_is_float(to)) {
    *r = val_bits(a[0]->w[0], a[0]->w[1]);
    return true;
  }
  return resize(in, i, a[0], exec_int_width(to), exec_int_width(to), false, r);
}
static int h_bitcast(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 1, bitcast_e); }

/* scaling_extf: extf(in) * extf(scale); scaling_truncf: truncf(in / extf(scale)). */
static bool scaling_e(Interp *in, const Inst *i, const Val *const *a, Val *r, bool ext) {
  if (any_poison(a, 2, r)) return true;
  const FloatSemantics *fin = float_semantics(cast_from(i)), *fout = float_semantics(cast_to(i));
  const FloatSemantics *fs = float_semantics(shaped_elem_or_self(opnd_type(i, 1)));
  *r = val_bits(0, 0);
  uint64_t x[2], s[2];
  if (ext) {
    sf_convert(fin, a[0]->w, fout, x);
    sf_convert(fs, a[1]->w, fout, s);
    sf_binop(fout, SF_MUL, x, s, r->w);
  } else {
    sf_convert(fs, a[1]->w, fin, s);
    sf_binop(fin, SF_DIV, a[0]->w, s, x);
    sf_convert(fin, x, fout, r->w);
  }
  return true;
}
static bool scaling_ext_e(Interp *in, const Inst *i, const Val *const *a, Val *r) { return scaling_e(in, i, a, r, true); }
static bool scaling_trunc_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  return scaling_e(in, i, a, r, false);
}
static int h_scaling_extf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, scaling_ext_e); }
static int h_scaling_truncf(Interp *in, Frame *f, const Inst *i) { return exec_map(in, f, i, 2, scaling_trunc_e); }

/* ---- select, constants, extended arithmetic ------------------------------------------------- */

static bool select_e(Interp *in, const Inst *i, const Val *const *a, Val *r) {
  if (a[0]->tag == VT_POISON) {
    *r = val_poison();
    return true;
  }
  *r = val_copy(a[0]->w[0] & 1 ? a[1] : a[2]);
  return true;
}

static int h_select(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (!val_is_array(c) || !type_is_shaped(opnd_type(i, 0))) {
    /* A scalar condition picks a whole value (vectors included). */
    if (c->tag == VT_POISON) {
      if (!type_is_shaped(res_type(i, 0))) {
        set_res(in, f, i, 0, val_poison());
        return EX_NEXT;
      }
      Val p;
      if (!exec_const(in, attr_poison(in->ctx), res_type(i, 0), &p)) return exec_oom(in, i);
      set_res(in, f, i, 0, p);
      return EX_NEXT;
    }
    set_res(in, f, i, 0, val_copy(opv(f, i, c->w[0] & 1 ? 1 : 2)));
    return EX_NEXT;
  }
  return exec_map(in, f, i, 3, select_e);
}

static bool prep_constant(Interp *in, Inst *i) {
  i->aux = (void *)exec_keep_const(in, op_get_attr(i->op, "value", 5), res_type(i, 0), i->op->loc);
  return i->aux != NULL;
}

static int h_constant(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_copy(i->aux));
  return EX_NEXT;
}

/* addui_extended, mulsi_extended, mului_extended: two results. */
static int extended(Interp *in, Frame *f, const Inst *i, int kind) {
  Val *x = opv(f, i, 0), *y = opv(f, i, 1);
  if (val_is_array(x)) return exec_fail(in, i, "'%s' on vectors is not supported by the interpreter",
                                        i->op->name->name->str);
  if (x->tag == VT_POISON || y->tag == VT_POISON) {
    set_res(in, f, i, 0, val_poison());
    set_res(in, f, i, 1, val_poison());
    return EX_NEXT;
  }
  unsigned w = exec_int_width(shaped_elem_or_self(res_type(i, 0)));
  if (w > AP_MAX_WIDTH / 2) return exec_fail(in, i, "the interpreter handles integers of up to %d bits", AP_MAX_WIDTH / 2);
  uint64_t a2[AP_MAX_LIMBS + 1] = {0}, b2[AP_MAX_LIMBS + 1] = {0}, p[AP_MAX_LIMBS + 1] = {0}, hi[AP_MAX_LIMBS + 1];
  Val lo_v, hi_v;
  if (kind == 0) {
    ap_add(p, val_limbs(x), val_limbs(y), w);
    hi[0] = ap_cmp_u(p, val_limbs(x), w) < 0;
    if (!val_int(in, w, p, &lo_v)) return exec_oom(in, i);
    set_res(in, f, i, 0, lo_v);
    set_res(in, f, i, 1, val_bits(hi[0], 0));
    return EX_NEXT;
  }
  bool sign = kind == 1;
  ap_resize(a2, 2 * w, val_limbs(x), w, sign);
  ap_resize(b2, 2 * w, val_limbs(y), w, sign);
  ap_mul(p, a2, b2, 2 * w);
  ap_lshr(hi, p, w, 2 * w);
  if (!val_int(in, w, p, &lo_v)) return exec_oom(in, i);
  if (!val_int(in, w, hi, &hi_v)) {
    val_drop(in, &lo_v);
    return exec_oom(in, i);
  }
  set_res(in, f, i, 0, lo_v);
  set_res(in, f, i, 1, hi_v);
  return EX_NEXT;
}
static int h_addui_extended(Interp *in, Frame *f, const Inst *i) { return extended(in, f, i, 0); }
static int h_mulsi_extended(Interp *in, Frame *f, const Inst *i) { return extended(in, f, i, 1); }
static int h_mului_extended(Interp *in, Frame *f, const Inst *i) { return extended(in, f, i, 2); }

/* ---- the table ------------------------------------------------------------------------------------ */

static const ExecOpDef ARITH_OPS[] = {
    {.name = "arith.constant", .run = h_constant, .prep = prep_constant},
    {.name = "arith.addi", .run = h_addi, .prep = prep_int},
    {.name = "arith.subi", .run = h_subi, .prep = prep_int},
    {.name = "arith.muli", .run = h_muli, .prep = prep_int},
    {.name = "arith.divsi", .run = h_divsi, .prep = prep_int},
    {.name = "arith.divui", .run = h_divui, .prep = prep_int},
    {.name = "arith.remsi", .run = h_remsi, .prep = prep_int},
    {.name = "arith.remui", .run = h_remui, .prep = prep_int},
    {.name = "arith.ceildivsi", .run = h_ceildivsi, .prep = prep_int},
    {.name = "arith.ceildivui", .run = h_ceildivui, .prep = prep_int},
    {.name = "arith.floordivsi", .run = h_floordivsi, .prep = prep_int},
    {.name = "arith.andi", .run = h_andi, .prep = prep_int},
    {.name = "arith.ori", .run = h_ori, .prep = prep_int},
    {.name = "arith.xori", .run = h_xori, .prep = prep_int},
    {.name = "arith.shli", .run = h_shli, .prep = prep_int},
    {.name = "arith.shrsi", .run = h_shrsi, .prep = prep_int},
    {.name = "arith.shrui", .run = h_shrui, .prep = prep_int},
    {.name = "arith.maxsi", .run = h_maxsi, .prep = prep_int},
    {.name = "arith.maxui", .run = h_maxui, .prep = prep_int},
    {.name = "arith.minsi", .run = h_minsi, .prep = prep_int},
    {.name = "arith.minui", .run = h_minui, .prep = prep_int},
    {.name = "arith.cmpi", .run = h_cmpi, .prep = prep_cmp},
    {.name = "arith.cmpf", .run = h_cmpf, .prep = prep_cmpf},
    {.name = "arith.addf", .run = h_addf, .prep = prep_float},
    {.name = "arith.subf", .run = h_subf, .prep = prep_float},
    {.name = "arith.mulf", .run = h_mulf, .prep = prep_float},
    {.name = "arith.divf", .run = h_divf, .prep = prep_float},
    {.name = "arith.remf", .run = h_remf, .prep = prep_float},
    {.name = "arith.maximumf", .run = h_maximumf, .prep = prep_float},
    {.name = "arith.minimumf", .run = h_minimumf, .prep = prep_float},
    {.name = "arith.maxnumf", .run = h_maxnumf, .prep = prep_float},
    {.name = "arith.minnumf", .run = h_minnumf, .prep = prep_float},
    {.name = "arith.negf", .run = h_negf, .prep = prep_float},
    {.name = "arith.extsi", .run = h_extsi, .prep = prep_cast},
    {.name = "arith.extui", .run = h_extui, .prep = prep_cast},
    {.name = "arith.trunci", .run = h_trunci, .prep = prep_cast},
    {.name = "arith.index_cast", .run = h_index_cast, .prep = prep_cast},
    {.name = "arith.index_castui", .run = h_index_castui, .prep = prep_cast},
    {.name = "arith.extf", .run = h_extf, .prep = prep_cast},
    {.name = "arith.truncf", .run = h_extf, .prep = prep_cast},
    {.name = "arith.sitofp", .run = h_sitofp, .prep = prep_cast},
    {.name = "arith.uitofp", .run = h_uitofp, .prep = prep_cast},
    {.name = "arith.fptosi", .run = h_fptosi, .prep = prep_cast},
    {.name = "arith.fptoui", .run = h_fptoui, .prep = prep_cast},
    {.name = "arith.bitcast", .run = h_bitcast, .prep = prep_cast},
    {.name = "arith.scaling_extf", .run = h_scaling_extf, .prep = prep_cast},
    {.name = "arith.scaling_truncf", .run = h_scaling_truncf, .prep = prep_cast},
    {.name = "arith.select", .run = h_select},
    {.name = "arith.addui_extended", .run = h_addui_extended},
    {.name = "arith.mulsi_extended", .run = h_mulsi_extended},
    {.name = "arith.mului_extended", .run = h_mului_extended},
    {.name = NULL},
};

const ExecDialect EXEC_ARITH = {"arith", ARITH_OPS};
