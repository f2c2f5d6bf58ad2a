/* ControlFlow.h: the cf dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/ControlFlow.h. */
#ifndef MLIR_C_DIALECT_CONTROLFLOW_H
#define MLIR_C_DIALECT_CONTROLFLOW_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the cf dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(ControlFlow, cf);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_CONTROLFLOW_H */
