/* NVGPU.h: the nvgpu dialect's registration handle. Mirrors upstream's
 * mlir-c/Dialect/NVGPU.h (the handle only). */
#ifndef MLIR_C_DIALECT_NVGPU_H
#define MLIR_C_DIALECT_NVGPU_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the nvgpu dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(NVGPU, nvgpu);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_NVGPU_H */
