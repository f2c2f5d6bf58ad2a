/* Tensor.h: the tensor dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Tensor.h. */
#ifndef MLIR_C_DIALECT_TENSOR_H
#define MLIR_C_DIALECT_TENSOR_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the tensor dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Tensor, tensor);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_TENSOR_H */
