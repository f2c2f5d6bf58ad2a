/* apint.c: arbitrary-width two's complement integers on limbs (apint.h).
 * Simple schoolbook algorithms: widths beyond 128 bits are rare in
 * programs, so clarity wins over speed here. */
#include "apint.h"

#include <string.h>

void ap_trim(uint64_t *r, unsigned w) {
  size_t n = ap_limbs(w);
  if (n && w % 64) r[n - 1] &= (1ULL << (w % 64)) - 1;
}

bool ap_is_zero(const uint64_t *a, unsigned w) {
  for (size_t k = 0; k < ap_limbs(w); k++)
    if (a[k]) return false;
  return true;
}

bool ap_bit(const uint64_t *a, unsigned i) { return (a[i / 64] >> (i % 64)) & 1; }

int ap_cmp_u(const uint64_t *a, const uint64_t *b, unsigned w) {
  for (size_t k = ap_limbs(w); k-- > 0;)
    if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
  return 0;
}

int ap_cmp_s(const uint64_t *a, const uint64_t *b, unsigned w) {
  bool na = ap_neg_sign(a, w), nb = ap_neg_sign(b, w);
  if (na != nb) return na ? -1 : 1;
  return ap_cmp_u(a, b, w);
}

void ap_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  uint64_t carry = 0;
  for (size_t k = 0; k < ap_limbs(w); k++) {
    uint64_t s = a[k] + b[k];
    uint64_t c1 = s < a[k];
    uint64_t s2 = s + carry;
    carry = c1 | (s2 < s);
    r[k] = s2;
  }
  ap_trim(r, w);
}

void ap_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  uint64_t borrow = 0;
  for (size_t k = 0; k < ap_limbs(w); k++) {
    uint64_t d = a[k] - b[k];
    uint64_t b1 = a[k] < b[k];
    uint64_t d2 = d - borrow;
    borrow = b1 | (d < borrow);
    r[k] = d2;
  }
  ap_trim(r, w);
}

void ap_neg(uint64_t *r, const uint64_t *a, unsigned w) {
  uint64_t carry = 1;
  for (size_t k = 0; k < ap_limbs(w); k++) {
    uint64_t v = ~a[k] + carry;
    carry = carry && v == 0;
    r[k] = v;
  }
  ap_trim(r, w);
}

/* 64x64 -> 128 multiply. */
static void mul64(uint64_t a, uint64_t b, uint64_t *lo, uint64_t *hi) {
  uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  *lo = (ll & 0xffffffffu) | (mid << 32);
  *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

void ap_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  size_t n = ap_limbs(w);
  uint64_t tmp[AP_MAX_LIMBS + 1] = {0};
  for (size_t i = 0; i < n; i++) {
    uint64_t carry = 0;
    for (size_t j = 0; i + j < n; j++) {
      uint64_t lo, hi;
      mul64(a[i], b[j], &lo, &hi);
      uint64_t s = tmp[i + j] + lo;
      hi += s < lo;
      uint64_t s2 = s + carry;
      hi += s2 < s;
      tmp[i + j] = s2;
      carry = hi;
    }
  }
  memcpy(r, tmp, n * sizeof *r);
  ap_trim(r, w);
}

void ap_shl(uint64_t *r, const uint64_t *a, unsigned s, unsigned w) {
  size_t n = ap_limbs(w);
  uint64_t tmp[AP_MAX_LIMBS + 1] = {0};
  if (s < w) {
    size_t ls = s / 64, bs = s % 64;
    for (size_t k = n; k-- > ls;) {
      uint64_t v = a[k - ls] << bs;
      if (bs && k - ls > 0) v |= a[k - ls - 1] >> (64 - bs);
      tmp[k] = v;
    }
  }
  memcpy(r, tmp, n * sizeof *r);
  ap_trim(r, w);
}

static void shr(uint64_t *r, const uint64_t *a, unsigned s, unsigned w, uint64_t fill) {
  size_t n = ap_limbs(w);
  uint64_t tmp[AP_MAX_LIMBS + 1] = {0}, src[AP_MAX_LIMBS + 1] = {0};
  memcpy(src, a, n * sizeof *src);
  /* Sign-fill the bits above the width in the top limb first. */
  if (n && w % 64 && fill) src[n - 1] |= ~0ULL << (w % 64);
  for (size_t k = 0; k < n; k++) {
    size_t from = k + s / 64;
    unsigned bs = s % 64;
    uint64_t lo = from < n ? src[from] : fill, hi = from + 1 < n ? src[from + 1] : fill;
    tmp[k] = bs ? (lo >> bs) | (hi << (64 - bs)) : lo;
  }
  if (s >= w) memset(tmp, fill ? 0xff : 0, n * sizeof *tmp);
  memcpy(r, tmp, n * sizeof *r);
  ap_trim(r, w);
}

void ap_lshr(uint64_t *r, const uint64_t *a, unsigned s, unsigned w) { shr(r, a, s, w, 0); }
void ap_ashr(uint64_t *r, const uint64_t *a, unsigned s, unsigned w) {
  shr(r, a, s, w, ap_neg_sign(a, w) ? ~0ULL : 0);
}

void ap_and(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  for (size_t k = 0; k < ap_limbs(w); k++) r[k] = a[k] & b[k];
}
void ap_or(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  for (size_t k = 0; k < ap_limbs(w); k++) r[k] = a[k] | b[k];
}
void ap_xor(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  for (size_t k = 0; k < ap_limbs(w); k++) r[k] = a[k] ^ b[k];
}

void ap_udivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned w) {
  size_t n = ap_limbs(w);
  /* Restoring division, one bit at a time from the top, with a remainder
   * one bit wider than w (it is below 2b before each subtraction). */
  unsigned rw = w + 1;
  uint64_t qq[AP_MAX_LIMBS + 1] = {0}, rr[AP_MAX_LIMBS + 1] = {0}, bb[AP_MAX_LIMBS + 1] = {0};
  memcpy(bb, b, n * sizeof *bb);
  for (unsigned i = w; i-- > 0;) {
    ap_shl(rr, rr, 1, rw);
    if (ap_bit(a, i)) rr[0] |= 1;
    if (ap_cmp_u(rr, bb, rw) >= 0) {
      ap_sub(rr, rr, bb, rw);
      qq[i / 64] |= 1ULL << (i % 64);
    }
  }
  if (q) memcpy(q, qq, n * sizeof *q);
  if (rem) memcpy(rem, rr, n * sizeof *rem);
}

void ap_sdivrem(uint64_t *q, uint64_t *rem, const uint64_t *a, const uint64_t *b, unsigned w) {
  size_t n = ap_limbs(w);
  uint64_t ua[AP_MAX_LIMBS + 1], ub[AP_MAX_LIMBS + 1], qq[AP_MAX_LIMBS + 1], rr[AP_MAX_LIMBS + 1];
  bool na = ap_neg_sign(a, w), nb = ap_neg_sign(b, w);
  if (na) ap_neg(ua, a, w);
  else memcpy(ua, a, n * sizeof *ua);
  if (nb) ap_neg(ub, b, w);
  else memcpy(ub, b, n * sizeof *ub);
  ap_udivrem(qq, rr, ua, ub, w);
  if (na != nb) ap_neg(qq, qq, w);
  if (na) ap_neg(rr, rr, w);
  if (q) memcpy(q, qq, n * sizeof *q);
  if (rem) memcpy(rem, rr, n * sizeof *rem);
}

unsigned ap_popcount(const uint64_t *a, unsigned w) {
  unsigned c = 0;
  for (size_t k = 0; k < ap_limbs(w); k++) c += (unsigned)__builtin_popcountll(a[k]);
  return c;
}

unsigned ap_ctlz(const uint64_t *a, unsigned w) {
  for (unsigned i = w; i-- > 0;)
    if (ap_bit(a, i)) return w - 1 - i;
  return w;
}

unsigned ap_cttz(const uint64_t *a, unsigned w) {
  for (unsigned i = 0; i < w; i++)
    if (ap_bit(a, i)) return i;
  return w;
}

void ap_resize(uint64_t *r, unsigned to, const uint64_t *a, unsigned from, bool sign) {
  size_t nt = ap_limbs(to), nf = ap_limbs(from);
  bool neg = sign && ap_neg_sign(a, from);
  for (size_t k = 0; k < nt; k++) r[k] = k < nf ? a[k] : (neg ? ~0ULL : 0);
  if (neg && to > from && from % 64 && nf <= nt) r[nf - 1] |= ~0ULL << (from % 64);
  ap_trim(r, to);
}

uint64_t ap_low_sat(const uint64_t *a, unsigned w) {
  for (size_t k = 1; k < ap_limbs(w); k++)
    if (a[k]) return UINT64_MAX;
  return ap_limbs(w) ? a[0] : 0;
}

void ap_to_decimal(const uint64_t *a, unsigned w, bool is_signed, StrBuf *out) {
  size_t n = ap_limbs(w);
  if (!n) {
    sb_putc(out, '0');
    return;
  }
  uint64_t v[AP_MAX_LIMBS + 1];
  memcpy(v, a, n * sizeof *v);
  if (is_signed && ap_neg_sign(a, w)) {
    ap_neg(v, a, w);
    sb_putc(out, '-');
  }
  char digits[AP_MAX_LIMBS * 64 / 3 + 2];
  size_t nd = 0;
  do {
    /* Divide by 10 limb by limb from the top. */
    uint64_t rem = 0;
    for (size_t k = n; k-- > 0;) {
      uint64_t hi = rem, lo = v[k];
      /* (hi:lo) / 10 with hi < 10, through 32-bit halves. */
      uint64_t cur = (hi << 32) | (lo >> 32);
      uint64_t q1 = cur / 10;
      rem = cur % 10;
      cur = (rem << 32) | (lo & 0xffffffffu);
      uint64_t q2 = cur / 10;
      rem = cur % 10;
      v[k] = (q1 << 32) | q2;
    }
    digits[nd++] = (char)('0' + rem);
  } while (!ap_is_zero(v, w));
  while (nd) sb_putc(out, digits[--nd]);
}
