/* Support.h: basic value types of the mlirc C API (string references,
 * logical results, type identifiers). Mirrors upstream's mlir-c/Support.h:
 * same names, layouts and semantics. */
#ifndef MLIR_C_SUPPORT_H
#define MLIR_C_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#define MLIR_CAPI_EXPORTED
#else
#define MLIR_CAPI_EXPORTED __attribute__((visibility("default")))
#endif
#define MLIR_PYTHON_API_EXPORTED MLIR_CAPI_EXPORTED

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirLlvmThreadPool { void *ptr; } MlirLlvmThreadPool;
typedef struct MlirTypeID { const void *ptr; } MlirTypeID;
typedef struct MlirTypeIDAllocator { void *ptr; } MlirTypeIDAllocator;

/// A pointer and length into memory the callee does not own; not
/// necessarily NUL-terminated.
typedef struct MlirStringRef {
  const char *data;
  size_t length;
} MlirStringRef;

/// Builds a string reference from a pointer and a length.
inline static MlirStringRef mlirStringRefCreate(const char *str, size_t length) {
  MlirStringRef r;
  r.data = str;
  r.length = length;
  return r;
}

/// Builds a string reference to a NUL-terminated string (borrowed).
MLIR_CAPI_EXPORTED MlirStringRef mlirStringRefCreateFromCString(const char *str);

/// Compares two string references byte by byte.
MLIR_CAPI_EXPORTED bool mlirStringRefEqual(MlirStringRef string, MlirStringRef other);

/// Receives printed text in pieces; the reference is valid only during the call.
typedef void (*MlirStringCallback)(MlirStringRef, void *);

/// Success or failure of an operation that reports no other result.
typedef struct MlirLogicalResult {
  int8_t value;
} MlirLogicalResult;

inline static bool mlirLogicalResultIsSuccess(MlirLogicalResult res) { return res.value != 0; }
inline static bool mlirLogicalResultIsFailure(MlirLogicalResult res) { return res.value == 0; }
inline static MlirLogicalResult mlirLogicalResultSuccess(void) {
  MlirLogicalResult res = {1};
  return res;
}
inline static MlirLogicalResult mlirLogicalResultFailure(void) {
  MlirLogicalResult res = {0};
  return res;
}

/// Creates a type identifier from a unique pointer (caller keeps it alive).
MLIR_CAPI_EXPORTED MlirTypeID mlirTypeIDCreate(const void *ptr);
static inline bool mlirTypeIDIsNull(MlirTypeID typeID) { return !typeID.ptr; }
/// Compares two type identifiers.
MLIR_CAPI_EXPORTED bool mlirTypeIDEqual(MlirTypeID typeID1, MlirTypeID typeID2);
/// Returns a hash of the type identifier.
MLIR_CAPI_EXPORTED size_t mlirTypeIDHashValue(MlirTypeID typeID);

/// Creates an allocator of fresh type identifiers; the caller owns it.
MLIR_CAPI_EXPORTED MlirTypeIDAllocator mlirTypeIDAllocatorCreate(void);
/// Destroys the allocator; the identifiers it gave out become invalid.
MLIR_CAPI_EXPORTED void mlirTypeIDAllocatorDestroy(MlirTypeIDAllocator allocator);
/// Returns a type identifier distinct from every other one, valid until the
/// allocator is destroyed; null when out of memory.
MLIR_CAPI_EXPORTED MlirTypeID mlirTypeIDAllocatorAllocateTypeID(MlirTypeIDAllocator allocator);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_SUPPORT_H */
