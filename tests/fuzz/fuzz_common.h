/* fuzz_common.h: what the libFuzzer targets share: a context with every
 * dialect registered (and unregistered ones allowed), a diagnostic handler
 * that renders each diagnostic (so the rendering runs too) and string
 * sinks. The targets call only the public C API. */
#ifndef MLIRC_FUZZ_COMMON_H
#define MLIRC_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Ext/Parse.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

/* A growable string the printers and the diagnostic handler append to. */
typedef struct FuzzBuf {
  char *data;
  size_t len, cap;
} FuzzBuf;

static inline void fuzz_buf_append(MlirStringRef s, void *user) {
  FuzzBuf *b = (FuzzBuf *)user;
  if (b->len + s.length + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + s.length + 1) cap *= 2;
    char *grown = (char *)realloc(b->data, cap);
    if (!grown) abort(); /* the harness itself: not the code under test */
    b->data = grown;
    b->cap = cap;
  }
  if (s.length) memcpy(b->data + b->len, s.data, s.length);
  b->len += s.length;
  b->data[b->len] = 0;
}

static inline void fuzz_buf_free(FuzzBuf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
}

/* Renders every diagnostic and its notes; counts the errors. */
typedef struct FuzzDiags {
  FuzzBuf text;
  unsigned errors;
} FuzzDiags;

static inline MlirLogicalResult fuzz_diag_handler(MlirDiagnostic d, void *user) {
  FuzzDiags *fd = (FuzzDiags *)user;
  if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError) fd->errors++;
  if (fd->text.len > 65536) fd->text.len = 0; /* keep memory flat */
  mlirDiagnosticPrint(d, fuzz_buf_append, &fd->text);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++) {
    fuzz_buf_append(mlirStringRefCreateFromCString("\n  note: "), &fd->text);
    mlirDiagnosticPrint(mlirDiagnosticGetNote(d, i), fuzz_buf_append, &fd->text);
  }
  fuzz_buf_append(mlirStringRefCreateFromCString("\n"), &fd->text);
  return mlirLogicalResultSuccess();
}

/* The diagnostics of the input being run, for fuzz_fail. */
static FuzzDiags *fuzz_current_diags;

static inline MlirContext fuzz_context(FuzzDiags *fd, MlirDiagnosticHandlerID *id) {
  fuzz_current_diags = fd;
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  MlirContext ctx = mlirContextCreateWithRegistry(reg, false);
  mlirDialectRegistryDestroy(reg);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  *id = mlirContextAttachDiagnosticHandler(ctx, fuzz_diag_handler, fd, NULL);
  return ctx;
}

/* Printed IR that upstream mlir-opt 22 cannot read back either (checked
 * with /usr/lib/llvm-22/bin/mlir-opt): mlirc prints what upstream prints,
 * so a failed re-parse with one of these errors is not mlirc's bug.
 *  - cf.switch prints case values of a negative i8..i64 as unsigned
 *    (`18446744073709551611:`), which its parser rejects. */
static const char *const UPSTREAM_ROUNDTRIP_BUGS[] = {
    "custom op 'cf.switch' integer value too large",
};

static inline bool upstream_breaks_too(const FuzzDiags *fd) {
  for (size_t i = 0; i < sizeof UPSTREAM_ROUNDTRIP_BUGS / sizeof *UPSTREAM_ROUNDTRIP_BUGS; i++)
    if (fd->text.data && strstr(fd->text.data, UPSTREAM_ROUNDTRIP_BUGS[i])) return true;
  return false;
}

/* Bytecode (its magic number first) can carry names the textual format
 * cannot spell (an op name with a NUL, a resource key that is not an
 * identifier); upstream has the same limit, so printed IR of a bytecode
 * input is not required to parse back. */
static inline bool fuzz_is_bytecode(const char *data, size_t len) {
  return len >= 4 && memcmp(data, "ML\xefR", 4) == 0;
}

static inline MlirModule fuzz_parse(MlirContext ctx, const char *text, size_t len) {
  return mlirExtModuleCreateParseWithSourceName(ctx, mlirStringRefCreate(text, len),
                                                mlirStringRefCreateFromCString("fuzz.mlir"));
}

/* Prints `op` into `out` (cleared first): custom form unless `generic`. */
static inline void fuzz_print(MlirOperation op, bool generic, bool debug, FuzzBuf *out) {
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  if (generic) mlirOpPrintingFlagsPrintGenericOpForm(f);
  if (debug) mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  out->len = 0;
  if (out->data) out->data[0] = 0;
  mlirOperationPrintWithFlags(op, f, fuzz_buf_append, out);
  mlirOpPrintingFlagsDestroy(f);
}

/* Reports a broken property (not a memory error) and stops: libFuzzer
 * saves the input as a crash. */
static inline void fuzz_fail(const char *what, const char *a, const char *b) {
  fprintf(stderr, "FUZZ PROPERTY FAILED: %s\n", what);
  if (a) fprintf(stderr, "--- first:\n%s\n", a);
  if (b) fprintf(stderr, "--- second:\n%s\n", b);
  if (fuzz_current_diags && fuzz_current_diags->text.data)
    fprintf(stderr, "--- diagnostics:\n%s\n", fuzz_current_diags->text.data);
  abort();
}

#endif
