/* PassOutput.h: where a pass manager's reports go. Upstream writes IR
 * printing, --mlir-timing and statistics to stderr; notebooks and the
 * Python package want them as text. An mlirc addition (not in upstream's
 * mlir-c). */
#ifndef MLIR_C_EXT_PASSOUTPUT_H
#define MLIR_C_EXT_PASSOUTPUT_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Sends the pass manager's reports (IR dumps of mlirPassManagerEnableIRPrinting,
/// the timing and statistics reports) to `callback` instead of stderr: one
/// piece per run that printed anything, and one when the manager is
/// destroyed (the timing and statistics reports are written then), so the
/// callback must stay callable until then. A null callback restores stderr.
MLIR_CAPI_EXPORTED void mlirExtPassManagerSetOutputCallback(MlirPassManager passManager,
                                                            MlirStringCallback callback,
                                                            void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_PASSOUTPUT_H */
