/* shape.c: the shape dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_shape; /* generated from ODS */

const DialectDef SHAPE_DIALECT = {.ns = "shape", .ods = &ODS_shape};
