/* arith_cmpf_pattern.c: upstream's CmpFIntToFPConst: a float comparison of
 * an integer converted to float (sitofp/uitofp) against a float constant
 * becomes an integer comparison against the constant converted back, or a
 * constant when the float is out of the integer's range or fractional in a
 * way that decides the result. */
#include "../dialects.h"
#include "arith_fold.h"

#include <math.h>

enum { F_FALSE, F_OEQ, F_OGT, F_OGE, F_OLT, F_OLE, F_ONE, F_ORD, F_UEQ, F_UGT, F_UGE, F_ULT, F_ULE, F_UNE, F_UNO };

static int to_int_pred(int p, bool u) {
  switch (p) {
  case F_UEQ:
  case F_OEQ: return CMPI_EQ;
  case F_UGT:
  case F_OGT: return u ? CMPI_UGT : CMPI_SGT;
  case F_UGE:
  case F_OGE: return u ? CMPI_UGE : CMPI_SGE;
  case F_ULT:
  case F_OLT: return u ? CMPI_ULT : CMPI_SLT;
  case F_ULE:
  case F_OLE: return u ? CMPI_ULE : CMPI_SLE;
  case F_UNE:
  case F_ONE: return CMPI_NE;
  default: return -1;
  }
}

static bool replace_bool(Rewriter *rw, Operation *op, bool v) {
  Value *c = rw_constant(rw, attr_bool(rw->ctx, v), op->loc);
  if (!c) return false;
  rw_replace_op(rw, op, &c);
  return true;
}

static bool cmpf_int_to_fp_const(Rewriter *rw, Operation *op) {
  const Attr *flt = value_constant(opnd(op, 1));
  if (!flt || flt->kind != AK_FLOAT) return false;
  const Type *ft = opnd(op, 1)->type;
  if (!elem_float_foldable(ft) || type_is_shaped(ft)) return false;
  const FloatSemantics *s = float_semantics(ft);
  uint64_t rhs[2] = {flt->p[1], flt->p[2]};
  if (float_is_nan(s, rhs)) return false;
  int mantissa = (int)s->precision;
  if (mantissa <= 0) return false;
  bool is_unsigned;
  Operation *cv = def_is(opnd(op, 0), "arith.sitofp");
  if (cv) {
    is_unsigned = false;
  } else if ((cv = def_is(opnd(op, 0), "arith.uitofp"))) {
    is_unsigned = true;
  } else {
    return false;
  }
  Value *iv = opnd(cv, 0);
  if (iv->type->kind != TK_INTEGER) return false;
  unsigned w = type_int_width(iv->type);
  if (w == 0 || w > 64) return false;
  int value_bits = is_unsigned ? (int)w : (int)w - 1;
  if ((int)w > mantissa) {
    double d = float_to_double(s, rhs);
    if (isinf(d)) {
      if (s->max_exp < value_bits) return false;
    } else if (d != 0) {
      int e = ilogb(d);
      if (mantissa <= e && e <= value_bits) return false;
    }
  }
  int pfl = (int)attr_int_or(op_get_attr(op, "predicate", 9), -1);
  if (pfl == F_ORD) return replace_bool(rw, op, true);
  if (pfl == F_UNO) return replace_bool(rw, op, false);
  int pred = to_int_pred(pfl, is_unsigned);
  if (pred < 0) return false;
  uint64_t bound[2];
  if (!is_unsigned) {
    float_from_int(s, int_smax(w), w, true, bound);
    if (float_compare(s, bound, rhs) < 0)
      return replace_bool(rw, op, pred == CMPI_NE || pred == CMPI_SLT || pred == CMPI_SLE);
  } else {
    float_from_int(s, int_mask(w), w, false, bound);
    if (float_compare(s, bound, rhs) < 0)
      return replace_bool(rw, op, pred == CMPI_NE || pred == CMPI_ULT || pred == CMPI_ULE);
  }
  if (!is_unsigned) {
    float_from_int(s, int_smin(w), w, true, bound);
    if (float_compare(s, bound, rhs) == 1)
      return replace_bool(rw, op, pred == CMPI_NE || pred == CMPI_SGT || pred == CMPI_SGE);
  } else {
    float_from_int(s, 0, w, false, bound);
    if (float_compare(s, bound, rhs) == 1)
      return replace_bool(rw, op, pred == CMPI_NE || pred == CMPI_UGT || pred == CMPI_UGE);
  }
  uint64_t rint;
  if (!float_to_int(s, rhs, w, !is_unsigned, &rint)) return false;
  if (!float_is_zero(s, rhs)) {
    uint64_t back[2];
    float_from_int(s, rint, w, !is_unsigned, back);
    if (float_compare(s, back, rhs) != 0) {
      bool neg = float_is_neg(s, rhs);
      switch (pred) {
      case CMPI_NE: return replace_bool(rw, op, true);
      case CMPI_EQ: return replace_bool(rw, op, false);
      case CMPI_ULE:
        if (neg) return replace_bool(rw, op, false);
        break;
      case CMPI_SLE:
        if (neg) pred = CMPI_SLT;
        break;
      case CMPI_ULT:
        if (neg) return replace_bool(rw, op, false);
        pred = CMPI_ULE;
        break;
      case CMPI_SLT:
        if (!neg) pred = CMPI_SLE;
        break;
      case CMPI_UGT:
        if (neg) return replace_bool(rw, op, true);
        break;
      case CMPI_SGT:
        if (neg) pred = CMPI_SGE;
        break;
      case CMPI_UGE:
        if (neg) return replace_bool(rw, op, true);
        pred = CMPI_UGT;
        break;
      case CMPI_SGE:
        if (!neg) pred = CMPI_SGT;
        break;
      }
    }
  }
  Value *c = rw_constant(rw, attr_integer_limbs(rw->ctx, iv->type, &rint, 1), op->loc);
  if (!c) return false;
  Value *ops[2] = {iv, c};
  const Type *i1 = rw->ctx->t_i1;
  NamedAttr pa = named(rw->ctx, "predicate", attr_integer(rw->ctx, rw->ctx->t_i64, pred));
  Operation *cmp = rw_build(rw, "arith.cmpi", op->loc, 2, ops, 1, &i1, 1, &pa);
  if (!cmp) return false;
  Value *r = res0(cmp);
  rw_replace_op(rw, op, &r);
  return true;
}

const Pattern ARITH_CMPF_INT_TO_FP_CONST = {.root = "arith.cmpf", .benefit = 1, .match_and_rewrite = cmpf_int_to_fp_const, .debug_name = "CmpFIntToFPConst"};
