/* tensor.c: the tensor dialect: generated ODS tables; hand-written pieces join
 * here as they are needed. */
#include "dialects.h"

const DialectDef TENSOR_DIALECT = {"tensor", &ODS_tensor, NULL, NULL};
