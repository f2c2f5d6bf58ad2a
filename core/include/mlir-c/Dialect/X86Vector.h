/* X86Vector.h: the x86vector dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/X86Vector.h (the handle only). */
#ifndef MLIR_C_DIALECT_X86VECTOR_H
#define MLIR_C_DIALECT_X86VECTOR_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the x86vector dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(X86Vector, x86vector);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_X86VECTOR_H */
