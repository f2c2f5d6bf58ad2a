/* Affine.h: the affine dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Affine.h (the handle only). */
#ifndef MLIR_C_DIALECT_AFFINE_H
#define MLIR_C_DIALECT_AFFINE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the affine dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Affine, affine);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_AFFINE_H */
