/* ResultChecking.h: pass-by-pass result checking. The interpreter runs an
 * entry function before a pipeline and again after each pass; the first
 * pass after which what it prints or returns differs fails the run with an
 * error at the function naming the pass, with notes giving the first
 * differing line before and after. An mlirc addition (not in upstream's
 * mlir-c): upstream has no interpreter. */
#ifndef MLIR_C_EXT_RESULTCHECKING_H
#define MLIR_C_EXT_RESULTCHECKING_H

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Checks the result of the function `entry` of the module the manager runs
/// on after every pass (an empty name turns checking off). Arguments of
/// scalar types (integers, index, floats) get values derived from `seed`,
/// the same for every run; results of those types and of vectors are
/// compared, with everything the function prints through the runner-utils
/// functions. Nested pipelines then run on one thread.
MLIR_CAPI_EXPORTED void mlirExtPassManagerEnableResultChecking(MlirPassManager passManager,
                                                               MlirStringRef entry, uint64_t seed);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_RESULTCHECKING_H */
