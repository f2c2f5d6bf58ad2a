/* check_results.h: pass-by-pass result checking. An entry function is run
 * once before a pipeline and again after each pass (as a pass
 * instrumentation's after_pass hook); the first pass after which what it
 * prints or returns differs is reported as an error at the function, with
 * the first differing line before and after. Arguments of scalar types
 * (integers, index, floats) get values from a seed, the same for every
 * run: the lowering keeps scalar parameters in place (index becomes i64),
 * so the same call is made at every level. */
#ifndef MLIRC_EXEC_CHECK_RESULTS_H
#define MLIRC_EXEC_CHECK_RESULTS_H

#include "../ir/ir.h"

typedef struct ResultCheck ResultCheck;

/* NULL when out of memory. `entry` is copied. */
MLIR_INTERNAL ResultCheck *result_check_create(Context *ctx, const char *entry, size_t n, uint64_t seed);
MLIR_INTERNAL void result_check_destroy(ResultCheck *rc);
/* Runs the entry function of `module` before the pipeline and keeps what
 * it printed and returned; false after a diagnostic (no such function, an
 * argument type that cannot be made, a failing run). */
MLIR_INTERNAL bool result_check_begin(ResultCheck *rc, Operation *module);
/* The after_pass hook (user: the ResultCheck): runs the entry function
 * again and compares; false after the diagnostic naming the pass. */
MLIR_INTERNAL bool result_check_after_pass(void *user, const char *pass, Operation *module);

#endif /* MLIRC_EXEC_CHECK_RESULTS_H */
