/* translate.c: the C API of the translations out of MLIR
 * (mlir-c/Ext/Translate.h). */
#include "../target/llvmir/llvmir.h"
#include "../verify/verify.h"
#include "capi.h"
#include "mlir-c/Ext/Translate.h"

MlirLogicalResult mlirExtTranslateModuleToLLVMIR(MlirOperation module, MlirStringCallback callback,
                                                 void *userData) {
  Operation *m = unwrap_op(module);
  if (!m) return mlirLogicalResultFailure();
  Context *ctx = op_context(m);
  StrBuf out;
  sb_init(&out, &ctx->alloc);
  /* Unlike upstream's C++ entry, which trusts its caller, an invalid
   * module is refused with the verifier's diagnostics. */
  bool ok = verify_op(m) && llvmir_translate(m, &out) && !ctx->alloc.oom;
  if (ok) callback(mlirStringRefCreate(out.data ? out.data : "", out.len), userData);
  sb_free(&out);
  capi_check_oom(ctx);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
