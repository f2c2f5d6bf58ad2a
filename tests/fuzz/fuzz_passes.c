/* fuzz_passes.c: pass pipelines on valid IR, the verifier after each pass.
 * The input's first line is a pipeline (`builtin.module(canonicalize,cse)`),
 * the rest a module. Only a pipeline that parses and a module that parses
 * and verifies go on (the fuzzer mutates valid seeds into other valid IR);
 * the pipeline then runs with the verifier after every pass. A pass that
 * succeeds must leave IR that verifies and prints to text that parses back
 * (a pass that leaves invalid IR fails the run through the verifier: it is
 * reported as a property failure). */
#include "fuzz_common.h"

static int registered;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!registered) {
    mlirRegisterAllPasses();
    registered = 1;
  }
  const char *text = (const char *)data;
  const char *nl = memchr(text, '\n', size);
  if (!nl) return 0;
  size_t plen = (size_t)(nl - text);
  FuzzDiags fd = {0};
  MlirDiagnosticHandlerID id;
  MlirContext ctx = fuzz_context(&fd, &id);
  FuzzBuf errs = {0}, out = {0};
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirModule m = {0};
  if (mlirLogicalResultIsFailure(mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                                                       mlirStringRefCreate(text, plen),
                                                       fuzz_buf_append, &errs)))
    goto done;
  m = fuzz_parse(ctx, nl + 1, size - plen - 1);
  if (mlirModuleIsNull(m) || !mlirOperationVerify(mlirModuleGetOperation(m))) goto done;
  mlirPassManagerEnableVerifier(pm, true);
  MlirOperation op = mlirModuleGetOperation(m);
  if (mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op))) {
    if (!mlirOperationVerify(op)) fuzz_fail("IR after a successful pipeline does not verify", NULL, NULL);
    fuzz_print(op, false, false, &out);
    unsigned errors = fd.errors;
    MlirModule again = fuzz_parse(ctx, out.data ? out.data : "", out.len);
    if ((mlirModuleIsNull(again) || fd.errors != errors) && !upstream_breaks_too(&fd) &&
        !fuzz_is_bytecode(nl + 1, size - plen - 1))
      fuzz_fail("IR after the pipeline does not parse back", out.data, NULL);
    if (!mlirModuleIsNull(again)) mlirModuleDestroy(again);
  } else if (getenv("MLIRC_FUZZ_STRICT_PASSES")) {
    /* With the verifier after each pass, a failing run on valid IR is a
     * pass that left invalid IR (or a pass that may fail by design). */
    fuzz_fail("pipeline failed on valid IR", NULL, NULL);
  }
done:
  if (!mlirModuleIsNull(m)) mlirModuleDestroy(m);
  mlirPassManagerDestroy(pm);
  fuzz_buf_free(&errs);
  fuzz_buf_free(&out);
  mlirContextDetachDiagnosticHandler(ctx, id);
  mlirContextDestroy(ctx);
  fuzz_buf_free(&fd.text);
  return 0;
}
