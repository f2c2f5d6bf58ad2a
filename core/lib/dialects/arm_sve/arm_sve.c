/* arm_sve.c: the arm_sve dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

const DialectDef ARM_SVE_DIALECT = {.ns = "arm_sve", .ods = &ODS_arm_sve};
