/* MemRef.h: the memref dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/MemRef.h. */
#ifndef MLIR_C_DIALECT_MEMREF_H
#define MLIR_C_DIALECT_MEMREF_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the memref dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(MemRef, memref);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_MEMREF_H */
