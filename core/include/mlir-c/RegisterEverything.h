/* RegisterEverything.h: registering every dialect mlirc provides. Mirrors
 * upstream's mlir-c/RegisterEverything.h. */
#ifndef MLIR_C_REGISTEREVERYTHING_H
#define MLIR_C_REGISTEREVERYTHING_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds every dialect mlirc provides to the registry.
MLIR_CAPI_EXPORTED void mlirRegisterAllDialects(MlirDialectRegistry registry);

/// Registers every pass mlirc provides, so that pipelines can name them.
MLIR_CAPI_EXPORTED void mlirRegisterAllPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_REGISTEREVERYTHING_H */
