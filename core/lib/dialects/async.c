/* async.c: the async dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "dialects.h"

const DialectDef ASYNC_DIALECT = {.ns = "async", .ods = &ODS_async};
