/* Arith.h: the arith dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Arith.h. */
#ifndef MLIR_C_DIALECT_ARITH_H
#define MLIR_C_DIALECT_ARITH_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the arith dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Arith, arith);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_ARITH_H */
