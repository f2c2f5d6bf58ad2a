/* BuiltinAttributes.h: the builtin attributes of the mlirc C API: integers,
 * booleans, floats, strings, unit, arrays, dictionaries, types, symbol
 * references, opaque attributes, dense arrays, dense elements, strided
 * layouts, affine maps and integer sets. Mirrors upstream's mlir-c/BuiltinAttributes.h: same names,
 * signatures and semantics. Attributes are uniqued and owned by their
 * context; strings and buffers returned here live as long as it. */
#ifndef MLIR_C_BUILTINATTRIBUTES_H
#define MLIR_C_BUILTINATTRIBUTES_H

#include "mlir-c/AffineMap.h"
#include "mlir-c/IR.h"
#include "mlir-c/IntegerSet.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the null attribute (for optional parameters).
MLIR_CAPI_EXPORTED MlirAttribute mlirAttributeGetNull(void);

/// Tests whether the attribute is a location.
MLIR_CAPI_EXPORTED bool mlirAttributeIsALocation(MlirAttribute attr);

/*===------------------------------------------------------------------===*
 * Affine map attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is an affine map attribute.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAAffineMap(MlirAttribute attr);
/// Returns the attribute holding `map`, in the map's context.
MLIR_CAPI_EXPORTED MlirAttribute mlirAffineMapAttrGet(MlirAffineMap map);
/// Returns the registered name of the affine map attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirAffineMapAttrGetName(void);
/// Returns the map held by an affine map attribute.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapAttrGetValue(MlirAttribute attr);
/// Returns the TypeID of affine map attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirAffineMapAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Array attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is an array.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAArray(MlirAttribute attr);
/// Returns the array of `numElements` attributes (the list is copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirArrayAttrGet(MlirContext ctx, intptr_t numElements,
                                                  MlirAttribute const *elements);
/// Returns the registered name of the array attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirArrayAttrGetName(void);
/// Returns the number of elements of an array attribute.
MLIR_CAPI_EXPORTED intptr_t mlirArrayAttrGetNumElements(MlirAttribute attr);
/// Returns element `pos` of an array attribute.
MLIR_CAPI_EXPORTED MlirAttribute mlirArrayAttrGetElement(MlirAttribute attr, intptr_t pos);
/// Returns the TypeID of array attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirArrayAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Dictionary attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a dictionary.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADictionary(MlirAttribute attr);
/// Returns the dictionary of the given entries, sorted by name (the list is
/// copied; names must be distinct).
MLIR_CAPI_EXPORTED MlirAttribute mlirDictionaryAttrGet(MlirContext ctx, intptr_t numElements,
                                                       MlirNamedAttribute const *elements);
/// Returns the registered name of the dictionary attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirDictionaryAttrGetName(void);
/// Returns the number of entries of a dictionary.
MLIR_CAPI_EXPORTED intptr_t mlirDictionaryAttrGetNumElements(MlirAttribute attr);
/// Returns entry `pos` (in name order) of a dictionary.
MLIR_CAPI_EXPORTED MlirNamedAttribute mlirDictionaryAttrGetElement(MlirAttribute attr,
                                                                   intptr_t pos);
/// Returns the value named `name` in a dictionary, or null.
MLIR_CAPI_EXPORTED MlirAttribute mlirDictionaryAttrGetElementByName(MlirAttribute attr,
                                                                    MlirStringRef name);
/// Returns the TypeID of dictionary attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirDictionaryAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Floating-point attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a floating-point attribute.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAFloat(MlirAttribute attr);
/// Returns the registered name of the float attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirFloatAttrGetName(void);
/// Returns a float attribute of `type` holding `value` rounded to the type.
MLIR_CAPI_EXPORTED MlirAttribute mlirFloatAttrDoubleGet(MlirContext ctx, MlirType type,
                                                        double value);
/// Like mlirFloatAttrDoubleGet, but emits an error at `loc` and returns null
/// when `type` is not a floating-point type.
MLIR_CAPI_EXPORTED MlirAttribute mlirFloatAttrDoubleGetChecked(MlirLocation loc, MlirType type,
                                                               double value);
/// Returns the value of a float attribute converted to double.
MLIR_CAPI_EXPORTED double mlirFloatAttrGetValueDouble(MlirAttribute attr);
/// Returns the TypeID of float attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirFloatAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Integer attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is an integer attribute (booleans included).
MLIR_CAPI_EXPORTED bool mlirAttributeIsAInteger(MlirAttribute attr);
/// Returns an integer attribute of an integer or index `type`, truncating
/// `value` to the type's width.
MLIR_CAPI_EXPORTED MlirAttribute mlirIntegerAttrGet(MlirType type, int64_t value);
/// Returns the registered name of the integer attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirIntegerAttrGetName(void);
/// Returns the value of a signless or index integer attribute, sign-extended.
MLIR_CAPI_EXPORTED int64_t mlirIntegerAttrGetValueInt(MlirAttribute attr);
/// Returns the value of a signed integer attribute, sign-extended.
MLIR_CAPI_EXPORTED int64_t mlirIntegerAttrGetValueSInt(MlirAttribute attr);
/// Returns the value of an unsigned integer attribute, zero-extended.
MLIR_CAPI_EXPORTED uint64_t mlirIntegerAttrGetValueUInt(MlirAttribute attr);
/// Returns the TypeID of integer attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirIntegerAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Bool attribute (an integer attribute of type i1)
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a boolean (an i1 integer attribute).
MLIR_CAPI_EXPORTED bool mlirAttributeIsABool(MlirAttribute attr);
/// Returns `true` or `false` (nonzero `value` is true).
MLIR_CAPI_EXPORTED MlirAttribute mlirBoolAttrGet(MlirContext ctx, int value);
/// Returns the value of a boolean attribute.
MLIR_CAPI_EXPORTED bool mlirBoolAttrGetValue(MlirAttribute attr);

/*===------------------------------------------------------------------===*
 * Opaque attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is an opaque attribute (`#dialect<"data">`).
MLIR_CAPI_EXPORTED bool mlirAttributeIsAOpaque(MlirAttribute attr);
/// Returns an opaque attribute of the given namespace, body bytes and type
/// (the bytes are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirOpaqueAttrGet(MlirContext ctx,
                                                   MlirStringRef dialectNamespace,
                                                   intptr_t dataLength, const char *data,
                                                   MlirType type);
/// Returns the registered name of the opaque attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueAttrGetName(void);
/// Returns the dialect namespace of an opaque attribute.
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueAttrGetDialectNamespace(MlirAttribute attr);
/// Returns the body bytes of an opaque attribute.
MLIR_CAPI_EXPORTED MlirStringRef mlirOpaqueAttrGetData(MlirAttribute attr);
/// Returns the TypeID of opaque attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirOpaqueAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * String attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a string.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAString(MlirAttribute attr);
/// Returns the string attribute of `str` (copied) with type none.
MLIR_CAPI_EXPORTED MlirAttribute mlirStringAttrGet(MlirContext ctx, MlirStringRef str);
/// Returns the registered name of the string attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirStringAttrGetName(void);
/// Returns the string attribute of `str` carrying `type`.
MLIR_CAPI_EXPORTED MlirAttribute mlirStringAttrTypedGet(MlirType type, MlirStringRef str);
/// Returns the bytes of a string attribute.
MLIR_CAPI_EXPORTED MlirStringRef mlirStringAttrGetValue(MlirAttribute attr);
/// Returns the TypeID of string attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirStringAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Symbol reference attributes
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a symbol reference, flat or nested.
MLIR_CAPI_EXPORTED bool mlirAttributeIsASymbolRef(MlirAttribute attr);
/// Returns `@symbol::@ref...`; `references` must be flat symbol references.
MLIR_CAPI_EXPORTED MlirAttribute mlirSymbolRefAttrGet(MlirContext ctx, MlirStringRef symbol,
                                                      intptr_t numReferences,
                                                      MlirAttribute const *references);
/// Returns the registered name of the symbol reference attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolRefAttrGetName(void);
/// Returns the first symbol of a reference.
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolRefAttrGetRootReference(MlirAttribute attr);
/// Returns the last symbol of a reference (the root when it is flat).
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolRefAttrGetLeafReference(MlirAttribute attr);
/// Returns the number of symbols after the root.
MLIR_CAPI_EXPORTED intptr_t mlirSymbolRefAttrGetNumNestedReferences(MlirAttribute attr);
/// Returns nested symbol `pos` as a flat symbol reference.
MLIR_CAPI_EXPORTED MlirAttribute mlirSymbolRefAttrGetNestedReference(MlirAttribute attr,
                                                                     intptr_t pos);
/// Returns the TypeID of symbol reference attributes (flat ones included).
MLIR_CAPI_EXPORTED MlirTypeID mlirSymbolRefAttrGetTypeID(void);

/// Tests whether the attribute is a symbol reference without nesting.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAFlatSymbolRef(MlirAttribute attr);
/// Returns the flat reference `@symbol`.
MLIR_CAPI_EXPORTED MlirAttribute mlirFlatSymbolRefAttrGet(MlirContext ctx, MlirStringRef symbol);
/// Returns the registered name of the flat symbol reference class.
MLIR_CAPI_EXPORTED MlirStringRef mlirFlatSymbolRefAttrGetName(void);
/// Returns the symbol of a flat reference.
MLIR_CAPI_EXPORTED MlirStringRef mlirFlatSymbolRefAttrGetValue(MlirAttribute attr);

/*===------------------------------------------------------------------===*
 * Type attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute wraps a type.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAType(MlirAttribute attr);
/// Returns the attribute wrapping `type`.
MLIR_CAPI_EXPORTED MlirAttribute mlirTypeAttrGet(MlirType type);
/// Returns the registered name of the type attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirTypeAttrGetName(void);
/// Returns the type wrapped by a type attribute.
MLIR_CAPI_EXPORTED MlirType mlirTypeAttrGetValue(MlirAttribute attr);
/// Returns the TypeID of type attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirTypeAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Unit attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is `unit`.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAUnit(MlirAttribute attr);
/// Returns the unit attribute.
MLIR_CAPI_EXPORTED MlirAttribute mlirUnitAttrGet(MlirContext ctx);
/// Returns the registered name of the unit attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirUnitAttrGetName(void);
/// Returns the TypeID of the unit attribute.
MLIR_CAPI_EXPORTED MlirTypeID mlirUnitAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Elements attributes (dense elements, numeric or string)
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is an elements attribute.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAElements(MlirAttribute attr);
/// Returns the element at a multi-index (`rank` entries) as an attribute:
/// integer, float, string, or an array [re, im] for complex elements.
MLIR_CAPI_EXPORTED MlirAttribute mlirElementsAttrGetValue(MlirAttribute attr, intptr_t rank,
                                                          uint64_t *idxs);
/// Tests whether a multi-index lies within the attribute's shape.
MLIR_CAPI_EXPORTED bool mlirElementsAttrIsValidIndex(MlirAttribute attr, intptr_t rank,
                                                     uint64_t *idxs);
/// Returns the number of elements of the attribute's shaped type.
MLIR_CAPI_EXPORTED int64_t mlirElementsAttrGetNumElements(MlirAttribute attr);

/*===------------------------------------------------------------------===*
 * Dense array attributes (`array<T: ...>`)
 *===------------------------------------------------------------------===*/

/// Returns the TypeID shared by all dense array attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirDenseArrayAttrGetTypeID(void);
/// Tests whether the attribute is a dense array of i1.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseBoolArray(MlirAttribute attr);
/// Tests whether the attribute is a dense array of i8.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseI8Array(MlirAttribute attr);
/// Tests whether the attribute is a dense array of i16.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseI16Array(MlirAttribute attr);
/// Tests whether the attribute is a dense array of i32.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseI32Array(MlirAttribute attr);
/// Tests whether the attribute is a dense array of i64.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseI64Array(MlirAttribute attr);
/// Tests whether the attribute is a dense array of f32.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseF32Array(MlirAttribute attr);
/// Tests whether the attribute is a dense array of f64.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseF64Array(MlirAttribute attr);
/// Returns a dense i1 array; nonzero values are true (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseBoolArrayGet(MlirContext ctx, intptr_t size,
                                                       int const *values);
/// Returns a dense i8 array (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseI8ArrayGet(MlirContext ctx, intptr_t size,
                                                     int8_t const *values);
/// Returns a dense i16 array (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseI16ArrayGet(MlirContext ctx, intptr_t size,
                                                      int16_t const *values);
/// Returns a dense i32 array (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseI32ArrayGet(MlirContext ctx, intptr_t size,
                                                      int32_t const *values);
/// Returns a dense i64 array (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseI64ArrayGet(MlirContext ctx, intptr_t size,
                                                      int64_t const *values);
/// Returns a dense f32 array (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseF32ArrayGet(MlirContext ctx, intptr_t size,
                                                      float const *values);
/// Returns a dense f64 array (the values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseF64ArrayGet(MlirContext ctx, intptr_t size,
                                                      double const *values);
/// Returns the number of elements of a dense array.
MLIR_CAPI_EXPORTED intptr_t mlirDenseArrayGetNumElements(MlirAttribute attr);
/// Returns element `pos` of a dense i1 array.
MLIR_CAPI_EXPORTED bool mlirDenseBoolArrayGetElement(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of a dense i8 array.
MLIR_CAPI_EXPORTED int8_t mlirDenseI8ArrayGetElement(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of a dense i16 array.
MLIR_CAPI_EXPORTED int16_t mlirDenseI16ArrayGetElement(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of a dense i32 array.
MLIR_CAPI_EXPORTED int32_t mlirDenseI32ArrayGetElement(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of a dense i64 array.
MLIR_CAPI_EXPORTED int64_t mlirDenseI64ArrayGetElement(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of a dense f32 array.
MLIR_CAPI_EXPORTED float mlirDenseF32ArrayGetElement(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of a dense f64 array.
MLIR_CAPI_EXPORTED double mlirDenseF64ArrayGetElement(MlirAttribute attr, intptr_t pos);

/*===------------------------------------------------------------------===*
 * Dense elements attributes (`dense<...> : shaped type`)
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a dense elements attribute (numeric or
/// string).
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseElements(MlirAttribute attr);
/// Tests whether it is a dense elements attribute of integers or index.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseIntElements(MlirAttribute attr);
/// Tests whether it is a dense elements attribute of floats.
MLIR_CAPI_EXPORTED bool mlirAttributeIsADenseFPElements(MlirAttribute attr);
/// Returns the TypeID of numeric dense elements attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirDenseIntOrFPElementsAttrGetTypeID(void);

/// Returns dense elements of a static shaped type from element attributes
/// (one element: a splat). Null on mismatched input.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrGet(MlirType shapedType,
                                                          intptr_t numElements,
                                                          MlirAttribute const *elements);
/// Returns dense elements over a copy of `rawBuffer` in the storage layout
/// (i1 packed 8 per byte, LSB first; other elements ceil(bits/8) bytes,
/// little endian; one element: a splat). Null if the size does not fit.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrRawBufferGet(MlirType shapedType,
                                                                   size_t rawBufferSize,
                                                                   const void *rawBuffer);
/// Returns a splat of an element attribute of the shaped type's element type.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrSplatGet(MlirType shapedType,
                                                               MlirAttribute element);
/// Returns a splat of a boolean.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrBoolSplatGet(MlirType shapedType,
                                                                   bool element);
/// Returns a splat of an 8-bit unsigned value.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt8SplatGet(MlirType shapedType,
                                                                    uint8_t element);
/// Returns a splat of an 8-bit signed value.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt8SplatGet(MlirType shapedType,
                                                                   int8_t element);
/// Returns a splat of a 32-bit unsigned value.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt32SplatGet(MlirType shapedType,
                                                                     uint32_t element);
/// Returns a splat of a 32-bit signed value.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt32SplatGet(MlirType shapedType,
                                                                    int32_t element);
/// Returns a splat of a 64-bit unsigned value.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt64SplatGet(MlirType shapedType,
                                                                     uint64_t element);
/// Returns a splat of a 64-bit signed value.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt64SplatGet(MlirType shapedType,
                                                                    int64_t element);
/// Returns a splat of a float.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrFloatSplatGet(MlirType shapedType,
                                                                    float element);
/// Returns a splat of a double.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrDoubleSplatGet(MlirType shapedType,
                                                                     double element);
/// Returns dense i1 elements; nonzero values are true (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrBoolGet(MlirType shapedType,
                                                              intptr_t numElements,
                                                              const int *elements);
/// Returns dense 8-bit unsigned elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt8Get(MlirType shapedType,
                                                               intptr_t numElements,
                                                               const uint8_t *elements);
/// Returns dense 8-bit signed elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt8Get(MlirType shapedType,
                                                              intptr_t numElements,
                                                              const int8_t *elements);
/// Returns dense 16-bit unsigned elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt16Get(MlirType shapedType,
                                                                intptr_t numElements,
                                                                const uint16_t *elements);
/// Returns dense 16-bit signed elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt16Get(MlirType shapedType,
                                                               intptr_t numElements,
                                                               const int16_t *elements);
/// Returns dense 32-bit unsigned elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt32Get(MlirType shapedType,
                                                                intptr_t numElements,
                                                                const uint32_t *elements);
/// Returns dense 32-bit signed elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt32Get(MlirType shapedType,
                                                               intptr_t numElements,
                                                               const int32_t *elements);
/// Returns dense 64-bit unsigned elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrUInt64Get(MlirType shapedType,
                                                                intptr_t numElements,
                                                                const uint64_t *elements);
/// Returns dense 64-bit signed elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrInt64Get(MlirType shapedType,
                                                               intptr_t numElements,
                                                               const int64_t *elements);
/// Returns dense f32 elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrFloatGet(MlirType shapedType,
                                                               intptr_t numElements,
                                                               const float *elements);
/// Returns dense f64 elements (values are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrDoubleGet(MlirType shapedType,
                                                                intptr_t numElements,
                                                                const double *elements);
/// Returns dense bf16 elements given as raw 16-bit patterns.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrBFloat16Get(MlirType shapedType,
                                                                  intptr_t numElements,
                                                                  const uint16_t *elements);
/// Returns dense f16 elements given as raw 16-bit patterns.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrFloat16Get(MlirType shapedType,
                                                                 intptr_t numElements,
                                                                 const uint16_t *elements);
/// Returns dense string elements (the strings are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrStringGet(MlirType shapedType,
                                                                intptr_t numElements,
                                                                MlirStringRef *strs);
/// Returns the same elements under another shaped type of equal element
/// type and count.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrReshapeGet(MlirAttribute attr,
                                                                 MlirType shapedType);

/// Tests whether all elements are equal (stored once).
MLIR_CAPI_EXPORTED bool mlirDenseElementsAttrIsSplat(MlirAttribute attr);
/// Returns the splat element as an attribute.
MLIR_CAPI_EXPORTED MlirAttribute mlirDenseElementsAttrGetSplatValue(MlirAttribute attr);
/// Returns the splat element of i1 elements.
MLIR_CAPI_EXPORTED int mlirDenseElementsAttrGetBoolSplatValue(MlirAttribute attr);
/// Returns the splat element of 8-bit elements, signed.
MLIR_CAPI_EXPORTED int8_t mlirDenseElementsAttrGetInt8SplatValue(MlirAttribute attr);
/// Returns the splat element of 8-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint8_t mlirDenseElementsAttrGetUInt8SplatValue(MlirAttribute attr);
/// Returns the splat element of 32-bit elements, signed.
MLIR_CAPI_EXPORTED int32_t mlirDenseElementsAttrGetInt32SplatValue(MlirAttribute attr);
/// Returns the splat element of 32-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint32_t mlirDenseElementsAttrGetUInt32SplatValue(MlirAttribute attr);
/// Returns the splat element of 64-bit elements, signed.
MLIR_CAPI_EXPORTED int64_t mlirDenseElementsAttrGetInt64SplatValue(MlirAttribute attr);
/// Returns the splat element of 64-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint64_t mlirDenseElementsAttrGetUInt64SplatValue(MlirAttribute attr);
/// Returns the splat element of f32 elements.
MLIR_CAPI_EXPORTED float mlirDenseElementsAttrGetFloatSplatValue(MlirAttribute attr);
/// Returns the splat element of f64 elements.
MLIR_CAPI_EXPORTED double mlirDenseElementsAttrGetDoubleSplatValue(MlirAttribute attr);
/// Returns the splat element of string elements.
MLIR_CAPI_EXPORTED MlirStringRef mlirDenseElementsAttrGetStringSplatValue(MlirAttribute attr);

/// Returns element `pos` (row-major) of i1 elements.
MLIR_CAPI_EXPORTED bool mlirDenseElementsAttrGetBoolValue(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of 8-bit elements, signed.
MLIR_CAPI_EXPORTED int8_t mlirDenseElementsAttrGetInt8Value(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of 8-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint8_t mlirDenseElementsAttrGetUInt8Value(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of 16-bit elements, signed.
MLIR_CAPI_EXPORTED int16_t mlirDenseElementsAttrGetInt16Value(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of 16-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint16_t mlirDenseElementsAttrGetUInt16Value(MlirAttribute attr,
                                                                intptr_t pos);
/// Returns element `pos` of 32-bit elements, signed.
MLIR_CAPI_EXPORTED int32_t mlirDenseElementsAttrGetInt32Value(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of 32-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint32_t mlirDenseElementsAttrGetUInt32Value(MlirAttribute attr,
                                                                intptr_t pos);
/// Returns element `pos` of 64-bit elements, signed.
MLIR_CAPI_EXPORTED int64_t mlirDenseElementsAttrGetInt64Value(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of 64-bit elements, unsigned.
MLIR_CAPI_EXPORTED uint64_t mlirDenseElementsAttrGetUInt64Value(MlirAttribute attr,
                                                                intptr_t pos);
/// Returns element `pos` of index elements.
MLIR_CAPI_EXPORTED uint64_t mlirDenseElementsAttrGetIndexValue(MlirAttribute attr,
                                                               intptr_t pos);
/// Returns element `pos` of f32 elements.
MLIR_CAPI_EXPORTED float mlirDenseElementsAttrGetFloatValue(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of f64 elements.
MLIR_CAPI_EXPORTED double mlirDenseElementsAttrGetDoubleValue(MlirAttribute attr, intptr_t pos);
/// Returns element `pos` of string elements.
MLIR_CAPI_EXPORTED MlirStringRef mlirDenseElementsAttrGetStringValue(MlirAttribute attr,
                                                                    intptr_t pos);
/// Returns the stored bytes of numeric dense elements (the storage layout
/// of mlirDenseElementsAttrRawBufferGet; a splat holds one element).
MLIR_CAPI_EXPORTED const void *mlirDenseElementsAttrGetRawData(MlirAttribute attr);

/*===------------------------------------------------------------------===*
 * Integer set attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is an integer set attribute.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAIntegerSet(MlirAttribute attr);
/// Returns the attribute holding `set`, in the set's context.
MLIR_CAPI_EXPORTED MlirAttribute mlirIntegerSetAttrGet(MlirIntegerSet set);
/// Returns the registered name of the integer set attribute class.
MLIR_CAPI_EXPORTED MlirStringRef mlirIntegerSetAttrGetName(void);
/// Returns the set held by an integer set attribute.
MLIR_CAPI_EXPORTED MlirIntegerSet mlirIntegerSetAttrGetValue(MlirAttribute attr);
/// Returns the TypeID of integer set attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirIntegerSetAttrGetTypeID(void);

/*===------------------------------------------------------------------===*
 * Dense resource elements: a shaped type and a named blob of the
 * context's builtin resource table.
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a dense resource elements attribute.
MLIR_CAPI_EXPORTED bool
mlirAttributeIsADenseResourceElements(MlirAttribute attr);

/// Creates a dense resource elements attribute over `data`, which the
/// caller keeps alive (no copy is made); `name` is renamed `name_N` when the
/// context already has a blob of that name. `deleter`, if not NULL, is
/// called with `userData` when the context is destroyed.
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, void *data, size_t dataLength,
    size_t dataAlignment, bool dataIsMutable,
    void (*deleter)(void *userData, const void *data, size_t size,
                    size_t align),
    void *userData);

/// Returns the name of dense resource elements attributes.
MLIR_CAPI_EXPORTED MlirStringRef mlirDenseResourceElementsAttrGetName(void);

/// Typed forms of the above: `numElements` values borrowed from `elements`.
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseBoolResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const int *elements);
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseUInt8ResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const uint8_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseInt8ResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const int8_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute
mlirUnmanagedDenseUInt16ResourceElementsAttrGet(MlirType shapedType,
                                                MlirStringRef name,
                                                intptr_t numElements,
                                                const uint16_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseInt16ResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const int16_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute
mlirUnmanagedDenseUInt32ResourceElementsAttrGet(MlirType shapedType,
                                                MlirStringRef name,
                                                intptr_t numElements,
                                                const uint32_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseInt32ResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const int32_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute
mlirUnmanagedDenseUInt64ResourceElementsAttrGet(MlirType shapedType,
                                                MlirStringRef name,
                                                intptr_t numElements,
                                                const uint64_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseInt64ResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const int64_t *elements);
MLIR_CAPI_EXPORTED MlirAttribute mlirUnmanagedDenseFloatResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, intptr_t numElements,
    const float *elements);
MLIR_CAPI_EXPORTED MlirAttribute
mlirUnmanagedDenseDoubleResourceElementsAttrGet(MlirType shapedType,
                                                MlirStringRef name,
                                                intptr_t numElements,
                                                const double *elements);

/// Returns the pos-th value (flat contiguous indexing) of a specific type
/// contained by the given dense resource elements attribute.
MLIR_CAPI_EXPORTED bool
mlirDenseBoolResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED int8_t
mlirDenseInt8ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED uint8_t
mlirDenseUInt8ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED int16_t
mlirDenseInt16ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED uint16_t
mlirDenseUInt16ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED int32_t
mlirDenseInt32ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED uint32_t
mlirDenseUInt32ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED int64_t
mlirDenseInt64ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED uint64_t
mlirDenseUInt64ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED float
mlirDenseFloatResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);
MLIR_CAPI_EXPORTED double
mlirDenseDoubleResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos);

/*===------------------------------------------------------------------===*
 * Sparse elements and distinct attributes
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a sparse elements attribute.
MLIR_CAPI_EXPORTED bool mlirAttributeIsASparseElements(MlirAttribute attr);

/// Creates a sparse elements attribute of `shapedType` from dense 64-bit
/// integer indices and dense values (not verified, as upstream); null when
/// either is not a dense elements attribute.
MLIR_CAPI_EXPORTED MlirAttribute mlirSparseElementsAttribute(
    MlirType shapedType, MlirAttribute denseIndices, MlirAttribute denseValues);

/// Returns the dense 64-bit integer indices of a sparse elements attribute.
MLIR_CAPI_EXPORTED MlirAttribute
mlirSparseElementsAttrGetIndices(MlirAttribute attr);

/// Returns the dense values of a sparse elements attribute.
MLIR_CAPI_EXPORTED MlirAttribute
mlirSparseElementsAttrGetValues(MlirAttribute attr);

/// Returns the TypeID of sparse elements attributes.
MLIR_CAPI_EXPORTED MlirTypeID mlirSparseElementsAttrGetTypeID(void);

/// Creates a new distinct attribute referencing `referencedAttr` (equal to
/// no other attribute; upstream's spelling of the name).
MLIR_CAPI_EXPORTED MlirAttribute
mlirDisctinctAttrCreate(MlirAttribute referencedAttr);

/*===------------------------------------------------------------------===*
 * Strided layout attribute
 *===------------------------------------------------------------------===*/

/// Tests whether the attribute is a strided layout.
MLIR_CAPI_EXPORTED bool mlirAttributeIsAStridedLayout(MlirAttribute attr);
/// Returns `strided<[strides], offset: offset>` (the strides are copied).
MLIR_CAPI_EXPORTED MlirAttribute mlirStridedLayoutAttrGet(MlirContext ctx, int64_t offset,
                                                          intptr_t numStrides,
                                                          const int64_t *strides);
/// Returns the registered name of the strided layout class.
MLIR_CAPI_EXPORTED MlirStringRef mlirStridedLayoutAttrGetName(void);
/// Returns the offset of a strided layout.
MLIR_CAPI_EXPORTED int64_t mlirStridedLayoutAttrGetOffset(MlirAttribute attr);
/// Returns the number of strides of a strided layout.
MLIR_CAPI_EXPORTED intptr_t mlirStridedLayoutAttrGetNumStrides(MlirAttribute attr);
/// Returns stride `pos` of a strided layout.
MLIR_CAPI_EXPORTED int64_t mlirStridedLayoutAttrGetStride(MlirAttribute attr, intptr_t pos);
/// Returns the TypeID of strided layouts.
MLIR_CAPI_EXPORTED MlirTypeID mlirStridedLayoutAttrGetTypeID(void);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_BUILTINATTRIBUTES_H */
