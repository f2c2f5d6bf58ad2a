/* rewrite.h: the rewrite drivers: folding an op (its folder, then its
 * traits') and materializing the constants it folds to, the greedy pattern
 * driver (upstream's applyPatternsGreedily) and region simplification.
 * Depends on dialects/ (through the op records), interfaces/ and ir/. */
#ifndef MLIRC_REWRITE_H
#define MLIRC_REWRITE_H

#include "../dialects/dialects.h"

/* Runs the op's folder: true on success (in place when *n_out == 0). */
MLIR_INTERNAL bool op_fold(Operation *op, FoldResult *out, unsigned *n_out);
/* op_fold with the operands' constants given (NULL: not constant), as
 * Operation::fold(operands, results): the op's folder, then its traits'. */
MLIR_INTERNAL bool op_fold_with(Operation *op, const Attr *const *consts, FoldResult *out, unsigned *n_out);


/* ---- greedy driver ----------------------------------------------------------------- */

typedef struct GreedyConfig {
  bool top_down;
  int64_t max_iterations;   /* -1: no limit */
  int64_t max_num_rewrites; /* -1: no limit */
  int region_simplify;      /* 0 disabled, 1 normal, 2 aggressive */
  bool fold;
  bool cse_constants;
  /* Keeps only the patterns it accepts (enable/disable-patterns); NULL: all. */
  bool (*pattern_filter)(void *user, const Pattern *p);
  void *filter_user;
} GreedyConfig;

MLIR_INTERNAL void greedy_config_default(GreedyConfig *c);
/* Erases the blocks unreachable from their region's entry, in `r` and the
 * regions nested in its reachable blocks. */
MLIR_INTERNAL bool erase_unreachable_blocks(Rewriter *rw, Region *r);
/* Upstream's simplifyRegions: unreachable blocks, dead code and block
 * arguments (runRegionDCE), and with `aggressive` identical-block merging
 * and redundant block arguments; true when anything changed. */
MLIR_INTERNAL bool simplify_regions(Rewriter *rw, Region *r, bool aggressive);
/* The aggressive steps (block_merge.c). */
MLIR_INTERNAL bool merge_identical_blocks(Rewriter *rw, Region *r);
MLIR_INTERNAL bool drop_redundant_arguments(Rewriter *rw, Region *r);
/* Applies the patterns of every set, and folding, to the regions of `op`
 * until fixpoint;
 * *converged reports whether the last iteration changed nothing. */
MLIR_INTERNAL bool apply_patterns_greedily(Operation *op, const Pattern *const *const *pattern_sets,
                                           const GreedyConfig *cfg, bool *converged);
/* applyPatternsGreedily(op, patterns) with upstream's default config
 * (bottom-up, aggressive region simplification), as the passes that only
 * apply their own patterns call it; NULL-terminated `patterns`. */
MLIR_INTERNAL bool apply_patterns_with_defaults(Operation *op, const Pattern *const *patterns);

#endif /* MLIRC_REWRITE_H */
