/* encoding.c: the bytecode's primitives: prefix varints (the count of
 * trailing zero bits in the first byte is the number of extra bytes),
 * zigzag signed varints, sections, and the bounds-checked cursor that reads
 * them from untrusted input. Depends on ir/ for diagnostics only. */
#include "bytecode.h"

void bc_error(BcSource *src, const char *fmt, ...) {
  src->failed = true;
  Diag *d = diag_new(src->ctx, DIAG_ERROR, src->loc);
  if (!d) return;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  diag_emit(src->ctx, d);
}

/* ---- reading --------------------------------------------------------------- */

bool cur_byte(Cursor *c, uint8_t *out) {
  if (c->p == c->end) {
    bc_error(c->src, "attempting to parse a byte at the end of the bytecode");
    return false;
  }
  *out = *c->p++;
  return true;
}

bool cur_bytes(Cursor *c, uint64_t n, const uint8_t **out) {
  if (n > cur_left(c)) {
    bc_error(c->src, "attempting to parse %llu bytes when only %zu remain",
             (unsigned long long)n, cur_left(c));
    return false;
  }
  *out = c->p;
  c->p += n;
  return true;
}

static uint64_t load_le(const uint8_t *p, unsigned n) {
  uint64_t v = 0;
  for (unsigned i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
  return v;
}

bool cur_varint(Cursor *c, uint64_t *out) {
  uint8_t first;
  if (!cur_byte(c, &first)) return false;
  if (first & 1) {
    *out = first >> 1;
    return true;
  }
  const uint8_t *rest;
  if (first == 0) {
    /* A zero marker byte: the value follows as 8 raw bytes. */
    if (!cur_bytes(c, 8, &rest)) return false;
    *out = load_le(rest, 8);
    return true;
  }
  unsigned extra = 0;
  while (!((first >> extra) & 1)) extra++;
  if (!cur_bytes(c, extra, &rest)) return false;
  /* The first byte's marker bits shift out with the low bits. */
  uint64_t v = first | load_le(rest, extra) << 8;
  *out = v >> (extra + 1);
  return true;
}

bool cur_signed_varint(Cursor *c, int64_t *out) {
  uint64_t v;
  if (!cur_varint(c, &v)) return false;
  *out = (int64_t)((v >> 1) ^ (~(v & 1) + 1));
  return true;
}

bool cur_varint_flag(Cursor *c, uint64_t *out, bool *flag) {
  uint64_t v;
  if (!cur_varint(c, &v)) return false;
  *flag = v & 1;
  *out = v >> 1;
  return true;
}

bool cur_count(Cursor *c, uint64_t *out, const char *what) {
  if (!cur_varint(c, out)) return false;
  if (*out > cur_left(c)) {
    bc_error(c->src, "invalid %s count %llu: only %zu bytes remain", what,
             (unsigned long long)*out, cur_left(c));
    return false;
  }
  return true;
}

bool cur_cstring(Cursor *c, const char **s, size_t *n) {
  const uint8_t *nul = memchr(c->p, 0, cur_left(c));
  if (!nul) {
    bc_error(c->src, "malformed null-terminated string, no null character found");
    return false;
  }
  *s = (const char *)c->p;
  *n = (size_t)(nul - c->p);
  c->p = nul + 1;
  return true;
}

bool cur_align(Cursor *c, uint64_t alignment) {
  if (!alignment || (alignment & (alignment - 1))) {
    bc_error(c->src, "expected alignment to be a power-of-two");
    return false;
  }
  while ((uint64_t)(c->p - c->src->base) & (alignment - 1)) {
    uint8_t pad;
    if (!cur_byte(c, &pad)) return false;
    if (pad != BC_ALIGNMENT_BYTE) {
      bc_error(c->src, "expected alignment byte (0xCB), but got: '0x%X'", pad);
      return false;
    }
  }
  return true;
}

bool cur_section(Cursor *c, unsigned *id, Cursor *body) {
  uint8_t code;
  uint64_t len;
  if (!cur_byte(c, &code) || !cur_varint(c, &len)) return false;
  *id = code & 0x7f;
  if (*id >= SEC_COUNT) {
    bc_error(c->src, "invalid section ID: %u", *id);
    return false;
  }
  if (code & 0x80) {
    uint64_t alignment;
    if (!cur_varint(c, &alignment) || !cur_align(c, alignment)) return false;
  }
  const uint8_t *data;
  if (!cur_bytes(c, len, &data)) return false;
  *body = cur_sub(c, data, (size_t)len);
  return true;
}

/* ---- writing ----------------------------------------------------------------- */

void emit_byte(StrBuf *out, unsigned b) { sb_putc(out, (char)(b & 0xff)); }

void emit_varint(StrBuf *out, uint64_t v) {
  if (v < (1u << 7)) {
    emit_byte(out, (unsigned)(v << 1 | 1));
    return;
  }
  char bytes[9];
  for (unsigned n = 2; n <= 8; n++) {
    if (v >> (7 * n)) continue;
    /* n bytes: the marker (a 1 after n-1 zeros) then the value. */
    uint64_t enc = ((v << 1) | 1) << (n - 1);
    for (unsigned i = 0; i < n; i++) bytes[i] = (char)(enc >> (8 * i));
    sb_append(out, bytes, n);
    return;
  }
  bytes[0] = 0;
  for (unsigned i = 0; i < 8; i++) bytes[1 + i] = (char)(v >> (8 * i));
  sb_append(out, bytes, 9);
}

void emit_signed_varint(StrBuf *out, int64_t v) {
  uint64_t u = (uint64_t)v;
  emit_varint(out, (u << 1) ^ (v < 0 ? ~0ULL : 0));
}

/* Sections are written unaligned: nothing mlirc writes (no resource blobs)
 * asks for alignment. */
void emit_section(StrBuf *out, unsigned id, const StrBuf *body) {
  emit_byte(out, id);
  emit_varint(out, body->len);
  if (body->len) sb_append(out, body->data, body->len);
}
