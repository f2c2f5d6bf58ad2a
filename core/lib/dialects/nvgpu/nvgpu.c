/* nvgpu.c: the nvgpu dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_nvgpu; /* generated from ODS */

const DialectDef NVGPU_DIALECT = {.ns = "nvgpu", .ods = &ODS_nvgpu};
