/* irdl.h: loading the dialects an IRDL module defines (irdl_load.c), for
 * mlir-opt's --irdl-file and mlirLoadIRDLDialects. */
#ifndef MLIRC_IRDL_H
#define MLIRC_IRDL_H

#include "../dialects.h"

/* Registers the dialects an IRDL module defines; false, with a
 * diagnostic, when one cannot be loaded. */
MLIR_INTERNAL bool irdl_load_dialects(Context *ctx, Operation *module);

#endif /* MLIRC_IRDL_H */
