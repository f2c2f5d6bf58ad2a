/* bufferize_hooks.c: os_hooks, the lookup of an op's BufferizableHooks
 * over each dialect's table (bufferize_<dialect>.c). */
#include "one_shot.h"

extern const BufferizableHooks BUFFERIZE_ARITH[], BUFFERIZE_BUFFERIZATION[], BUFFERIZE_FUNC[], BUFFERIZE_LINALG[],
    BUFFERIZE_TENSOR[], BUFFERIZE_VECTOR[];

static const BufferizableHooks *const TABLES[] = {BUFFERIZE_ARITH, BUFFERIZE_BUFFERIZATION, BUFFERIZE_FUNC,
                                                   BUFFERIZE_LINALG, BUFFERIZE_TENSOR, BUFFERIZE_VECTOR};

const BufferizableHooks *os_hooks(const Operation *op) {
  for (size_t t = 0; t < sizeof TABLES / sizeof *TABLES; t++)
    for (const BufferizableHooks *h = TABLES[t]; h->name || h->match; h++)
      if ((!h->name || op_is(op, h->name)) && (!h->match || h->match(op))) return h;
  return NULL;
}
