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
} LinalgNamedOp;

/* Terminated by an entry with a NULL name. */
MLIR_INTERNAL extern const LinalgNamedOp LINALG_NAMED_OPS[];

#endif /* MLIRC_LINALG_H */
