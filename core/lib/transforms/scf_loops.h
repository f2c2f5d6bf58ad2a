/* scf_loops.h: rewriting scf's parallel loops, shared by the passes that
 * do only that (scf-forall-to-for, scf-forall-to-parallel) and by
 * convert-scf-to-cf. Each returns false, changing nothing, when the loop
 * does not qualify or memory runs out. */
#ifndef MLIRC_TRANSFORMS_SCF_LOOPS_H
#define MLIRC_TRANSFORMS_SCF_LOOPS_H

#include "transforms.h"

/* The ODS operand group sizes of scf.parallel and scf.forall (lower
 * bounds, upper bounds, steps, then initial values or outputs), or NULL. */
MLIR_INTERNAL const int32_t *scf_loop_segments(const Operation *op);
/* buildLoopNest without iteration arguments: n nested scf.for at the
 * insertion point, outermost first, each body ending in scf.yield; fills
 * `ivs` and returns the innermost body (NULL when out of memory). */
MLIR_INTERNAL Block *scf_build_for_nest(Rewriter *rw, const Loc *loc, unsigned n, Value *const *lbs,
                                        Value *const *ubs, Value *const *steps, Value **ivs);
/* forallToParallelLoop: an scf.parallel with the forall's body and
 * mapping, its static bounds made constants (lower bounds, then upper,
 * then steps). Only a forall without shared outputs. */
MLIR_INTERNAL bool scf_forall_to_parallel(Rewriter *rw, Operation *forall);
/* forallToForLoop: a nest of scf.for, one per dimension, outermost first;
 * the body goes into the innermost. Only a forall without shared outputs. */
MLIR_INTERNAL bool scf_forall_to_for(Rewriter *rw, Operation *forall);

#endif
