/* support.c: the C API of mlir-c/Support.h. */
#include "capi.h"

MlirStringRef mlirStringRefCreateFromCString(const char *str) {
  return mlirStringRefCreate(str, strlen(str));
}

bool mlirStringRefEqual(MlirStringRef a, MlirStringRef b) {
  return a.length == b.length && (a.length == 0 || memcmp(a.data, b.data, a.length) == 0);
}

MlirTypeID mlirTypeIDCreate(const void *ptr) { return (MlirTypeID){ptr}; }
bool mlirTypeIDEqual(MlirTypeID a, MlirTypeID b) { return a.ptr == b.ptr; }
size_t mlirTypeIDHashValue(MlirTypeID t) { return hash_ptr(t.ptr); }

void capi_check_oom(Context *ctx) {
  if (!ctx->alloc.oom) return;
  ctx->alloc.oom = false;
  /* The diagnostic itself may not fit; then the flag is all we have. */
  emit_error(ctx, ctx->l_unknown, "out of memory");
}
