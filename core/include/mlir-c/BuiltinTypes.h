/* BuiltinTypes.h: the builtin types of the mlirc C API: integers, index,
 * floats, none, complex, shaped types (vector, tensor, memref), tuples,
 * functions and opaque types. Mirrors upstream's mlir-c/BuiltinTypes.h:
 * same names, signatures and semantics. Types are uniqued and owned by
 * their context; no handle returned here is ever freed by the caller. */
#ifndef MLIR_C_BUILTINTYPES_H
#define MLIR_C_BUILTINTYPES_H

#include <stdint.h>

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/*===------------------------------------------------------------------===*
 * Integer types
 *===------------------------------------------------------------------===*/

/// Returns the TypeID shared by all integer types.
MLIR_CAPI_EXPORTED MlirTypeID mlirIntegerTypeGetTypeID(void);
/// Tests whether the type is an integer type of any width or signedness.
MLIR_CAPI_EXPORTED bool mlirTypeIsAInteger(MlirType type);
/// Returns the signless integer type of the given width (context-owned).
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeGet(MlirContext ctx, unsigned bitwidth);
/// Returns the registered name of the integer type class (static storage).
MLIR_CAPI_EXPORTED MlirStringRef mlirIntegerTypeGetName(void);
/// Returns the signed integer type of the given width (`si<N>`).
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeSignedGet(MlirContext ctx, unsigned bitwidth);
/// Returns the unsigned integer type of the given width (`ui<N>`).
MLIR_CAPI_EXPORTED MlirType mlirIntegerTypeUnsignedGet(MlirContext ctx, unsigned bitwidth);
/// Returns the width in bits of an integer type.
MLIR_CAPI_EXPORTED unsigned mlirIntegerTypeGetWidth(MlirType type);
/// Tests whether an integer type carries no signedness.
MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsSignless(MlirType type);
/// Tests whether an integer type is signed.
MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsSigned(MlirType type);
/// Tests whether an integer type is unsigned.
MLIR_CAPI_EXPORTED bool mlirIntegerTypeIsUnsigned(MlirType type);

/*===------------------------------------------------------------------===*
 * Index type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of the index type.
MLIR_CAPI_EXPORTED MlirTypeID mlirIndexTypeGetTypeID(void);
/// Tests whether the type is `index`.
MLIR_CAPI_EXPORTED bool mlirTypeIsAIndex(MlirType type);
/// Returns the index type (context-owned).
MLIR_CAPI_EXPORTED MlirType mlirIndexTypeGet(MlirContext ctx);
/// Returns the registered name of the index type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirIndexTypeGetName(void);

/*===------------------------------------------------------------------===*
 * Floating-point types. Each family has a TypeID, a test, a getter (the
 * type is context-owned) and the registered class name.
 *===------------------------------------------------------------------===*/

/// Tests whether the type is any floating-point type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat(MlirType type);
/// Returns the storage width in bits of a floating-point type.
MLIR_CAPI_EXPORTED unsigned mlirFloatTypeGetWidth(MlirType type);

/// Returns the TypeID of f4E2M1FN.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat4E2M1FNTypeGetTypeID(void);
/// Tests whether the type is f4E2M1FN.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat4E2M1FN(MlirType type);
/// Returns the f4E2M1FN type.
MLIR_CAPI_EXPORTED MlirType mlirFloat4E2M1FNTypeGet(MlirContext ctx);
/// Returns the class name of f4E2M1FN.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat4E2M1FNTypeGetName(void);

/// Returns the TypeID of f6E2M3FN.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat6E2M3FNTypeGetTypeID(void);
/// Tests whether the type is f6E2M3FN.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat6E2M3FN(MlirType type);
/// Returns the f6E2M3FN type.
MLIR_CAPI_EXPORTED MlirType mlirFloat6E2M3FNTypeGet(MlirContext ctx);
/// Returns the class name of f6E2M3FN.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat6E2M3FNTypeGetName(void);

/// Returns the TypeID of f6E3M2FN.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat6E3M2FNTypeGetTypeID(void);
/// Tests whether the type is f6E3M2FN.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat6E3M2FN(MlirType type);
/// Returns the f6E3M2FN type.
MLIR_CAPI_EXPORTED MlirType mlirFloat6E3M2FNTypeGet(MlirContext ctx);
/// Returns the class name of f6E3M2FN.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat6E3M2FNTypeGetName(void);

/// Returns the TypeID of f8E5M2.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E5M2TypeGetTypeID(void);
/// Tests whether the type is f8E5M2.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E5M2(MlirType type);
/// Returns the f8E5M2 type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E5M2TypeGet(MlirContext ctx);
/// Returns the class name of f8E5M2.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E5M2TypeGetName(void);

/// Returns the TypeID of f8E4M3.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E4M3TypeGetTypeID(void);
/// Tests whether the type is f8E4M3.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3(MlirType type);
/// Returns the f8E4M3 type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3TypeGet(MlirContext ctx);
/// Returns the class name of f8E4M3.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E4M3TypeGetName(void);

/// Returns the TypeID of f8E4M3FN.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E4M3FNTypeGetTypeID(void);
/// Tests whether the type is f8E4M3FN.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3FN(MlirType type);
/// Returns the f8E4M3FN type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3FNTypeGet(MlirContext ctx);
/// Returns the class name of f8E4M3FN.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E4M3FNTypeGetName(void);

/// Returns the TypeID of f8E5M2FNUZ.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E5M2FNUZTypeGetTypeID(void);
/// Tests whether the type is f8E5M2FNUZ.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E5M2FNUZ(MlirType type);
/// Returns the f8E5M2FNUZ type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E5M2FNUZTypeGet(MlirContext ctx);
/// Returns the class name of f8E5M2FNUZ.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E5M2FNUZTypeGetName(void);

/// Returns the TypeID of f8E4M3FNUZ.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E4M3FNUZTypeGetTypeID(void);
/// Tests whether the type is f8E4M3FNUZ.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3FNUZ(MlirType type);
/// Returns the f8E4M3FNUZ type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3FNUZTypeGet(MlirContext ctx);
/// Returns the class name of f8E4M3FNUZ.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E4M3FNUZTypeGetName(void);

/// Returns the TypeID of f8E4M3B11FNUZ.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E4M3B11FNUZTypeGetTypeID(void);
/// Tests whether the type is f8E4M3B11FNUZ.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E4M3B11FNUZ(MlirType type);
/// Returns the f8E4M3B11FNUZ type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E4M3B11FNUZTypeGet(MlirContext ctx);
/// Returns the class name of f8E4M3B11FNUZ.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E4M3B11FNUZTypeGetName(void);

/// Returns the TypeID of f8E3M4.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E3M4TypeGetTypeID(void);
/// Tests whether the type is f8E3M4.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E3M4(MlirType type);
/// Returns the f8E3M4 type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E3M4TypeGet(MlirContext ctx);
/// Returns the class name of f8E3M4.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E3M4TypeGetName(void);

/// Returns the TypeID of f8E8M0FNU.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat8E8M0FNUTypeGetTypeID(void);
/// Tests whether the type is f8E8M0FNU.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFloat8E8M0FNU(MlirType type);
/// Returns the f8E8M0FNU type.
MLIR_CAPI_EXPORTED MlirType mlirFloat8E8M0FNUTypeGet(MlirContext ctx);
/// Returns the class name of f8E8M0FNU.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloat8E8M0FNUTypeGetName(void);

/// Returns the TypeID of bf16.
MLIR_CAPI_EXPORTED MlirTypeID mlirBFloat16TypeGetTypeID(void);
/// Tests whether the type is bf16.
MLIR_CAPI_EXPORTED bool mlirTypeIsABF16(MlirType type);
/// Returns the bf16 type.
MLIR_CAPI_EXPORTED MlirType mlirBF16TypeGet(MlirContext ctx);
/// Returns the class name of bf16.
MLIR_CAPI_EXPORTED MlirStringRef mlirBF16TypeGetName(void);

/// Returns the TypeID of f16.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat16TypeGetTypeID(void);
/// Tests whether the type is f16.
MLIR_CAPI_EXPORTED bool mlirTypeIsAF16(MlirType type);
/// Returns the f16 type.
MLIR_CAPI_EXPORTED MlirType mlirF16TypeGet(MlirContext ctx);
/// Returns the class name of f16.
MLIR_CAPI_EXPORTED MlirStringRef mlirF16TypeGetName(void);

/// Returns the TypeID of f32.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat32TypeGetTypeID(void);
/// Tests whether the type is f32.
MLIR_CAPI_EXPORTED bool mlirTypeIsAF32(MlirType type);
/// Returns the f32 type.
MLIR_CAPI_EXPORTED MlirType mlirF32TypeGet(MlirContext ctx);
/// Returns the class name of f32.
MLIR_CAPI_EXPORTED MlirStringRef mlirF32TypeGetName(void);

/// Returns the TypeID of f64.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloat64TypeGetTypeID(void);
/// Tests whether the type is f64.
MLIR_CAPI_EXPORTED bool mlirTypeIsAF64(MlirType type);
/// Returns the f64 type.
MLIR_CAPI_EXPORTED MlirType mlirF64TypeGet(MlirContext ctx);
/// Returns the class name of f64.
MLIR_CAPI_EXPORTED MlirStringRef mlirF64TypeGetName(void);

/// Returns the TypeID of tf32.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloatTF32TypeGetTypeID(void);
/// Tests whether the type is tf32.
MLIR_CAPI_EXPORTED bool mlirTypeIsATF32(MlirType type);
/// Returns the tf32 type.
MLIR_CAPI_EXPORTED MlirType mlirTF32TypeGet(MlirContext ctx);
/// Returns the class name of tf32.
MLIR_CAPI_EXPORTED MlirStringRef mlirTF32TypeGetName(void);

/*===------------------------------------------------------------------===*
 * None type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of the none type.
MLIR_CAPI_EXPORTED MlirTypeID mlirNoneTypeGetTypeID(void);
/// Tests whether the type is `none`.
MLIR_CAPI_EXPORTED bool mlirTypeIsANone(MlirType type);
/// Returns the none type (context-owned).
MLIR_CAPI_EXPORTED MlirType mlirNoneTypeGet(MlirContext ctx);
/// Returns the registered name of the none type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirNoneTypeGetName(void);

/*===------------------------------------------------------------------===*
 * Complex type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of complex types.
MLIR_CAPI_EXPORTED MlirTypeID mlirComplexTypeGetTypeID(void);
/// Tests whether the type is a complex type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAComplex(MlirType type);
/// Returns `complex<elementType>` in the element type's context.
MLIR_CAPI_EXPORTED MlirType mlirComplexTypeGet(MlirType elementType);
/// Returns the registered name of the complex type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirComplexTypeGetName(void);
/// Returns the element type of a complex type.
MLIR_CAPI_EXPORTED MlirType mlirComplexTypeGetElementType(MlirType type);

/*===------------------------------------------------------------------===*
 * Shaped types (vector, ranked and unranked tensor and memref)
 *===------------------------------------------------------------------===*/

/// Tests whether the type is a vector, tensor or memref type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAShaped(MlirType type);
/// Returns the element type of a shaped type.
MLIR_CAPI_EXPORTED MlirType mlirShapedTypeGetElementType(MlirType type);
/// Tests whether a shaped type has a rank (is not `*`).
MLIR_CAPI_EXPORTED bool mlirShapedTypeHasRank(MlirType type);
/// Returns the rank of a ranked shaped type.
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetRank(MlirType type);
/// Tests whether a shaped type is ranked with no dynamic dimension.
MLIR_CAPI_EXPORTED bool mlirShapedTypeHasStaticShape(MlirType type);
/// Tests whether dimension `dim` of a ranked shaped type is dynamic (`?`).
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicDim(MlirType type, intptr_t dim);
/// Tests whether dimension `dim` of a ranked shaped type is static.
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsStaticDim(MlirType type, intptr_t dim);
/// Returns dimension `dim` of a ranked shaped type (the dynamic marker for `?`).
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDimSize(MlirType type, intptr_t dim);
/// Tests whether a dimension size is the dynamic marker.
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicSize(int64_t size);
/// Tests whether a dimension size is anything but the dynamic marker.
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsStaticSize(int64_t size);
/// Returns the marker of a dynamic dimension (INT64_MIN).
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDynamicSize(void);
/// Tests whether a stride or offset is the dynamic marker.
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsDynamicStrideOrOffset(int64_t val);
/// Tests whether a stride or offset is anything but the dynamic marker.
MLIR_CAPI_EXPORTED bool mlirShapedTypeIsStaticStrideOrOffset(int64_t val);
/// Returns the marker of a dynamic stride or offset (INT64_MIN).
MLIR_CAPI_EXPORTED int64_t mlirShapedTypeGetDynamicStrideOrOffset(void);

/*===------------------------------------------------------------------===*
 * Vector type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of vector types.
MLIR_CAPI_EXPORTED MlirTypeID mlirVectorTypeGetTypeID(void);
/// Tests whether the type is a vector type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAVector(MlirType type);
/// Returns a fixed-length vector type; `shape` (rank entries) is copied.
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGet(intptr_t rank, const int64_t *shape,
                                              MlirType elementType);
/// Returns the registered name of the vector type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirVectorTypeGetName(void);
/// Like mlirVectorTypeGet, but on invalid input emits an error at `loc` and
/// returns null.
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGetChecked(MlirLocation loc, intptr_t rank,
                                                     const int64_t *shape,
                                                     MlirType elementType);
/// Returns a vector type whose dimensions are scalable where `scalable[i]`.
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGetScalable(intptr_t rank, const int64_t *shape,
                                                      const bool *scalable,
                                                      MlirType elementType);
/// Like mlirVectorTypeGetScalable, but emits an error at `loc` and returns
/// null on invalid input.
MLIR_CAPI_EXPORTED MlirType mlirVectorTypeGetScalableChecked(MlirLocation loc, intptr_t rank,
                                                             const int64_t *shape,
                                                             const bool *scalable,
                                                             MlirType elementType);
/// Tests whether any dimension of a vector type is scalable.
MLIR_CAPI_EXPORTED bool mlirVectorTypeIsScalable(MlirType type);
/// Tests whether dimension `dim` of a vector type is scalable.
MLIR_CAPI_EXPORTED bool mlirVectorTypeIsDimScalable(MlirType type, intptr_t dim);

/*===------------------------------------------------------------------===*
 * Tensor types
 *===------------------------------------------------------------------===*/

/// Tests whether the type is a ranked or unranked tensor type.
MLIR_CAPI_EXPORTED bool mlirTypeIsATensor(MlirType type);
/// Returns the TypeID of ranked tensor types.
MLIR_CAPI_EXPORTED MlirTypeID mlirRankedTensorTypeGetTypeID(void);
/// Tests whether the type is a ranked tensor type.
MLIR_CAPI_EXPORTED bool mlirTypeIsARankedTensor(MlirType type);
/// Returns the TypeID of unranked tensor types.
MLIR_CAPI_EXPORTED MlirTypeID mlirUnrankedTensorTypeGetTypeID(void);
/// Tests whether the type is an unranked tensor type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAUnrankedTensor(MlirType type);
/// Returns a ranked tensor type; `encoding` may be null (no encoding).
MLIR_CAPI_EXPORTED MlirType mlirRankedTensorTypeGet(intptr_t rank, const int64_t *shape,
                                                    MlirType elementType,
                                                    MlirAttribute encoding);
/// Returns the registered name of the ranked tensor type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirRankedTensorTypeGetName(void);
/// Like mlirRankedTensorTypeGet, but emits an error at `loc` and returns
/// null on invalid input.
MLIR_CAPI_EXPORTED MlirType mlirRankedTensorTypeGetChecked(MlirLocation loc, intptr_t rank,
                                                           const int64_t *shape,
                                                           MlirType elementType,
                                                           MlirAttribute encoding);
/// Returns the encoding of a ranked tensor type, or null.
MLIR_CAPI_EXPORTED MlirAttribute mlirRankedTensorTypeGetEncoding(MlirType type);
/// Returns `tensor<*xelementType>`.
MLIR_CAPI_EXPORTED MlirType mlirUnrankedTensorTypeGet(MlirType elementType);
/// Returns the registered name of the unranked tensor type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirUnrankedTensorTypeGetName(void);
/// Like mlirUnrankedTensorTypeGet, but emits an error at `loc` and returns
/// null on an invalid element type.
MLIR_CAPI_EXPORTED MlirType mlirUnrankedTensorTypeGetChecked(MlirLocation loc,
                                                             MlirType elementType);

/*===------------------------------------------------------------------===*
 * MemRef types
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of ranked memref types.
MLIR_CAPI_EXPORTED MlirTypeID mlirMemRefTypeGetTypeID(void);
/// Tests whether the type is a ranked memref type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAMemRef(MlirType type);
/// Returns the TypeID of unranked memref types.
MLIR_CAPI_EXPORTED MlirTypeID mlirUnrankedMemRefTypeGetTypeID(void);
/// Tests whether the type is an unranked memref type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAUnrankedMemRef(MlirType type);
/// Returns a memref type; `layout` (null: identity) and `memorySpace`
/// (null or integer 0: default) are attributes.
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeGet(MlirType elementType, intptr_t rank,
                                              const int64_t *shape, MlirAttribute layout,
                                              MlirAttribute memorySpace);
/// Returns the registered name of the memref type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirMemRefTypeGetName(void);
/// Like mlirMemRefTypeGet, but emits an error at `loc` and returns null on
/// invalid input.
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeGetChecked(MlirLocation loc, MlirType elementType,
                                                     intptr_t rank, const int64_t *shape,
                                                     MlirAttribute layout,
                                                     MlirAttribute memorySpace);
/// Returns a memref type with the identity layout.
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeContiguousGet(MlirType elementType, intptr_t rank,
                                                        const int64_t *shape,
                                                        MlirAttribute memorySpace);
/// Like mlirMemRefTypeContiguousGet, but emits an error at `loc` and returns
/// null on invalid input.
MLIR_CAPI_EXPORTED MlirType mlirMemRefTypeContiguousGetChecked(MlirLocation loc,
                                                               MlirType elementType,
                                                               intptr_t rank,
                                                               const int64_t *shape,
                                                               MlirAttribute memorySpace);
/// Returns `memref<*xelementType>` in the given memory space (null: default).
MLIR_CAPI_EXPORTED MlirType mlirUnrankedMemRefTypeGet(MlirType elementType,
                                                      MlirAttribute memorySpace);
/// Returns the registered name of the unranked memref type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirUnrankedMemRefTypeGetName(void);
/// Like mlirUnrankedMemRefTypeGet, but emits an error at `loc` and returns
/// null on invalid input.
MLIR_CAPI_EXPORTED MlirType mlirUnrankedMemRefTypeGetChecked(MlirLocation loc,
                                                             MlirType elementType,
                                                             MlirAttribute memorySpace);
/// Returns the layout attribute of a memref type (an affine map attribute
/// holding the identity when the memref has the default layout).
MLIR_CAPI_EXPORTED MlirAttribute mlirMemRefTypeGetLayout(MlirType type);
/// Returns the layout of a memref type as an affine map (strided layouts
/// as their linear map, dynamic values as symbols).
MLIR_CAPI_EXPORTED MlirAffineMap mlirMemRefTypeGetAffineMap(MlirType type);
/// Writes the strides (rank entries) and offset of a memref type: those of
/// its strided layout, or the row-major ones of the identity layout (a
/// dynamic or zero size makes the strides outside it dynamic).
MLIR_CAPI_EXPORTED MlirLogicalResult mlirMemRefTypeGetStridesAndOffset(MlirType type,
                                                                       int64_t *strides,
                                                                       int64_t *offset);
/// Returns the memory space of a memref type, or null for the default one.
MLIR_CAPI_EXPORTED MlirAttribute mlirMemRefTypeGetMemorySpace(MlirType type);
/// Returns the memory space of an unranked memref type, or null.
MLIR_CAPI_EXPORTED MlirAttribute mlirUnrankedMemrefGetMemorySpace(MlirType type);

/*===------------------------------------------------------------------===*
 * Tuple type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of tuple types.
MLIR_CAPI_EXPORTED MlirTypeID mlirTupleTypeGetTypeID(void);
/// Tests whether the type is a tuple type.
MLIR_CAPI_EXPORTED bool mlirTypeIsATuple(MlirType type);
/// Returns the tuple of `numElements` types (the array is copied).
MLIR_CAPI_EXPORTED MlirType mlirTupleTypeGet(MlirContext ctx, intptr_t numElements,
                                             MlirType const *elements);
/// Returns the registered name of the tuple type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirTupleTypeGetName(void);
/// Returns the number of types in a tuple type.
MLIR_CAPI_EXPORTED intptr_t mlirTupleTypeGetNumTypes(MlirType type);
/// Returns the type at `pos` in a tuple type.
MLIR_CAPI_EXPORTED MlirType mlirTupleTypeGetType(MlirType type, intptr_t pos);

/*===------------------------------------------------------------------===*
 * Function type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of function types.
MLIR_CAPI_EXPORTED MlirTypeID mlirFunctionTypeGetTypeID(void);
/// Tests whether the type is a function type.
MLIR_CAPI_EXPORTED bool mlirTypeIsAFunction(MlirType type);
/// Returns the function type `(inputs) -> results` (the arrays are copied).
MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGet(MlirContext ctx, intptr_t numInputs,
                                                MlirType const *inputs, intptr_t numResults,
                                                MlirType const *results);
/// Returns the registered name of the function type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirFunctionTypeGetName(void);
/// Returns the number of inputs of a function type.
MLIR_CAPI_EXPORTED intptr_t mlirFunctionTypeGetNumInputs(MlirType type);
/// Returns the number of results of a function type.
MLIR_CAPI_EXPORTED intptr_t mlirFunctionTypeGetNumResults(MlirType type);
/// Returns input `pos` of a function type.
MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGetInput(MlirType type, intptr_t pos);
/// Returns result `pos` of a function type.
MLIR_CAPI_EXPORTED MlirType mlirFunctionTypeGetResult(MlirType type, intptr_t pos);

/*===------------------------------------------------------------------===*
 * Opaque type
 *===------------------------------------------------------------------===*/

/// Returns the TypeID of opaque types.
MLIR_CAPI_EXPORTED MlirTypeID mlirOpaqueTypeGetTypeID(void);
/// Tests whether the type is an opaque type (`!dialect<"data">`).
MLIR_CAPI_EXPORTED bool mlirTypeIsAOpaque(MlirType type);
/// Returns an opaque type of the given dialect namespace and body text.
MLIR_CAPI_EXPORTED MlirType mlirOpaqueTypeGet(MlirContext ctx, MlirStringRef dialectNamespace,
                                              MlirStringRef typeData);
/// Returns the registered name of the opaque type class.
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueTypeGetName(void);
/// Returns the dialect namespace of an opaque type (context-owned).
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueTypeGetDialectNamespace(MlirType type);
/// Returns the body text of an opaque type (context-owned).
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueTypeGetData(MlirType type);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_BUILTINTYPES_H */
