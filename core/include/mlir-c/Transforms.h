/* Transforms.h: creating and registering mlirc's general transformation
 * passes. Mirrors upstream's mlir-c/Transforms.h for the passes mlirc has
 * (registering a pass lets pipelines name it). */
#ifndef MLIR_C_TRANSFORMS_H
#define MLIR_C_TRANSFORMS_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_CAPI_EXPORTED void mlirRegisterTransformsPasses(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateTransformsCSE(void);
MLIR_CAPI_EXPORTED void mlirRegisterTransformsCSE(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateTransformsCanonicalizer(void);
MLIR_CAPI_EXPORTED void mlirRegisterTransformsCanonicalizer(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateTransformsInliner(void);
MLIR_CAPI_EXPORTED void mlirRegisterTransformsInliner(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateTransformsPrintOpStats(void);
MLIR_CAPI_EXPORTED void mlirRegisterTransformsPrintOpStats(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateTransformsStripDebugInfo(void);
MLIR_CAPI_EXPORTED void mlirRegisterTransformsStripDebugInfo(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateTransformsSymbolDCE(void);
MLIR_CAPI_EXPORTED void mlirRegisterTransformsSymbolDCE(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_TRANSFORMS_H */
