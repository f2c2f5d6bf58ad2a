/* irdl.c: C API of run-time dialects (mlir-c/Dialect/IRDL.h). */
#include "capi.h"
#include "mlir-c/Dialect/IRDL.h"

MlirLogicalResult mlirLoadIRDLDialects(MlirModule module) {
  Operation *m = (Operation *)module.ptr;
  if (!m) return mlirLogicalResultFailure();
  return irdl_load_dialects(op_context(m), m) ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
