/* nvgpu.c: the nvgpu dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); nothing is hand-written yet. */
#include "../dialects.h"

const DialectDef NVGPU_DIALECT = {.ns = "nvgpu", .ods = &ODS_nvgpu};
