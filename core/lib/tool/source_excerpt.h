/* source_excerpt.h: the source line and caret mlir-opt's source manager
 * prints under a diagnostic. */
#ifndef MLIRC_TOOL_SOURCE_EXCERPT_H
#define MLIRC_TOOL_SOURCE_EXCERPT_H

#include "../support/support.h"

/* Appends "\n<line `line` of buf>\n<spaces>^" with `width - 1` tildes after
 * the caret (a range of `width` characters; 0 or 1: the caret alone). */
MLIR_INTERNAL void append_source_excerpt(const char *buf, size_t len, unsigned line,
                                         unsigned col, unsigned width, StrBuf *out);

#endif
