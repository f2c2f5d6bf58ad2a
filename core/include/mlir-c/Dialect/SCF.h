/* SCF.h: the scf dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/SCF.h. */
#ifndef MLIR_C_DIALECT_SCF_H
#define MLIR_C_DIALECT_SCF_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the scf dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(SCF, scf);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_SCF_H */
