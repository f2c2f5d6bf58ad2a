/* ods_custom.c: the custom directives (`custom<Name>(...)`) that upstream
 * writes in C++ for the dialects mlirc ships, looked up by name. */
#include "ods_format.h"

static const CustomDirective DIRECTIVES[] = {
    {NULL, NULL, NULL},
};

const CustomDirective *ods_custom_directive(const char *name, size_t n) {
  for (const CustomDirective *d = DIRECTIVES; d->name; d++)
    if (strlen(d->name) == n && memcmp(d->name, name, n) == 0) return d;
  return NULL;
}
