/* option_values.c: pass option values read as LLVM's command-line option
 * parsers read them, so that pipelines accept and reject what mlir-opt
 * does: integers in any radix prefix (0x, 0b, 0o, a leading 0 for octal),
 * range-checked for the option's C type, and booleans in their three
 * spellings. */
#include "pass.h"

/* The radix a leading prefix selects (consumed), as LLVM's auto-sensing. */
static unsigned sense_radix(const char **s, const char *end) {
  size_t n = (size_t)(end - *s);
  if (n >= 2 && (*s)[0] == '0') {
    char c = (*s)[1];
    if (c == 'x' || c == 'X') return *s += 2, 16;
    if (c == 'b' || c == 'B') return *s += 2, 2;
    if (c == 'o') return *s += 2, 8;
    if (c >= '0' && c <= '9') return *s += 1, 8;
  }
  return 10;
}

/* An unsigned integer filling [s, end) exactly; false on anything else or
 * on overflow of 64 bits. */
static bool read_unsigned(const char *s, const char *end, uint64_t *out) {
  unsigned radix = sense_radix(&s, end);
  if (s >= end) return false;
  uint64_t v = 0;
  for (; s < end; s++) {
    char c = *s;
    unsigned digit = c >= '0' && c <= '9'   ? (unsigned)(c - '0')
                     : c >= 'a' && c <= 'z' ? (unsigned)(c - 'a') + 10
                     : c >= 'A' && c <= 'Z' ? (unsigned)(c - 'A') + 10
                                            : radix;
    if (digit >= radix) return false;
    if (v > (UINT64_MAX - digit) / radix) return false;
    v = v * radix + digit;
  }
  *out = v;
  return true;
}

/* The option parser's name for the kind, as its value errors print it. */
static const char *kind_name(uint8_t kind) {
  switch (kind) {
  case OPT_INT32: return "integer";
  case OPT_UINT: return "uint";
  case OPT_UINT64: return "ulong";
  default: return "long";
  }
}

bool option_read_integer(uint8_t kind, const char *s, size_t n, int64_t *out) {
  const char *end = s + n;
  bool negative = kind != OPT_UINT && kind != OPT_UINT64 && n && *s == '-';
  uint64_t mag;
  if (!read_unsigned(s + negative, end, &mag)) return false;
  switch (kind) {
  case OPT_UINT:
    if (mag > UINT32_MAX) return false;
    *out = (int64_t)mag;
    return true;
  case OPT_UINT64:
    *out = (int64_t)mag; /* the bit pattern: printed back as unsigned */
    return true;
  default: {
    uint64_t limit = kind == OPT_INT32 ? (uint64_t)INT32_MAX : (uint64_t)INT64_MAX;
    if (mag > limit + negative) return false;
    *out = negative ? (int64_t)(0 - mag) : (int64_t)mag;
    return true;
  }
  }
}

void option_integer_error(const PassOptionDef *d, const char *value, size_t n, StrBuf *err) {
  sb_printf(err, "for the --%s option: '%.*s' value invalid for %s argument!", d->name, (int)n, value,
            kind_name(d->kind));
}

int option_read_bool(const char *s, size_t n) {
  static const char *const spellings[2][4] = {{"false", "FALSE", "False", "0"},
                                              {"true", "TRUE", "True", "1"}};
  if (n == 0) return 1;
  for (int b = 0; b < 2; b++)
    for (int k = 0; k < 4; k++)
      if (strlen(spellings[b][k]) == n && !memcmp(spellings[b][k], s, n)) return b;
  return -1;
}
