/* Rewrite.h: rewrite patterns defined through the C API (callbacks), pattern
 * sets, the greedy and the walk-based pattern drivers, and the rewriter they
 * hand to patterns. Mirrors upstream's mlir-c/Rewrite.h: same names,
 * signatures and ownership, for the subset listed here (no PDL: upstream
 * builds it only with MLIR_ENABLE_PDL_IN_PATTERNMATCH). */
#ifndef MLIR_C_REWRITE_H
#define MLIR_C_REWRITE_H

#include <stddef.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirRewriterBase { void *ptr; } MlirRewriterBase;
typedef struct MlirFrozenRewritePatternSet { void *ptr; } MlirFrozenRewritePatternSet;
typedef struct MlirGreedyRewriteDriverConfig { void *ptr; } MlirGreedyRewriteDriverConfig;
typedef struct MlirRewritePatternSet { void *ptr; } MlirRewritePatternSet;
typedef struct MlirPatternRewriter { void *ptr; } MlirPatternRewriter;
typedef struct MlirRewritePattern { const void *ptr; } MlirRewritePattern;

/// Which ops the greedy driver may process (upstream's GreedyRewriteStrictness).
typedef enum {
  MLIR_GREEDY_REWRITE_STRICTNESS_ANY_OP,
  MLIR_GREEDY_REWRITE_STRICTNESS_EXISTING_AND_NEW_OPS,
  MLIR_GREEDY_REWRITE_STRICTNESS_EXISTING_OPS
} MlirGreedyRewriteStrictness;

/// How much region simplification the greedy driver does between iterations.
typedef enum {
  MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_DISABLED,
  MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_NORMAL,
  MLIR_GREEDY_SIMPLIFY_REGION_LEVEL_AGGRESSIVE
} MlirGreedySimplifyRegionLevel;

/*===------------------------------------------------------------------===*
 * Rewriter: insertion point
 *===------------------------------------------------------------------===*/

/// Returns the context the rewriter creates IR in.
MLIR_CAPI_EXPORTED MlirContext mlirRewriterBaseGetContext(MlirRewriterBase rewriter);
/// Unsets the insertion point (creating IR then fails until one is set).
MLIR_CAPI_EXPORTED void mlirRewriterBaseClearInsertionPoint(MlirRewriterBase rewriter);
/// Sets the insertion point right before `op`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseSetInsertionPointBefore(MlirRewriterBase rewriter,
                                                                MlirOperation op);
/// Sets the insertion point right after `op`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseSetInsertionPointAfter(MlirRewriterBase rewriter,
                                                               MlirOperation op);
/// Sets the insertion point after the op defining `value`, or at the start
/// of the block owning it when `value` is a block argument.
MLIR_CAPI_EXPORTED void mlirRewriterBaseSetInsertionPointAfterValue(MlirRewriterBase rewriter,
                                                                    MlirValue value);
/// Sets the insertion point at the start of `block`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseSetInsertionPointToStart(MlirRewriterBase rewriter,
                                                                 MlirBlock block);
/// Sets the insertion point at the end of `block`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseSetInsertionPointToEnd(MlirRewriterBase rewriter,
                                                               MlirBlock block);
/// Returns the block of the insertion point (null when unset).
MLIR_CAPI_EXPORTED MlirBlock mlirRewriterBaseGetInsertionBlock(MlirRewriterBase rewriter);
/// Returns the block of the insertion point (same as GetInsertionBlock).
MLIR_CAPI_EXPORTED MlirBlock mlirRewriterBaseGetBlock(MlirRewriterBase rewriter);
/// Returns the op the insertion point is before (null: at the block's end).
MLIR_CAPI_EXPORTED MlirOperation
mlirRewriterBaseGetOperationAfterInsertion(MlirRewriterBase rewriter);

/*===------------------------------------------------------------------===*
 * Rewriter: creating, moving, replacing and erasing IR
 *===------------------------------------------------------------------===*/

/// Creates a block with `nArgTypes` arguments (at `locations`) before
/// `insertBefore` in its region and moves the insertion point to its end.
/// The block belongs to the region.
MLIR_CAPI_EXPORTED MlirBlock mlirRewriterBaseCreateBlockBefore(MlirRewriterBase rewriter,
                                                               MlirBlock insertBefore,
                                                               intptr_t nArgTypes,
                                                               MlirType const *argTypes,
                                                               MlirLocation const *locations);
/// Inserts the detached `op` at the insertion point (its block then owns
/// it) and returns it.
MLIR_CAPI_EXPORTED MlirOperation mlirRewriterBaseInsert(MlirRewriterBase rewriter,
                                                        MlirOperation op);
/// Clones `op` (with its regions) at the insertion point and returns the
/// clone, owned by the insertion block.
MLIR_CAPI_EXPORTED MlirOperation mlirRewriterBaseClone(MlirRewriterBase rewriter,
                                                       MlirOperation op);
/// Clones the blocks of `region` before `before` in `before`'s region.
MLIR_CAPI_EXPORTED void mlirRewriterBaseCloneRegionBefore(MlirRewriterBase rewriter,
                                                          MlirRegion region, MlirBlock before);
/// Moves the blocks of `region` before `before` in `before`'s region.
MLIR_CAPI_EXPORTED void mlirRewriterBaseInlineRegionBefore(MlirRewriterBase rewriter,
                                                           MlirRegion region, MlirBlock before);
/// Replaces the results of `op` with `values` (one per result) and erases it.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceOpWithValues(MlirRewriterBase rewriter,
                                                            MlirOperation op, intptr_t nValues,
                                                            MlirValue const *values);
/// Replaces the results of `op` with those of `newOp` and erases `op`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceOpWithOperation(MlirRewriterBase rewriter,
                                                               MlirOperation op,
                                                               MlirOperation newOp);
/// Erases `op` and everything nested in it; its results must be unused.
MLIR_CAPI_EXPORTED void mlirRewriterBaseEraseOp(MlirRewriterBase rewriter, MlirOperation op);
/// Erases `block` and its ops.
MLIR_CAPI_EXPORTED void mlirRewriterBaseEraseBlock(MlirRewriterBase rewriter, MlirBlock block);
/// Moves the ops of `source` before `op`, replacing the block's arguments
/// with `argValues`, and erases `source`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseInlineBlockBefore(MlirRewriterBase rewriter,
                                                          MlirBlock source, MlirOperation op,
                                                          intptr_t nArgValues,
                                                          MlirValue const *argValues);
/// Moves the ops of `source` to the end of `dest`, replacing the block's
/// arguments with `argValues`, and erases `source`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseMergeBlocks(MlirRewriterBase rewriter, MlirBlock source,
                                                    MlirBlock dest, intptr_t nArgValues,
                                                    MlirValue const *argValues);
/// Moves `op` right before `existingOp` (possibly into another block).
MLIR_CAPI_EXPORTED void mlirRewriterBaseMoveOpBefore(MlirRewriterBase rewriter, MlirOperation op,
                                                     MlirOperation existingOp);
/// Moves `op` right after `existingOp` (possibly into another block).
MLIR_CAPI_EXPORTED void mlirRewriterBaseMoveOpAfter(MlirRewriterBase rewriter, MlirOperation op,
                                                    MlirOperation existingOp);
/// Moves `block` right before `existingBlock` (possibly into another region).
MLIR_CAPI_EXPORTED void mlirRewriterBaseMoveBlockBefore(MlirRewriterBase rewriter,
                                                        MlirBlock block,
                                                        MlirBlock existingBlock);
/// Announces an in-place change of `op`; Finalize or Cancel must follow.
MLIR_CAPI_EXPORTED void mlirRewriterBaseStartOpModification(MlirRewriterBase rewriter,
                                                            MlirOperation op);
/// Ends an in-place change of `op` and reports the op as modified.
MLIR_CAPI_EXPORTED void mlirRewriterBaseFinalizeOpModification(MlirRewriterBase rewriter,
                                                               MlirOperation op);
/// Ends an in-place change of `op` without reporting it.
MLIR_CAPI_EXPORTED void mlirRewriterBaseCancelOpModification(MlirRewriterBase rewriter,
                                                             MlirOperation op);
/// Replaces every use of `from` with `to`, reporting each user as modified.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceAllUsesWith(MlirRewriterBase rewriter,
                                                           MlirValue from, MlirValue to);
/// Replaces every use of `from[i]` with `to[i]`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceAllValueRangeUsesWith(MlirRewriterBase rewriter,
                                                                     intptr_t nValues,
                                                                     MlirValue const *from,
                                                                     MlirValue const *to);
/// Replaces every use of the results of `from` with `to` (one per result);
/// `from` stays in place.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceAllOpUsesWithValueRange(MlirRewriterBase rewriter,
                                                                       MlirOperation from,
                                                                       intptr_t nTo,
                                                                       MlirValue const *to);
/// Replaces every use of the results of `from` with those of `to`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceAllOpUsesWithOperation(MlirRewriterBase rewriter,
                                                                      MlirOperation from,
                                                                      MlirOperation to);
/// Replaces the uses of the results of `op` by ops nested in `block` with
/// `newValues` (one per result).
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceOpUsesWithinBlock(MlirRewriterBase rewriter,
                                                                 MlirOperation op,
                                                                 intptr_t nNewValues,
                                                                 MlirValue const *newValues,
                                                                 MlirBlock block);
/// Replaces every use of `from` with `to` except the uses by `exceptedUser`.
MLIR_CAPI_EXPORTED void mlirRewriterBaseReplaceAllUsesExcept(MlirRewriterBase rewriter,
                                                             MlirValue from, MlirValue to,
                                                             MlirOperation exceptedUser);

/*===------------------------------------------------------------------===*
 * IRRewriter: a rewriter outside of any driver
 *===------------------------------------------------------------------===*/

/// Creates a rewriter with no insertion point; the caller destroys it.
MLIR_CAPI_EXPORTED MlirRewriterBase mlirIRRewriterCreate(MlirContext context);
/// Creates a rewriter inserting before `op`; the caller destroys it.
MLIR_CAPI_EXPORTED MlirRewriterBase mlirIRRewriterCreateFromOp(MlirOperation op);
/// Destroys a rewriter made by mlirIRRewriterCreate*(not one a driver lent).
MLIR_CAPI_EXPORTED void mlirIRRewriterDestroy(MlirRewriterBase rewriter);

/*===------------------------------------------------------------------===*
 * Patterns, pattern sets and drivers
 *===------------------------------------------------------------------===*/

/// Callbacks of a pattern defined through the C API.
typedef struct {
  /// Optional: called once when the pattern is created.
  void (*construct)(void *userData);
  /// Optional: called once when the pattern is destroyed.
  void (*destruct)(void *userData);
  /// Matches `op` and, on success, rewrites it through `rewriter`; returns
  /// failure (and changes nothing) when it does not match.
  MlirLogicalResult (*matchAndRewrite)(MlirRewritePattern pattern, MlirOperation op,
                                       MlirPatternRewriter rewriter, void *userData);
} MlirRewritePatternCallbacks;

/// Creates a pattern for ops named `rootName`; the caller owns it until it
/// is added to a set. `generatedNames` are accepted and ignored.
MLIR_CAPI_EXPORTED MlirRewritePattern mlirOpRewritePatternCreate(
    MlirStringRef rootName, unsigned benefit, MlirContext context,
    MlirRewritePatternCallbacks callbacks, void *userData, size_t nGeneratedNames,
    MlirStringRef *generatedNames);
/// Creates an empty pattern set; the caller owns it (until frozen).
MLIR_CAPI_EXPORTED MlirRewritePatternSet mlirRewritePatternSetCreate(MlirContext context);
/// Destroys a pattern set and the patterns in it.
MLIR_CAPI_EXPORTED void mlirRewritePatternSetDestroy(MlirRewritePatternSet set);
/// Moves `pattern` into `set`.
MLIR_CAPI_EXPORTED void mlirRewritePatternSetAdd(MlirRewritePatternSet set,
                                                 MlirRewritePattern pattern);
/// Freezes `set` for the drivers; the frozen set takes the set over (do not
/// destroy `set` afterwards).
MLIR_CAPI_EXPORTED MlirFrozenRewritePatternSet mlirFreezeRewritePattern(MlirRewritePatternSet set);
/// Destroys a frozen pattern set.
MLIR_CAPI_EXPORTED void mlirFrozenRewritePatternSetDestroy(MlirFrozenRewritePatternSet set);
/// Applies the patterns, and folding, to the regions of `op` until nothing
/// changes (or the config's limits); failure when it did not converge.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirApplyPatternsAndFoldGreedilyWithOp(
    MlirOperation op, MlirFrozenRewritePatternSet patterns, MlirGreedyRewriteDriverConfig config);
/// The same on the body of a module.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirApplyPatternsAndFoldGreedily(
    MlirModule op, MlirFrozenRewritePatternSet patterns, MlirGreedyRewriteDriverConfig config);
/// Visits the ops nested in `op`, and `op` last, in post order and applies
/// the first matching pattern to each once (no folding, no iteration).
MLIR_CAPI_EXPORTED void mlirWalkAndApplyPatterns(MlirOperation op,
                                                 MlirFrozenRewritePatternSet patterns);
/// Returns the rewriter a pattern received as a RewriterBase.
MLIR_CAPI_EXPORTED MlirRewriterBase mlirPatternRewriterAsBase(MlirPatternRewriter rewriter);

/*===------------------------------------------------------------------===*
 * Greedy driver configuration
 *===------------------------------------------------------------------===*/

/// Creates a configuration with upstream's defaults; the caller destroys it.
MLIR_CAPI_EXPORTED MlirGreedyRewriteDriverConfig mlirGreedyRewriteDriverConfigCreate(void);
/// Destroys a configuration.
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigDestroy(MlirGreedyRewriteDriverConfig config);
/// Sets the iteration limit (-1: none).
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigSetMaxIterations(
    MlirGreedyRewriteDriverConfig config, int64_t maxIterations);
/// Sets the limit of rewrites per iteration (-1: none).
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigSetMaxNumRewrites(
    MlirGreedyRewriteDriverConfig config, int64_t maxNumRewrites);
/// Chooses a top-down (pre-order) or bottom-up initial worklist.
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigSetUseTopDownTraversal(
    MlirGreedyRewriteDriverConfig config, bool useTopDownTraversal);
/// Enables or disables folding.
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigEnableFolding(
    MlirGreedyRewriteDriverConfig config, bool enable);
/// Records the strictness. FIXME(#6): mlirc's driver always processes any op.
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigSetStrictness(
    MlirGreedyRewriteDriverConfig config, MlirGreedyRewriteStrictness strictness);
/// Sets the region simplification level.
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel(
    MlirGreedyRewriteDriverConfig config, MlirGreedySimplifyRegionLevel level);
/// Enables or disables the de-duplication of constants.
MLIR_CAPI_EXPORTED void mlirGreedyRewriteDriverConfigEnableConstantCSE(
    MlirGreedyRewriteDriverConfig config, bool enable);
/// Returns the iteration limit (-1: none).
MLIR_CAPI_EXPORTED int64_t
mlirGreedyRewriteDriverConfigGetMaxIterations(MlirGreedyRewriteDriverConfig config);
/// Returns the limit of rewrites per iteration (-1: none).
MLIR_CAPI_EXPORTED int64_t
mlirGreedyRewriteDriverConfigGetMaxNumRewrites(MlirGreedyRewriteDriverConfig config);
/// Returns whether the initial worklist is built top-down.
MLIR_CAPI_EXPORTED bool
mlirGreedyRewriteDriverConfigGetUseTopDownTraversal(MlirGreedyRewriteDriverConfig config);
/// Returns whether folding is enabled.
MLIR_CAPI_EXPORTED bool
mlirGreedyRewriteDriverConfigIsFoldingEnabled(MlirGreedyRewriteDriverConfig config);
/// Returns the strictness recorded by SetStrictness.
MLIR_CAPI_EXPORTED MlirGreedyRewriteStrictness
mlirGreedyRewriteDriverConfigGetStrictness(MlirGreedyRewriteDriverConfig config);
/// Returns the region simplification level.
MLIR_CAPI_EXPORTED MlirGreedySimplifyRegionLevel
mlirGreedyRewriteDriverConfigGetRegionSimplificationLevel(MlirGreedyRewriteDriverConfig config);
/// Returns whether constants are de-duplicated.
MLIR_CAPI_EXPORTED bool
mlirGreedyRewriteDriverConfigIsConstantCSEEnabled(MlirGreedyRewriteDriverConfig config);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_REWRITE_H */
