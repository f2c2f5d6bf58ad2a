/* Vector.h: the vector dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Vector.h (the handle only). */
#ifndef MLIR_C_DIALECT_VECTOR_H
#define MLIR_C_DIALECT_VECTOR_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the vector dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Vector, vector);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_VECTOR_H */
