/* resource_attributes.c: the C API of mlir-c/BuiltinAttributes.h for dense
 * resource elements (blobs the caller keeps alive, named in the context's
 * resource table), sparse elements and distinct attributes. Depends on ir/
 * only. */
#include "capi.h"
#include "mlir-c/BuiltinAttributes.h"

static bool has_kind(MlirAttribute a, unsigned kind) {
  return a.ptr && unwrap_attr(a)->kind == kind;
}

/* ---- dense resource elements --------------------------------------------------- */

bool mlirAttributeIsADenseResourceElements(MlirAttribute a) {
  return has_kind(a, AK_DENSE_RESOURCE);
}

MlirStringRef mlirDenseResourceElementsAttrGetName(void) {
  return mlirStringRefCreate("builtin.dense_resource_elements", 31);
}

MlirAttribute mlirUnmanagedDenseResourceElementsAttrGet(
    MlirType shapedType, MlirStringRef name, void *data, size_t dataLength, size_t dataAlignment,
    bool dataIsMutable, void (*deleter)(void *userData, const void *data, size_t size, size_t align),
    void *userData) {
  (void)dataIsMutable; /* mlirc never writes through a blob */
  const Type *t = unwrap_type(shapedType);
  if (!type_is_shaped(t)) return wrap_attr(NULL);
  Context *ctx = t->ctx;
  ResourceBlob *b = resource_declare(ctx, name.data ? name.data : "", name.length);
  if (!b || !resource_set_data(ctx, b, data, dataLength, (uint32_t)dataAlignment, true))
    return wrap_attr(NULL);
  b->deleter = deleter;
  b->deleter_user = userData;
  return wrap_attr(attr_dense_resource(ctx, t, b));
}

/* The typed constructors borrow `elements` with their natural alignment. */
#define TYPED_GET(Name, T)                                                                   \
  MlirAttribute mlirUnmanagedDense##Name##ResourceElementsAttrGet(                           \
      MlirType shapedType, MlirStringRef name, intptr_t numElements, const T *elements) {    \
    size_t n = numElements > 0 ? (size_t)numElements : 0;                                    \
    return mlirUnmanagedDenseResourceElementsAttrGet(shapedType, name, (void *)elements,      \
                                                     n * sizeof(T), _Alignof(T), false, NULL, \
                                                     NULL);                                  \
  }
TYPED_GET(Bool, int)
TYPED_GET(UInt8, uint8_t)
TYPED_GET(Int8, int8_t)
TYPED_GET(UInt16, uint16_t)
TYPED_GET(Int16, int16_t)
TYPED_GET(UInt32, uint32_t)
TYPED_GET(Int32, int32_t)
TYPED_GET(UInt64, uint64_t)
TYPED_GET(Int64, int64_t)
TYPED_GET(Float, float)
TYPED_GET(Double, double)
#undef TYPED_GET

/* The pos-th element of the blob read as T; 0 when out of range or not a
 * dense resource (upstream asserts). */
#define TYPED_VALUE(Name, T, R)                                                              \
  R mlirDense##Name##ResourceElementsAttrGetValue(MlirAttribute attr, intptr_t pos) {        \
    T v = 0;                                                                                 \
    if (!has_kind(attr, AK_DENSE_RESOURCE) || pos < 0) return (R)v;                          \
    const ResourceBlob *b = attr_resource_blob(unwrap_attr(attr));                           \
    if (b->data && (size_t)pos < b->size / sizeof(T))                                        \
      memcpy(&v, b->data + (size_t)pos * sizeof(T), sizeof(T));                              \
    return (R)v;                                                                             \
  }
TYPED_VALUE(Bool, uint8_t, bool)
TYPED_VALUE(Int8, int8_t, int8_t)
TYPED_VALUE(UInt8, uint8_t, uint8_t)
TYPED_VALUE(Int16, int16_t, int16_t)
TYPED_VALUE(UInt16, uint16_t, uint16_t)
TYPED_VALUE(Int32, int32_t, int32_t)
TYPED_VALUE(UInt32, uint32_t, uint32_t)
TYPED_VALUE(Int64, int64_t, int64_t)
TYPED_VALUE(UInt64, uint64_t, uint64_t)
TYPED_VALUE(Float, float, float)
TYPED_VALUE(Double, double, double)
#undef TYPED_VALUE

/* ---- sparse elements ------------------------------------------------------------- */

bool mlirAttributeIsASparseElements(MlirAttribute a) { return has_kind(a, AK_SPARSE_ELEMENTS); }

MlirTypeID mlirSparseElementsAttrGetTypeID(void) {
  return mlirTypeIDCreate(storage_type_id(AK_SPARSE_ELEMENTS));
}

static bool is_dense(const Attr *a) {
  return a && (a->kind == AK_DENSE_ELEMENTS || a->kind == AK_DENSE_STRING);
}

MlirAttribute mlirSparseElementsAttribute(MlirType shapedType, MlirAttribute denseIndices,
                                          MlirAttribute denseValues) {
  const Type *t = unwrap_type(shapedType);
  const Attr *indices = unwrap_attr(denseIndices), *values = unwrap_attr(denseValues);
  if (!type_is_shaped(t) || !shaped_has_rank(t) || !is_dense(indices) || !is_dense(values))
    return wrap_attr(NULL);
  return wrap_attr(attr_sparse_elements(t->ctx, t, indices, values));
}

MlirAttribute mlirSparseElementsAttrGetIndices(MlirAttribute attr) {
  if (!has_kind(attr, AK_SPARSE_ELEMENTS)) return wrap_attr(NULL);
  return wrap_attr(WORD_PTR(const Attr, unwrap_attr(attr)->p[1]));
}

MlirAttribute mlirSparseElementsAttrGetValues(MlirAttribute attr) {
  if (!has_kind(attr, AK_SPARSE_ELEMENTS)) return wrap_attr(NULL);
  return wrap_attr(WORD_PTR(const Attr, unwrap_attr(attr)->p[2]));
}

/* ---- distinct ---------------------------------------------------------------------- */

MlirAttribute mlirDisctinctAttrCreate(MlirAttribute referencedAttr) {
  const Attr *ref = unwrap_attr(referencedAttr);
  if (!ref) return wrap_attr(NULL);
  return wrap_attr(attr_distinct(ref->ctx, ref));
}
