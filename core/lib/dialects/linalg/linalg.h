/* linalg.h: the region builders of linalg's OpDSL named ops, generated as
 * data by core/gen/linalg_gen.py (see there for the program syntax) and
 * interpreted by linalg.c. */
#ifndef MLIRC_LINALG_H
#define MLIRC_LINALG_H

#include "../dialects.h"

typedef struct LinalgNamedOp {
  const char *name;  /* "linalg.copy" */
  unsigned nargs;    /* region arguments: inputs and outputs */
  const char *prog;  /* the regionBuilder as a program */
  const char *maps;  /* fixed indexing maps: "domain|results|...", or NULL */
  const char *syms;  /* their symbol bindings (s, S<i>, D<i>) */
  const char *iters; /* fixed iterator types ("ppr"), or NULL: as many
                        parallel loops as the init's rank */
} LinalgNamedOp;

/* Sorted by name, terminated by an entry with a NULL name. */
MLIR_INTERNAL extern const LinalgNamedOp LINALG_NAMED_OPS[];
/* The interfaces of the structured ops (linalg_structured.c) and of the
 * named ops (generated with the table): effects and speculatability. */
MLIR_INTERNAL unsigned linalg_memory_effects(const Operation *op);
MLIR_INTERNAL int linalg_speculatability(Operation *op);
MLIR_INTERNAL extern const OpInterfaceHooks LINALG_STRUCTURED_INTERFACES[], LINALG_NAMED_INTERFACES[];
/* The entry of a named op, or NULL (a binary search of the table). */
MLIR_INTERNAL const LinalgNamedOp *linalg_named_op(const char *name);
/* The fixed indexing maps of a named op specialized by its strides and
 * dilations, as an array attribute (NULL: none). */
MLIR_INTERNAL const Attr *linalg_fixed_maps(Operation *op, const LinalgNamedOp *n);

#endif /* MLIRC_LINALG_H */
