/* registration.c: dialect registries and handles (mlir-c/IR.h,
 * mlir-c/RegisterEverything.h and the mlir-c/Dialect headers). A registry is a
 * list of dialect definitions; appending it to a context loads them. */
#include "capi.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/ControlFlow.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/Index.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/Dialect/UB.h"
#include "mlir-c/Dialect/SMT.h"
#include "mlir-c/Dialect/Async.h"
#include "mlir-c/Dialect/Shape.h"
#include "mlir-c/Dialect/MPI.h"
#include "mlir-c/Dialect/ArmSVE.h"
#include "mlir-c/Dialect/ArmNeon.h"
#include "mlir-c/Dialect/X86Vector.h"
#include "mlir-c/Dialect/Bufferization.h"
#include "mlir-c/Dialect/Complex.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Vector.h"
#include "mlir-c/Dialect/Affine.h"

#include <stdlib.h>

typedef struct Registry {
  const DialectDef **defs;
  size_t n, cap;
} Registry;

MlirDialectRegistry mlirDialectRegistryCreate(void) {
  return (MlirDialectRegistry){calloc(1, sizeof(Registry))};
}

void mlirDialectRegistryDestroy(MlirDialectRegistry r) {
  Registry *reg = r.ptr;
  if (!reg) return;
  free(reg->defs);
  free(reg);
}

static void registry_add(Registry *reg, const DialectDef *def) {
  for (size_t i = 0; i < reg->n; i++)
    if (reg->defs[i] == def) return;
  if (!vec_grow(NULL, (void **)&reg->defs, &reg->cap, reg->n + 1, sizeof *reg->defs)) return;
  reg->defs[reg->n++] = def;
}

void mlirContextAppendDialectRegistry(MlirContext c, MlirDialectRegistry r) {
  Registry *reg = r.ptr;
  for (size_t i = 0; reg && i < reg->n; i++) dialect_load(unwrap_ctx(c), reg->defs[i]);
}

MlirContext mlirContextCreateWithRegistry(MlirDialectRegistry r, bool threading) {
  MlirContext c = mlirContextCreateWithThreading(threading);
  if (c.ptr) mlirContextAppendDialectRegistry(c, r);
  return c;
}

void mlirRegisterAllDialects(MlirDialectRegistry r) {
  for (const DialectDef *const *d = ALL_DIALECTS; *d; d++) registry_add(r.ptr, *d);
}

MlirStringRef mlirDialectHandleGetNamespace(MlirDialectHandle h) {
  return mlirStringRefCreateFromCString(((const DialectDef *)h.ptr)->ns);
}
void mlirDialectHandleInsertDialect(MlirDialectHandle h, MlirDialectRegistry r) {
  registry_add(r.ptr, h.ptr);
}
void mlirDialectHandleRegisterDialect(MlirDialectHandle h, MlirContext c) {
  dialect_load(unwrap_ctx(c), h.ptr);
}
MlirDialect mlirDialectHandleLoadDialect(MlirDialectHandle h, MlirContext c) {
  return (MlirDialect){(void *)dialect_load(unwrap_ctx(c), h.ptr)};
}

#define HANDLE(ns, def)                                                        \
  MlirDialectHandle mlirGetDialectHandle__##ns##__(void) { return (MlirDialectHandle){&def}; }
HANDLE(func, FUNC_DIALECT)
HANDLE(arith, ARITH_DIALECT)
HANDLE(cf, CF_DIALECT)
HANDLE(scf, SCF_DIALECT)
HANDLE(math, MATH_DIALECT)
HANDLE(memref, MEMREF_DIALECT)
HANDLE(tensor, TENSOR_DIALECT)
HANDLE(index, INDEX_DIALECT)
HANDLE(ub, UB_DIALECT)
HANDLE(affine, AFFINE_DIALECT)
HANDLE(vector, VECTOR_DIALECT)
HANDLE(linalg, LINALG_DIALECT)
HANDLE(complex, COMPLEX_DIALECT)
HANDLE(bufferization, BUFFERIZATION_DIALECT)
HANDLE(x86vector, X86VECTOR_DIALECT)
HANDLE(arm_neon, ARM_NEON_DIALECT)
HANDLE(arm_sve, ARM_SVE_DIALECT)
HANDLE(mpi, MPI_DIALECT)
HANDLE(shape, SHAPE_DIALECT)
HANDLE(async, ASYNC_DIALECT)
HANDLE(smt, SMT_DIALECT)
HANDLE(irdl, IRDL_DIALECT)
HANDLE(nvgpu, NVGPU_DIALECT)
