/* transforms.h: the passes' private header: each pass's PassInfo. */
#ifndef MLIRC_TRANSFORMS_H
#define MLIRC_TRANSFORMS_H

#include "../pass/pass.h"
#include "../rewrite/rewrite.h"


/* The canonicalizer, which the inliner runs as its default pipeline. */
MLIR_INTERNAL extern const PassInfo CANONICALIZE_PASS;

#endif
