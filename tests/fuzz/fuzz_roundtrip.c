/* fuzz_roundtrip.c: parse, print, re-parse, re-print must be a fixed point.
 * For an input that parses and verifies, the custom form and the generic
 * form each must parse again, verify again, and print to the same text. */
#include "fuzz_common.h"

/* The printed text is re-parsed in a fresh context, as a second mlir-opt
 * run reads it: in the same context, names such as dense resource keys
 * are taken and get renamed (`blob` becomes `blob_1`), as upstream does. */
static void roundtrip(MlirOperation op, bool generic, FuzzDiags *fd) {
  FuzzBuf first = {0}, second = {0};
  fuzz_print(op, generic, false, &first);
  unsigned errors = fd->errors;
  MlirDiagnosticHandlerID id;
  MlirContext ctx = fuzz_context(fd, &id);
  MlirModule again = fuzz_parse(ctx, first.data ? first.data : "", first.len);
  if (mlirModuleIsNull(again) && upstream_breaks_too(fd)) {
    fuzz_buf_free(&first);
    mlirContextDestroy(ctx);
    return;
  }
  if (mlirModuleIsNull(again))
    fuzz_fail(generic ? "printed generic form does not parse" : "printed custom form does not parse",
              first.data, NULL);
  MlirOperation op2 = mlirModuleGetOperation(again);
  if (!mlirOperationVerify(op2))
    fuzz_fail("re-parsed module does not verify", first.data, NULL);
  if (fd->errors != errors) fuzz_fail("re-parse emitted errors", first.data, NULL);
  fuzz_print(op2, generic, false, &second);
  if (first.len != second.len || memcmp(first.data, second.data, first.len) != 0)
    fuzz_fail("print is not a fixed point", first.data, second.data);
  mlirModuleDestroy(again);
  mlirContextDestroy(ctx);
  fuzz_buf_free(&first);
  fuzz_buf_free(&second);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzDiags fd = {0};
  MlirDiagnosticHandlerID id;
  MlirContext ctx = fuzz_context(&fd, &id);
  MlirModule m = fuzz_parse(ctx, (const char *)data, size);
  if (!mlirModuleIsNull(m)) {
    MlirOperation op = mlirModuleGetOperation(m);
    if (mlirOperationVerify(op) && !fuzz_is_bytecode((const char *)data, size)) {
      roundtrip(op, false, &fd);
      roundtrip(op, true, &fd);
    }
    mlirModuleDestroy(m);
  }
  mlirContextDetachDiagnosticHandler(ctx, id);
  mlirContextDestroy(ctx);
  fuzz_buf_free(&fd.text);
  return 0;
}
