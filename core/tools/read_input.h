/* read_input.h: what the native CLIs share: reading a whole input stream
 * into memory (the C API's mains take the text, not a file). */
#ifndef MLIRC_TOOLS_READ_INPUT_H
#define MLIRC_TOOLS_READ_INPUT_H

#include <stdio.h>
#include <stdlib.h>

/* The bytes of `f` (a malloc'd buffer the caller frees, *len set), or NULL
 * when out of memory. */
static char *read_all(FILE *f, size_t *len) {
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (n < cap) break;
    char *grown = realloc(buf, cap *= 2);
    if (!grown) {
      free(buf);
      return NULL;
    }
    buf = grown;
  }
  *len = n;
  return buf;
}

#endif /* MLIRC_TOOLS_READ_INPUT_H */
