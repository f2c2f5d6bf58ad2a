/* ArmNeon.h: the arm_neon dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/ArmNeon.h (the handle only). */
#ifndef MLIR_C_DIALECT_ARMNEON_H
#define MLIR_C_DIALECT_ARMNEON_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the arm_neon dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(ArmNeon, arm_neon);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_ARMNEON_H */
