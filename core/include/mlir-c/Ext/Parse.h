/* Parse.h: parsing a module from a named buffer. An mlirc addition (not in
 * upstream's mlir-c): upstream's mlirModuleCreateParse names the buffer
 * "-", which is what locations and diagnostics then say. */
#ifndef MLIR_C_EXT_PARSE_H
#define MLIR_C_EXT_PARSE_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// As mlirModuleCreateParse, with `sourceName` naming the buffer in
/// locations and diagnostics.
MLIR_CAPI_EXPORTED MlirModule mlirExtModuleCreateParseWithSourceName(MlirContext context,
                                                                     MlirStringRef module,
                                                                     MlirStringRef sourceName);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_PARSE_H */
