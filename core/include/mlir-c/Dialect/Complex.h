/* Complex.h: the complex dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Complex.h (the handle only). */
#ifndef MLIR_C_DIALECT_COMPLEX_H
#define MLIR_C_DIALECT_COMPLEX_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the complex dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Complex, complex);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_COMPLEX_H */
