/* IRDL.h: the irdl dialect's registration handle and the loading of the
 * dialects an IRDL module defines. Mirrors upstream's mlir-c/Dialect/IRDL.h
 * (the variadicity attribute builders are not provided yet). */
#ifndef MLIR_C_DIALECT_IRDL_H
#define MLIR_C_DIALECT_IRDL_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the irdl dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(IRDL, irdl);

/// Registers, in the module's context, the dialects that the `irdl.dialect`
/// ops of the module define. Fails (with a diagnostic) when one uses
/// constraints mlirc cannot evaluate yet.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirLoadIRDLDialects(MlirModule module);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_IRDL_H */
