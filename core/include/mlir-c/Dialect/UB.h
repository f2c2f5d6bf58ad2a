/* UB.h: the ub dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/UB.h. */
#ifndef MLIR_C_DIALECT_UB_H
#define MLIR_C_DIALECT_UB_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the ub dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(UB, ub);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_UB_H */
