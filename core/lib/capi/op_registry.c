/* op_registry.c: mlir-c/Ext/OpRegistry.h, the registered operations of a
 * context as JSON. */
#include "capi.h"
#include "mlir-c/Ext/OpRegistry.h"

#include "../ods/ods.h"

#include <stdlib.h>
#include <string.h>

static int cmp_name(const void *a, const void *b) {
  return strcmp((*(const OpName *const *)a)->name->str, (*(const OpName *const *)b)->name->str);
}

void mlirExtContextWriteRegisteredOperationsJSON(MlirContext c, MlirStringCallback cb, void *user) {
  Context *ctx = unwrap_ctx(c);
  PtrVec ops = {0};
  const char *key;
  size_t n, cursor = 0;
  uintptr_t v;
  while (sm_next(&ctx->opnames, &cursor, &key, &n, &v))
    if (((const OpName *)v)->def && !pv_push(&ctx->alloc, &ops, (void *)v)) break;
  if (ops.len) qsort(ops.data, ops.len, sizeof *ops.data, cmp_name);
  StrBuf out;
  sb_init(&out, &ctx->alloc);
  sb_putc(&out, '[');
  for (size_t i = 0; i < ops.len; i++) {
    const OpName *on = ops.data[i];
    const OdsOp *ods = on->def->ods;
    const char *summary = ods && ods->summary ? ods->summary : "";
    sb_puts(&out, i ? ",{\"name\":" : "{\"name\":");
    sb_json_string(&out, on->name->str, strlen(on->name->str));
    sb_puts(&out, ",\"summary\":");
    sb_json_string(&out, summary, strlen(summary));
    sb_putc(&out, '}');
  }
  sb_putc(&out, ']');
  pv_free(&ctx->alloc, &ops);
  emit_text(&out, cb, user);
  sb_free(&out);
}
