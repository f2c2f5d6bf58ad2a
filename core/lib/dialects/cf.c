/* cf.c: the cf dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef CF_DIALECT = {"cf", &ODS_cf, NULL, NULL};
