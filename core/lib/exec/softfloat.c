/* softfloat.c: float arithmetic for every builtin float type (softfloat.h).
 * The exact path works on the decoded value m * 2^e with big-integer
 * mantissas (apint.h) and rounds once with float_round (ir/floats.c). */
#include "softfloat.h"
#include "apint.h"

#include <math.h>

/* Working width of the exact path: an fma of two f128 significands added
 * to a third with the alignment window below stays under it. */
enum { SF_BITS = 1024, SF_LIMBS = SF_BITS / 64 };

static bool is_f32(const FloatSemantics *s) { return s->width == 32 && s->precision == 24; }
static bool is_f64(const FloatSemantics *s) { return s->width == 64 && s->precision == 53; }
/* Narrower than f32: computed through doubles. */
static bool is_small(const FloatSemantics *s) { return s->precision < 24 && s->width < 32; }

static float to_f32(const uint64_t a[2]) {
  uint32_t u = (uint32_t)a[0];
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static void from_f32(float f, uint64_t r[2]) {
  uint32_t u;
  memcpy(&u, &f, 4);
  r[0] = u;
  r[1] = 0;
}
static double to_f64(const uint64_t a[2]) {
  double d;
  memcpy(&d, &a[0], 8);
  return d;
}
static void from_f64(double d, uint64_t r[2]) {
  memcpy(&r[0], &d, 8);
  r[1] = 0;
}

/* ---- NaNs ----------------------------------------------------------------------------- */

bool sf_is_nan(const FloatSemantics *s, const uint64_t a[2]) {
  if (is_f32(s)) return isnan(to_f32(a));
  if (is_f64(s)) return isnan(to_f64(a));
  FloatVal fv;
  float_decode(s, a, &fv);
  return fv.cat == FC_NAN;
}

static void quiet(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  r[0] = a[0];
  r[1] = a[1];
  if (!s->has_inf) return; /* one NaN pattern (or none): nothing to quiet */
  /* The top fraction bit (f80: the one below its explicit integer bit). */
  unsigned bit = s->precision - 2;
  r[bit / 64] |= 1ULL << (bit % 64);
}

void sf_default_nan(const FloatSemantics *s, uint64_t r[2]) { float_special(s, FC_NAN, true, r); }

/* The NaN rule: the first NaN operand, quieted. True when it applied. */
static bool nan_operand(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  if (sf_is_nan(s, a)) {
    quiet(s, a, r);
    return true;
  }
  if (b && sf_is_nan(s, b)) {
    quiet(s, b, r);
    return true;
  }
  return false;
}

/* A double result rounded to a narrow type; an invalid operation's NaN
 * becomes the type's default NaN. */
static void small_result(const FloatSemantics *s, double z, uint64_t r[2]) {
  if (isnan(z)) sf_default_nan(s, r);
  else float_from_double(s, z, r);
}

/* ---- the exact path ----------------------------------------------------------------------- */

typedef struct Fin {
  int cat;
  bool neg;
  int64_t e; /* value = m * 2^e */
  uint64_t m[SF_LIMBS];
} Fin;

static void unpack(const FloatSemantics *s, const uint64_t a[2], Fin *f) {
  FloatVal fv;
  float_decode(s, a, &fv);
  memset(f, 0, sizeof *f);
  f->cat = fv.cat;
  f->neg = fv.neg;
  f->e = (int64_t)fv.exp - (int64_t)(s->precision - 1);
  f->m[0] = fv.sig[0];
  f->m[1] = fv.sig[1];
}

static void round_to(const FloatSemantics *s, bool neg, const uint64_t *m, int64_t e, bool sticky,
                     uint64_t r[2]) {
  float_round(s, neg, m, SF_LIMBS, e, sticky, r);
}

static unsigned bitlen(const uint64_t *m) { return SF_BITS - ap_ctlz(m, SF_BITS); }

/* Exact a + b of two finite nonzero values, rounded. */
static void add_finite(const FloatSemantics *s, Fin *a, Fin *b, uint64_t r[2]) {
  if (a->e < b->e) {
    Fin *t = a;
    a = b;
    b = t;
  }
  /* Bits of b further than this below a's lowest bit only matter through
   * being nonzero: b is then replaced by a unit there (a sticky). */
  int64_t window = (int64_t)bitlen(b->m) + 2 * (int64_t)s->precision + 8;
  int64_t d = a->e - b->e, e = b->e;
  if (d > window) {
    memset(b->m, 0, sizeof b->m);
    b->m[0] = 1;
    d = window;
    e = a->e - window;
  }
  ap_shl(a->m, a->m, (unsigned)d, SF_BITS);
  uint64_t sum[SF_LIMBS];
  bool neg = a->neg;
  if (a->neg == b->neg) {
    ap_add(sum, a->m, b->m, SF_BITS);
  } else {
    int c = ap_cmp_u(a->m, b->m, SF_BITS);
    if (c == 0) {
      float_special(s, FC_ZERO, false, r); /* x - x is +0 when rounding to nearest */
      return;
    }
    if (c > 0) {
      ap_sub(sum, a->m, b->m, SF_BITS);
    } else {
      ap_sub(sum, b->m, a->m, SF_BITS);
      neg = b->neg;
    }
  }
  round_to(s, neg, sum, e, false, r);
}

static void exact_add(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], bool sub,
                      uint64_t r[2]) {
  Fin x, y;
  unpack(s, a, &x);
  unpack(s, b, &y);
  if (sub) y.neg = !y.neg;
  if (x.cat == FC_INF || y.cat == FC_INF) {
    if (x.cat == FC_INF && y.cat == FC_INF && x.neg != y.neg) sf_default_nan(s, r);
    else float_special(s, FC_INF, x.cat == FC_INF ? x.neg : y.neg, r);
    return;
  }
  if (x.cat == FC_ZERO && y.cat == FC_ZERO) {
    float_special(s, FC_ZERO, x.neg && y.neg, r);
    return;
  }
  if (x.cat == FC_ZERO) {
    round_to(s, y.neg, y.m, y.e, false, r);
    return;
  }
  if (y.cat == FC_ZERO) {
    round_to(s, x.neg, x.m, x.e, false, r);
    return;
  }
  add_finite(s, &x, &y, r);
}

static void exact_mul(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  Fin x, y;
  unpack(s, a, &x);
  unpack(s, b, &y);
  bool neg = x.neg != y.neg;
  if (x.cat == FC_INF || y.cat == FC_INF) {
    if (x.cat == FC_ZERO || y.cat == FC_ZERO) sf_default_nan(s, r);
    else float_special(s, FC_INF, neg, r);
    return;
  }
  if (x.cat == FC_ZERO || y.cat == FC_ZERO) {
    float_special(s, FC_ZERO, neg, r);
    return;
  }
  uint64_t p[SF_LIMBS];
  ap_mul(p, x.m, y.m, SF_BITS);
  round_to(s, neg, p, x.e + y.e, false, r);
}

static void exact_div(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  Fin x, y;
  unpack(s, a, &x);
  unpack(s, b, &y);
  bool neg = x.neg != y.neg;
  if ((x.cat == FC_INF && y.cat == FC_INF) || (x.cat == FC_ZERO && y.cat == FC_ZERO)) {
    sf_default_nan(s, r);
    return;
  }
  if (x.cat == FC_INF || y.cat == FC_ZERO) {
    float_special(s, FC_INF, neg, r);
    return;
  }
  if (x.cat == FC_ZERO || y.cat == FC_INF) {
    float_special(s, FC_ZERO, neg, r);
    return;
  }
  /* Enough quotient bits for the precision, a guard and a round bit. */
  unsigned k = 2 * s->precision + 4;
  uint64_t num[SF_LIMBS], q[SF_LIMBS], rem[SF_LIMBS];
  ap_shl(num, x.m, k, SF_BITS);
  ap_udivrem(q, rem, num, y.m, SF_BITS);
  round_to(s, neg, q, x.e - y.e - (int64_t)k, !ap_is_zero(rem, SF_BITS), r);
}

static void isqrt(const uint64_t *n, uint64_t *root, bool *inexact) {
  uint64_t rem[SF_LIMBS] = {0}, res[SF_LIMBS] = {0}, t[SF_LIMBS];
  unsigned len = bitlen(n);
  len += len & 1;
  /* Digit-by-digit square root, two bits of n per root bit. */
  for (unsigned i = len; i >= 2; i -= 2) {
    ap_shl(rem, rem, 2, SF_BITS);
    rem[0] |= (n[(i - 1) / 64] >> ((i - 1) % 64) & 1) << 1 | (n[(i - 2) / 64] >> ((i - 2) % 64) & 1);
    ap_shl(t, res, 2, SF_BITS);
    t[0] |= 1;
    ap_shl(res, res, 1, SF_BITS);
    if (ap_cmp_u(rem, t, SF_BITS) >= 0) {
      ap_sub(rem, rem, t, SF_BITS);
      res[0] |= 1;
    }
  }
  memcpy(root, res, sizeof res);
  *inexact = !ap_is_zero(rem, SF_BITS);
}

static void exact_sqrt(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  Fin x;
  unpack(s, a, &x);
  if (x.cat == FC_ZERO) {
    float_special(s, FC_ZERO, x.neg, r); /* sqrt(-0) = -0 */
    return;
  }
  if (x.neg) {
    sf_default_nan(s, r);
    return;
  }
  if (x.cat == FC_INF) {
    float_special(s, FC_INF, false, r);
    return;
  }
  if (x.e & 1) {
    ap_shl(x.m, x.m, 1, SF_BITS);
    x.e--;
  }
  unsigned k = s->precision + 4;
  uint64_t num[SF_LIMBS], root[SF_LIMBS];
  bool inexact;
  ap_shl(num, x.m, 2 * k, SF_BITS);
  isqrt(num, root, &inexact);
  round_to(s, false, root, x.e / 2 - (int64_t)k, inexact, r);
}

/* fmod: exact, the sign of the dividend. */
static void exact_rem(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  Fin x, y;
  unpack(s, a, &x);
  unpack(s, b, &y);
  if (x.cat == FC_INF || y.cat == FC_ZERO) {
    sf_default_nan(s, r);
    return;
  }
  if (x.cat == FC_ZERO || y.cat == FC_INF) {
    r[0] = a[0];
    r[1] = a[1];
    return;
  }
  uint64_t rem[SF_LIMBS];
  int64_t e;
  if (x.e >= y.e) {
    /* (mx * 2^d) mod my, one doubling at a time. */
    ap_udivrem(NULL, rem, x.m, y.m, SF_BITS);
    for (int64_t d = x.e - y.e; d > 0; d--) {
      ap_shl(rem, rem, 1, SF_BITS);
      if (ap_cmp_u(rem, y.m, SF_BITS) >= 0) ap_sub(rem, rem, y.m, SF_BITS);
    }
    e = y.e;
  } else {
    int64_t d = y.e - x.e;
    if (d + (int64_t)bitlen(y.m) >= SF_BITS) {
      r[0] = a[0];
      r[1] = a[1];
      return;
    }
    uint64_t ym[SF_LIMBS];
    ap_shl(ym, y.m, (unsigned)d, SF_BITS);
    ap_udivrem(NULL, rem, x.m, ym, SF_BITS);
    e = x.e;
  }
  round_to(s, x.neg, rem, e, false, r);
}

/* ---- operations ------------------------------------------------------------------------------- */

void sf_binop(const FloatSemantics *s, int op, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  if (nan_operand(s, a, b, r)) return;
  if (is_f32(s)) {
    float x = to_f32(a), y = to_f32(b), z;
    switch (op) {
    case SF_ADD: z = x + y; break;
    case SF_SUB: z = x - y; break;
    case SF_MUL: z = x * y; break;
    case SF_DIV: z = x / y; break;
    default: z = fmodf(x, y); break;
    }
    if (isnan(z)) sf_default_nan(s, r);
    else from_f32(z, r);
    return;
  }
  if (is_f64(s) || is_small(s)) {
    double x = is_f64(s) ? to_f64(a) : float_to_double(s, a), y = is_f64(s) ? to_f64(b) : float_to_double(s, b), z;
    switch (op) {
    case SF_ADD: z = x + y; break;
    case SF_SUB: z = x - y; break;
    case SF_MUL: z = x * y; break;
    case SF_DIV: z = x / y; break;
    default: z = fmod(x, y); break;
    }
    if (is_f64(s)) {
      if (isnan(z)) sf_default_nan(s, r);
      else from_f64(z, r);
    } else {
      small_result(s, z, r);
    }
    return;
  }
  switch (op) {
  case SF_ADD: exact_add(s, a, b, false, r); break;
  case SF_SUB: exact_add(s, a, b, true, r); break;
  case SF_MUL: exact_mul(s, a, b, r); break;
  case SF_DIV: exact_div(s, a, b, r); break;
  default: exact_rem(s, a, b, r); break;
  }
}

void sf_fma(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], const uint64_t c[2],
            uint64_t r[2]) {
  if (nan_operand(s, a, b, r) || nan_operand(s, c, NULL, r)) return;
  if (is_f32(s)) {
    float z = fmaf(to_f32(a), to_f32(b), to_f32(c));
    if (isnan(z)) sf_default_nan(s, r);
    else from_f32(z, r);
    return;
  }
  if (is_f64(s)) {
    double z = fma(to_f64(a), to_f64(b), to_f64(c));
    if (isnan(z)) sf_default_nan(s, r);
    else from_f64(z, r);
    return;
  }
  Fin x, y, z;
  unpack(s, a, &x);
  unpack(s, b, &y);
  unpack(s, c, &z);
  bool pneg = x.neg != y.neg;
  bool pinf = x.cat == FC_INF || y.cat == FC_INF;
  if (pinf && (x.cat == FC_ZERO || y.cat == FC_ZERO)) {
    sf_default_nan(s, r);
    return;
  }
  if (pinf || z.cat == FC_INF) {
    if (pinf && z.cat == FC_INF && pneg != z.neg) sf_default_nan(s, r);
    else float_special(s, FC_INF, pinf ? pneg : z.neg, r);
    return;
  }
  if (x.cat == FC_ZERO || y.cat == FC_ZERO) {
    if (z.cat == FC_ZERO) float_special(s, FC_ZERO, pneg && z.neg, r);
    else round_to(s, z.neg, z.m, z.e, false, r);
    return;
  }
  Fin p = {.cat = FC_NORMAL, .neg = pneg, .e = x.e + y.e};
  ap_mul(p.m, x.m, y.m, SF_BITS);
  if (z.cat == FC_ZERO) {
    round_to(s, pneg, p.m, p.e, false, r);
    return;
  }
  add_finite(s, &p, &z, r);
}

void sf_sqrt(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  if (nan_operand(s, a, NULL, r)) return;
  if (is_f32(s)) {
    float z = sqrtf(to_f32(a));
    if (isnan(z)) sf_default_nan(s, r);
    else from_f32(z, r);
    return;
  }
  if (is_f64(s)) {
    double z = sqrt(to_f64(a));
    if (isnan(z)) sf_default_nan(s, r);
    else from_f64(z, r);
    return;
  }
  if (is_small(s)) {
    small_result(s, sqrt(float_to_double(s, a)), r);
    return;
  }
  exact_sqrt(s, a, r);
}

static unsigned sign_bit(const FloatSemantics *s) { return s->width - 1; }

void sf_neg(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  r[0] = a[0];
  r[1] = a[1];
  if (s->unsigned_only) return;
  if (s->nan_is_neg_zero) {
    /* No negative zero: -0 is 0, and the NaN pattern stays. */
    FloatVal fv;
    float_decode(s, a, &fv);
    if (fv.cat == FC_ZERO || fv.cat == FC_NAN) return;
  }
  unsigned b = sign_bit(s);
  r[b / 64] ^= 1ULL << (b % 64);
}

void sf_abs(const FloatSemantics *s, const uint64_t a[2], uint64_t r[2]) {
  r[0] = a[0];
  r[1] = a[1];
  if (s->unsigned_only) return;
  if (s->nan_is_neg_zero && sf_is_nan(s, a)) return;
  unsigned b = sign_bit(s);
  r[b / 64] &= ~(1ULL << (b % 64));
}

void sf_copysign(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2], uint64_t r[2]) {
  sf_abs(s, a, r);
  if (s->unsigned_only) return;
  unsigned bit = sign_bit(s);
  if (b[bit / 64] >> (bit % 64) & 1) sf_neg(s, r, r);
}

int sf_cmp(const FloatSemantics *s, const uint64_t a[2], const uint64_t b[2]) {
  if (is_f32(s)) {
    float x = to_f32(a), y = to_f32(b);
    if (isnan(x) || isnan(y)) return 2;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (is_f64(s)) {
    double x = to_f64(a), y = to_f64(b);
    if (isnan(x) || isnan(y)) return 2;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  Fin x, y;
  unpack(s, a, &x);
  unpack(s, b, &y);
  if (x.cat == FC_NAN || y.cat == FC_NAN) return 2;
  if (x.cat == FC_ZERO && y.cat == FC_ZERO) return 0;
  int sx = x.cat == FC_ZERO ? 0 : x.neg ? -1 : 1, sy = y.cat == FC_ZERO ? 0 : y.neg ? -1 : 1;
  if (sx != sy) return sx < sy ? -1 : 1;
  int mag; /* |x| against |y| */
  if (x.cat == FC_INF || y.cat == FC_INF) {
    mag = x.cat == y.cat ? 0 : x.cat == FC_INF ? 1 : -1;
  } else {
    int64_t lx = (int64_t)bitlen(x.m) + x.e, ly = (int64_t)bitlen(y.m) + y.e;
    if (lx != ly) {
      mag = lx < ly ? -1 : 1;
    } else {
      /* Same leading position: align to the smaller exponent. */
      if (x.e > y.e) ap_shl(x.m, x.m, (unsigned)(x.e - y.e), SF_BITS);
      else if (y.e > x.e) ap_shl(y.m, y.m, (unsigned)(y.e - x.e), SF_BITS);
      mag = ap_cmp_u(x.m, y.m, SF_BITS);
    }
  }
  return sx < 0 ? -mag : mag;
}

void sf_minmax(const FloatSemantics *s, bool max, bool num, const uint64_t a[2], const uint64_t b[2],
               uint64_t r[2]) {
  bool na = sf_is_nan(s, a), nb = sf_is_nan(s, b);
  if (na || nb) {
    if (num && !(na && nb)) {
      const uint64_t *o = na ? b : a;
      r[0] = o[0];
      r[1] = o[1];
      return;
    }
    quiet(s, na ? a : b, r);
    return;
  }
  int c = sf_cmp(s, a, b);
  const uint64_t *pick;
  if (c == 0) {
    /* Zeros of both signs: maximum gives +0, minimum -0; equal values are
     * the same pattern otherwise. */
    unsigned bit = sign_bit(s);
    bool a_neg = !s->unsigned_only && (a[bit / 64] >> (bit % 64) & 1);
    pick = (max ? !a_neg : a_neg) ? a : b;
  } else {
    pick = (c > 0) == max ? a : b;
  }
  r[0] = pick[0];
  r[1] = pick[1];
}

void sf_round_int(const FloatSemantics *s, int mode, const uint64_t a[2], uint64_t r[2]) {
  if (nan_operand(s, a, NULL, r)) return;
  if (is_f32(s) || is_f64(s) || is_small(s)) {
    double x = is_f32(s) ? to_f32(a) : is_f64(s) ? to_f64(a) : float_to_double(s, a), z;
    switch (mode) {
    case SF_FLOOR: z = floor(x); break;
    case SF_CEIL: z = ceil(x); break;
    case SF_TRUNC: z = trunc(x); break;
    case SF_ROUND_AWAY: z = round(x); break;
    default: z = nearbyint(x); break;
    }
    if (is_f32(s)) from_f32((float)z, r);
    else if (is_f64(s)) from_f64(z, r);
    else small_result(s, z, r);
    return;
  }
  Fin x;
  unpack(s, a, &x);
  if (x.cat != FC_NORMAL || x.e >= 0) {
    r[0] = a[0];
    r[1] = a[1];
    return;
  }
  unsigned sh = x.e < -(int64_t)(SF_BITS - 1) ? SF_BITS - 1 : (unsigned)-x.e;
  uint64_t q[SF_LIMBS], frac[SF_LIMBS], half[SF_LIMBS] = {0}, one[SF_LIMBS] = {1};
  ap_lshr(q, x.m, sh, SF_BITS);
  uint64_t back[SF_LIMBS];
  ap_shl(back, q, sh, SF_BITS);
  ap_sub(frac, x.m, back, SF_BITS);
  ap_shl(half, one, sh - 1, SF_BITS);
  int c = ap_cmp_u(frac, half, SF_BITS);
  bool nonzero = !ap_is_zero(frac, SF_BITS), up;
  switch (mode) {
  case SF_FLOOR: up = x.neg && nonzero; break;
  case SF_CEIL: up = !x.neg && nonzero; break;
  case SF_TRUNC: up = false; break;
  case SF_ROUND_AWAY: up = c >= 0; break;
  default: up = c > 0 || (c == 0 && (q[0] & 1)); break;
  }
  if (up) ap_add(q, q, one, SF_BITS);
  round_to(s, x.neg, q, 0, false, r);
}

void sf_convert(const FloatSemantics *from, const uint64_t a[2], const FloatSemantics *to, uint64_t r[2]) {
  if (from == to) {
    r[0] = a[0];
    r[1] = a[1];
    return;
  }
  if (is_f32(from) && is_f64(to)) {
    float f = to_f32(a);
    if (!isnan(f)) {
      from_f64((double)f, r);
      return;
    }
  }
  if (is_f64(from) && is_f32(to)) {
    double d = to_f64(a);
    if (!isnan(d)) {
      from_f32((float)d, r);
      return;
    }
  }
  Fin x;
  unpack(from, a, &x);
  switch (x.cat) {
  case FC_NAN: {
    /* Keep the sign and the top payload bits, quieted (x86's conversions). */
    r[0] = r[1] = 0;
    float_special(to, FC_NAN, x.neg, r);
    if (from->has_inf && to->has_inf) {
      unsigned fb = from->precision - 1, tb = to->precision - 1;
      uint64_t pay[SF_LIMBS] = {a[0], a[1]};
      ap_trim(pay, fb - (from->explicit_int ? 1 : 0));
      if (fb > tb) ap_lshr(pay, pay, fb - tb, SF_BITS);
      else ap_shl(pay, pay, tb - fb, SF_BITS);
      ap_trim(pay, tb - 1);
      r[0] |= pay[0];
      r[1] |= pay[1];
    }
    return;
  }
  case FC_INF: float_special(to, FC_INF, x.neg, r); return;
  case FC_ZERO: float_special(to, FC_ZERO, x.neg, r); return;
  default: round_to(to, x.neg, x.m, x.e, false, r); return;
  }
}

void sf_from_int(const FloatSemantics *s, const uint64_t *limbs, unsigned width, bool is_signed, uint64_t r[2]) {
  if (width <= 64 && (is_f32(s) || is_f64(s))) {
    uint64_t v = limbs[0] & (width >= 64 ? ~0ULL : (1ULL << width) - 1);
    if (is_signed) {
      int64_t sv = width >= 64 ? (int64_t)v : (int64_t)(v << (64 - width)) >> (64 - width);
      if (is_f32(s)) from_f32((float)sv, r);
      else from_f64((double)sv, r);
    } else {
      if (is_f32(s)) from_f32((float)v, r);
      else from_f64((double)v, r);
    }
    return;
  }
  uint64_t mag[SF_LIMBS] = {0};
  unsigned w = width > AP_MAX_WIDTH ? AP_MAX_WIDTH : width;
  memcpy(mag, limbs, ap_limbs(w) * sizeof *mag);
  ap_trim(mag, w);
  bool neg = is_signed && ap_neg_sign(mag, w);
  if (neg) ap_neg(mag, mag, w);
  if (w < SF_BITS && w <= AP_MAX_WIDTH) {
    float_round(s, neg, mag, ap_limbs(w), 0, false, r);
  } else {
    float_round(s, neg, mag, SF_LIMBS, 0, false, r);
  }
}

bool sf_to_int(const FloatSemantics *s, const uint64_t a[2], unsigned width, bool is_signed, uint64_t *limbs) {
  memset(limbs, 0, ap_limbs(width) * sizeof *limbs);
  if ((is_f32(s) || is_f64(s)) && width <= 64) {
    double x = is_f32(s) ? to_f32(a) : to_f64(a);
    if (isnan(x)) return false;
    double t = trunc(x);
    double lim = ldexp(1.0, (int)width - (is_signed ? 1 : 0));
    if (is_signed ? (t < -lim || t >= lim) : (t <= -1.0 || t >= lim)) return false;
    limbs[0] = is_signed ? (uint64_t)(int64_t)t : (uint64_t)t;
    if (width < 64) limbs[0] &= (1ULL << width) - 1;
    return true;
  }
  Fin x;
  unpack(s, a, &x);
  if (x.cat == FC_NAN || x.cat == FC_INF) return false;
  if (x.cat == FC_ZERO) return true;
  uint64_t mag[SF_LIMBS];
  if (x.e >= 0) {
    if ((int64_t)bitlen(x.m) + x.e > (int64_t)width) return false;
    ap_shl(mag, x.m, (unsigned)x.e, SF_BITS);
  } else {
    ap_lshr(mag, x.m, x.e < -(int64_t)SF_BITS ? SF_BITS : (unsigned)-x.e, SF_BITS);
  }
  unsigned len = bitlen(mag);
  if (ap_is_zero(mag, SF_BITS)) return true;
  if (!is_signed) {
    if (x.neg || len > width) return false;
  } else {
    /* |v| < 2^(w-1), or exactly 2^(w-1) when negative. */
    if (len > width) return false;
    if (len == width && !(x.neg && ap_cttz(mag, SF_BITS) == width - 1)) return false;
  }
  if (width > AP_MAX_WIDTH) return false;
  if (x.neg) ap_neg(mag, mag, width);
  memcpy(limbs, mag, ap_limbs(width) * sizeof *limbs);
  return true;
}

double sf_to_double(const FloatSemantics *s, const uint64_t a[2]) {
  if (is_f32(s)) return to_f32(a);
  if (is_f64(s)) return to_f64(a);
  return float_to_double(s, a);
}

void sf_from_double(const FloatSemantics *s, double d, uint64_t r[2]) {
  if (is_f32(s)) {
    if (isnan(d)) sf_default_nan(s, r);
    else from_f32((float)d, r);
    return;
  }
  if (is_f64(s)) {
    from_f64(d, r);
    return;
  }
  small_result(s, d, r);
}
