/* Diagnostics.h: diagnostics delivered to handlers attached to a context.
 * Mirrors upstream's mlir-c/Diagnostics.h. */
#ifndef MLIR_C_DIAGNOSTICS_H
#define MLIR_C_DIAGNOSTICS_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A diagnostic, valid only during the handler call that receives it.
typedef struct MlirDiagnostic { void *ptr; } MlirDiagnostic;

typedef enum MlirDiagnosticSeverity {
  MlirDiagnosticError,
  MlirDiagnosticWarning,
  MlirDiagnosticNote,
  MlirDiagnosticRemark
} MlirDiagnosticSeverity;

typedef uint64_t MlirDiagnosticHandlerID;

/// Handles a diagnostic; returning success stops delivery to older handlers.
typedef MlirLogicalResult (*MlirDiagnosticHandler)(MlirDiagnostic, void *userData);

/// Prints the diagnostic's message (without location or severity).
MLIR_CAPI_EXPORTED void mlirDiagnosticPrint(MlirDiagnostic diagnostic, MlirStringCallback callback,
                                            void *userData);
/// Returns the location the diagnostic points at.
MLIR_CAPI_EXPORTED MlirLocation mlirDiagnosticGetLocation(MlirDiagnostic diagnostic);
/// Returns the diagnostic's severity.
MLIR_CAPI_EXPORTED MlirDiagnosticSeverity mlirDiagnosticGetSeverity(MlirDiagnostic diagnostic);
/// Returns the number of notes attached.
MLIR_CAPI_EXPORTED intptr_t mlirDiagnosticGetNumNotes(MlirDiagnostic diagnostic);
/// Returns the note at `pos` (borrowed from the diagnostic).
MLIR_CAPI_EXPORTED MlirDiagnostic mlirDiagnosticGetNote(MlirDiagnostic diagnostic, intptr_t pos);
/// Attaches a handler; `deleteUserData` (may be NULL) runs when the handler
/// is detached or the context destroyed. Handlers run newest first.
MLIR_CAPI_EXPORTED MlirDiagnosticHandlerID mlirContextAttachDiagnosticHandler(
    MlirContext context, MlirDiagnosticHandler handler, void *userData,
    void (*deleteUserData)(void *));
/// Detaches a handler; unknown identifiers are ignored.
MLIR_CAPI_EXPORTED void mlirContextDetachDiagnosticHandler(MlirContext context,
                                                           MlirDiagnosticHandlerID id);
/// Emits an error at `location` with a NUL-terminated message.
MLIR_CAPI_EXPORTED void mlirEmitError(MlirLocation location, const char *message);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIAGNOSTICS_H */
