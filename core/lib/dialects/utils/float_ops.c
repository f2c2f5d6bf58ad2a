/* float_ops.c: float arithmetic with APFloat's results for every format of
 * at most 53 significand bits. Values go through doubles: a double holds
 * any such value exactly, and +, -, *, / of p-bit operands computed in 53
 * bits then rounded to p <= 24 bits round correctly (53 >= 2p + 2); f64 is
 * native. NaNs are handled on the bits, as APFloat does (an operand NaN
 * propagates quieted; an invalid operation gives the positive default NaN),
 * so results never depend on the host's NaN encoding. */
#include "elems.h"

#include <math.h>

static int category(const FloatSemantics *s, const uint64_t a[2], bool *neg) {
  FloatVal fv;
  float_decode(s, a, &fv);
  if (neg) *neg = fv.neg;
  return fv.cat;
}

bool float_is_nan(const FloatSemantics *s, const uint64_t a[2]) { return category(s, a, NULL) == FC_NAN; }
bool float_is_zero(const FloatSemantics *s, const uint64_t a[2]) { return category(s, a, NULL) == FC_ZERO; }
bool float_is_neg(const FloatSemantics *s, const uint64_t a[2]) {
  bool neg;
  category(s, a, &neg);
  return neg;
}
bool float_is_inf(const FloatSemantics *s, const uint64_t a[2], bool neg) {
  bool n;
  return category(s, a, &n) == FC_INF && n == neg;
}

/* APFloat::makeQuiet: IEEE-style formats set the top fraction bit; the
 * formats with a single NaN pattern have nothing to do. */
static void quiet(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  r[0] = a[0];
  r[1] = a[1];
  if (!s->has_inf || s->nan_all_ones || s->nan_is_neg_zero) return;
  unsigned bit = s->precision - 2;
  if (bit < 64) r[0] |= 1ULL << bit;
  else r[1] |= 1ULL << (bit - 64);
}

static double to_double(const FloatSemantics *s, const uint64_t a[2]) {
  if (s->width == 64 && s->precision == 53) {
    double d;
    memcpy(&d, &a[0], 8);
    return d;
  }
  return float_to_double(s, a);
}

static void from_double(const FloatSemantics *s, double d, uint64_t r[2]) {
  if (isnan(d)) {
    float_special(s, FC_NAN, false, r);
    return;
  }
  float_from_double(s, d, r);
}

static void copy2(uint64_t r[2], const uint64_t a[2]) {
  r[0] = a[0];
  r[1] = a[1];
}

/* llvm::maximum / minimum / maxnum / minnum. */
static void minmax(const FloatSemantics *s, int op, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  bool na, nb;
  int ca = category(s, a, &na), cb = category(s, b, &nb);
  bool num = op == FB_MAXNUM || op == FB_MINNUM, max = op == FB_MAXIMUM || op == FB_MAXNUM;
  if (ca == FC_NAN || cb == FC_NAN) {
    if (num) {
      if (ca != FC_NAN) copy2(r, a);
      else if (cb == FC_NAN) quiet(s, b, r);
      else copy2(r, b);
      return;
    }
    quiet(s, ca == FC_NAN ? a : b, r);
    return;
  }
  if (ca == FC_ZERO && cb == FC_ZERO && na != nb) {
    /* max picks +0, min picks -0 */
    copy2(r, (max ? na : !na) ? b : a);
    return;
  }
  double x = to_double(s, a), y = to_double(s, b);
  if (max) copy2(r, x < y ? b : a);
  else copy2(r, y < x ? b : a);
}

void float_binop(const FloatSemantics *s, int op, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  if (op >= FB_MAXIMUM) {
    minmax(s, op, a, b, r);
    return;
  }
  if (float_is_nan(s, a)) {
    quiet(s, a, r);
    return;
  }
  if (float_is_nan(s, b)) {
    quiet(s, b, r);
    return;
  }
  double x = to_double(s, a), y = to_double(s, b), z;
  switch (op) {
  case FB_ADD: z = x + y; break;
  case FB_SUB: z = x - y; break;
  case FB_MUL: z = x * y; break;
  case FB_DIV: z = x / y; break;
  default: z = fmod(x, y); break;
  }
  from_double(s, z, r);
}

void float_neg(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  copy2(r, a);
  if (s->unsigned_only) return;
  bool neg;
  int c = category(s, a, &neg);
  if ((c == FC_ZERO && !s->has_neg_zero) || (c == FC_NAN && s->nan_is_neg_zero)) return;
  unsigned bit = s->width - 1;
  if (bit < 64) r[0] ^= 1ULL << bit;
  else r[1] ^= 1ULL << (bit - 64);
}

int float_compare(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2]) {
  if (float_is_nan(s, a) || float_is_nan(s, b)) return 2;
  double x = to_double(s, a), y = to_double(s, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

bool float_convert_exact(const FloatSemantics *from, const uint64_t a[2], const FloatSemantics *to,
                         uint64_t r[2]) {
  bool neg;
  int c = category(from, a, &neg);
  if (c == FC_INF && !to->has_inf) return false;
  if (c == FC_NAN) {
    if (!to->has_nan) return false;
    /* Only the default quiet NaN converts without losing payload bits. */
    uint64_t q[2];
    float_special(from, FC_NAN, neg, q);
    if (q[0] != a[0] || q[1] != a[1]) return false;
    float_special(to, FC_NAN, neg, r);
    return true;
  }
  double d = to_double(from, a);
  from_double(to, d, r);
  bool rneg;
  int rc = category(to, r, &rneg);
  if (rc == FC_NAN || (rc == FC_INF) != (c == FC_INF)) return false;
  if (to_double(to, r) != d) return false;
  return rneg == neg;
}

/* An integer magnitude as a double rounded to odd at 53 bits: rounding that
 * again to p <= 51 bits equals rounding the integer directly. */
static double round_to_odd_53(uint64_t u) {
  if (u < (1ULL << 53)) return (double)u;
  unsigned len = 64 - (unsigned)__builtin_clzll(u);
  unsigned shift = len - 53;
  uint64_t m = u >> shift;
  if (u & ((1ULL << shift) - 1)) m |= 1;
  return ldexp((double)m, (int)shift);
}

void float_from_int(const FloatSemantics *s, uint64_t v, unsigned width, bool is_signed, uint64_t r[2]) {
  v &= int_mask(width);
  bool neg = is_signed && int_sext(v, width) < 0;
  uint64_t mag = neg ? (uint64_t)0 - (uint64_t)int_sext(v, width) : v;
  double d;
  if (s->width == 64 && s->precision == 53) d = (double)mag;
  else d = round_to_odd_53(mag);
  if (mag == 0) {
    float_special(s, FC_ZERO, false, r);
    return;
  }
  from_double(s, neg ? -d : d, r);
}

bool float_to_int(const FloatSemantics *s, const uint64_t a[2], unsigned width, bool is_signed, uint64_t *r) {
  int c = category(s, a, NULL);
  if (c == FC_NAN || c == FC_INF) return false;
  double t = trunc(to_double(s, a));
  if (t == 0) {
    *r = 0;
    return true;
  }
  double lim = ldexp(1.0, (int)width - (is_signed ? 1 : 0));
  if (is_signed) {
    if (t < -lim || t >= lim) return false;
    *r = (uint64_t)(int64_t)t & int_mask(width);
  } else {
    if (t < 0 || t >= lim) return false;
    *r = (uint64_t)t;
  }
  return true;
}

void float_one(const FloatSemantics *s, uint64_t r[2]) { float_from_double(s, 1.0, r); }
