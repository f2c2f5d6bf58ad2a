/* x86vector.c: the x86vector dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_x86vector; /* generated from ODS */

const DialectDef X86VECTOR_DIALECT = {.ns = "x86vector", .ods = &ODS_x86vector};
