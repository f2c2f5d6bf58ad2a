/* Ext/ExecutionEngine.h: what mlirc's execution engine adds to upstream's
 * (mlir-c/ExecutionEngine.h): calls through the C interface of any
 * function, host functions called with packed arguments, the program's
 * output, limits, leak reports and a description of a function's C
 * interface for hosts that lay out arguments themselves (JS). */
#ifndef MLIR_C_EXT_EXECUTIONENGINE_H
#define MLIR_C_EXT_EXECUTIONENGINE_H

#include "mlir-c/ExecutionEngine.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Calls function `name` through its C interface with packed arguments, as
/// mlirExecutionEngineInvokePacked does for `_mlir_ciface_NAME`, whether or
/// not it has `llvm.emit_c_interface`. Tensor arguments and results pass as
/// memref descriptors of their shape (results in memory the engine owns).
MLIR_CAPI_EXPORTED MlirLogicalResult mlirExtExecutionEngineInvoke(MlirExecutionEngine jit, MlirStringRef name,
                                                                  void **arguments);

/// A host function the program calls: `arguments` are packed as for
/// mlirExtExecutionEngineInvoke (a pointer per argument, results through
/// pointers as the C interface has them).
typedef void (*MlirExtPackedFunction)(void **arguments, void *userData);

/// Registers `fn` as the function the program calls as `name` (with or
/// without an `_mlir_ciface_` prefix).
MLIR_CAPI_EXPORTED void mlirExtExecutionEngineRegisterPackedSymbol(MlirExecutionEngine jit, MlirStringRef name,
                                                                   MlirExtPackedFunction fn, void *userData);

/// Sends what the program prints (printF32, printMemrefF32, ...) to `out`
/// and what it writes to stderr to `err` (by default both are dropped: the
/// library never writes to the process's streams).
MLIR_CAPI_EXPORTED void mlirExtExecutionEngineSetOutput(MlirExecutionEngine jit, MlirStringCallback out,
                                                        MlirStringCallback err, void *userData);

/// Sets the step budget and the call-depth limit of the next calls (0:
/// the defaults, 10^9 steps and a depth of 10^4).
MLIR_CAPI_EXPORTED void mlirExtExecutionEngineSetLimits(MlirExecutionEngine jit, uint64_t maxSteps,
                                                        uint32_t maxCallDepth);

/// The number of operations run so far.
MLIR_CAPI_EXPORTED uint64_t mlirExtExecutionEngineGetSteps(MlirExecutionEngine jit);

/// Reports the heap memory still allocated (never freed) as warnings at
/// the places it was allocated; returns the number of allocations.
MLIR_CAPI_EXPORTED intptr_t mlirExtExecutionEngineReportLeaks(MlirExecutionEngine jit);

/// Describes the C interface of function `name` as JSON through `callback`
/// (nothing when there is no such function): {"inputs": [...], "results":
/// [...], "resultsFirst": bool}, each type as {"kind": "int"|"float"|
/// "index"|"complex"|"memref"|"tensor"|"vector"|"other", "bits": N (scalar
/// width), "size": bytes of a scalar's C value, "rank": N, "shape": [...]
/// (-1 dynamic), "element": {...}}.
MLIR_CAPI_EXPORTED void mlirExtExecutionEngineDescribeFunction(MlirExecutionEngine jit, MlirStringRef name,
                                                               MlirStringCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_EXECUTIONENGINE_H */
