/* RunnerMain.h: mlirc's mlir-runner compatible driver, shared by the native
 * and the Node CLIs so both behave identically. It runs the input at any
 * level of lowering with the interpreter. An mlirc addition (not in
 * upstream's mlir-c). */
#ifndef MLIR_C_EXT_RUNNERMAIN_H
#define MLIR_C_EXT_RUNNERMAIN_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Runs the driver over `input` with mlir-runner's command-line flags
/// `argv` (no program name): `-e NAME`, `--entry-point-result=i32|i64|f32|void`,
/// `--shared-libs=...` and `-O0`..`-O3` (accepted; the runner-utils
/// functions are built in), plus mlirc's `--max-steps=N`,
/// `--max-call-depth=N` and `--leak-check=false`. A positional argument
/// names the input for locations. The program's output and the runner's
/// result line go to `out` and diagnostics to `err`. Into a terminal
/// (`outputIsTerminal`) the result line comes last; otherwise it lands
/// where upstream's buffered streams put it in a pipe or file. Returns
/// the process exit status (0 or 1).
MLIR_CAPI_EXPORTED int mlirExtRunnerMain(int argc, const char *const *argv, MlirStringRef input,
                                         bool outputIsTerminal, MlirStringCallback out,
                                         MlirStringCallback err, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_RUNNERMAIN_H */
