/* llvm_pred.h: the llvm dialect's type predicates (LLVMTypes.cpp) that its
 * generated ODS tables call, defined in llvm_types.c (which owns what they
 * read); core/gen/ods_gen.py reads this file beside ods/ods_pred.h for
 * this dialect. */
#ifndef MLIRC_DIALECT_LLVM_PRED_H
#define MLIRC_DIALECT_LLVM_PRED_H

#include "../../ods/ods_pred.h"

MLIR_INTERNAL OV ods_f_isCompatibleType_1(OV v);
MLIR_INTERNAL OV ods_f_isCompatibleVectorType_1(OV v);
MLIR_INTERNAL OV ods_f_isCompatibleFloatingPointType_1(OV v);
MLIR_INTERNAL OV ods_f_isScalableVectorType_1(OV v);
MLIR_INTERNAL OV ods_f_isLoadableType_1(OV v);
MLIR_INTERNAL OV ods_isa_LLVMTokenType(OV v);
MLIR_INTERNAL OV ods_isa_LLVMVoidType(OV v);
MLIR_INTERNAL OV ods_isa_LLVMLabelType(OV v);
MLIR_INTERNAL OV ods_isa_LLVMMetadataType(OV v);
MLIR_INTERNAL OV ods_isa_LLVMStructType(OV v);
MLIR_INTERNAL OV ods_isa_PointerElementTypeInterface(OV v);
MLIR_INTERNAL OV ods_m_getAddressSpace_0(OV v);

#endif /* MLIRC_DIALECT_LLVM_PRED_H */
