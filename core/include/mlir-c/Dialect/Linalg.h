/* Linalg.h: the linalg dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Linalg.h (the handle only). */
#ifndef MLIR_C_DIALECT_LINALG_H
#define MLIR_C_DIALECT_LINALG_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the linalg dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Linalg, linalg);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_LINALG_H */
