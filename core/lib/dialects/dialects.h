/* dialects.h: the dialects subsystem's private header: the dialect tables
 * the context can load, and the hand-written pieces (custom syntax,
 * verifiers) that ODS cannot express. Depends on asm/ and ir/. */
#ifndef MLIRC_DIALECTS_H
#define MLIRC_DIALECTS_H

#include "../asm/asm.h"

MLIR_INTERNAL extern const DialectDef BUILTIN_DIALECT;

#endif /* MLIRC_DIALECTS_H */
