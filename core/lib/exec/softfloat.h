/* softfloat.h: float arithmetic in every builtin float type, rounded to
 * nearest-even at each operation. f32 and f64 use the host's IEEE
 * arithmetic; the formats narrower than f32 compute in f64 and round once
 * (exact for +, -, *, / and sqrt, whose f64 result is never a double
 * rounding hazard for precisions up to 24 bits); f80 and f128 (and fma of
 * narrow types) compute exactly with big integers. NaNs follow one rule on
 * every host, the x86 one upstream's JIT gives: a NaN operand (the first
 * one) comes back quieted, an invalid operation gives the negative quiet
 * NaN. Bit patterns are two little-endian words (ir/floats.h). */
#ifndef MLIRC_EXEC_SOFTFLOAT_H
#define MLIRC_EXEC_SOFTFLOAT_H

#include "../ir/floats.h"

enum SfOp { SF_ADD, SF_SUB, SF_MUL, SF_DIV, SF_REM };
enum SfRound { SF_FLOOR, SF_CEIL, SF_TRUNC, SF_ROUND_AWAY, SF_ROUND_EVEN };

MLIR_INTERNAL bool sf_is_nan(const FloatSemantics *s, const uint64_t a[2]);
MLIR_INTERNAL void sf_binop(const FloatSemantics *s, int op, const uint64_t a[2], const uint64_t b[2],
                            uint64_t r[2]);
MLIR_INTERNAL void sf_fma(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2],
                          const uint64_t c[2], uint64_t r[2]);
MLIR_INTERNAL void sf_sqrt(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]);
MLIR_INTERNAL void sf_neg(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]);
MLIR_INTERNAL void sf_abs(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]);
MLIR_INTERNAL void sf_copysign(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2],
                               uint64_t r[2]);
/* -1 less, 0 equal, 1 greater, 2 unordered. */
MLIR_INTERNAL int sf_cmp(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2]);
/* maximumf/minimumf (NaN wins, -0 < +0) and maxnumf/minnumf (a NaN
 * operand loses). */
MLIR_INTERNAL void sf_minmax(const FloatSemantics *s, bool max, bool num, const uint64_t a[2],
                             const uint64_t b[2], uint64_t r[2]);
MLIR_INTERNAL void sf_round_int(const FloatSemantics *s, int mode, const uint64_t a[2], uint64_t r[2]);
MLIR_INTERNAL void sf_convert(const FloatSemantics *from, const uint64_t a[2], const FloatSemantics *to,
                              uint64_t r[2]);
/* An integer of `width` bits (limbs) to the float type, nearest-even. */
MLIR_INTERNAL void sf_from_int(const FloatSemantics *s, const uint64_t *limbs, unsigned width, bool is_signed,
                               uint64_t r[2]);
/* Toward zero; false when the result does not fit (poison upstream). */
MLIR_INTERNAL bool sf_to_int(const FloatSemantics *s, const uint64_t a[2], unsigned width, bool is_signed,
                             uint64_t *limbs);
/* The value as a double (rounded) and from a double (rounded). */
MLIR_INTERNAL double sf_to_double(const FloatSemantics *s, const uint64_t a[2]);
MLIR_INTERNAL void sf_from_double(const FloatSemantics *s, double d, uint64_t r[2]);
/* The negative quiet NaN of the type (an invalid operation's result). */
MLIR_INTERNAL void sf_default_nan(const FloatSemantics *s, uint64_t r[2]);

#endif /* MLIRC_EXEC_SOFTFLOAT_H */
