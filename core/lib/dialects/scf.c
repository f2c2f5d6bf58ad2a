/* scf.c: the scf dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef SCF_DIALECT = {"scf", &ODS_scf, NULL, NULL};
