/* math.c: the math dialect's hand-written pieces: result names
 * (OpAsmOpInterface) where upstream's C++ gives them. */
#include "../dialects.h"
#include "../utils/elems.h"

MLIR_INTERNAL extern const OdsDialect ODS_math; /* generated from ODS */

static const OpHooks HOOKS[] = {
    {.name = "math.sincos", .static_names = "sin,cos"},
    {0},
};

MLIR_INTERNAL extern const FoldHook MATH_FOLDS[];

const DialectDef MATH_DIALECT = {.ns = "math",
                                 .ods = &ODS_math,
                                 .hooks = HOOKS,
                                 .folds = (const FoldHook *const[]){MATH_FOLDS, NULL},
                                 .materialize = materialize_poison_or_arith};
