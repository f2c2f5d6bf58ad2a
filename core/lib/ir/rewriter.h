/* rewriter.h: changing IR under a listener, as upstream's RewriterBase and
 * PatternMatch: the insertion point, creating, replacing, erasing and moving
 * ops and blocks, the rewrite pattern and folder signatures dialects fill
 * into their op records, and small builders and matchers. Depends on ir.h. */
#ifndef MLIRC_IR_REWRITER_H
#define MLIRC_IR_REWRITER_H

#include "ir.h"

/* ---- rewriter ------------------------------------------------------------------ */

/* Notifications, as upstream's RewriterBase::Listener. A moved op is
 * reported to `moved` with where it was (NULL: to `inserted`, as a new op
 * is); blocks created or moved by the rewriter go to `block_inserted`
 * with their former region and successor (region NULL: it was new). */
typedef struct RewriteListener {
  void (*inserted)(void *user, Operation *op);
  void (*modified)(void *user, Operation *op);
  void (*replaced)(void *user, Operation *op);
  void (*erased)(void *user, Operation *op);
  void *user;
  void (*moved)(void *user, Operation *op, Block *prev_block, Operation *prev_before);
  void (*block_inserted)(void *user, Block *b, Region *prev_region, Block *prev_before);
} RewriteListener;

/* Operations a driver takes over from the plain rewriter: the dialect
 * conversion records replacements and erasures and applies them once the
 * whole conversion succeeded, and snapshots ops before they change so
 * that a failed pattern is undone (NULL members: the plain behaviour). */
typedef struct RewriterHooks {
  void (*replace_op)(Rewriter *rw, Operation *op, Value *const *values);
  void (*erase_op)(Rewriter *rw, Operation *op);
  void (*erase_block)(Rewriter *rw, Block *b);
  void (*inline_block_before)(Rewriter *rw, Block *src, Block *dst, Operation *before,
                              Value *const *args);
  void (*start_modification)(Rewriter *rw, Operation *op);
  void (*cancel_modification)(Rewriter *rw, Operation *op);
} RewriterHooks;

struct Rewriter {
  Context *ctx;
  Block *block;        /* insertion point: before `before` in `block` */
  Operation *before;   /* NULL: at the end */
  const RewriteListener *listener;
  const Pattern *pattern; /* the pattern being applied (set by the drivers) */
  const RewriterHooks *hooks; /* NULL: plain rewriting */
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
/* In-place changes are bracketed (upstream's startOpModification and
 * finalizeOpModification): rw_start_modification before touching the op,
 * rw_modified after, rw_cancel_modification to give up and restore it. */
MLIR_INTERNAL void rw_start_modification(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_modified(Rewriter *rw, Operation *op);
MLIR_INTERNAL void rw_cancel_modification(Rewriter *rw, Operation *op);
/* Creates a block with the given argument types and locations (`locs`
 * NULL: unknown) in `region` before `before` (NULL: at the end) and sets
 * the insertion point to its end; NULL when out of memory. */
MLIR_INTERNAL Block *rw_create_block(Rewriter *rw, Region *region, Block *before, unsigned n,
                                     const Type *const *types, const Loc *const *locs);
/* Moves `b` before `before` in `region` (NULL: at the end). */
MLIR_INTERNAL void rw_move_block_before(Rewriter *rw, Block *b, Region *region, Block *before);
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

/* ---- building and matching helpers (builder.c) ------------------------------------------- */

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
/* The fused location of the ops (upstream's getFusedLoc). */
MLIR_INTERNAL const Loc *fused_loc_of(Context *ctx, unsigned n, Operation *const *ops);
/* Named attribute shorthand. */
MLIR_INTERNAL NamedAttr named(Context *ctx, const char *name, const Attr *value);
/* The integer value of an integer attribute (predicates), or -1. */
MLIR_INTERNAL int64_t attr_int_or(const Attr *a, int64_t dflt);

/* ---- folding and patterns -------------------------------------------------------- */

/* A fold result: a value, or an attribute to materialize as a constant.
 * Folders (OpFoldFn, ir.h) return true when the op changed in place (no
 * results written) or produced `out[0..num_results)`. */
struct FoldResult {
  Value *value;
  const Attr *attr;
};

/* A rewrite pattern rooted at an op name (NULL: any op). */
struct Pattern {
  const char *root;
  unsigned benefit;
  /* Reads its rule data, if any, from rw->pattern->rule. */
  bool (*match_and_rewrite)(Rewriter *rw, Operation *op);
  const char *debug_name;
  /* For table-driven patterns: the row one matcher interprets (NULL). */
  const void *rule;
};

/* A dialect's folders by op name, filled into the op records when the
 * dialect loads. */
typedef struct FoldHook {
  const char *op;
  OpFoldFn fold;
} FoldHook;


/* The op's own folder (its op record's slot), or NULL. */
static inline OpFoldFn op_folder(const Operation *op) {
  return op->name->def ? op->name->def->fold : NULL;
}
/* Materializes a constant of `type` for `attr` through the dialect of
 * `for_op` (Dialect::materializeConstant: arith.constant, ...); NULL when
 * the dialect cannot. */
MLIR_INTERNAL Operation *materialize_constant(Rewriter *rw, const Operation *for_op, const Attr *attr,
                                              const Type *type, const Loc *loc);

#endif /* MLIRC_IR_REWRITER_H */
