/* drr.h: helpers that reproduce what upstream's declarative rewrite rules
 * (DRR, *Canonicalization.td) generate: the matched ops are recorded in
 * the generated matcher's order (the root, then each operand's sub-match
 * after its own operands, constants included), the new ops get the fused
 * location of the first K recorded ops (K = op nodes in the source
 * pattern), and the new ops are created before the root, innermost first. */
#ifndef MLIRC_DRR_H
#define MLIRC_DRR_H

#include "elems.h"

enum { DRR_MAX_OPS = 8 };

typedef struct Drr {
  Rewriter *rw;
  Context *ctx;
  Operation *ops[DRR_MAX_OPS];
  unsigned n;
  unsigned k; /* op nodes of the source pattern */
} Drr;

static inline void drr_init(Drr *d, Rewriter *rw, Operation *root, unsigned op_nodes) {
  d->rw = rw;
  d->ctx = rw->ctx;
  d->n = 0;
  d->k = op_nodes;
  d->ops[d->n++] = root;
}
static inline void drr_push(Drr *d, Operation *op) {
  if (d->n < DRR_MAX_OPS) d->ops[d->n++] = op;
}
/* The location of the ops the rewrite creates. */
static inline const Loc *drr_loc(Drr *d) { return fused_loc_of(d->ctx, d->k < d->n ? d->k : d->n, d->ops); }
/* ConstantLikeMatcher: the constant defining `v` (recorded), or NULL. */
static inline const Attr *drr_const(Drr *d, Value *v) {
  Operation *c = value_defining_op(v);
  const Attr *a = c ? op_constant_value(c) : NULL;
  if (a) drr_push(d, c);
  return a;
}

#endif
