/* source_excerpt.c: see source_excerpt.h. */
#include "source_excerpt.h"

void append_source_excerpt(const char *buf, size_t len, unsigned line, unsigned col,
                           unsigned width, StrBuf *out) {
  if (line == 0) return;
  const char *s = buf, *end = buf + len;
  for (unsigned ln = 1; ln < line && s < end; s++)
    if (*s == '\n') ln++;
  const char *e = s;
  while (e < end && *e != '\n') e++;
  sb_putc(out, '\n');
  sb_append(out, s, (size_t)(e - s));
  sb_putc(out, '\n');
  for (unsigned i = 1; i < col; i++) sb_putc(out, ' ');
  sb_putc(out, '^');
  for (unsigned i = 1; i < width; i++) sb_putc(out, '~');
}
