/* index.c: the index dialect's hand-written pieces: the result names of
 * index.constant (%idx5, %idx-3) and index.bool.constant (%true, %false),
 * as upstream's getAsmResultNames gives them. */
#include "dialects.h"

#include <stdio.h>

/* `idx` followed by the constant's value. */
static void constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t), void *user) {
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || v->kind != AK_INTEGER || !op->num_results) return;
  char buf[32];
  int n = snprintf(buf, sizeof buf, "idx%lld", (long long)attr_int_value(v));
  if (n > 0) set(user, 0, buf, (size_t)n);
}

static void bool_constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t),
                                void *user) {
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || v->kind != AK_INTEGER || !op->num_results) return;
  const char *s = attr_int_value(v) ? "true" : "false";
  set(user, 0, s, strlen(s));
}

static const OpHooks HOOKS[] = {
    {.name = "index.constant", .result_names = constant_names},
    {.name = "index.bool.constant", .result_names = bool_constant_names},
    {NULL},
};

const DialectDef INDEX_DIALECT = {"index", &ODS_index, HOOKS, NULL};
