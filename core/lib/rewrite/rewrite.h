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
MLIR_INTERNAL void rw_set_after(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_set_block_start(Rewriter *rw, Block *b);
MLIR_INTERNAL void rw_set_block_end(Rewriter *rw, Block *b);
/* Creates the op from the state at the insertion point (NULL on error). */
MLIR_INTERNAL Operation *rw_create(Rewriter *rw, OperationState *st);
/* Inserts an existing detached op at the insertion point. */
MLIR_INTERNAL void rw_insert(Rewriter *rw, Operation *op);
/* Moves an op before `before` in `block` (NULL: at the end). */
MLIR_INTERNAL void rw_move_op_before(Rewriter *rw, Operation *op, Block *block, Operation *before);
MLIR_INTERNAL void rw_replace_all_uses(Rewriter *rw, Value *from, Value *to);
/* Sets operand i and reports the op modified. */
MLIR_INTERNAL void rw_set_operand(Rewriter *rw, Operation *op, unsigned i, Value *v);
/* Replaces the op's results with `values` and erases it. */
MLIR_INTERNAL void rw_replace_op(Rewriter *rw, Operation *op, Value *const *values);
MLIR_INTERNAL void rw_replace_op_with(Rewriter *rw, Operation *op, Operation *with);
/* Erases the op: nested ops first in upstream's order, each reported while
 * it still has its operands. */
MLIR_INTERNAL void rw_erase_op(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_modified(Rewriter *rw, Operation *op);
/* Moves all ops of `src` before `before` in `dst` (NULL: at the end),
 * replacing src's arguments with `args`, and erases `src` (upstream's
 * inlineBlockBefore; rw_merge_blocks appends). */
MLIR_INTERNAL void rw_inline_block_before(Rewriter *rw, Block *src, Block *dst, Operation *before,
                                          Value *const *args);
MLIR_INTERNAL void rw_merge_blocks(Rewriter *rw, Block *src, Block *dst, Value *const *args);
/* Moves every block of `region` before `before` in `parent` (NULL: end). */
MLIR_INTERNAL void rw_inline_region_before(Rewriter *rw, Region *region, Region *parent, Block *before);
/* Splits `block` before `before` (NULL: a new empty block) and returns the
 * new block holding the ops from `before` on. */
MLIR_INTERNAL Block *rw_split_block(Rewriter *rw, Block *block, Operation *before);
MLIR_INTERNAL void rw_erase_block(Rewriter *rw, Block *b);
/* cloneRegionBefore: clones `src` into `dst` before `before` (NULL: end)
 * through `map` (arguments already mapped are not recreated), reporting
 * every cloned op inserted in pre-order. */
MLIR_INTERNAL bool rw_clone_region_before(Rewriter *rw, Region *src, Region *dst, Block *before, PtrMap *map);
/* Clones the ops of the single block of `src` but its terminator to the
 * insertion point through `map` (as rewriter.clone of each op); the map
 * then holds the clones of the terminator's operands too. */
MLIR_INTERNAL bool rw_clone_body_ops(Rewriter *rw, Region *src, PtrMap *map);
/* The blocks reachable from `entry`, successors before predecessors
 * (llvm::post_order over the block graph), appended to `out`. */
MLIR_INTERNAL void region_postorder(Context *ctx, Block *entry, PtrVec *out);

/* ---- building and matching helpers (build.c) ------------------------------------------- */

static inline bool op_is(const Operation *op, const char *name) {
  return op && strcmp(op->name->name->str, name) == 0;
}
static inline Value *opnd(const Operation *op, unsigned i) { return op->operands[i].value; }
static inline Value *res0(Operation *op) { return &op->results[0]; }
/* The defining op of `v` when it is `name`, else NULL. */
MLIR_INTERNAL Operation *def_is(const Value *v, const char *name);
MLIR_INTERNAL bool value_has_one_use(const Value *v);
MLIR_INTERNAL bool op_has_no_uses(const Operation *op);
/* Creates `name` at the insertion point; inherent attributes become
 * properties. NULL on error. */
MLIR_INTERNAL Operation *rw_build(Rewriter *rw, const char *name, const Loc *loc, unsigned nops,
                                  Value *const *ops, unsigned ntypes, const Type *const *types,
                                  unsigned nattrs, const NamedAttr *attrs);
/* arith.constant of a typed attribute at the insertion point. */
MLIR_INTERNAL Value *rw_constant(Rewriter *rw, const Attr *value, const Loc *loc);
/* An enum attribute `#ns.name<value>` of a dialect loaded in ctx. */
MLIR_INTERNAL const Attr *enum_attr(Context *ctx, const char *cls, uint64_t value);
/* The value of an enum attribute (0 when absent). */
MLIR_INTERNAL uint64_t enum_value(const Attr *a);
/* The fused location of the ops (upstream's getFusedLoc). */
MLIR_INTERNAL const Loc *fused_loc_of(Context *ctx, unsigned n, Operation *const *ops);
/* Named attribute shorthand. */
MLIR_INTERNAL NamedAttr named(Context *ctx, const char *name, const Attr *value);
/* The integer value of an integer attribute (predicates), or -1. */
MLIR_INTERNAL int64_t attr_int_or(const Attr *a, int64_t dflt);

/* ---- branches (branch.c) ---------------------------------------------------------------- */

/* The operands of the ODS group `name` (false when the op has none). */
MLIR_INTERNAL bool ods_operands(const Operation *op, const char *name, unsigned *start, unsigned *count);
/* The op implements BranchOpInterface (cf.br, cf.cond_br, cf.switch). */
MLIR_INTERNAL bool op_is_branch(const Operation *op);
/* The operands forwarded to successor `succ`. */
MLIR_INTERNAL bool branch_succ_operands(const Operation *op, unsigned succ, unsigned *start, unsigned *count);
/* The successor block argument an operand feeds, or NULL. */
MLIR_INTERNAL Value *branch_succ_block_arg(const Operation *op, unsigned operand_index);
MLIR_INTERNAL void op_erase_operand(Operation *op, unsigned i);
MLIR_INTERNAL void branch_erase_succ_operand(Operation *op, unsigned succ, unsigned idx);
MLIR_INTERNAL void branch_append_succ_operands(Operation *op, unsigned succ, unsigned n, Value *const *vals);

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
/* op_fold with the operands' constants given (NULL: not constant), as
 * Operation::fold(operands, results): the op's folder, then its traits'. */
MLIR_INTERNAL bool op_fold_with(Operation *op, const Attr *const *consts, FoldResult *out, unsigned *n_out);
/* Materializes a constant of `type` for `attr` through the op's dialect
 * (arith.constant, ...); NULL when the dialect cannot. */
MLIR_INTERNAL Operation *materialize_constant(Rewriter *rw, const Operation *for_op, const Attr *attr,
                                              const Type *type, const Loc *loc);

/* Canonicalization patterns of every dialect: NULL-terminated lists, one
 * per dialect, in a NULL-terminated list. */
MLIR_INTERNAL const Pattern *const *const *canonicalization_patterns(void);

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

#endif /* MLIRC_REWRITE_H */
