/* ub.c: the ub dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef UB_DIALECT = {"ub", &ODS_ub, NULL, NULL};
