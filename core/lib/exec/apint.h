/* apint.h: integers of any width as little-endian 64-bit limbs, with
 * upstream's APInt semantics (two's complement wraparound at the width).
 * Every function takes the width `w`; arrays hold ceil(w/64) limbs and
 * results have the bits above the width cleared. The interpreter's fast
 * path handles widths up to 64 itself and comes here for wider ones. */
#ifndef MLIRC_EXEC_APINT_H
#define MLIRC_EXEC_APINT_H

#include "../support/support.h"

/* The widest integer the interpreter computes with (upstream allows 2^24
 * bits; programs use far less). Scratch arrays have this many limbs. */
enum { AP_MAX_WIDTH = 4096, AP_MAX_LIMBS = AP_MAX_WIDTH / 64 };

static inline size_t ap_limbs(unsigned w) { return (w + 63) / 64; }

MLIR_INTERNAL void ap_trim(uint64_t *r, unsigned w);
MLIR_INTERNAL bool ap_is_zero(const uint64_t *a, unsigned w);
MLIR_INTERNAL bool ap_bit(const uint64_t *a, unsigned i);
static inline bool ap_neg_sign(const uint64_t *a, unsigned w) { return w && ap_bit(a, w - 1); }
MLIR_INTERNAL int ap_cmp_u(const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL int ap_cmp_s(const uint64_t *a, const uint64_t *b, unsigned w);
/* Arithmetic modulo 2^w. */
MLIR_INTERNAL void ap_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL void ap_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL void ap_neg(uint64_t *r, const uint64_t *a, unsigned w);
MLIR_INTERNAL void ap_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
/* Unsigned division; b must not be zero. q or rem may be NULL. */
MLIR_INTERNAL void ap_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned w);
/* Signed division truncating toward zero (remainder has a's sign). */
MLIR_INTERNAL void ap_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL void ap_shl(uint64_t *r, const uint64_t *a, unsigned s, unsigned w);
MLIR_INTERNAL void ap_lshr(uint64_t *r, const uint64_t *a, unsigned s, unsigned w);
MLIR_INTERNAL void ap_ashr(uint64_t *r, const uint64_t *a, unsigned s, unsigned w);
MLIR_INTERNAL void ap_and(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL void ap_or(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL void ap_xor(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
MLIR_INTERNAL unsigned ap_popcount(const uint64_t *a, unsigned w);
MLIR_INTERNAL unsigned ap_ctlz(const uint64_t *a, unsigned w);
MLIR_INTERNAL unsigned ap_cttz(const uint64_t *a, unsigned w);
/* Resizes: r (ceil(to/64) limbs) = a (width from) zero- or sign-extended,
 * or truncated. */
MLIR_INTERNAL void ap_resize(uint64_t *r, unsigned to, const uint64_t *a, unsigned from, bool sign);
/* The value as a shift amount: min(a, UINT_MAX) read unsigned. */
MLIR_INTERNAL uint64_t ap_low_sat(const uint64_t *a, unsigned w);
/* Decimal text (signed or unsigned) appended to `out`. */
MLIR_INTERNAL void ap_to_decimal(const uint64_t *a, unsigned w, bool is_signed, StrBuf *out);

#endif /* MLIRC_EXEC_APINT_H */
