/* SMT.h: the smt dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/SMT.h (the handle only). */
#ifndef MLIR_C_DIALECT_SMT_H
#define MLIR_C_DIALECT_SMT_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the smt dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(SMT, smt);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_SMT_H */
