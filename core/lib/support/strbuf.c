/* strbuf.c: growable byte buffers and pointer vectors. Depends on libc only. */
#include "support.h"

#include <stdio.h>

void sb_init(StrBuf *sb, Allocator *alloc) {
  sb->alloc = alloc;
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

void sb_free(StrBuf *sb) {
  mem_free(sb->alloc, sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

bool sb_reserve(StrBuf *sb, size_t extra) {
  if (sb->len + extra + 1 <= sb->cap) return true;
  if (extra > SIZE_MAX / 2 - sb->len) {
    sb->alloc->oom = true;
    return false;
  }
  size_t cap = sb->cap ? sb->cap : 64;
  while (cap < sb->len + extra + 1) cap *= 2;
  char *d = mem_realloc(sb->alloc, sb->data, cap);
  if (!d) return false;
  sb->data = d;
  sb->cap = cap;
  return true;
}

void sb_append(StrBuf *sb, const char *s, size_t n) {
  if (!sb_reserve(sb, n)) return;
  if (n) memcpy(sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void sb_puts(StrBuf *sb, const char *s) { sb_append(sb, s, strlen(s)); }

void sb_putc(StrBuf *sb, char c) {
  if (sb->len + 2 > sb->cap && !sb_reserve(sb, 1)) return;
  sb->data[sb->len++] = c;
  sb->data[sb->len] = 0;
}

void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  char small[256];
  int n = vsnprintf(small, sizeof small, fmt, ap);
  if (n < 0) {
    va_end(ap2);
    return;
  }
  if ((size_t)n < sizeof small) {
    sb_append(sb, small, (size_t)n);
  } else if (sb_reserve(sb, (size_t)n)) {
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
    sb->len += (size_t)n;
  }
  va_end(ap2);
}

void sb_printf(StrBuf *sb, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(sb, fmt, ap);
  va_end(ap);
}

void sb_indent(StrBuf *sb, unsigned n) {
  if (!sb_reserve(sb, n)) return;
  memset(sb->data + sb->len, ' ', n);
  sb->len += n;
  sb->data[sb->len] = 0;
}

void sb_put_u64(StrBuf *sb, uint64_t v) {
  char tmp[24];
  int i = 24;
  do {
    tmp[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  sb_append(sb, tmp + i, (size_t)(24 - i));
}

void sb_put_i64(StrBuf *sb, int64_t v) {
  if (v < 0) {
    sb_putc(sb, '-');
    sb_put_u64(sb, (uint64_t)0 - (uint64_t)v);
  } else {
    sb_put_u64(sb, (uint64_t)v);
  }
}

/* ------------------------------------------------------------------------ */

bool vec_grow(Allocator *a, void **data, size_t *cap, size_t need,
              size_t elem) {
  if (need <= *cap) return true;
  size_t n = *cap ? *cap : 4;
  while (n < need) {
    if (n > SIZE_MAX / 2) {
      a->oom = true;
      return false;
    }
    n *= 2;
  }
  size_t bytes;
  if (!size_mul(n, elem, &bytes)) {
    a->oom = true;
    return false;
  }
  void *d = mem_realloc(a, *data, bytes);
  if (!d) return false;
  *data = d;
  *cap = n;
  return true;
}

bool pv_push(Allocator *a, PtrVec *v, void *p) {
  if (!vec_grow(a, (void **)&v->data, &v->cap, v->len + 1, sizeof(void *)))
    return false;
  v->data[v->len++] = p;
  return true;
}

void pv_free(Allocator *a, PtrVec *v) {
  mem_free(a, v->data);
  v->data = NULL;
  v->len = v->cap = 0;
}

void sb_json_string(StrBuf *sb, const char *s, size_t n) {
  sb_putc(sb, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') {
      sb_putc(sb, '\\');
      sb_putc(sb, (char)c);
    } else if (c == '\n') sb_puts(sb, "\\n");
    else if (c == '\t') sb_puts(sb, "\\t");
    else if (c == '\r') sb_puts(sb, "\\r");
    else if (c < 0x20) sb_printf(sb, "\\u%04x", c);
    else sb_putc(sb, (char)c);
  }
  sb_putc(sb, '"');
}
