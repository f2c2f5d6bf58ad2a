/* verify_diagnostics.h: mlir-opt's --verify-diagnostics. The input's
 * `expected-error/warning/note/remark[-re][@+N|@-N|@above|@below|@unknown]
 * {{text}}` comments name the diagnostics a run must produce; each emitted
 * diagnostic (and each of its notes) must match one, and each must be
 * matched. */
#ifndef MLIRC_TOOL_VERIFY_DIAGNOSTICS_H
#define MLIRC_TOOL_VERIFY_DIAGNOSTICS_H

#include "../ir/ir.h"

typedef struct ExpectedDiag ExpectedDiag;

typedef struct DiagVerifier {
  Context *ctx;
  const Ident *file; /* the input's name: only its locations can match */
  const char *buf;   /* the whole input */
  size_t len;
  ExpectedDiag *expected;
  size_t n, cap;
  bool failed; /* a diagnostic did not match, or an expectation is bad */
} DiagVerifier;

/* Collects the expectations of the whole input. */
MLIR_INTERNAL void dv_init(DiagVerifier *v, Context *ctx, const Ident *file, const char *buf,
                           size_t len);
MLIR_INTERNAL void dv_free(DiagVerifier *v);

/* A reported mismatch: a message at a location of the input, with the
 * width of the range under the caret (0: the caret alone). */
typedef struct DiagMismatch {
  const Loc *loc; /* for "unexpected ..." at the diagnostic's location */
  unsigned line, col, width; /* else: at an expectation of the input */
  StrBuf msg;
} DiagMismatch;

/* Checks one diagnostic (without its notes) against the expectations;
 * returns true when it matched, else fills `out` (msg initialised here). */
MLIR_INTERNAL bool dv_check(DiagVerifier *v, const Diag *d, DiagMismatch *out);
/* Reports the next expectation never matched, in input order: fills `out`
 * and returns true, or returns false when none is left. `*cursor` starts
 * at 0. */
MLIR_INTERNAL bool dv_next_unmatched(DiagVerifier *v, size_t *cursor, DiagMismatch *out);

#endif
