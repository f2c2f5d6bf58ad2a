/* canonicalize.c: the canonicalize pass: every dialect's canonicalization
 * patterns and folders, applied by the greedy driver with upstream's
 * options. */
#include "transforms.h"

static const char *const REGION_SIMPLIFY[] = {"disabled", "normal", "aggressive", NULL};

/* Alphabetical, as upstream prints pass options. */
static const PassOptionDef OPTIONS[] = {
    {"disable-patterns", "Labels of patterns that should be filtered out during application", OPT_STRING_LIST, "", NULL},
    {"enable-patterns", "Labels of patterns that should be used during application, all other patterns are filtered out", OPT_STRING_LIST, "", NULL},
    {"max-iterations", "Max. iterations between applying patterns / simplifying regions", OPT_INT, "10", NULL},
    {"max-num-rewrites", "Max. number of pattern rewrites within an iteration", OPT_INT, "-1", NULL},
    {"region-simplify", "Perform control flow optimizations to the region tree", OPT_ENUM, "normal", REGION_SIMPLIFY},
    {"test-convergence", "Test only: Fail pass on non-convergence to detect cyclic pattern", OPT_BOOL, "false", NULL},
    {"top-down", "Seed the worklist in general top-down order", OPT_BOOL, "true", NULL},
};
enum { O_DISABLE, O_ENABLE, O_MAX_ITER, O_MAX_REWRITES, O_REGION, O_TEST_CONV, O_TOP_DOWN };

static bool run(Pass *p, Operation *op) {
  GreedyConfig cfg;
  greedy_config_default(&cfg);
  cfg.top_down = pass_opt_int(p, O_TOP_DOWN) != 0;
  cfg.max_iterations = pass_opt_int(p, O_MAX_ITER);
  cfg.max_num_rewrites = pass_opt_int(p, O_MAX_REWRITES);
  cfg.region_simplify = (int)pass_opt_int(p, O_REGION);
  bool converged;
  apply_patterns_greedily(op, ctx_canonicalization_patterns(op_context(op)), &cfg, &converged);
  /* Upstream fails the pass without a diagnostic. */
  return !(pass_opt_int(p, O_TEST_CONV) && !converged);
}

const PassInfo CANONICALIZE_PASS = {
    .argument = "canonicalize",
    .display = "Canonicalizer",
    .description = "Canonicalize operations",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
