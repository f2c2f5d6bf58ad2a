/* source_excerpt.h: the source line and caret mlir-opt's source manager
 * prints under a diagnostic. */
#ifndef MLIRC_TOOL_SOURCE_EXCERPT_H
#define MLIRC_TOOL_SOURCE_EXCERPT_H

#include "../ir/ir.h"

/* Appends "\n<line `line` of buf>\n<spaces>^" with `width - 1` tildes after
 * the caret (a range of `width` characters; 0 or 1: the caret alone). */
MLIR_INTERNAL void append_source_excerpt(const char *buf, size_t len, unsigned line,
                                         unsigned col, unsigned width, StrBuf *out);

/* The input a tool reads, for excerpts under its diagnostics. */
typedef struct SourceText {
  const char *buf;
  size_t len;
  const Ident *file; /* the name locations in the input carry */
} SourceText;

/* Renders a diagnostic, then each note, as mlir-opt's source manager does:
 * each followed by the source line of its location when that is in the
 * input, a note's only when its location differs from the one before. */
MLIR_INTERNAL void render_with_excerpts(const SourceText *src, Diag *dg, StrBuf *sb);

#endif
