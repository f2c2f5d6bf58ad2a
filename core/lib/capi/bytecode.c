/* bytecode.c: the C API of the bytecode writer (upstream's
 * mlirOperationWriteBytecode and MlirBytecodeWriterConfig). Reading needs
 * no API of its own: every parse entry point accepts bytecode. */
#include "capi.h"
#include "../bytecode/bytecode.h"

#include <stdlib.h>

typedef struct WriterConfig {
  int64_t version;
} WriterConfig;

MlirBytecodeWriterConfig mlirBytecodeWriterConfigCreate(void) {
  WriterConfig *c = malloc(sizeof *c);
  if (c) c->version = BC_VERSION_CURRENT;
  return (MlirBytecodeWriterConfig){c};
}

void mlirBytecodeWriterConfigDestroy(MlirBytecodeWriterConfig config) { free(config.ptr); }

void mlirBytecodeWriterConfigDesiredEmitVersion(MlirBytecodeWriterConfig flags, int64_t version) {
  if (flags.ptr) ((WriterConfig *)flags.ptr)->version = version;
}

static bool write_bytecode(Operation *op, int64_t version, MlirStringCallback callback,
                           void *userData) {
  Context *ctx = op_context(op);
  StrBuf out;
  sb_init(&out, &ctx->alloc);
  bool ok = bytecode_write(op, version, &out);
  if (ok) emit_text(&out, callback, userData);
  sb_free(&out);
  capi_check_oom(ctx);
  return ok;
}

void mlirOperationWriteBytecode(MlirOperation op, MlirStringCallback callback, void *userData) {
  write_bytecode(unwrap_op(op), BC_VERSION_CURRENT, callback, userData);
}

MlirLogicalResult mlirOperationWriteBytecodeWithConfig(MlirOperation op,
                                                       MlirBytecodeWriterConfig config,
                                                       MlirStringCallback callback,
                                                       void *userData) {
  const WriterConfig *c = config.ptr;
  int64_t version = c ? c->version : BC_VERSION_CURRENT;
  return write_bytecode(unwrap_op(op), version, callback, userData) ? mlirLogicalResultSuccess()
                                                                    : mlirLogicalResultFailure();
}
