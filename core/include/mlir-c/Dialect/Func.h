/* Func.h: the func dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Func.h. */
#ifndef MLIR_C_DIALECT_FUNC_H
#define MLIR_C_DIALECT_FUNC_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the func dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Func, func);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_FUNC_H */
