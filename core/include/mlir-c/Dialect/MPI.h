/* MPI.h: the mpi dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/MPI.h (the handle only). */
#ifndef MLIR_C_DIALECT_MPI_H
#define MLIR_C_DIALECT_MPI_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the mpi dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(MPI, mpi);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_MPI_H */
