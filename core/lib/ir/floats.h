/* floats.h: bit-exact float semantics (see floats.c). Patterns are up to
 * 128 bits, as two little-endian words. */
#ifndef MLIRC_FLOATS_H
#define MLIRC_FLOATS_H

#include "ir.h"

enum FloatCategory { FC_ZERO, FC_NORMAL, FC_INF, FC_NAN };

/* value = sig * 2^(exp - (precision - 1)); subnormals have exp = min_exp
 * and sig below 2^(precision-1). */
typedef struct FloatVal {
  int cat;
  bool neg;
  int32_t exp;
  uint64_t sig[2];
} FloatVal;

MLIR_INTERNAL void float_decode(const FloatSemantics *s, const uint64_t bits[2],
                                FloatVal *out);
MLIR_INTERNAL void float_special(const FloatSemantics *s, int cat, bool neg,
                                 uint64_t out[2]);
/* Correctly rounded (nearest-even); false if `str` is not a decimal float. */
MLIR_INTERNAL bool float_from_decimal(const FloatSemantics *s, const char *str,
                                      size_t n, uint64_t out[2]);
MLIR_INTERNAL void float_from_double(const FloatSemantics *s, double d,
                                     uint64_t out[2]);
/* Rounds the exact value mag * 2^exp2 (mag: nlimbs little-endian words;
 * `sticky` marks a nonzero remainder below its lowest bit) to the
 * semantics, nearest-even, as APFloat does (overflow to infinity, or NaN or
 * the largest value for types without one). */
MLIR_INTERNAL void float_round(const FloatSemantics *s, bool neg, const uint64_t *mag, size_t nlimbs,
                               int64_t exp2, bool sticky, uint64_t out[2]);
MLIR_INTERNAL double float_to_double(const FloatSemantics *s,
                                     const uint64_t bits[2]);
/* APFloat::toString(precision, max_padding, truncate_zero). */
MLIR_INTERNAL void float_to_string(const FloatSemantics *s,
                                   const uint64_t bits[2], unsigned precision,
                                   unsigned max_padding, bool truncate_zero,
                                   StrBuf *out);
/* The way upstream prints a float attribute value: short exponential form
 * if it round-trips, else APFloat's default form, else hex bits. */
MLIR_INTERNAL void float_print_value(const FloatSemantics *s,
                                     const uint64_t bits[2], StrBuf *out);
MLIR_INTERNAL void float_print_hex_bits(const FloatSemantics *s,
                                        const uint64_t bits[2], StrBuf *out);

#endif /* MLIRC_FLOATS_H */
