/* elems.h: constants seen as elements, for folders: scalar integer and float
 * attributes and dense elements viewed as arrays of raw elements, the
 * poison attribute, integer helpers with upstream's APInt semantics on
 * widths up to 64 bits, and float arithmetic with APFloat's results
 * (float_ops.c). Wider integers and f80/f128 are not folded. */
#ifndef MLIRC_ELEMS_H
#define MLIRC_ELEMS_H

#include "../../interfaces/interfaces.h"
#include "../../ir/floats.h"

/* One element's raw bits: an integer zero-extended to 64 bits, or a float
 * bit pattern in two little-endian words. */
typedef struct Elem {
  uint64_t w[2];
} Elem;

/* ---- integers (widths 1..64; index is 64) ------------------------------------ */

static inline uint64_t int_mask(unsigned w) { return w >= 64 ? ~0ULL : (1ULL << w) - 1; }
static inline int64_t int_sext(uint64_t v, unsigned w) {
  if (w == 0) return 0;
  if (w >= 64) return (int64_t)v;
  uint64_t s = 1ULL << (w - 1);
  return (int64_t)(((v & int_mask(w)) ^ s) - s);
}
static inline uint64_t int_smin(unsigned w) { return (1ULL << (w - 1)) & int_mask(w); }
static inline uint64_t int_smax(unsigned w) { return int_mask(w) >> 1; }
/* The integer width of a scalar element type (index: 64), 0 otherwise. */
MLIR_INTERNAL unsigned elem_int_width(const Type *et);
/* The element type of a shaped type, or the type itself. */
MLIR_INTERNAL const Type *elem_type_of(const Type *t);
/* A float element type whose values fold through doubles (not f80/f128). */
MLIR_INTERNAL bool elem_float_foldable(const Type *et);

/* ---- poison ------------------------------------------------------------------------ */

MLIR_INTERNAL bool attr_is_poison(const Attr *a);
MLIR_INTERNAL const Attr *attr_poison(Context *ctx);

/* ---- element views ------------------------------------------------------------------ */

/* A scalar IntegerAttr/FloatAttr (n = 1, not shaped) or dense elements of
 * integers (<= 64 bits) or foldable floats. */
typedef struct ConstView {
  const Attr *attr;
  const Type *type; /* the attribute's type */
  const Type *et;   /* element type */
  size_t n;
  bool splat, scalar, is_float;
} ConstView;

MLIR_INTERNAL bool const_view(const Attr *a, ConstView *v);
MLIR_INTERNAL void const_elem(const ConstView *v, size_t i, Elem *e);
/* Builds a scalar attribute (when `type` is not shaped) or dense elements of
 * `type` from n elements (n == 1: a splat); NULL if the shape is dynamic. */
MLIR_INTERNAL const Attr *const_build(Context *ctx, const Type *type, const Elem *elems, size_t n);
/* The zero of an int/index/float type or of a static shaped type of them
 * (Builder::getZeroAttr), or NULL. */
MLIR_INTERNAL const Attr *attr_zero(Context *ctx, const Type *type);
/* An integer scalar or splat of `type` holding `v` (truncated). */
MLIR_INTERNAL const Attr *attr_int_of(Context *ctx, const Type *type, uint64_t v);

/* m_ConstantInt on an attribute: a scalar integer or an integer splat. */
MLIR_INTERNAL bool attr_splat_int(const Attr *a, uint64_t *v, unsigned *w);
/* m_ConstantFloat on an attribute: a scalar float or a float splat. */
MLIR_INTERNAL bool attr_splat_float(const Attr *a, Elem *e, const FloatSemantics **s);
/* m_Zero / m_One / all ones on an attribute. */
MLIR_INTERNAL bool attr_is_int(const Attr *a, uint64_t v);
MLIR_INTERNAL bool attr_is_all_ones(const Attr *a);

/* ---- folding elementwise (upstream's constFoldBinaryOp / UnaryOp / CastOp) -------- */

/* Element functions return false to give up folding. */
typedef bool (*ElemBinFn)(const Type *et, const Elem *a, const Elem *b, Elem *r, void *user);
typedef bool (*ElemUnFn)(const Type *et, const Elem *a, Elem *r, void *user);

/* Both operands integer (want_float false) or float constants of one type.
 * `result_type` NULL: the operands' type, and poison propagates (as the
 * upstream overload without a result type). */
MLIR_INTERNAL const Attr *fold_binary(Context *ctx, const Attr *a, const Attr *b, bool want_float,
                                      const Type *result_type, ElemBinFn fn, void *user);
MLIR_INTERNAL const Attr *fold_unary(Context *ctx, const Attr *a, bool want_float, ElemUnFn fn,
                                     void *user);
/* A cast: the source elements are `want_float` floats or integers; `fn`
 * gets the source element type and writes an element of `result_type`. */
MLIR_INTERNAL const Attr *fold_cast(Context *ctx, const Attr *a, bool want_float, const Type *result_type,
                                    ElemUnFn fn, void *user);

/* ---- floats with APFloat's results (float_ops.c) ----------------------------------- */

enum FloatBinOp { FB_ADD, FB_SUB, FB_MUL, FB_DIV, FB_REM, FB_MAXIMUM, FB_MINIMUM, FB_MAXNUM, FB_MINNUM };
/* Computes a op b rounding to nearest-even in the semantics. */
MLIR_INTERNAL void float_binop(const FloatSemantics *s, int op, const uint64_t a[2], const uint64_t b[2],
                               uint64_t r[2]);
MLIR_INTERNAL void float_neg(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]);
MLIR_INTERNAL bool float_is_nan(const FloatSemantics *s, const uint64_t a[2]);
MLIR_INTERNAL bool float_is_neg(const FloatSemantics *s, const uint64_t a[2]);
/* APFloat::compare: -1 less, 0 equal, 1 greater, 2 unordered. */
MLIR_INTERNAL int float_compare(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2]);
/* Converts between semantics; false when the value is not exactly
 * representable (convertFloatValue's losesInfo / status checks). */
MLIR_INTERNAL bool float_convert_exact(const FloatSemantics *from, const uint64_t a[2],
                                       const FloatSemantics *to, uint64_t r[2]);
/* convertFromAPInt with nearest-even rounding. */
MLIR_INTERNAL void float_from_int(const FloatSemantics *s, uint64_t v, unsigned width, bool is_signed,
                                  uint64_t r[2]);
/* convertToInteger toward zero; false on opInvalidOp. */
MLIR_INTERNAL bool float_to_int(const FloatSemantics *s, const uint64_t a[2], unsigned width,
                                bool is_signed, uint64_t *r);
/* The value 1.0 (for m_OneFloat) and infinities. */
MLIR_INTERNAL void float_one(const FloatSemantics *s, uint64_t r[2]);
MLIR_INTERNAL bool float_is_inf(const FloatSemantics *s, const uint64_t a[2], bool neg);
MLIR_INTERNAL bool float_is_zero(const FloatSemantics *s, const uint64_t a[2]);

/* ---- building constants (build.c) ------------------------------------------------ */

/* arith.constant of a typed attribute at the insertion point. */
MLIR_INTERNAL Value *rw_constant(Rewriter *rw, const Attr *value, const Loc *loc);
/* Dialect::materializeConstant of the dialects that build constants
 * through arith (arith::ConstantOp::materialize), through ub.poison, or
 * either (arith and math). */
MLIR_INTERNAL Operation *materialize_arith_constant(Rewriter *rw, const Attr *attr, const Type *type,
                                                   const Loc *loc);
MLIR_INTERNAL Operation *materialize_poison(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc);
MLIR_INTERNAL Operation *materialize_poison_or_arith(Rewriter *rw, const Attr *attr, const Type *type,
                                                    const Loc *loc);

/* Fold results: a value, or an attribute (failing when NULL). */
#define RETURN_VALUE(v)                                                                                 \
  do {                                                                                                  \
    out[0].value = (v);                                                                                 \
    return true;                                                                                        \
  } while (0)
#define RETURN_ATTR(a)                                                                                  \
  do {                                                                                                  \
    const Attr *a_ = (a);                                                                               \
    if (!a_) return false;                                                                              \
    out[0].attr = a_;                                                                                   \
    return true;                                                                                        \
  } while (0)

/* The folder of constant-like ops: the `value` attribute. */
MLIR_INTERNAL bool fold_to_value_attr(Operation *op, const Attr *const *consts, FoldResult *out);

/* The folders of tensor and memref expand_shape and collapse_shape
 * (reshape_fold.c, upstream's foldReshapeOp). */
MLIR_INTERNAL extern const FoldHook TENSOR_RESHAPE_FOLDS[], MEMREF_RESHAPE_FOLDS[];

#endif /* MLIRC_ELEMS_H */
