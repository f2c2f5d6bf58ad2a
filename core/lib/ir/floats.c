/* floats.c: bit-exact float semantics for every builtin float type:
 * decoding and encoding bit patterns, correctly rounded conversion from
 * decimal text, and decimal printing that follows APFloat::toString (the
 * algorithm upstream's printer uses), so printed values match mlir-opt.
 * A small unsigned big integer does the exact arithmetic. */
#include "ir.h"
#include "floats.h"

#include <math.h>
#include <stdlib.h>

/* ---- big unsigned integers (little-endian 32-bit limbs) ----------------- */

typedef struct Big {
  uint32_t *d;
  size_t n, cap;
  bool oom;
} Big;

static void big_free(Big *b) {
  free(b->d);
  b->d = NULL;
  b->n = b->cap = 0;
}

static bool big_reserve(Big *b, size_t n) {
  if (n <= b->cap) return true;
  size_t c = b->cap ? b->cap : 8;
  while (c < n) c *= 2;
  uint32_t *d = realloc(b->d, c * sizeof *d);
  if (!d) {
    b->oom = true;
    return false;
  }
  b->d = d;
  b->cap = c;
  return true;
}

static void big_trim(Big *b) {
  while (b->n && b->d[b->n - 1] == 0) b->n--;
}

static void big_set_u64(Big *b, uint64_t v) {
  b->n = 0;
  if (!big_reserve(b, 2)) return;
  b->d[0] = (uint32_t)v;
  b->d[1] = (uint32_t)(v >> 32);
  b->n = 2;
  big_trim(b);
}

static void big_mul_add_small(Big *b, uint32_t m, uint32_t a) {
  uint64_t carry = a;
  for (size_t i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry && big_reserve(b, b->n + 1)) b->d[b->n++] = (uint32_t)carry;
}

static uint32_t big_divmod_small(Big *b, uint32_t m) {
  uint64_t rem = 0;
  for (size_t i = b->n; i-- > 0;) {
    uint64_t cur = (rem << 32) | b->d[i];
    b->d[i] = (uint32_t)(cur / m);
    rem = cur % m;
  }
  big_trim(b);
  return (uint32_t)rem;
}

static size_t big_bitlen(const Big *b) {
  if (!b->n) return 0;
  uint32_t top = b->d[b->n - 1];
  size_t bits = 0;
  while (top) {
    bits++;
    top >>= 1;
  }
  return (b->n - 1) * 32 + bits;
}

static bool big_bit(const Big *b, size_t i) {
  size_t w = i / 32;
  return w < b->n && ((b->d[w] >> (i % 32)) & 1);
}

static size_t big_ctz(const Big *b) {
  for (size_t i = 0; i < b->n; i++)
    if (b->d[i]) {
      size_t z = 0;
      uint32_t v = b->d[i];
      while (!(v & 1)) {
        v >>= 1;
        z++;
      }
      return i * 32 + z;
    }
  return 0;
}

static void big_shl(Big *b, size_t s) {
  if (!b->n || !s) return;
  size_t words = s / 32, bits = s % 32;
  if (!big_reserve(b, b->n + words + 1)) return;
  b->d[b->n + words] = 0;
  for (size_t i = b->n; i-- > 0;) {
    uint64_t v = (uint64_t)b->d[i] << bits;
    b->d[i + words + 1] |= (uint32_t)(v >> 32);
    b->d[i + words] = (uint32_t)v;
  }
  for (size_t i = 0; i < words; i++) b->d[i] = 0;
  b->n += words + 1;
  big_trim(b);
}

/* Shifts right by s bits; returns whether any shifted-out bit was set. */
static bool big_shr(Big *b, size_t s) {
  if (!s) return false;
  bool sticky = false;
  size_t words = s / 32, bits = s % 32;
  if (words >= b->n) {
    sticky = b->n != 0;
    b->n = 0;
    return sticky;
  }
  for (size_t i = 0; i < words; i++) sticky |= b->d[i] != 0;
  if (bits) sticky |= (b->d[words] & ((1u << bits) - 1)) != 0;
  for (size_t i = 0; i + words < b->n; i++) {
    uint64_t lo = b->d[i + words] >> bits;
    uint64_t hi = (bits && i + words + 1 < b->n) ? (uint64_t)b->d[i + words + 1] << (32 - bits) : 0;
    b->d[i] = (uint32_t)(lo | hi);
  }
  b->n -= words;
  big_trim(b);
  return sticky;
}

static int big_cmp(const Big *a, const Big *b) {
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (size_t i = a->n; i-- > 0;)
    if (a->d[i] != b->d[i]) return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

static void big_sub(Big *a, const Big *b) { /* a -= b, a >= b */
  int64_t borrow = 0;
  for (size_t i = 0; i < a->n; i++) {
    int64_t t = (int64_t)a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
    borrow = t < 0;
    a->d[i] = (uint32_t)(t + (borrow ? ((int64_t)1 << 32) : 0));
  }
  big_trim(a);
}

/* q = floor(num / den), returns whether the remainder is non-zero. Bitwise
 * long division: only used on the slow (exact) decimal path. */
static bool big_div(const Big *num, const Big *den, Big *q) {
  Big rem = {0};
  size_t nb = big_bitlen(num);
  q->n = 0;
  if (!big_reserve(q, nb / 32 + 1)) return false;
  memset(q->d, 0, (nb / 32 + 1) * sizeof *q->d);
  q->n = nb / 32 + 1;
  for (size_t i = nb; i-- > 0;) {
    big_shl(&rem, 1);
    if (big_bit(num, i)) {
      if (!rem.n) big_set_u64(&rem, 1);
      else rem.d[0] |= 1;
    }
    if (big_cmp(&rem, den) >= 0) {
      big_sub(&rem, den);
      q->d[i / 32] |= 1u << (i % 32);
    }
  }
  big_trim(q);
  bool inexact = rem.n != 0;
  big_free(&rem);
  return inexact;
}

/* ---- decode / encode ------------------------------------------------------ */

static unsigned exp_bits(const FloatSemantics *s) {
  return s->width - (s->precision - 1) - (s->unsigned_only ? 0 : 1) -
         (s->explicit_int ? 1 : 0);
}
static int bias(const FloatSemantics *s) {
  return s->unsigned_only ? 127 : 1 - s->min_exp;
}
static unsigned frac_bits(const FloatSemantics *s) {
  return s->precision - 1 + (s->explicit_int ? 1 : 0);
}

/* Extracts `n` bits at `pos` from a 128-bit pattern. */
static uint64_t get_bits(const uint64_t b[2], unsigned pos, unsigned n) {
  if (!n) return 0;
  uint64_t v;
  if (pos >= 64) v = b[1] >> (pos - 64);
  else if (pos + n <= 64) v = b[0] >> pos;
  else v = (b[0] >> pos) | (b[1] << (64 - pos));
  return n >= 64 ? v : v & ((1ULL << n) - 1);
}
static void put_bits(uint64_t b[2], unsigned pos, unsigned n, uint64_t v) {
  for (unsigned i = 0; i < n; i++)
    if ((v >> i) & 1) {
      unsigned q = pos + i;
      b[q / 64] |= 1ULL << (q % 64);
    }
}

void float_decode(const FloatSemantics *s, const uint64_t bits[2], FloatVal *fv) {
  unsigned eb = exp_bits(s), fb = frac_bits(s);
  uint64_t frac_lo = get_bits(bits, 0, fb > 64 ? 64 : fb);
  uint64_t frac_hi = fb > 64 ? get_bits(bits, 64, fb - 64) : 0;
  uint64_t e = get_bits(bits, fb, eb);
  bool sign = s->unsigned_only ? false : get_bits(bits, fb + eb, 1);
  uint64_t emax = eb >= 64 ? ~0ULL : (1ULL << eb) - 1;
  uint64_t fmax_lo = fb >= 64 ? ~0ULL : (1ULL << fb) - 1;
  memset(fv, 0, sizeof *fv);
  fv->neg = sign;
  if (s->nan_is_neg_zero) {
    if (sign && e == 0 && frac_lo == 0 && frac_hi == 0) {
      fv->cat = FC_NAN;
      fv->neg = false;
      return;
    }
  } else if (s->has_inf) {
    if (e == emax) {
      bool zero_frac = s->explicit_int ? (frac_lo << 1) == 0 : (frac_lo == 0 && frac_hi == 0);
      fv->cat = zero_frac ? FC_INF : FC_NAN;
      return;
    }
  } else if (s->nan_all_ones) {
    if (e == emax && frac_lo == fmax_lo) {
      fv->cat = FC_NAN;
      return;
    }
  }
  if (s->unsigned_only) {
    fv->cat = FC_NORMAL;
    fv->exp = (int32_t)e - 127;
    fv->sig[0] = 1;
    return;
  }
  if (e == 0 && frac_lo == 0 && frac_hi == 0) {
    fv->cat = FC_ZERO;
    return;
  }
  fv->cat = FC_NORMAL;
  fv->sig[0] = frac_lo;
  fv->sig[1] = frac_hi;
  if (s->explicit_int) {
    fv->exp = e ? (int32_t)e - bias(s) : s->min_exp;
    return;
  }
  if (e == 0) {
    fv->exp = s->min_exp; /* subnormal: significand below 2^(p-1) */
  } else {
    fv->exp = (int32_t)e - bias(s);
    unsigned hb = s->precision - 1;
    if (hb >= 64) fv->sig[1] |= 1ULL << (hb - 64);
    else fv->sig[0] |= 1ULL << hb;
  }
}

static void largest_finite(const FloatSemantics *s, uint64_t out[2], bool neg) {
  unsigned eb = exp_bits(s), fb = frac_bits(s);
  out[0] = out[1] = 0;
  uint64_t e = (1ULL << eb) - 1, f = fb >= 64 ? ~0ULL : (1ULL << fb) - 1;
  if (s->has_inf || (!s->has_nan)) {
    if (s->has_inf) e -= 1;
  } else if (s->nan_all_ones) {
    f -= 1;
  }
  put_bits(out, 0, fb > 64 ? 64 : fb, f);
  put_bits(out, fb, eb, e);
  if (neg && !s->unsigned_only) put_bits(out, fb + eb, 1, 1);
}

void float_special(const FloatSemantics *s, int cat, bool neg, uint64_t out[2]) {
  unsigned eb = exp_bits(s), fb = frac_bits(s);
  out[0] = out[1] = 0;
  if (cat == FC_ZERO) {
    if (neg && s->has_neg_zero) put_bits(out, fb + eb, 1, 1);
    return;
  }
  if (cat == FC_INF && !s->has_inf) cat = s->has_nan ? FC_NAN : -1;
  if (cat == -1) {
    largest_finite(s, out, neg);
    return;
  }
  if (cat == FC_INF) {
    put_bits(out, fb, eb, (1ULL << eb) - 1);
    if (s->explicit_int) put_bits(out, fb - 1, 1, 1);
    if (neg) put_bits(out, fb + eb, 1, 1);
    return;
  }
  /* quiet NaN */
  if (s->nan_is_neg_zero) {
    put_bits(out, fb + eb, 1, 1);
  } else if (s->nan_all_ones) {
    put_bits(out, 0, fb, fb ? (1ULL << fb) - 1 : 0);
    put_bits(out, fb, eb, (1ULL << eb) - 1);
    if (neg && !s->unsigned_only) put_bits(out, fb + eb, 1, 1);
  } else {
    put_bits(out, fb, eb, (1ULL << eb) - 1);
    put_bits(out, fb - 1 - (s->explicit_int ? 1 : 0), 1, 1);
    if (s->explicit_int) put_bits(out, fb - 1, 1, 1);
    if (neg) put_bits(out, fb + eb, 1, 1);
  }
}

/* Rounds the exact value N * 2^b (N > 0, `sticky` marking a non-zero
 * remainder below N's last bit) to the semantics, nearest-even. */
static void round_encode(const FloatSemantics *s, Big *N, int64_t b,
                         bool sticky, bool neg, uint64_t out[2]) {
  int64_t p = s->precision;
  int64_t lead = (int64_t)big_bitlen(N) - 1 + b;
  int64_t ulp = (lead > s->min_exp ? lead : s->min_exp) - (p - 1);
  if (s->unsigned_only) ulp = lead; /* precision 1, no subnormals */
  int64_t shift = ulp - b;
  if (shift > 0) {
    bool round = big_bit(N, (size_t)shift - 1);
    bool low = big_shr(N, (size_t)shift - 1);
    big_shr(N, 1);
    sticky = sticky || low;
    (void)low;
    bool odd = big_bit(N, 0);
    if (round && (sticky || odd)) big_mul_add_small(N, 1, 1);
  } else if (shift < 0) {
    big_shl(N, (size_t)-shift);
  }
  /* Carry into a new bit after rounding. */
  if ((int64_t)big_bitlen(N) > p) {
    big_shr(N, 1);
    ulp++;
  }
  out[0] = out[1] = 0;
  if (!N->n) {
    float_special(s, FC_ZERO, neg, out);
    return;
  }
  int64_t top = (int64_t)big_bitlen(N) - 1 + ulp; /* exponent of leading bit */
  unsigned eb = exp_bits(s), fb = frac_bits(s);
  uint64_t m0 = N->n > 0 ? N->d[0] : 0, m1 = N->n > 1 ? N->d[1] : 0,
           m2 = N->n > 2 ? N->d[2] : 0, m3 = N->n > 3 ? N->d[3] : 0;
  uint64_t mant[2] = {m0 | (m1 << 32), m2 | (m3 << 32)};
  bool overflow = top > s->max_exp;
  if (!overflow && s->nan_all_ones && !s->unsigned_only && top == s->max_exp) {
    uint64_t allones = (1ULL << (p - 1)) - 1;
    if ((mant[0] & allones) == allones) overflow = true;
  }
  if (s->unsigned_only && top == s->max_exp + 1) overflow = true;
  if (overflow) {
    float_special(s, FC_INF, neg, out);
    return;
  }
  bool subnormal = (int64_t)big_bitlen(N) < p;
  uint64_t efield = s->unsigned_only ? (uint64_t)(top + 127)
                                     : subnormal ? 0 : (uint64_t)(top + bias(s));
  if (!s->explicit_int && !subnormal && !s->unsigned_only) {
    /* Drop the hidden bit. */
    unsigned hb = (unsigned)p - 1;
    if (hb >= 64) mant[1] &= ~(1ULL << (hb - 64));
    else mant[0] &= ~(1ULL << hb);
  }
  if (s->explicit_int && subnormal) efield = 0;
  if (s->unsigned_only) mant[0] = mant[1] = 0;
  put_bits(out, 0, fb > 64 ? 64 : fb, mant[0]);
  if (fb > 64) put_bits(out, 64, fb - 64, mant[1]);
  put_bits(out, fb, eb, efield);
  if (neg && !s->unsigned_only) put_bits(out, fb + eb, 1, 1);
}

/* ---- decimal -> float ------------------------------------------------------ */

/* Parses `[-]digits[.digits][e[+-]digits]` exactly. */
/* Significant digits converted exactly. Any binary float up to 128 bits
 * (and every midpoint between two of them) is exact in fewer decimal
 * digits, so the digits after these only matter through being nonzero:
 * a literal of millions of digits converts in bounded time. */
enum { MAX_EXACT_DIGITS = 12000 };

static bool parse_decimal_exact(const FloatSemantics *s, const char *str,
                                size_t n, uint64_t out[2]) {
  size_t i = 0;
  bool neg = false;
  if (i < n && (str[i] == '-' || str[i] == '+')) neg = str[i++] == '-';
  Big D = {0};
  big_set_u64(&D, 0);
  int64_t e10 = 0;
  bool any = false, frac = false, dropped_nonzero = false;
  size_t kept = 0;
  for (; i < n; i++) {
    char c = str[i];
    if (c >= '0' && c <= '9') {
      if (!D.n && c == '0') {
        if (frac) e10--;
        any = true;
        continue;
      }
      if (kept >= MAX_EXACT_DIGITS) {
        dropped_nonzero |= c != '0';
        if (!frac) e10++;
        continue;
      }
      kept++;
      if (!big_reserve(&D, D.n + 1)) break;
      if (!D.n) {
        D.d[0] = 0;
        D.n = 1;
      }
      big_mul_add_small(&D, 10, (uint32_t)(c - '0'));
      if (frac) e10--;
      any = true;
    } else if (c == '.' && !frac) {
      frac = true;
    } else {
      break;
    }
  }
  if (i < n && (str[i] == 'e' || str[i] == 'E')) {
    i++;
    bool eneg = false;
    if (i < n && (str[i] == '-' || str[i] == '+')) eneg = str[i++] == '-';
    int64_t ev = 0;
    for (; i < n && str[i] >= '0' && str[i] <= '9'; i++)
      if (ev < 100000) ev = ev * 10 + (str[i] - '0');
    e10 += eneg ? -ev : ev;
  }
  if (dropped_nonzero) { /* the dropped tail only tips rounding: one digit stands for it */
    big_mul_add_small(&D, 10, 1);
    e10--;
  }
  bool ok = any && i == n && !D.oom;
  if (!ok) {
    big_free(&D);
    return false;
  }
  if (!D.n) {
    float_special(s, FC_ZERO, neg, out);
    big_free(&D);
    return true;
  }
  /* Clamp absurd exponents: the result is zero or infinity anyway. */
  if (e10 > 20000) {
    float_special(s, FC_INF, neg, out);
    big_free(&D);
    return true;
  }
  if (e10 < -20000) {
    float_special(s, FC_ZERO, neg, out);
    big_free(&D);
    return true;
  }
  if (e10 >= 0) {
    for (int64_t k = 0; k < e10; k++) big_mul_add_small(&D, 10, 0);
    round_encode(s, &D, 0, false, neg, out);
    big_free(&D);
    return true;
  }
  Big P = {0}, Q = {0};
  big_set_u64(&P, 1);
  for (int64_t k = 0; k < -e10; k++) big_mul_add_small(&P, 10, 0);
  int64_t k = (int64_t)s->precision + 3 + (int64_t)big_bitlen(&P) - (int64_t)big_bitlen(&D);
  if (k < 0) k = 0;
  big_shl(&D, (size_t)k);
  bool sticky = big_div(&D, &P, &Q);
  round_encode(s, &Q, -k, sticky, neg, out);
  big_free(&D);
  big_free(&P);
  big_free(&Q);
  return true;
}

double float_to_double(const FloatSemantics *s, const uint64_t bits[2]) {
  FloatVal fv;
  float_decode(s, bits, &fv);
  double v;
  switch (fv.cat) {
  case FC_ZERO: v = 0.0; break;
  case FC_INF: v = INFINITY; break;
  case FC_NAN: return NAN;
  default: {
    /* sig * 2^(exp - (p-1)); keep the top 64 bits for wide types. */
    double m = (double)fv.sig[1] * 18446744073709551616.0 + (double)fv.sig[0];
    v = ldexp(m, fv.exp - (int)(s->precision - 1));
  }
  }
  return fv.neg ? -v : v;
}

/* Is the double exactly halfway between two values of the target? Then
 * rounding twice (decimal -> double -> target) could be wrong. */
static bool double_is_midpoint(const FloatSemantics *s, double d) {
  if (d == 0 || !isfinite(d)) return false;
  int e;
  double m = frexp(fabs(d), &e); /* d = m * 2^e, m in [0.5, 1) */
  int lead = e - 1;
  int ulp = (lead > s->min_exp ? lead : s->min_exp) - ((int)s->precision - 1);
  /* Check whether d / 2^(ulp-1) is an odd integer. */
  double scaled = ldexp(m, e - (ulp - 1));
  double ip;
  if (modf(scaled, &ip) != 0) return false;
  return fmod(ip, 2.0) == 1.0;
}

bool float_from_decimal(const FloatSemantics *s, const char *str, size_t n,
                        uint64_t out[2]) {
  char small[64];
  out[0] = out[1] = 0;
  if (n < sizeof small && s->width <= 64) {
    memcpy(small, str, n);
    small[n] = 0;
    char *end;
    if (s->width == 32 && s->precision == 24) {
      float f = strtof(small, &end);
      if ((size_t)(end - small) != n) return false;
      uint32_t u;
      memcpy(&u, &f, 4);
      out[0] = u;
      return true;
    }
    double d = strtod(small, &end);
    if ((size_t)(end - small) != n) return false;
    if (s->width == 64) {
      memcpy(&out[0], &d, 8);
      return true;
    }
    if (!double_is_midpoint(s, d)) {
      float_from_double(s, d, out);
      return true;
    }
  }
  return parse_decimal_exact(s, str, n, out);
}

void float_from_double(const FloatSemantics *s, double d, uint64_t out[2]) {
  out[0] = out[1] = 0;
  if (s->width == 64 && s->precision == 53) {
    memcpy(&out[0], &d, 8);
    return;
  }
  bool neg = signbit(d);
  if (isnan(d)) {
    float_special(s, FC_NAN, false, out);
    return;
  }
  if (isinf(d)) {
    float_special(s, FC_INF, neg, out);
    return;
  }
  if (d == 0) {
    float_special(s, FC_ZERO, neg, out);
    return;
  }
  int e;
  double m = frexp(fabs(d), &e);
  uint64_t mant = (uint64_t)ldexp(m, 53); /* exact: 53-bit significand */
  Big N = {0};
  big_set_u64(&N, mant);
  round_encode(s, &N, (int64_t)e - 53, false, neg, out);
  big_free(&N);
}

void float_round(const FloatSemantics *s, bool neg, const uint64_t *mag, size_t nlimbs, int64_t exp2,
                 bool sticky, uint64_t out[2]) {
  Big N = {0};
  if (big_reserve(&N, 2 * nlimbs + 1)) {
    for (size_t i = 0; i < nlimbs; i++) {
      N.d[2 * i] = (uint32_t)mag[i];
      N.d[2 * i + 1] = (uint32_t)(mag[i] >> 32);
    }
    N.n = 2 * nlimbs;
    big_trim(&N);
  }
  if (!N.n) {
    /* Only a sticky remainder: below every representable magnitude, round
     * it as the smallest nonzero value's half-way neighbour would. */
    if (sticky) {
      big_set_u64(&N, 1);
      exp2 -= 1;
    } else {
      out[0] = out[1] = 0;
      float_special(s, FC_ZERO, neg, out);
      big_free(&N);
      return;
    }
  }
  round_encode(s, &N, exp2, sticky, neg, out);
  big_free(&N);
}

/* ---- float -> decimal (APFloat::toString) ----------------------------------- */

/* Drops decimal digits from `sig` (exact, truncating) down to about
 * `prec` digits, as APFloat's first AdjustToPrecision. */
static void adjust_big(Big *sig, int *exp, unsigned prec) {
  unsigned bits = (unsigned)big_bitlen(sig);
  unsigned required = (prec * 196 + 58) / 59;
  if (bits <= required) return;
  unsigned tens = (bits - required) * 59 / 196;
  if (!tens) return;
  *exp += (int)tens;
  for (unsigned i = 0; i < tens; i++) big_divmod_small(sig, 10);
}

/* The digit-buffer AdjustToPrecision: digits are least significant first;
 * rounds half up. */
static void adjust_digits(char *buf, unsigned *n, int *exp, unsigned prec) {
  unsigned N = *n;
  if (N <= prec) return;
  unsigned first = N - prec;
  if (buf[first - 1] < '5') {
    while (first < N && buf[first] == '0') first++;
    *exp += (int)first;
    memmove(buf, buf + first, N - first);
    *n = N - first;
    return;
  }
  for (unsigned i = first; i != N; i++) {
    if (buf[i] == '9') {
      first++;
    } else {
      buf[i]++;
      break;
    }
  }
  if (first == N) {
    *exp += (int)first;
    buf[0] = '1';
    *n = 1;
    return;
  }
  *exp += (int)first;
  memmove(buf, buf + first, N - first);
  *n = N - first;
}

void float_to_string(const FloatSemantics *s, const uint64_t bits[2],
                     unsigned prec, unsigned max_pad, bool truncate_zero,
                     StrBuf *out) {
  FloatVal fv;
  float_decode(s, bits, &fv);
  if (fv.cat == FC_INF) {
    sb_puts(out, fv.neg ? "-Inf" : "+Inf");
    return;
  }
  if (fv.cat == FC_NAN) {
    sb_puts(out, "NaN");
    return;
  }
  if (fv.neg) sb_putc(out, '-');
  if (fv.cat == FC_ZERO) {
    if (!max_pad) {
      if (truncate_zero) {
        sb_puts(out, "0.0E+0");
      } else {
        sb_puts(out, "0.0");
        for (unsigned i = 1; i < prec; i++) sb_putc(out, '0');
        sb_puts(out, "e+00");
      }
    } else {
      sb_putc(out, '0');
    }
    return;
  }
  int exp = fv.exp - (int)(s->precision - 1);
  Big sig = {0};
  if (!big_reserve(&sig, 4)) return;
  sig.d[0] = (uint32_t)fv.sig[0];
  sig.d[1] = (uint32_t)(fv.sig[0] >> 32);
  sig.d[2] = (uint32_t)fv.sig[1];
  sig.d[3] = (uint32_t)(fv.sig[1] >> 32);
  sig.n = 4;
  big_trim(&sig);
  if (!prec) prec = 2 + s->precision * 59 / 196;
  size_t tz = big_ctz(&sig);
  exp += (int)tz;
  big_shr(&sig, tz);
  if (exp > 0) {
    big_shl(&sig, (size_t)exp);
    exp = 0;
  } else if (exp < 0) {
    for (int t = -exp; t > 0; t -= 13) big_mul_add_small(&sig, t >= 13 ? 1220703125u : (uint32_t)pow(5, t), 0);
  }
  adjust_big(&sig, &exp, prec);
  /* Digits, least significant first. */
  size_t cap = big_bitlen(&sig) / 3 + 4;
  char *buf = malloc(cap);
  if (!buf) {
    big_free(&sig);
    return;
  }
  unsigned nd = 0;
  bool in_trail = true;
  while (sig.n) {
    unsigned d = big_divmod_small(&sig, 10);
    if (in_trail && !d) {
      exp++;
    } else {
      buf[nd++] = (char)('0' + d);
      in_trail = false;
    }
  }
  big_free(&sig);
  if (!nd) buf[nd++] = '0'; /* callers print zero themselves; stay in bounds */
  adjust_digits(buf, &nd, &exp, prec);
  bool sci;
  if (!max_pad) {
    sci = true;
  } else if (exp >= 0) {
    sci = (unsigned)exp > max_pad || nd + (unsigned)exp > prec;
  } else {
    int msd = exp + (int)(nd - 1);
    sci = msd >= 0 ? false : (unsigned)(-msd) > max_pad;
  }
  if (sci) {
    exp += (int)(nd - 1);
    sb_putc(out, buf[nd - 1]);
    sb_putc(out, '.');
    if (nd == 1 && truncate_zero) sb_putc(out, '0');
    else
      for (unsigned i = 1; i != nd; i++) sb_putc(out, buf[nd - 1 - i]);
    if (!truncate_zero && prec > nd - 1)
      for (unsigned i = 0; i < prec - nd + 1; i++) sb_putc(out, '0');
    sb_putc(out, truncate_zero ? 'E' : 'e');
    sb_putc(out, exp >= 0 ? '+' : '-');
    if (exp < 0) exp = -exp;
    char eb[12];
    int en = 0;
    do {
      eb[en++] = (char)('0' + exp % 10);
      exp /= 10;
    } while (exp);
    if (!truncate_zero && en < 2) eb[en++] = '0';
    while (en) sb_putc(out, eb[--en]);
  } else if (exp >= 0) {
    for (unsigned i = 0; i != nd; i++) sb_putc(out, buf[nd - 1 - i]);
    for (int i = 0; i < exp; i++) sb_putc(out, '0');
  } else {
    int whole = exp + (int)nd;
    unsigned i = 0;
    if (whole > 0) {
      for (; i != (unsigned)whole; i++) sb_putc(out, buf[nd - i - 1]);
      sb_putc(out, '.');
    } else {
      sb_puts(out, "0.");
      for (int z = 1; z != 1 - whole; z++) sb_putc(out, '0');
    }
    for (; i != nd; i++) sb_putc(out, buf[nd - i - 1]);
  }
  free(buf);
}

void float_print_hex_bits(const FloatSemantics *s, const uint64_t bits[2],
                          StrBuf *out) {
  /* APInt::toString(16, unsigned, C literal): "0x" + uppercase digits,
   * no leading zeros. */
  char tmp[40];
  int n = 0;
  uint64_t lo = bits[0], hi = s->width > 64 ? bits[1] : 0;
  if (s->width < 64) lo &= (1ULL << s->width) - 1;
  do {
    unsigned d = (unsigned)(lo & 15);
    tmp[n++] = "0123456789ABCDEF"[d];
    lo = (lo >> 4) | (hi << 60);
    hi >>= 4;
  } while (lo || hi);
  sb_puts(out, "0x");
  while (n) sb_putc(out, tmp[--n]);
}

void float_print_value(const FloatSemantics *s, const uint64_t bits[2],
                       StrBuf *out) {
  FloatVal fv;
  float_decode(s, bits, &fv);
  if (fv.cat != FC_INF && fv.cat != FC_NAN) {
    size_t mark = out->len;
    float_to_string(s, bits, 6, 0, false, out);
    /* Keep the short exponential form only if it reads back exactly. */
    uint64_t back[2];
    if (float_from_decimal(s, out->data + mark, out->len - mark, back) &&
        back[0] == bits[0] && back[1] == bits[1])
      return;
    out->len = mark;
    out->data[mark] = 0;
    float_to_string(s, bits, 0, 3, true, out);
    if (memchr(out->data + mark, '.', out->len - mark)) return;
    out->len = mark;
    out->data[mark] = 0;
  }
  float_print_hex_bits(s, bits, out);
}
