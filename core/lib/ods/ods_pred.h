/* ods_pred.h: the helpers that predicates translated from upstream's ODS
 * C++ call (core/gen/ods_gen.py reads this file to know what exists).
 * Naming: ods_isa_<Class>(v) for `isa<Class>(v)`, ods_m_<method>_<argc>
 * for `v.method(args)`, ods_f_<function>_<argc> for free functions.
 * Every value is an OV: an integer or a pointer to uniqued storage. */
#ifndef MLIRC_ODS_PRED_H
#define MLIRC_ODS_PRED_H

#include "ods.h"

/* types */
MLIR_INTERNAL OV ods_isa_IntegerType(OV v);
MLIR_INTERNAL OV ods_isa_IndexType(OV v);
MLIR_INTERNAL OV ods_isa_FloatType(OV v);
MLIR_INTERNAL OV ods_isa_NoneType(OV v);
MLIR_INTERNAL OV ods_isa_ComplexType(OV v);
MLIR_INTERNAL OV ods_isa_TupleType(OV v);
MLIR_INTERNAL OV ods_isa_FunctionType(OV v);
MLIR_INTERNAL OV ods_isa_VectorType(OV v);
MLIR_INTERNAL OV ods_isa_FixedVectorType(OV v);
MLIR_INTERNAL OV ods_isa_ScalableVectorType(OV v);
MLIR_INTERNAL OV ods_isa_ShapedType(OV v);
MLIR_INTERNAL OV ods_isa_TensorType(OV v);
MLIR_INTERNAL OV ods_isa_RankedTensorType(OV v);
MLIR_INTERNAL OV ods_isa_UnrankedTensorType(OV v);
MLIR_INTERNAL OV ods_isa_BaseMemRefType(OV v);
MLIR_INTERNAL OV ods_isa_MemRefType(OV v);
MLIR_INTERNAL OV ods_isa_UnrankedMemRefType(OV v);
MLIR_INTERNAL OV ods_isa_BFloat16Type(OV v);
MLIR_INTERNAL OV ods_isa_FloatTF32Type(OV v);
MLIR_INTERNAL OV ods_isa_Float8E4M3FNType(OV v);
MLIR_INTERNAL OV ods_isa_Float8E5M2Type(OV v);
MLIR_INTERNAL OV ods_isa_Float8E4M3Type(OV v);
MLIR_INTERNAL OV ods_isa_Float8E4M3FNUZType(OV v);
MLIR_INTERNAL OV ods_isa_Float8E4M3B11FNUZType(OV v);
MLIR_INTERNAL OV ods_isa_Float8E5M2FNUZType(OV v);
MLIR_INTERNAL OV ods_isa_Float8E3M4Type(OV v);
MLIR_INTERNAL OV ods_isa_Float4E2M1FNType(OV v);
MLIR_INTERNAL OV ods_isa_Float6E2M3FNType(OV v);
MLIR_INTERNAL OV ods_isa_Float6E3M2FNType(OV v);
MLIR_INTERNAL OV ods_isa_Float8E8M0FNUType(OV v);
MLIR_INTERNAL OV ods_m_isSignlessInteger_0(OV v);
MLIR_INTERNAL OV ods_m_isSignlessInteger_1(OV v, OV width);
MLIR_INTERNAL OV ods_m_isSignedInteger_0(OV v);
MLIR_INTERNAL OV ods_m_isSignedInteger_1(OV v, OV width);
MLIR_INTERNAL OV ods_m_isUnsignedInteger_0(OV v);
MLIR_INTERNAL OV ods_m_isUnsignedInteger_1(OV v, OV width);
MLIR_INTERNAL OV ods_m_isInteger_0(OV v);
MLIR_INTERNAL OV ods_m_isInteger_1(OV v, OV width);
MLIR_INTERNAL OV ods_m_isSignlessIntOrIndex_0(OV v);
MLIR_INTERNAL OV ods_m_isSignlessIntOrIndexOrFloat_0(OV v);
MLIR_INTERNAL OV ods_m_isIntOrIndex_0(OV v);
MLIR_INTERNAL OV ods_m_isIntOrFloat_0(OV v);
MLIR_INTERNAL OV ods_m_isIndex_0(OV v);
MLIR_INTERNAL OV ods_m_isF16_0(OV v);
MLIR_INTERNAL OV ods_m_isF32_0(OV v);
MLIR_INTERNAL OV ods_m_isF64_0(OV v);
MLIR_INTERNAL OV ods_m_isF80_0(OV v);
MLIR_INTERNAL OV ods_m_isF128_0(OV v);
MLIR_INTERNAL OV ods_m_isBF16_0(OV v);
MLIR_INTERNAL OV ods_m_getElementType_0(OV v);
MLIR_INTERNAL OV ods_m_hasRank_0(OV v);
MLIR_INTERNAL OV ods_m_getRank_0(OV v);
MLIR_INTERNAL OV ods_m_getDimSize_1(OV v, OV i);
/* LLVM::isCompatibleOuterType */
MLIR_INTERNAL OV ods_f_isCompatibleOuterType_1(OV v);
/* smt::isAnySMTValueType / isAnyNonFuncSMTValueType: a type of the smt
 * dialect (every one is a value type), function types excluded or not */
MLIR_INTERNAL OV ods_f_isAnySMTValueType_1(OV v);
MLIR_INTERNAL OV ods_f_isAnyNonFuncSMTValueType_1(OV v);
/* a vector's last dimension is scalable / one of the others is */
MLIR_INTERNAL OV ods_m_lastDimScalable_0(OV v);
MLIR_INTERNAL OV ods_m_leadingDimsScalable_0(OV v);
MLIR_INTERNAL OV ods_m_hasStaticShape_0(OV v);
MLIR_INTERNAL OV ods_m_getNumElements_0(OV v);
MLIR_INTERNAL OV ods_m_isStrided_0(OV v);
MLIR_INTERNAL OV ods_m_hasTrait_ValueSemantics_0(OV v);
MLIR_INTERNAL OV ods_m_isScalable_0(OV v);
MLIR_INTERNAL OV ods_m_allDimsScalable_0(OV v);
MLIR_INTERNAL OV ods_m_getIntOrFloatBitWidth_0(OV v);
MLIR_INTERNAL OV ods_m_getWidth_0(OV v);

/* attributes */
MLIR_INTERNAL OV ods_isa_Attribute(OV v);
MLIR_INTERNAL OV ods_isa_Type(OV v);
MLIR_INTERNAL OV ods_isa_IntegerAttr(OV v);
MLIR_INTERNAL OV ods_isa_BoolAttr(OV v);
MLIR_INTERNAL OV ods_isa_FloatAttr(OV v);
MLIR_INTERNAL OV ods_isa_StringAttr(OV v);
MLIR_INTERNAL OV ods_isa_UnitAttr(OV v);
MLIR_INTERNAL OV ods_isa_ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DictionaryAttr(OV v);
MLIR_INTERNAL OV ods_isa_TypeAttr(OV v);
MLIR_INTERNAL OV ods_isa_SymbolRefAttr(OV v);
MLIR_INTERNAL OV ods_isa_FlatSymbolRefAttr(OV v);
MLIR_INTERNAL OV ods_isa_ElementsAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseElementsAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseIntElementsAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseFPElementsAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseIntOrFPElementsAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseBoolArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseI8ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseI16ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseI32ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseI64ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseF32ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_DenseF64ArrayAttr(OV v);
MLIR_INTERNAL OV ods_isa_TypedAttr(OV v);
MLIR_INTERNAL OV ods_isa_LocationAttr(OV v);
MLIR_INTERNAL OV ods_isa_StridedLayoutAttr(OV v);
MLIR_INTERNAL OV ods_m_getType_0(OV v);
MLIR_INTERNAL OV ods_m_getValue_0(OV v);
MLIR_INTERNAL OV ods_m_getInt_0(OV v);
MLIR_INTERNAL OV ods_m_getSExtValue_0(OV v);
MLIR_INTERNAL OV ods_m_getZExtValue_0(OV v);
MLIR_INTERNAL OV ods_m_isNegative_0(OV v);
MLIR_INTERNAL OV ods_m_isStrictlyPositive_0(OV v);
MLIR_INTERNAL OV ods_m_isPowerOf2_0(OV v);
MLIR_INTERNAL OV ods_m_eq_1(OV v, OV other);
MLIR_INTERNAL OV ods_m_size_0(OV v);
MLIR_INTERNAL OV ods_m_empty_0(OV v);
MLIR_INTERNAL OV ods_f_hasNItems_2(OV v, OV n);
MLIR_INTERNAL OV ods_f_hasNItemsOrLess_2(OV v, OV n);
MLIR_INTERNAL OV ods_f_hasNItemsOrMore_2(OV v, OV n);

MLIR_INTERNAL OV ods_isa_AffineMapAttr(OV v);
MLIR_INTERNAL OV ods_isa_IntegerSetAttr(OV v);
MLIR_INTERNAL OV ods_m_getTypes_0(OV v);
/* `.getShape() == ArrayRef<int64_t>({a, ...})` of a shaped type or of an
 * attribute's type. */
MLIR_INTERNAL OV ods_m_shapeEquals_1(OV v, OV a);
MLIR_INTERNAL OV ods_m_shapeEquals_2(OV v, OV a, OV b);
MLIR_INTERNAL OV ods_m_shapeEquals_3(OV v, OV a, OV b, OV c);
MLIR_INTERNAL OV ods_m_shapeEquals_4(OV v, OV a, OV b, OV c, OV d);
/* Dense i64 arrays: llvm::is_sorted and "no two equal neighbours". */
MLIR_INTERNAL OV ods_f_isSorted_1(OV v);
MLIR_INTERNAL OV ods_f_noAdjacentDuplicates_1(OV v);
/* Type and attribute interfaces, by the classes that implement them here. */
MLIR_INTERNAL OV ods_isa_TensorLikeType(OV v);
MLIR_INTERNAL OV ods_isa_BufferLikeType(OV v);
MLIR_INTERNAL OV ods_isa_PoisonAttrInterface(OV v);
MLIR_INTERNAL OV ods_isa_DeviceMappingAttrInterface(OV v);
MLIR_INTERNAL OV ods_isa_DeviceMaskingAttrInterface(OV v);

/* `llvm::all_of(range, pred)`: every element of an array attribute (or of
 * a tuple type) satisfies `f`. */
MLIR_INTERNAL OV ods_all_of(OV range, OdsPredFn f);

/* Dialect attributes (ODS AttrDefs) by C++ class name. */
MLIR_INTERNAL OV ods_isa_attr_def(OV v, const char *cpp_class);
MLIR_INTERNAL OV ods_isa_type_def(OV v, const char *cpp_class);
/* Integer attributes restricted to an enum's cases (I32/I64EnumAttr). */
MLIR_INTERNAL OV ods_isa_int_enum(OV v, const OdsEnum *e);

#endif /* MLIRC_ODS_PRED_H */
