/* math.c: the math dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef MATH_DIALECT = {"math", &ODS_math, NULL, NULL};
