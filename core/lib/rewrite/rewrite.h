/* rewrite.h: the rewrite subsystem's private header: side-effect queries,
 * constants and folding, the pattern rewriter with its listener, and the
 * greedy pattern driver (upstream's applyPatternsGreedily). Depends on
 * dialects/, asm/ and ir/. */
#ifndef MLIRC_REWRITE_H
#define MLIRC_REWRITE_H

#include "../dialects/dialects.h"

/* ---- side effects ------------------------------------------------------------- */

/* The op (and, with recursive effects, everything in it) has no memory
 * effects: upstream's isMemoryEffectFree. */
MLIR_INTERNAL bool op_is_memory_effect_free(const Operation *op);
/* The op's only effects are reads. */
MLIR_INTERNAL bool op_only_reads(const Operation *op);
/* Unused results, not a terminator, no effects (wouldOpBeTriviallyDead). */
MLIR_INTERNAL bool op_would_be_trivially_dead(const Operation *op);
MLIR_INTERNAL bool op_is_trivially_dead(const Operation *op);

/* ---- constants --------------------------------------------------------------- */

/* The value of a ConstantLike op (its `value` attribute), or NULL. */
MLIR_INTERNAL const Attr *op_constant_value(const Operation *op);
/* The constant a value is defined by, or NULL. */
MLIR_INTERNAL const Attr *value_constant(const Value *v);

/* ---- rewriter ------------------------------------------------------------------ */

typedef struct Rewriter Rewriter;

/* Notifications, as upstream's RewriterBase::Listener. */
typedef struct RewriteListener {
  void (*inserted)(void *user, Operation *op);
  void (*modified)(void *user, Operation *op);
  void (*replaced)(void *user, Operation *op);
  void (*erased)(void *user, Operation *op);
  void *user;
} RewriteListener;

struct Rewriter {
  Context *ctx;
  Block *block;        /* insertion point: before `before` in `block` */
  Operation *before;   /* NULL: at the end */
  const RewriteListener *listener;
};

MLIR_INTERNAL void rw_set_before(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_set_block_start(Rewriter *rw, Block *b);
MLIR_INTERNAL void rw_set_block_end(Rewriter *rw, Block *b);
/* Creates the op from the state at the insertion point (NULL on error). */
MLIR_INTERNAL Operation *rw_create(Rewriter *rw, OperationState *st);
/* Inserts an existing detached op at the insertion point. */
MLIR_INTERNAL void rw_insert(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_replace_all_uses(Rewriter *rw, Value *from, Value *to);
/* Replaces the op's results with `values` and erases it. */
MLIR_INTERNAL void rw_replace_op(Rewriter *rw, Operation *op, Value *const *values);
MLIR_INTERNAL void rw_erase_op(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_modified(Rewriter *rw, Operation *op);
/* Moves all ops of `src` before `before` in `dst` (upstream's
 * inlineBlockBefore), replacing src's arguments with `args`. */
MLIR_INTERNAL void rw_inline_block_before(Rewriter *rw, Block *src, Block *dst, Operation *before,
                                          Value *const *args);
MLIR_INTERNAL void rw_erase_block(Rewriter *rw, Block *b);

/* ---- folding and patterns -------------------------------------------------------- */

/* A fold result: a value, or an attribute to materialize as a constant. */
typedef struct FoldResult {
  Value *value;
  const Attr *attr;
} FoldResult;

/* Folds the op: true when it changed in place (no results written) or
 * produced `out[0..num_results)`. `consts[i]` is operand i's constant. */
typedef bool (*OpFoldFn)(Operation *op, const Attr *const *consts, FoldResult *out);

/* A rewrite pattern rooted at an op name (NULL: any op). */
typedef struct Pattern {
  const char *root;
  unsigned benefit;
  bool (*match_and_rewrite)(Rewriter *rw, Operation *op);
  const char *debug_name;
} Pattern;

/* Per-dialect folders and canonicalization patterns, by op name. */
typedef struct FoldHook {
  const char *op;
  OpFoldFn fold;
} FoldHook;

MLIR_INTERNAL OpFoldFn op_fold_hook(const Operation *op);
/* Runs the op's folder: true on success (in place when *n_out == 0). */
MLIR_INTERNAL bool op_fold(Operation *op, FoldResult *out, unsigned *n_out);
/* Materializes a constant of `type` for `attr` through the op's dialect
 * (arith.constant, ...); NULL when the dialect cannot. */
MLIR_INTERNAL Operation *materialize_constant(Rewriter *rw, const Operation *for_op, const Attr *attr,
                                              const Type *type, const Loc *loc);

/* Canonicalization patterns of every dialect, NULL-terminated. */
MLIR_INTERNAL const Pattern *const *canonicalization_patterns(void);

/* ---- greedy driver ----------------------------------------------------------------- */

typedef struct GreedyConfig {
  bool top_down;
  int64_t max_iterations;   /* -1: no limit */
  int64_t max_num_rewrites; /* -1: no limit */
  int region_simplify;      /* 0 disabled, 1 normal, 2 aggressive */
  bool fold;
  bool cse_constants;
} GreedyConfig;

MLIR_INTERNAL void greedy_config_default(GreedyConfig *c);
/* Applies patterns and folding to the regions of `op` until fixpoint;
 * *converged reports whether the last iteration changed nothing. */
MLIR_INTERNAL bool apply_patterns_greedily(Operation *op, const Pattern *const *patterns,
                                           const GreedyConfig *cfg, bool *converged);

#endif /* MLIRC_REWRITE_H */
