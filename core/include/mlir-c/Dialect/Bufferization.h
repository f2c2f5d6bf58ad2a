/* Bufferization.h: the bufferization dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Bufferization.h (the handle only). */
#ifndef MLIR_C_DIALECT_BUFFERIZATION_H
#define MLIR_C_DIALECT_BUFFERIZATION_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the bufferization dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Bufferization, bufferization);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_BUFFERIZATION_H */
