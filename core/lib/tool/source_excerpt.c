/* source_excerpt.c: see source_excerpt.h. */
#include "source_excerpt.h"
#include "../asm/asm.h"

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

static void append_excerpt(const SourceText *src, const Loc *l, StrBuf *sb) {
  if (l->kind != LK_FILE_LINE_COL || WORD_PTR(const Ident, l->p[0]) != src->file) return;
  append_source_excerpt(src->buf, src->len, (unsigned)l->p[1], (unsigned)l->p[2], 0, sb);
}

void render_with_excerpts(const SourceText *src, Diag *dg, StrBuf *sb) {
  Diag *notes = dg->notes;
  dg->notes = NULL;
  diag_render(dg, sb);
  append_excerpt(src, dg->loc, sb);
  const Loc *prev = dg->loc;
  for (Diag *n = notes; n; n = n->next) {
    sb_putc(sb, '\n');
    diag_render(n, sb);
    if (n->loc != prev) append_excerpt(src, n->loc, sb);
    prev = n->loc;
  }
  dg->notes = notes;
}
