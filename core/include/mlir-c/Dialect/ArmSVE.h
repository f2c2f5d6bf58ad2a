/* ArmSVE.h: the arm_sve dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/ArmSVE.h (the handle only). */
#ifndef MLIR_C_DIALECT_ARMSVE_H
#define MLIR_C_DIALECT_ARMSVE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the arm_sve dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(ArmSVE, arm_sve);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_ARMSVE_H */
