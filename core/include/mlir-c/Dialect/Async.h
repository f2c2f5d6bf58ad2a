/* Async.h: the async dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Async.h (the handle only). */
#ifndef MLIR_C_DIALECT_ASYNC_H
#define MLIR_C_DIALECT_ASYNC_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the async dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Async, async);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_ASYNC_H */
