/* OptMain.h: mlirc's mlir-opt compatible driver, shared by the native CLI
 * and the Node CLI so both behave identically. An mlirc addition (not in
 * upstream's mlir-c). */
#ifndef MLIR_C_EXT_OPTMAIN_H
#define MLIR_C_EXT_OPTMAIN_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Runs the driver over `input` with mlir-opt's command-line flags `argv`
/// (no program name). A positional argument names the input for locations
/// and diagnostics ("-" or none: "<stdin>"); `-o FILE` is left to the
/// caller, which writes what `out` receives. Output goes to `out`,
/// diagnostics to `err`. Returns the process exit status (0 or 1).
MLIR_CAPI_EXPORTED int mlirExtOptMain(int argc, const char *const *argv, MlirStringRef input,
                                      MlirStringCallback out, MlirStringCallback err,
                                      void *userData);

/// As mlirExtOptMain, with the contents of files the flags name besides the
/// input (`--irdl-file=PATH`): a read of `paths[i]` gets `contents[i]`
/// instead of opening the file, for hosts without a file system (wasm).
MLIR_CAPI_EXPORTED int mlirExtOptMainWithFiles(int argc, const char *const *argv,
                                               MlirStringRef input, intptr_t numFiles,
                                               const MlirStringRef *paths,
                                               const MlirStringRef *contents,
                                               MlirStringCallback out, MlirStringCallback err,
                                               void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_OPTMAIN_H */
