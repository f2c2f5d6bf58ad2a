/* OpRegistry.h: the operations a context has registered, described for
 * tools (the playground's completion). An mlirc addition (not in
 * upstream's mlir-c, which can only ask about one name). */
#ifndef MLIR_C_EXT_OPREGISTRY_H
#define MLIR_C_EXT_OPREGISTRY_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Writes the registered operations of `context` as JSON, in one piece: an
/// array, sorted by name, of objects with "name" (`arith.addi`) and
/// "summary" (the ODS summary, "" when there is none).
MLIR_CAPI_EXPORTED void mlirExtContextWriteRegisteredOperationsJSON(MlirContext context,
                                                                     MlirStringCallback callback,
                                                                     void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_OPREGISTRY_H */
