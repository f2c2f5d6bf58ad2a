/* PassRegistry.h: the passes mlirc provides, described for tools (the
 * playground's completion and pass list). An mlirc addition (not in
 * upstream's mlir-c). */
#ifndef MLIR_C_EXT_PASSREGISTRY_H
#define MLIR_C_EXT_PASSREGISTRY_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Writes every pass as JSON, in one piece: an array of objects with
/// "argument", "name" (upstream's pass class name), "description" and
/// "options" (objects with "name", "description", "type" (bool, int,
/// string, enum or list), "default" and, for enums, "values").
MLIR_CAPI_EXPORTED void mlirExtPassRegistryWriteJSON(MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_PASSREGISTRY_H */
