/* math.c: the math dialect's hand-written pieces: result names
 * (OpAsmOpInterface) where upstream's C++ gives them. */
#include "../dialects.h"

static const OpHooks HOOKS[] = {
    {.name = "math.sincos", .static_names = "sin,cos"},
    {NULL},
};

const DialectDef MATH_DIALECT = {.ns = "math", .ods = &ODS_math, .hooks = HOOKS};
