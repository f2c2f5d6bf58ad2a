/* fuzz_parse.c: the parser on any bytes. Parses the input as a module (all
 * dialects registered, unregistered ones allowed), then as a type and as an
 * attribute; a module that parses is verified and printed in the custom and
 * generic forms with locations. Nothing may crash, leak or hang. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzDiags fd = {0};
  MlirDiagnosticHandlerID id;
  MlirContext ctx = fuzz_context(&fd, &id);
  const char *text = (const char *)data;
  MlirModule m = fuzz_parse(ctx, text, size);
  if (!mlirModuleIsNull(m)) {
    MlirOperation op = mlirModuleGetOperation(m);
    FuzzBuf out = {0};
    bool ok = mlirOperationVerify(op);
    fuzz_print(op, false, false, &out);
    fuzz_print(op, true, true, &out);
    (void)ok;
    fuzz_buf_free(&out);
    mlirModuleDestroy(m);
  }
  /* Types and attributes on their own (the parse entry points of the C
   * API and of the Python and JS layers). */
  mlirTypeParseGet(ctx, mlirStringRefCreate(text, size));
  mlirAttributeParseGet(ctx, mlirStringRefCreate(text, size));
  mlirContextDetachDiagnosticHandler(ctx, id);
  mlirContextDestroy(ctx);
  fuzz_buf_free(&fd.text);
  return 0;
}
