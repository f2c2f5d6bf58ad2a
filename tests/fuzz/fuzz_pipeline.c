/* fuzz_pipeline.c: the pass-pipeline parser on any bytes, both entry
 * points (a full `builtin.module(...)` pipeline, and pipeline elements
 * added to a manager); a pipeline that parses is printed. */
#include "fuzz_common.h"

static int registered;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!registered) {
    mlirRegisterAllPasses();
    registered = 1;
  }
  FuzzDiags fd = {0};
  MlirDiagnosticHandlerID id;
  MlirContext ctx = fuzz_context(&fd, &id);
  MlirStringRef text = mlirStringRefCreate((const char *)data, size);
  FuzzBuf errs = {0}, out = {0};
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsSuccess(
          mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm), text, fuzz_buf_append, &errs)))
    mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm), fuzz_buf_append, &out);
  mlirPassManagerDestroy(pm);
  pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsSuccess(
          mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(pm), text, fuzz_buf_append, &errs)))
    mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm), fuzz_buf_append, &out);
  mlirPassManagerDestroy(pm);
  fuzz_buf_free(&errs);
  fuzz_buf_free(&out);
  mlirContextDetachDiagnosticHandler(ctx, id);
  mlirContextDestroy(ctx);
  fuzz_buf_free(&fd.text);
  return 0;
}
