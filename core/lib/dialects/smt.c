/* smt.c: the smt dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "dialects.h"

const DialectDef SMT_DIALECT = {.ns = "smt", .ods = &ODS_smt};
