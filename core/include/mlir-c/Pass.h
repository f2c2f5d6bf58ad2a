/* Pass.h: pass managers and passes of the mlirc C API. Mirrors upstream's
 * mlir-c/Pass.h: same names, signatures and ownership (a pass added to a
 * manager belongs to it; a manager owns the managers nested in it). */
#ifndef MLIR_C_PASS_H
#define MLIR_C_PASS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirPass { void *ptr; } MlirPass;
typedef struct MlirExternalPass { void *ptr; } MlirExternalPass;
typedef struct MlirPassManager { void *ptr; } MlirPassManager;
typedef struct MlirOpPassManager { void *ptr; } MlirOpPassManager;

/// Creates a pass manager anchored on any operation.
MLIR_CAPI_EXPORTED MlirPassManager mlirPassManagerCreate(MlirContext ctx);
/// Creates a pass manager anchored on operations named `anchorOp`.
MLIR_CAPI_EXPORTED MlirPassManager mlirPassManagerCreateOnOperation(MlirContext ctx,
                                                                  MlirStringRef anchorOp);
/// Destroys the pass manager, its nested managers and its passes.
MLIR_CAPI_EXPORTED void mlirPassManagerDestroy(MlirPassManager passManager);
static inline bool mlirPassManagerIsNull(MlirPassManager passManager) { return !passManager.ptr; }
/// The top-level manager as an operation pass manager (not owned).
MLIR_CAPI_EXPORTED MlirOpPassManager mlirPassManagerGetAsOpPassManager(MlirPassManager passManager);
/// Runs the pipeline on `op` (whose name must match the anchor).
MLIR_CAPI_EXPORTED MlirLogicalResult mlirPassManagerRunOnOp(MlirPassManager passManager,
                                                            MlirOperation op);
/// Prints the IR around passes to stderr, as mlir-opt's --mlir-print-ir-*
/// options (the tree printing path is not supported and must be empty).
MLIR_CAPI_EXPORTED void mlirPassManagerEnableIRPrinting(
    MlirPassManager passManager, bool printBeforeAll, bool printAfterAll, bool printModuleScope,
    bool printAfterOnlyOnChange, bool printAfterOnlyOnFailure, MlirOpPrintingFlags flags,
    MlirStringRef treePrintingPath);
/// Turns verification after each pass on or off (on by default).
MLIR_CAPI_EXPORTED void mlirPassManagerEnableVerifier(MlirPassManager passManager, bool enable);
/// Times the passes; the report goes to stderr when the manager is destroyed.
MLIR_CAPI_EXPORTED void mlirPassManagerEnableTiming(MlirPassManager passManager);

typedef enum {
  MLIR_PASS_DISPLAY_MODE_LIST,
  MLIR_PASS_DISPLAY_MODE_PIPELINE,
} MlirPassDisplayMode;

/// Collects pass statistics; the report goes to stderr when the manager is
/// destroyed.
MLIR_CAPI_EXPORTED void mlirPassManagerEnableStatistics(MlirPassManager passManager,
                                                        MlirPassDisplayMode displayMode);
/// A manager nested under the top level for operations named
/// `operationName` (created on first use, owned by the parent).
MLIR_CAPI_EXPORTED MlirOpPassManager mlirPassManagerGetNestedUnder(MlirPassManager passManager,
                                                                   MlirStringRef operationName);
/// As mlirPassManagerGetNestedUnder, under an operation pass manager.
MLIR_CAPI_EXPORTED MlirOpPassManager mlirOpPassManagerGetNestedUnder(MlirOpPassManager passManager,
                                                                     MlirStringRef operationName);
/// Adds a pass at the top level; the manager takes ownership.
MLIR_CAPI_EXPORTED void mlirPassManagerAddOwnedPass(MlirPassManager passManager, MlirPass pass);
/// Adds a pass to an operation pass manager; it takes ownership.
MLIR_CAPI_EXPORTED void mlirOpPassManagerAddOwnedPass(MlirOpPassManager passManager, MlirPass pass);
/// Parses pipeline elements (`cse,func.func(canonicalize)`) into the
/// manager; errors go to `callback`.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirOpPassManagerAddPipeline(MlirOpPassManager passManager,
                                                                  MlirStringRef pipelineElements,
                                                                  MlirStringCallback callback,
                                                                  void *userData);
/// Prints the pipeline in its textual form.
MLIR_CAPI_EXPORTED void mlirPrintPassPipeline(MlirOpPassManager passManager,
                                              MlirStringCallback callback, void *userData);
/// Parses a textual pipeline (`builtin.module(cse)`) into the manager;
/// errors go to `callback`.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirParsePassPipeline(MlirOpPassManager passManager,
                                                           MlirStringRef pipeline,
                                                           MlirStringCallback callback,
                                                           void *userData);

/// Callbacks of a pass implemented outside mlirc.
struct MlirExternalPassCallbacks {
  /// Called when the pass is created.
  void (*construct)(void *userData);
  /// Called when the pass is destroyed.
  void (*destruct)(void *userData);
  /// Optional: called once before the pass first runs.
  MlirLogicalResult (*initialize)(MlirContext ctx, void *userData);
  /// Called when the pass would be copied (not needed by mlirc's
  /// single-threaded pass manager).
  void *(*clone)(void *userData);
  /// Runs the pass on `op`; it may call mlirExternalPassSignalFailure.
  void (*run)(MlirOperation op, MlirExternalPass pass, void *userData);
};
typedef struct MlirExternalPassCallbacks MlirExternalPassCallbacks;

/// Creates a pass from callbacks; `opName` anchors it (empty: any op).
MLIR_CAPI_EXPORTED MlirPass mlirCreateExternalPass(MlirTypeID passID, MlirStringRef name,
                                                   MlirStringRef argument,
                                                   MlirStringRef description, MlirStringRef opName,
                                                   intptr_t nDependentDialects,
                                                   MlirDialectHandle *dependentDialects,
                                                   MlirExternalPassCallbacks callbacks,
                                                   void *userData);
/// Marks the current run of an external pass as failed.
MLIR_CAPI_EXPORTED void mlirExternalPassSignalFailure(MlirExternalPass pass);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_PASS_H */
