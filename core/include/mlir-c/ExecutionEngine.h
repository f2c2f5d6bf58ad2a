/* ExecutionEngine.h: upstream's execution engine API (mlir-c), backed by
 * mlirc's interpreter instead of a JIT: the module runs at whatever level
 * it is written, lowered to LLVM or not. Differences from upstream:
 * lookups give no callable native pointer, optimization levels and shared
 * libraries are accepted and change nothing (the runner-utils functions
 * are built in), and object files cannot be dumped. */
#ifndef MLIR_C_EXECUTIONENGINE_H
#define MLIR_C_EXECUTIONENGINE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An execution engine: owns a copy of the module it runs and every memory
/// the program allocates (memrefs it returns stay valid until it is
/// destroyed).
typedef struct MlirExecutionEngine {
  void *ptr;
} MlirExecutionEngine;

/// Creates an engine for `op` (copied; the context must outlive the
/// engine). `optLevel`, the shared libraries, `enableObjectDump` and
/// `enablePIC` are accepted for compatibility. A null engine when the
/// module cannot be run (diagnostics go to the context's handlers).
MLIR_CAPI_EXPORTED MlirExecutionEngine mlirExecutionEngineCreate(MlirModule op, int optLevel, int numPaths,
                                                                 const MlirStringRef *sharedLibPaths,
                                                                 bool enableObjectDump, bool enablePIC);

/// Runs the module's global constructors: there are none to run at the
/// levels the interpreter runs; kept for compatibility.
MLIR_CAPI_EXPORTED void mlirExecutionEngineInitialize(MlirExecutionEngine jit);

/// Destroys the engine and the memory its program allocated.
MLIR_CAPI_EXPORTED void mlirExecutionEngineDestroy(MlirExecutionEngine jit);

/// Checks whether an engine is null.
static inline bool mlirExecutionEngineIsNull(MlirExecutionEngine jit) { return !jit.ptr; }

/// Calls the function `name` with packed arguments as upstream's packed
/// wrappers take them: for `_mlir_ciface_NAME`, the C interface of a
/// function with `llvm.emit_c_interface` (memrefs as pointers to
/// descriptors); for `NAME`, the LLVM function's arguments (memrefs field by
/// field), results stored through the pointers after the arguments.
/// Failure when the function is missing or the run fails (diagnostics go to
/// the context's handlers).
MLIR_CAPI_EXPORTED MlirLogicalResult mlirExecutionEngineInvokePacked(MlirExecutionEngine jit, MlirStringRef name,
                                                                     void **arguments);

/// Native pointers to functions do not exist for interpreted code: NULL
/// (call mlirExecutionEngineInvokePacked instead).
MLIR_CAPI_EXPORTED void *mlirExecutionEngineLookupPacked(MlirExecutionEngine jit, MlirStringRef name);

/// As mlirExecutionEngineLookupPacked: NULL.
MLIR_CAPI_EXPORTED void *mlirExecutionEngineLookup(MlirExecutionEngine jit, MlirStringRef name);

/// Registers a native function the program calls as `name` (with an
/// `_mlir_ciface_` prefix: through its C interface). The interpreter calls
/// functions whose parameters are all memrefs (pointers to descriptors) and
/// that return nothing, with up to four parameters; other signatures need
/// mlirExtExecutionEngineRegisterPackedSymbol.
MLIR_CAPI_EXPORTED void mlirExecutionEngineRegisterSymbol(MlirExecutionEngine jit, MlirStringRef name, void *sym);

/// There is no object code: reports an error through the context.
MLIR_CAPI_EXPORTED void mlirExecutionEngineDumpToObjectFile(MlirExecutionEngine jit, MlirStringRef fileName);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXECUTIONENGINE_H */
