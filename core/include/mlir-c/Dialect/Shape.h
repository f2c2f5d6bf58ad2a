/* Shape.h: the shape dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Shape.h (the handle only). */
#ifndef MLIR_C_DIALECT_SHAPE_H
#define MLIR_C_DIALECT_SHAPE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the shape dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Shape, shape);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_SHAPE_H */
