/* arith_expand_floats.c: arith-expand's extf/truncf expansions for bf16,
 * f8E8M0FNU and f4E2M1FN (include-bf16, include-f8e8m0, include-f4e2m1):
 * bit manipulation on the f32 encoding. */
#include "arith_expand.h"

/* extf bf16 -> f32: the bf16 bits shifted into the high half of an i32. */
Value *ex_extf_bf16(Expander *ex, Value *in, const Type *out_type) {
  const Type *i16 = type_with_elem(ex->ctx, in->type, type_integer(ex->ctx, 16, SIGNLESS));
  const Type *i32 = type_with_elem(ex->ctx, in->type, type_integer(ex->ctx, 32, SIGNLESS));
  Value *bits = ex_cast(ex, "arith.bitcast", in, i16);
  Value *wide = ex_cast(ex, "arith.extui", bits, i32);
  Value *sixteen = i32 ? ex_int_const(ex, i32, 16) : NULL;
  Value *shifted = ex_binary(ex, "arith.shli", wide, sixteen);
  return ex_cast(ex, "arith.bitcast", shifted, out_type);
}

/* truncf f32 -> bf16, rounding to nearest even; NaN becomes the canonical
 * quiet NaN 0x7fc0. */
Value *ex_truncf_bf16(Expander *ex, Value *in, const Type *out_type) {
  Context *ctx = ex->ctx;
  const Type *i16 = type_with_elem(ctx, in->type, type_integer(ctx, 16, SIGNLESS));
  const Type *i32 = type_with_elem(ctx, in->type, type_integer(ctx, 32, SIGNLESS));
  if (!i16 || !i32) {
    ex->failed = true;
    return NULL;
  }
  Value *is_nan = ex_compare(ex, "arith.cmpf", CMPF_UNE, in, in);
  Value *bias = ex_int_const(ex, i32, 0x7fff);
  Value *nan = ex_int_const(ex, i16, 0x7fc0);
  Value *sixteen = ex_int_const(ex, i32, 16);
  Value *one = ex_int_const(ex, i32, 1);
  Value *bits = ex_cast(ex, "arith.bitcast", in, i32);
  Value *high = ex_binary(ex, "arith.shrui", bits, sixteen);
  Value *lsb = ex_binary(ex, "arith.andi", high, one);
  Value *round = ex_binary(ex, "arith.addi", lsb, bias);
  Value *rounded = ex_binary(ex, "arith.addi", bits, round);
  Value *shifted = ex_binary(ex, "arith.shrui", rounded, sixteen);
  Value *narrow = ex_cast(ex, "arith.trunci", shifted, i16);
  Value *sel = ex_select(ex, is_nan, nan, narrow);
  return ex_cast(ex, "arith.bitcast", sel, out_type);
}

/* extf f8E8M0FNU: the 8 exponent bits become an f32's exponent field; the
 * all-ones NaN pattern becomes the all-ones f32 NaN. */
Value *ex_extf_f8e8m0(Expander *ex, Value *in, const Type *out_type, const Attr *fastmath) {
  Context *ctx = ex->ctx;
  const Type *i8 = type_with_elem(ctx, in->type, type_integer(ctx, 8, SIGNLESS));
  const Type *i32 = type_with_elem(ctx, in->type, type_integer(ctx, 32, SIGNLESS));
  const Type *f32 = type_with_elem(ctx, in->type, type_simple(ctx, TK_F32));
  if (!i8 || !i32 || !f32) {
    ex->failed = true;
    return NULL;
  }
  Value *bits = ex_cast(ex, "arith.bitcast", in, i8);
  Value *nan8 = ex_int_const(ex, i8, -1);
  Value *nan32 = ex_int_const(ex, i32, -1);
  Value *shift = ex_int_const(ex, i32, 23);
  Value *wide = ex_cast(ex, "arith.extui", bits, i32);
  Value *exponent = ex_binary(ex, "arith.shli", wide, shift);
  Value *is_nan = ex_compare(ex, "arith.cmpi", CMPI_EQ, bits, nan8);
  Value *sel = ex_select(ex, is_nan, nan32, exponent);
  Value *f = ex_cast(ex, "arith.bitcast", sel, f32);
  return ex_resize_float(ex, f, elem_type_of(out_type), fastmath);
}

/* truncf to f8E8M0FNU: the f32's exponent field, truncating the mantissa. */
Value *ex_truncf_f8e8m0(Expander *ex, Value *in, const Type *out_type, const Attr *fastmath) {
  Context *ctx = ex->ctx;
  const Type *i8 = type_with_elem(ctx, in->type, type_integer(ctx, 8, SIGNLESS));
  const Type *i32 = type_with_elem(ctx, in->type, type_integer(ctx, 32, SIGNLESS));
  if (!i8 || !i32) {
    ex->failed = true;
    return NULL;
  }
  Value *f = ex_resize_float(ex, in, type_simple(ctx, TK_F32), fastmath);
  Value *bits = ex_cast(ex, "arith.bitcast", f, i32);
  Value *shift = ex_int_const(ex, i32, 23);
  Value *exponent = ex_binary(ex, "arith.shrui", bits, shift);
  Value *narrow = ex_cast(ex, "arith.trunci", exponent, i8);
  return ex_cast(ex, "arith.bitcast", narrow, out_type);
}

/* ---- f4E2M1FN extf/truncf (include-f4e2m1) ------------------------------------------------- */

/* A float constant of `type` (splat when shaped) from its f32 bits. */
static Value *f32_const(Expander *ex, const Type *type, uint32_t bits) {
  Elem e = {{bits, 0}};
  const Attr *a = ex->failed ? NULL : const_build(ex->ctx, type, &e, 1);
  Value *c = a ? rw_constant(&ex->rw, a, ex->loc) : NULL;
  if (!c) ex->failed = true;
  return c;
}

/* Converts `v` to f32 (same shape) with `name` unless it already is: as
 * upstream, an f4 truncf widens its input with extf and an f4 extf narrows
 * its f32 result with truncf, whatever the other type's width. */
static Value *to_elem_with(Expander *ex, const char *name, Value *v, const Type *to) {
  if (!v || !to || elem_type_of(v->type) == elem_type_of(to)) return v;
  return ex_cast(ex, name, v, to);
}

/* extf f4E2M1FN: the 3 magnitude bits pick an f32 exponent (0.5 for the
 * subnormal, 1 or 2 as base) and one mantissa bit; bit 3 is the sign. */
Value *ex_extf_f4e2m1(Expander *ex, Value *in, const Type *out_type) {
  Context *ctx = ex->ctx;
  const Type *i4 = type_with_elem(ctx, in->type, type_integer(ctx, 4, SIGNLESS));
  const Type *i32 = type_with_elem(ctx, in->type, type_integer(ctx, 32, SIGNLESS));
  const Type *f32 = type_with_elem(ctx, in->type, type_simple(ctx, TK_F32));
  if (!i4 || !i32 || !f32) {
    ex->failed = true;
    return NULL;
  }
  Value *bits = ex_cast(ex, "arith.bitcast", in, i4);
  Value *c0 = ex_int_const(ex, i4, 0), *c1 = ex_int_const(ex, i4, 1), *c2 = ex_int_const(ex, i4, 2);
  Value *c4 = ex_int_const(ex, i4, 4), *c7 = ex_int_const(ex, i4, 7);
  Value *mag = ex_binary(ex, "arith.andi", bits, c7);
  Value *c20 = ex_int_const(ex, i32, 20);
  Value *mant_bits = ex_binary(ex, "arith.shli", mag, c2);
  Value *is_half = ex_compare(ex, "arith.cmpi", CMPI_EQ, mag, c1);
  Value *mant4 = ex_select(ex, is_half, c0, mant_bits);
  Value *mant32 = ex_cast(ex, "arith.extui", mant4, i32);
  Value *mant = ex_binary(ex, "arith.shli", mant32, c20);
  Value *zero32 = ex_int_const(ex, i32, 0);
  Value *two = ex_int_const(ex, i32, 0x40000000), *half = ex_int_const(ex, i32, 0x3f000000);
  Value *big = ex_compare(ex, "arith.cmpi", CMPI_UGE, mag, c4);
  Value *base = ex_select(ex, big, two, half);
  Value *is_zero = ex_compare(ex, "arith.cmpi", CMPI_EQ, mag, c0);
  Value *exponent = ex_select(ex, is_zero, zero32, base);
  Value *sign_bit = ex_int_const(ex, i32, (int64_t)0x80000000u);
  Value *c_m8 = ex_int_const(ex, i4, -8);
  Value *negative = ex_compare(ex, "arith.cmpi", CMPI_UGE, bits, c_m8);
  Value *sign = ex_select(ex, negative, sign_bit, zero32);
  Value *sum = ex_binary(ex, "arith.addi", mant, exponent);
  Value *all = ex_binary(ex, "arith.addi", sum, sign);
  Value *f = ex_cast(ex, "arith.bitcast", all, f32);
  return to_elem_with(ex, "arith.truncf", f, out_type);
}

/* truncf to f4E2M1FN: clamp to [-6, 6] (minnumf/maxnumf, themselves
 * expanded afterwards), then rebuild sign, exponent and mantissa from the
 * f32 bits, rounding to nearest. */
Value *ex_truncf_f4e2m1(Expander *ex, Value *in, const Type *out_type) {
  Context *ctx = ex->ctx;
  const Type *i4 = type_with_elem(ctx, in->type, type_integer(ctx, 4, SIGNLESS));
  const Type *i8 = type_with_elem(ctx, in->type, type_integer(ctx, 8, SIGNLESS));
  const Type *i32 = type_with_elem(ctx, in->type, type_integer(ctx, 32, SIGNLESS));
  const Type *f32 = type_with_elem(ctx, in->type, type_simple(ctx, TK_F32));
  if (!i4 || !i8 || !i32 || !f32) {
    ex->failed = true;
    return NULL;
  }
  Value *f = to_elem_with(ex, "arith.extf", in, f32);
  Value *c1 = ex_int_const(ex, i4, 1), *c3 = ex_int_const(ex, i4, 3);
  Value *c22 = ex_int_const(ex, i32, 22);
  Value *zero8 = ex_int_const(ex, i8, 0), *m1_8 = ex_int_const(ex, i8, -1);
  Value *zero32 = ex_int_const(ex, i32, 0);
  Value *six = f32_const(ex, f32, 0x40c00000u), *minus_six = f32_const(ex, f32, 0xc0c00000u);
  Value *upper = ex_binary(ex, "arith.minnumf", f, six);
  Value *clamped = ex_binary(ex, "arith.maxnumf", upper, minus_six);
  Value *bits = ex_cast(ex, "arith.bitcast", clamped, i32);
  Value *c31 = ex_int_const(ex, i32, 31);
  Value *sign32 = ex_binary(ex, "arith.shrui", bits, c31);
  Value *sign4 = ex_cast(ex, "arith.trunci", sign32, i4);
  Value *sign = ex_binary(ex, "arith.shli", sign4, c3);
  Value *bias = ex_int_const(ex, i32, 126), *c23 = ex_int_const(ex, i32, 23);
  Value *biased = ex_binary(ex, "arith.shrui", bits, c23);
  Value *exp32 = ex_binary(ex, "arith.subi", biased, bias);
  Value *exp4 = ex_cast(ex, "arith.trunci", exp32, i4);
  Value *exponent = ex_binary(ex, "arith.shli", exp4, c1);
  Value *sign_exp = ex_binary(ex, "arith.addi", sign, exponent);
  Value *mant_mask = ex_int_const(ex, i32, 0x400000);
  Value *mant_bit = ex_binary(ex, "arith.andi", bits, mant_mask);
  Value *mant32 = ex_binary(ex, "arith.shrui", mant_bit, c22);
  Value *mant4 = ex_cast(ex, "arith.trunci", mant32, i4);
  Value *value = ex_binary(ex, "arith.addi", sign_exp, mant4);
  Value *all_mant = ex_int_const(ex, i32, 0x7fffff);
  Value *exp8 = ex_cast(ex, "arith.trunci", exp32, i8);
  Value *subnormal = ex_compare(ex, "arith.cmpi", CMPI_SLE, exp8, zero8);
  Value *exp_m1 = ex_compare(ex, "arith.cmpi", CMPI_EQ, exp8, m1_8);
  Value *mant_rest = ex_binary(ex, "arith.andi", bits, all_mant);
  Value *mant_nonzero = ex_compare(ex, "arith.cmpi", CMPI_UGT, mant_rest, zero32);
  Value *above_quarter = ex_binary(ex, "arith.andi", exp_m1, mant_nonzero);
  Value *exp_zero = ex_compare(ex, "arith.cmpi", CMPI_EQ, exp8, zero8);
  Value *m1_4 = ex_int_const(ex, i4, -1), *zero4 = ex_int_const(ex, i4, 0);
  Value *sub = ex_select(ex, subnormal, m1_4, value);
  Value *quarter = ex_select(ex, above_quarter, zero4, sub);
  Value *rounded_down = ex_select(ex, exp_zero, value, quarter);
  Value *round_mask = ex_int_const(ex, i32, 0x3fffff), *half_ulp = ex_int_const(ex, i32, 0x200000);
  Value *rest = ex_binary(ex, "arith.andi", bits, round_mask);
  Value *round_up = ex_compare(ex, "arith.cmpi", CMPI_UGE, rest, half_ulp);
  Value *up = ex_binary(ex, "arith.ori", round_up, subnormal);
  Value *inc = ex_binary(ex, "arith.addi", rounded_down, c1);
  Value *result = ex_select(ex, up, inc, rounded_down);
  return ex_cast(ex, "arith.bitcast", result, out_type);
}
