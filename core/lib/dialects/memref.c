/* memref.c: the memref dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef MEMREF_DIALECT = {"memref", &ODS_memref, NULL, NULL};
