/* Math.h: the math dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Math.h. */
#ifndef MLIR_C_DIALECT_MATH_H
#define MLIR_C_DIALECT_MATH_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the math dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Math, math);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_MATH_H */
