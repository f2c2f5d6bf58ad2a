/* pass_registry.c: the C API's pass registry and mlir-c/Ext/PassRegistry.h
 * (the passes as JSON). Upstream's registry is process-wide: a pipeline
 * names only passes some mlirRegister* call registered, in any context.
 * Its state is the one mutable global of the library, kept here in the C
 * API that defines those semantics: a flag per pass, set once, never
 * cleared, so threads registering the same passes race benignly. */
#include "capi.h"
#include "../pass/pass.h"
#include "mlir-c/Ext/PassRegistry.h"

#include <stdatomic.h>

enum { MAX_REGISTRY_PASSES = 256 };
static atomic_bool registered[MAX_REGISTRY_PASSES];

static size_t pass_index(const PassInfo *info) {
  size_t i = 0;
  while (ALL_PASSES[i] && ALL_PASSES[i] != info) i++;
  return i;
}

void capi_register_pass(const PassInfo *info) {
  size_t i = pass_index(info);
  if (i < MAX_REGISTRY_PASSES) atomic_store(&registered[i], true);
}

static bool is_registered(const PassInfo *info) {
  size_t i = pass_index(info);
  return i < MAX_REGISTRY_PASSES && atomic_load(&registered[i]);
}

const PassRegistry CAPI_PASS_REGISTRY = {ALL_PASSES, is_registered};

static void json_string(StrBuf *out, const char *s) { sb_json_string(out, s ? s : "", s ? strlen(s) : 0); }

/* By PassOptionKind; every integer kind is "int" to embedders. */
static const char *const KIND_NAMES[] = {
    [OPT_BOOL] = "bool",  [OPT_INT] = "int",  [OPT_STRING] = "string", [OPT_ENUM] = "enum",
    [OPT_STRING_LIST] = "list", [OPT_INT32] = "int", [OPT_UINT] = "int", [OPT_UINT64] = "int",
};

void mlirExtPassRegistryWriteJSON(MlirStringCallback cb, void *user) {
  StrBuf out;
  sb_init(&out, NULL);
  sb_putc(&out, '[');
  for (size_t i = 0; ALL_PASSES[i]; i++) {
    const PassInfo *p = ALL_PASSES[i];
    if (i) sb_putc(&out, ',');
    sb_puts(&out, "{\"argument\":");
    json_string(&out, p->argument);
    sb_puts(&out, ",\"name\":");
    json_string(&out, p->display);
    sb_puts(&out, ",\"description\":");
    json_string(&out, p->description);
    sb_puts(&out, ",\"anchor\":");
    if (p->anchor) json_string(&out, p->anchor);
    else sb_puts(&out, "null");
    sb_puts(&out, ",\"options\":[");
    for (unsigned k = 0; k < p->n_options; k++) {
      const PassOptionDef *o = &p->options[k];
      if (k) sb_putc(&out, ',');
      sb_puts(&out, "{\"name\":");
      json_string(&out, o->name);
      sb_puts(&out, ",\"description\":");
      json_string(&out, o->description);
      sb_puts(&out, ",\"type\":");
      json_string(&out, o->kind < sizeof KIND_NAMES / sizeof *KIND_NAMES ? KIND_NAMES[o->kind] : "string");
      sb_puts(&out, ",\"default\":");
      json_string(&out, o->default_text);
      if (o->kind == OPT_ENUM && o->enum_values) {
        sb_puts(&out, ",\"values\":[");
        for (unsigned v = 0; o->enum_values[v]; v++) {
          if (v) sb_putc(&out, ',');
          json_string(&out, o->enum_values[v]);
        }
        sb_putc(&out, ']');
      }
      sb_putc(&out, '}');
    }
    sb_puts(&out, "]}");
  }
  sb_putc(&out, ']');
  emit_text(&out, cb, user);
  sb_free(&out);
}
