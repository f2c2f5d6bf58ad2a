/* parity.h: helpers shared by the C API parity programs. Each program is
 * built twice, against upstream MLIR 22's C API and against mlirc, and both
 * builds must print the same bytes to stdout. Only upstream's public C API
 * may be used here: no mlirc extension, no internal header. */
#ifndef MLIRC_CAPI_PARITY_H
#define MLIRC_CAPI_PARITY_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

/* Writes printed pieces straight to stdout. */
static inline void print_out(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stdout);
}

static inline MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static inline void show_str(const char *label, MlirStringRef s) {
  printf("%s: '%.*s'\n", label, (int)s.length, s.data);
}

static inline void show_type(const char *label, MlirType t) {
  printf("%s: ", label);
  if (mlirTypeIsNull(t)) printf("<null type>");
  else mlirTypePrint(t, print_out, NULL);
  printf("\n");
}

static inline void show_attr(const char *label, MlirAttribute a) {
  printf("%s: ", label);
  if (mlirAttributeIsNull(a)) printf("<null attribute>");
  else mlirAttributePrint(a, print_out, NULL);
  printf("\n");
}

static inline void show_loc(const char *label, MlirLocation l) {
  printf("%s: ", label);
  if (mlirLocationIsNull(l)) printf("<null location>");
  else mlirLocationPrint(l, print_out, NULL);
  printf("\n");
}

static inline void show_op(const char *label, MlirOperation op) {
  printf("%s:\n", label);
  if (mlirOperationIsNull(op)) printf("<null operation>");
  else mlirOperationPrint(op, print_out, NULL);
  printf("\n");
}

static inline MlirType parse_type(MlirContext ctx, const char *s) {
  return mlirTypeParseGet(ctx, str(s));
}
static inline MlirAttribute parse_attr(MlirContext ctx, const char *s) {
  return mlirAttributeParseGet(ctx, str(s));
}

/* Prints every diagnostic as "severity loc: message" (plus its notes) and
 * reports it handled, so nothing reaches stderr. */
static inline const char *severity_name(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError: return "error";
  case MlirDiagnosticWarning: return "warning";
  case MlirDiagnosticNote: return "note";
  case MlirDiagnosticRemark: return "remark";
  }
  return "?";
}

static inline void print_diag(MlirDiagnostic d, const char *indent) {
  printf("%s[%s] ", indent, severity_name(mlirDiagnosticGetSeverity(d)));
  mlirLocationPrint(mlirDiagnosticGetLocation(d), print_out, NULL);
  printf(": ");
  mlirDiagnosticPrint(d, print_out, NULL);
  printf("\n");
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++)
    print_diag(mlirDiagnosticGetNote(d, i), "  ");
}

static inline MlirLogicalResult diag_to_stdout(MlirDiagnostic d, void *ud) {
  (void)ud;
  print_diag(d, "diag ");
  return mlirLogicalResultSuccess();
}

/* A context with the diagnostic printer attached. */
static inline MlirContext new_context(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextAttachDiagnosticHandler(ctx, diag_to_stdout, NULL, NULL);
  return ctx;
}

#endif /* MLIRC_CAPI_PARITY_H */
