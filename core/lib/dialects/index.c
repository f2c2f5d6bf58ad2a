/* index.c: the index dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef INDEX_DIALECT = {"index", &ODS_index, NULL, NULL};
