/* Index.h: the index dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/Index.h. */
#ifndef MLIR_C_DIALECT_INDEX_H
#define MLIR_C_DIALECT_INDEX_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the index dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Index, index);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_INDEX_H */
