/* LLVM.h: the llvm dialect's registration handle and its types. Mirrors
 * the type part of upstream's mlir-c/Dialect/LLVM.h (same names and
 * signatures); the getters load the dialect into the context if needed. */
#ifndef MLIR_C_DIALECT_LLVM_H
#define MLIR_C_DIALECT_LLVM_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the handle of the llvm dialect (for registries and contexts).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(LLVM, llvm);

/// `!llvm.ptr` in the given address space.
MLIR_CAPI_EXPORTED MlirType mlirLLVMPointerTypeGet(MlirContext ctx, unsigned addressSpace);
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMPointerTypeGetName(void);
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMPointerType(MlirType type);
MLIR_CAPI_EXPORTED unsigned mlirLLVMPointerTypeGetAddressSpace(MlirType pointerType);

/// `!llvm.void`.
MLIR_CAPI_EXPORTED MlirType mlirLLVMVoidTypeGet(MlirContext ctx);
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMVoidTypeGetName(void);

/// `!llvm.array<N x T>`.
MLIR_CAPI_EXPORTED MlirType mlirLLVMArrayTypeGet(MlirType elementType, unsigned numElements);
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMArrayTypeGetName(void);
MLIR_CAPI_EXPORTED MlirType mlirLLVMArrayTypeGetElementType(MlirType type);

/// `!llvm.func<R (A...)>`, variadic or not.
MLIR_CAPI_EXPORTED MlirType mlirLLVMFunctionTypeGet(MlirType resultType, intptr_t nArgumentTypes,
                                                    MlirType const *argumentTypes, bool isVarArg);
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMFunctionTypeGetName(void);
MLIR_CAPI_EXPORTED intptr_t mlirLLVMFunctionTypeGetNumInputs(MlirType type);
MLIR_CAPI_EXPORTED MlirType mlirLLVMFunctionTypeGetInput(MlirType type, intptr_t pos);
MLIR_CAPI_EXPORTED MlirType mlirLLVMFunctionTypeGetReturnType(MlirType type);

/// `!llvm.struct<...>`, literal or identified.
MLIR_CAPI_EXPORTED bool mlirTypeIsALLVMStructType(MlirType type);
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMStructTypeGetName(void);
MLIR_CAPI_EXPORTED bool mlirLLVMStructTypeIsLiteral(MlirType type);
MLIR_CAPI_EXPORTED intptr_t mlirLLVMStructTypeGetNumElementTypes(MlirType type);
MLIR_CAPI_EXPORTED MlirType mlirLLVMStructTypeGetElementType(MlirType type, intptr_t position);
MLIR_CAPI_EXPORTED bool mlirLLVMStructTypeIsPacked(MlirType type);
/// The name of an identified struct; empty for a literal one.
MLIR_CAPI_EXPORTED MlirStringRef mlirLLVMStructTypeGetIdentifier(MlirType type);
MLIR_CAPI_EXPORTED bool mlirLLVMStructTypeIsOpaque(MlirType type);
MLIR_CAPI_EXPORTED MlirType mlirLLVMStructTypeLiteralGet(MlirContext ctx, intptr_t nFieldTypes,
                                                         MlirType const *fieldTypes, bool isPacked);
/// The identified struct `name`, without a body when it is new.
MLIR_CAPI_EXPORTED MlirType mlirLLVMStructTypeIdentifiedGet(MlirContext ctx, MlirStringRef name);
/// Sets an identified struct's body; fails when it already has another one.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirLLVMStructTypeSetBody(MlirType structType, intptr_t nFieldTypes,
                                                               MlirType const *fieldTypes, bool isPacked);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_DIALECT_LLVM_H */
