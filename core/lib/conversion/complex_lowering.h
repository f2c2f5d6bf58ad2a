/* complex_lowering.h: the building blocks the ComplexToStandard lowerings
 * share (complex_to_standard.c, complex_roots.c): the parts of a complex
 * operand, float ops carrying the op's fastmath flags (all of them, or
 * without nnan and ninf where NaNs and infinities must work), constants,
 * comparisons and selects, created at the rewriter's insertion point at
 * the op's location. Each returns NULL when an operand is NULL or out of
 * memory, so a chain of them fails once at its end. */
#ifndef MLIRC_CONVERSION_COMPLEX_LOWERING_H
#define MLIRC_CONVERSION_COMPLEX_LOWERING_H

#include "../transforms/transforms.h"
#include "../rewrite/conversion.h"

enum { CMPF_OEQ = 1, CMPF_OGT = 2, CMPF_OLT = 4, CMPF_ONE = 6, CMPF_ORD = 7, CMPF_UNE = 13, CMPF_UNO = 14 };
/* arith::FastMathFlags bits the NaN- and infinity-sensitive steps drop. */
enum { FASTMATH_NNAN = 2, FASTMATH_NINF = 4 };

static inline Value *result_of(Operation *op) { return op ? &op->results[0] : NULL; }

typedef struct Lowering {
  Rewriter *rw;
  Operation *op;
  const Type *elem; /* the element type of the complex operands */
  NamedAttr fastmath;
  /* The flags without nnan and ninf, for the steps that need NaNs and
   * infinities to work (upstream's fmfWithNaNInf). */
  NamedAttr fastmath_nan_inf;
  /* Builds LLVM ops instead of arith and math ones (the division of
   * convert-complex-to-llvm; `fastmath` is then LLVM's fastmathFlags). */
  bool llvm;
} Lowering;

/* Starts the lowering of `op` (its first operand complex); false when it
 * is not. */
MLIR_INTERNAL bool cx_begin(Lowering *l, Rewriter *rw, Operation *op);
/* complex.re or complex.im (`name`) of v. */
MLIR_INTERNAL Value *cx_part(Lowering *l, const char *name, Value *v);
/* A binary float op with the op's fastmath flags when `fast`. */
MLIR_INTERNAL Value *cx_arith2(Lowering *l, const char *name, Value *a, Value *b, bool fast);
MLIR_INTERNAL Value *cx_negf(Lowering *l, Value *a);
/* Replaces the op by complex.create of the parts. */
MLIR_INTERNAL bool cx_finish_create(Lowering *l, Value *re, Value *im);
MLIR_INTERNAL Value *cx_float_constant(Lowering *l, double v);
/* A unary math op with the op's fastmath flags. */
MLIR_INTERNAL Value *cx_math1(Lowering *l, const char *name, Value *a);
MLIR_INTERNAL Value *cx_cmpf_oeq(Lowering *l, Value *a, Value *b, bool fast);
MLIR_INTERNAL Value *cx_select_part(Lowering *l, Value *c, Value *t, Value *f);
/* Float ops with the flags that keep NaNs and infinities. */
MLIR_INTERNAL Value *cx_nan_inf2(Lowering *l, const char *name, Value *a, Value *b);
MLIR_INTERNAL Value *cx_nan_inf1(Lowering *l, const char *name, Value *a);
/* `cmpf uno, a, a` with the flags that keep NaNs and infinities. */
MLIR_INTERNAL Value *cx_cmpf_uno(Lowering *l, Value *a);
/* An i1 op (andi, ori, xori). */
MLIR_INTERNAL Value *cx_bool2(Lowering *l, const char *name, Value *a, Value *b);
/* arith.cmpf without fastmath flags. */
MLIR_INTERNAL Value *cx_cmpf(Lowering *l, int64_t pred, Value *a, Value *b);
MLIR_INTERNAL Value *cx_copy_sign(Lowering *l, Value *mag, Value *sign);

/* complex.div of the parts: the algebraic formula (complex-range basic
 * and none) or Smith's algorithm with its special cases (improved). */
MLIR_INTERNAL void cx_div_algebraic(Lowering *l, Value *lre, Value *lim, Value *rre, Value *rim, Value **re,
                                    Value **im);
MLIR_INTERNAL void cx_div_smith(Lowering *l, Value *lre, Value *lim, Value *rre, Value *rim, Value **re,
                                Value **im);

/* The lowerings of complex_roots.c: abs, sqrt, rsqrt, expm1, pow, powi,
 * atan2. */
MLIR_INTERNAL extern const ConvPattern COMPLEX_ROOT_PATTERNS[];
MLIR_INTERNAL extern const size_t NUM_COMPLEX_ROOT_PATTERNS;

#endif
