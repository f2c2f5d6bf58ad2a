/* arith.c: the arith dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef ARITH_DIALECT = {"arith", &ODS_arith, NULL, NULL};
