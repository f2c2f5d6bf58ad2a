/* Conversion.h: creating and registering mlirc's dialect conversion
 * passes. Mirrors upstream's mlir-c/Conversion.h for the passes mlirc has
 * (registering a pass lets pipelines name it). */
#ifndef MLIR_C_CONVERSION_H
#define MLIR_C_CONVERSION_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_CAPI_EXPORTED void mlirRegisterConversionPasses(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateConversionConvertComplexToStandardPass(void);
MLIR_CAPI_EXPORTED void mlirRegisterConversionConvertComplexToStandardPass(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateConversionConvertMathToLibmPass(void);
MLIR_CAPI_EXPORTED void mlirRegisterConversionConvertMathToLibmPass(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateConversionLowerAffinePass(void);
MLIR_CAPI_EXPORTED void mlirRegisterConversionLowerAffinePass(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateConversionReconcileUnrealizedCastsPass(void);
MLIR_CAPI_EXPORTED void mlirRegisterConversionReconcileUnrealizedCastsPass(void);
MLIR_CAPI_EXPORTED MlirPass mlirCreateConversionSCFToControlFlowPass(void);
MLIR_CAPI_EXPORTED void mlirRegisterConversionSCFToControlFlowPass(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_CONVERSION_H */
