/* arith_fold_cast.c: folders of arith's casts (extui, extsi, extf, trunci,
 * truncf, uitofp, sitofp, fptoui, fptosi, index_cast, index_castui,
 * bitcast): chains of casts, and constant casts of scalars, splats and
 * dense elements (upstream's constFoldCastOp). */
#include "../dialects.h"
#include "arith_fold.h"

static unsigned res_elem_width(Operation *op) { return elem_int_width(elem_type_of(op->results[0].type)); }

typedef struct CastArgs {
  unsigned width;   /* result integer width */
  bool is_signed;
  const Type *ret;  /* result element type */
} CastArgs;

static bool ext_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  const CastArgs *ca = user;
  unsigned w = elem_int_width(et);
  r->w[1] = 0;
  r->w[0] = (ca->is_signed ? (uint64_t)int_sext(a->w[0], w) : a->w[0] & int_mask(w)) & int_mask(ca->width);
  return true;
}

static const Attr *fold_int_cast(Operation *op, const Attr *a, bool is_signed) {
  CastArgs ca = {res_elem_width(op), is_signed, NULL};
  if (!ca.width) return NULL;
  return fold_cast(op_context(op), a, false, op->results[0].type, ext_elem, &ca);
}

static bool fold_ext(Operation *op, const Attr *const *c, FoldResult *out, const char *self, bool is_signed) {
  Operation *inner = def_is(opnd(op, 0), self);
  if (inner) {
    operand_set(&op->operands[0], opnd(inner, 0));
    RETURN_VALUE(res0(op));
  }
  RETURN_ATTR(fold_int_cast(op, c[0], is_signed));
}
static bool fold_extui(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_ext(op, c, out, "arith.extui", false);
}
static bool fold_extsi(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_ext(op, c, out, "arith.extsi", true);
}

static bool fold_trunci(Operation *op, const Attr *const *c, FoldResult *out) {
  Operation *ext = def_is(opnd(op, 0), "arith.extui");
  if (!ext) ext = def_is(opnd(op, 0), "arith.extsi");
  if (ext) {
    Value *src = opnd(ext, 0);
    const Type *st = elem_type_of(src->type), *dt = elem_type_of(op->results[0].type);
    if (elem_int_width(st) > elem_int_width(dt)) {
      operand_set(&op->operands[0], src);
      RETURN_VALUE(res0(op));
    }
    if (st == dt) RETURN_VALUE(src);
  }
  Operation *tr = def_is(opnd(op, 0), "arith.trunci");
  if (tr) {
    operand_set(&op->operands[0], opnd(tr, 0));
    RETURN_VALUE(res0(op));
  }
  RETURN_ATTR(fold_int_cast(op, c[0], false));
}

/* ---- floats ------------------------------------------------------------------------------------- */

static bool convert_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  const CastArgs *ca = user;
  r->w[0] = r->w[1] = 0;
  return float_convert_exact(float_semantics(et), a->w, float_semantics(ca->ret), r->w);
}

static const Attr *fold_float_convert(Operation *op, const Attr *a) {
  CastArgs ca = {0, false, elem_type_of(op->results[0].type)};
  if (!elem_float_foldable(ca.ret)) return NULL;
  return fold_cast(op_context(op), a, true, op->results[0].type, convert_elem, &ca);
}

enum { FMF_CONTRACT = 32 };

static bool fold_extf(Operation *op, const Attr *const *c, FoldResult *out) {
  Operation *tr = def_is(opnd(op, 0), "arith.truncf");
  if (tr && opnd(tr, 0)->type == op->results[0].type) {
    uint64_t tf = enum_value(op_get_attr(tr, "fastmath", 8)), ef = enum_value(op_get_attr(op, "fastmath", 8));
    if ((tf & FMF_CONTRACT) && (ef & FMF_CONTRACT)) RETURN_VALUE(opnd(tr, 0));
  }
  RETURN_ATTR(fold_float_convert(op, c[0]));
}

/* APFloatBase::isRepresentableBy(a, b): every value of a exists in b. */
static bool representable_by(const FloatSemantics *a, const FloatSemantics *b) {
  return a->max_exp <= b->max_exp && a->min_exp >= b->min_exp && a->precision <= b->precision;
}

static bool fold_truncf(Operation *op, const Attr *const *c, FoldResult *out) {
  const Type *rt = elem_type_of(op->results[0].type);
  Operation *ext = def_is(opnd(op, 0), "arith.extf");
  if (ext && type_is_float(rt)) {
    Value *src = opnd(ext, 0);
    const Type *st = elem_type_of(src->type), *it = elem_type_of(ext->results[0].type);
    if (type_is_float(st) && type_is_float(it) && representable_by(float_semantics(st), float_semantics(it))) {
      if (float_semantics(st)->width > float_semantics(rt)->width) {
        operand_set(&op->operands[0], src);
        RETURN_VALUE(res0(op));
      }
      if (st == rt) RETURN_VALUE(src);
    }
  }
  RETURN_ATTR(fold_float_convert(op, c[0]));
}

static bool int_to_float_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  const CastArgs *ca = user;
  r->w[0] = r->w[1] = 0;
  float_from_int(float_semantics(ca->ret), a->w[0], elem_int_width(et), ca->is_signed, r->w);
  return true;
}

static bool fold_itofp(Operation *op, const Attr *const *c, FoldResult *out, bool is_signed) {
  CastArgs ca = {0, is_signed, elem_type_of(op->results[0].type)};
  if (!elem_float_foldable(ca.ret)) return false;
  RETURN_ATTR(fold_cast(op_context(op), c[0], false, op->results[0].type, int_to_float_elem, &ca));
}
static bool fold_uitofp(Operation *op, const Attr *const *c, FoldResult *out) { return fold_itofp(op, c, out, false); }
static bool fold_sitofp(Operation *op, const Attr *const *c, FoldResult *out) { return fold_itofp(op, c, out, true); }

static bool float_to_int_elem(const Type *et, const Elem *a, Elem *r, void *user) {
  const CastArgs *ca = user;
  r->w[1] = 0;
  return float_to_int(float_semantics(et), a->w, ca->width, ca->is_signed, &r->w[0]);
}

static bool fold_fptoi(Operation *op, const Attr *const *c, FoldResult *out, bool is_signed) {
  CastArgs ca = {res_elem_width(op), is_signed, NULL};
  if (!ca.width) return false;
  RETURN_ATTR(fold_cast(op_context(op), c[0], true, op->results[0].type, float_to_int_elem, &ca));
}
static bool fold_fptoui(Operation *op, const Attr *const *c, FoldResult *out) { return fold_fptoi(op, c, out, false); }
static bool fold_fptosi(Operation *op, const Attr *const *c, FoldResult *out) { return fold_fptoi(op, c, out, true); }

/* ---- index casts ------------------------------------------------------------------------------- */

static bool fold_index_cast_common(Operation *op, const Attr *const *c, FoldResult *out, bool is_signed) {
  const Attr *a = fold_int_cast(op, c[0], is_signed);
  /* index_cast(index_cast(x)) is a canonicalization pattern
   * (arith_patterns.c), not part of the fold. */
  if (a) RETURN_ATTR(a);
  return false;
}
static bool fold_index_cast(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_index_cast_common(op, c, out, true);
}
static bool fold_index_castui(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_index_cast_common(op, c, out, false);
}

/* ---- bitcast ------------------------------------------------------------------------------------- */

static bool fold_bitcast(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *a = c[0];
  const Type *rt = op->results[0].type;
  Context *ctx = op_context(op);
  if (!a) return false;
  if (a->kind == AK_DENSE_ELEMENTS) {
    if (!type_is_shaped(rt)) return false;
    const Type *src = attr_get_type(a);
    if (shaped_elem(src) == shaped_elem(rt) && src == rt) RETURN_ATTR(a);
    /* Same bits, new element type: the blob layout is unchanged unless i1. */
    if (dense_elem_is_packed_bit(shaped_elem(src)) != dense_elem_is_packed_bit(shaped_elem(rt))) return false;
    const Ident *blob = WORD_PTR(const Ident, a->p[1]);
    RETURN_ATTR(attr_dense_elements(ctx, rt, a->aux != 0, blob->str, blob->len));
  }
  if (type_is_shaped(rt)) return false;
  if (attr_is_poison(a)) RETURN_ATTR(attr_poison(ctx));
  uint64_t lo, hi = 0;
  if (a->kind == AK_FLOAT) lo = a->p[1], hi = a->p[2];
  else if (a->kind == AK_INTEGER && a->n == 2) lo = a->p[1];
  else return false;
  if (type_is_float(rt)) RETURN_ATTR(attr_float_bits(ctx, rt, lo, hi));
  if (rt->kind == TK_INTEGER && type_int_width(rt) <= 64) RETURN_ATTR(attr_integer_limbs(ctx, rt, &lo, 1));
  return false;
}

const FoldHook ARITH_CAST_FOLDS[] = {
    {"arith.extui", fold_extui},           {"arith.extsi", fold_extsi},
    {"arith.extf", fold_extf},             {"arith.trunci", fold_trunci},
    {"arith.truncf", fold_truncf},         {"arith.uitofp", fold_uitofp},
    {"arith.sitofp", fold_sitofp},         {"arith.fptoui", fold_fptoui},
    {"arith.fptosi", fold_fptosi},         {"arith.index_cast", fold_index_cast},
    {"arith.index_castui", fold_index_castui}, {"arith.bitcast", fold_bitcast},
    {NULL, NULL},
};
