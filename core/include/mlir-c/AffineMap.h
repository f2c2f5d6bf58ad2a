/* AffineMap.h: affine maps `(dims)[symbols] -> (results)`, uniqued by
 * their context. Mirrors upstream's mlir-c/AffineMap.h: same names, handle
 * layout and semantics. */
#ifndef MLIR_C_AFFINEMAP_H
#define MLIR_C_AFFINEMAP_H

#include "mlir-c/AffineExpr.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An affine map; owned by its context, never freed by the caller.
typedef struct MlirAffineMap { const void *ptr; } MlirAffineMap;

/// Returns the context that owns the map.
MLIR_CAPI_EXPORTED MlirContext mlirAffineMapGetContext(MlirAffineMap affineMap);
static inline bool mlirAffineMapIsNull(MlirAffineMap affineMap) { return !affineMap.ptr; }
/// Compares two maps (uniqued: identity).
MLIR_CAPI_EXPORTED bool mlirAffineMapEqual(MlirAffineMap a1, MlirAffineMap a2);
/// Prints the map (`(d0)[s0] -> (d0 + s0)`).
MLIR_CAPI_EXPORTED void mlirAffineMapPrint(MlirAffineMap affineMap, MlirStringCallback callback,
                                           void *userData);
/// Prints the map to stderr.
MLIR_CAPI_EXPORTED void mlirAffineMapDump(MlirAffineMap affineMap);

/// Returns the map with no dims, symbols or results.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapEmptyGet(MlirContext ctx);
/// Returns a map with the given dims and symbols and no results.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapZeroResultGet(MlirContext ctx, intptr_t dimCount,
                                                            intptr_t symbolCount);
/// Returns the map with the given dims, symbols and result expressions
/// (borrowed; the map keeps its own copy).
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapGet(MlirContext ctx, intptr_t dimCount,
                                                  intptr_t symbolCount, intptr_t nAffineExprs,
                                                  MlirAffineExpr *affineExprs);
/// Returns `() -> (val)`.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapConstantGet(MlirContext ctx, int64_t val);
/// Returns `(d0, ..., dn-1) -> (d0, ..., dn-1)` for `numDims` = n.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapMultiDimIdentityGet(MlirContext ctx,
                                                                  intptr_t numDims);
/// Returns the identity on the last `results` of `dims` dims (on all of
/// them when `results` is larger).
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapMinorIdentityGet(MlirContext ctx, intptr_t dims,
                                                               intptr_t results);
/// Returns the map whose result `i` is dim `permutation[i]`, over as many
/// dims as the largest entry requires (`(d0, d1) -> (d1, d0)` for {1, 0});
/// null when `size` is not positive.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapPermutationGet(MlirContext ctx, intptr_t size,
                                                             unsigned *permutation);

/// Tests whether the map is `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
MLIR_CAPI_EXPORTED bool mlirAffineMapIsIdentity(MlirAffineMap affineMap);
/// Tests whether the map is the identity on its last dims.
MLIR_CAPI_EXPORTED bool mlirAffineMapIsMinorIdentity(MlirAffineMap affineMap);
/// Tests whether the map has no dims, symbols or results.
MLIR_CAPI_EXPORTED bool mlirAffineMapIsEmpty(MlirAffineMap affineMap);
/// Tests whether the map has exactly one result and it is a constant.
MLIR_CAPI_EXPORTED bool mlirAffineMapIsSingleConstant(MlirAffineMap affineMap);
/// Returns the constant of a single-constant map.
MLIR_CAPI_EXPORTED int64_t mlirAffineMapGetSingleConstantResult(MlirAffineMap affineMap);
/// Returns the number of dims.
MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumDims(MlirAffineMap affineMap);
/// Returns the number of symbols.
MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumSymbols(MlirAffineMap affineMap);
/// Returns the number of results.
MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumResults(MlirAffineMap affineMap);
/// Returns result `pos`.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineMapGetResult(MlirAffineMap affineMap, intptr_t pos);
/// Returns the number of dims plus the number of symbols.
MLIR_CAPI_EXPORTED intptr_t mlirAffineMapGetNumInputs(MlirAffineMap affineMap);
/// Tests whether every result is a distinct dim and there are no symbols.
MLIR_CAPI_EXPORTED bool mlirAffineMapIsProjectedPermutation(MlirAffineMap affineMap);
/// Tests whether the map is a projected permutation using every dim.
MLIR_CAPI_EXPORTED bool mlirAffineMapIsPermutation(MlirAffineMap affineMap);

/// Returns the map keeping the `size` results at positions `resultPos`.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapGetSubMap(MlirAffineMap affineMap, intptr_t size,
                                                        intptr_t *resultPos);
/// Returns the map keeping the first `numResults` results: the map itself
/// when it has fewer, null when `numResults` is 0.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapGetMajorSubMap(MlirAffineMap affineMap,
                                                             intptr_t numResults);
/// Returns the map keeping the last `numResults` results, with the same
/// special cases as mlirAffineMapGetMajorSubMap.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapGetMinorSubMap(MlirAffineMap affineMap,
                                                             intptr_t numResults);
/// Replaces the subexpression `expression` by `replacement` in every
/// result; the new map has `numResultDims` dims and `numResultSyms`
/// symbols.
MLIR_CAPI_EXPORTED MlirAffineMap mlirAffineMapReplace(MlirAffineMap affineMap,
                                                      MlirAffineExpr expression,
                                                      MlirAffineExpr replacement,
                                                      intptr_t numResultDims,
                                                      intptr_t numResultSyms);
/// Drops the symbols none of the `size` maps uses (they must share their
/// dim and symbol counts) and renumbers the rest; calls
/// `populateResult(result, i, map)` with the new map of each input `i`.
MLIR_CAPI_EXPORTED void mlirAffineMapCompressUnusedSymbols(
    MlirAffineMap *affineMaps, intptr_t size, void *result,
    void (*populateResult)(void *res, intptr_t idx, MlirAffineMap m));

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_AFFINEMAP_H */
