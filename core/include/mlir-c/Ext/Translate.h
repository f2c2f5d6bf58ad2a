/* Translate.h: translations out of MLIR, and mlirc's mlir-translate
 * compatible driver shared by the native and the Node CLIs. An mlirc
 * addition (upstream exposes its translations in C++ only). */
#ifndef MLIR_C_EXT_TRANSLATE_H
#define MLIR_C_EXT_TRANSLATE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Translates `module` (a builtin.module of llvm-dialect operations) into
/// LLVM IR text, as `mlir-translate --mlir-to-llvmir` 22 prints it, passed
/// to `callback` in one piece. On failure nothing is passed and the
/// errors (upstream's wording) go to the context's diagnostic handlers.
/// As upstream, the module may be changed on the way (a terminator that
/// names a block with arguments twice is given a forwarding block).
MLIR_CAPI_EXPORTED MlirLogicalResult mlirExtTranslateModuleToLLVMIR(MlirOperation module,
                                                                    MlirStringCallback callback,
                                                                    void *userData);

/// Runs the driver over `input` with mlir-translate's flags `argv` (no
/// program name): `--mlir-to-llvmir`, `--split-input-file`,
/// `--verify-diagnostics`, `--allow-unregistered-dialect`; a positional
/// argument names the input for locations (`-o` is the caller's). The
/// translation goes to `out`, diagnostics to `err`. Returns the process
/// exit status (0 or 1).
MLIR_CAPI_EXPORTED int mlirExtTranslateMain(int argc, const char *const *argv, MlirStringRef input,
                                            MlirStringCallback out, MlirStringCallback err,
                                            void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_TRANSLATE_H */
