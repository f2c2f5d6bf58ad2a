/* lower_deallocations.h: lowering bufferization.dealloc to memref.dealloc,
 * shared by bufferization-lower-deallocations and
 * convert-bufferization-to-memref. */
#ifndef MLIRC_TRANSFORMS_LOWER_DEALLOCATIONS_H
#define MLIRC_TRANSFORMS_LOWER_DEALLOCATIONS_H

#include "../transforms.h"

/* Lowers every bufferization.dealloc under `root` (a module or a
 * function), adding a `dealloc_helper` function to each symbol table whose
 * deallocs free several memrefs; false after emitting a diagnostic. */
MLIR_INTERNAL bool lower_deallocations(Operation *root);

#endif
