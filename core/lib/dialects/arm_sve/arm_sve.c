/* arm_sve.c: the arm_sve dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_arm_sve; /* generated from ODS */

const DialectDef ARM_SVE_DIALECT = {.ns = "arm_sve", .ods = &ODS_arm_sve};
